// The characters the URL scanner compares, by name; `charCodeAt` avoids allocating a string per character.

export const TAB = '\t'.charCodeAt(0);
export const LINE_FEED = '\n'.charCodeAt(0);
export const CARRIAGE_RETURN = '\r'.charCodeAt(0);
/** URL trims this and every C0 control code below it from both ends of its input. */
export const SPACE = ' '.charCodeAt(0);
export const HASH = '#'.charCodeAt(0);
export const PERCENT = '%'.charCodeAt(0);
export const HYPHEN = '-'.charCodeAt(0);
export const DOT = '.'.charCodeAt(0);
export const SLASH = '/'.charCodeAt(0);
export const COLON = ':'.charCodeAt(0);
export const QUESTION_MARK = '?'.charCodeAt(0);
export const DIGIT_ZERO = '0'.charCodeAt(0);
export const DIGIT_TWO = '2'.charCodeAt(0);
export const LOWER_E = 'e'.charCodeAt(0);
/** Codes from here up are not ASCII. */
export const NON_ASCII = 0x80;

const DIGIT_NINE = '9'.charCodeAt(0);
const LOWER_A = 'a'.charCodeAt(0);
const LOWER_Z = 'z'.charCodeAt(0);
const UPPER_A = 'A'.charCodeAt(0);
const UPPER_Z = 'Z'.charCodeAt(0);
/** ASCII letters differ from their capitals by this one bit. */
const ASCII_CASE_BIT = LOWER_A - UPPER_A;

export function isAsciiDigit(c: number): boolean {
  return c >= DIGIT_ZERO && c <= DIGIT_NINE;
}

export function isLowerAsciiLetter(c: number): boolean {
  return c >= LOWER_A && c <= LOWER_Z;
}

/** The lowercase of an ASCII capital; any other code unchanged. */
export function toLowerAscii(c: number): number {
  return c >= UPPER_A && c <= UPPER_Z ? c + ASCII_CASE_BIT : c;
}

/** Whether `c` is the letter of `lower` in either case (`lower` a lowercase ASCII letter). */
export function isAsciiLetterEitherCase(c: number, lower: number): boolean {
  return (c | ASCII_CASE_BIT) === lower;
}
