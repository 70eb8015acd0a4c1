// The URL scanner: reads hosts, paths and queries of URLs as browsers report them by character codes,
// allocating nothing but the result, and answers undefined wherever URL might read the input differently.
// Its character codes are named here, in the same module as the loops that compare them: imported
// constants cost a lookup per character, which tripled the scan's time.

const TAB = '\t'.charCodeAt(0);
const LINE_FEED = '\n'.charCodeAt(0);
const CARRIAGE_RETURN = '\r'.charCodeAt(0);
/** URL trims this and every C0 control code below it from both ends of its input. */
const SPACE = ' '.charCodeAt(0);
const HASH = '#'.charCodeAt(0);
const PERCENT = '%'.charCodeAt(0);
const HYPHEN = '-'.charCodeAt(0);
const DOT = '.'.charCodeAt(0);
const SLASH = '/'.charCodeAt(0);
const COLON = ':'.charCodeAt(0);
const QUESTION_MARK = '?'.charCodeAt(0);
const DIGIT_ZERO = '0'.charCodeAt(0);
const DIGIT_TWO = '2'.charCodeAt(0);
const DIGIT_NINE = '9'.charCodeAt(0);
const LOWER_A = 'a'.charCodeAt(0);
const LOWER_E = 'e'.charCodeAt(0);
const LOWER_Z = 'z'.charCodeAt(0);
const UPPER_A = 'A'.charCodeAt(0);
const UPPER_Z = 'Z'.charCodeAt(0);
/** ASCII letters differ from their capitals by this one bit. */
const ASCII_CASE_BIT = LOWER_A - UPPER_A;
/** Codes from here up are not ASCII. */
const NON_ASCII = 0x80;

const HTTP_PREFIX = 'http://';
const HTTPS_PREFIX = 'https://';
/** `https:` is the longest scheme the matcher reads. */
const LONGEST_SCHEME = 'https:'.length;
/** fastHost drops it as siteHost (lib/common/url.ts) does, inline in its scan. */
const WWW_PREFIX = 'www.';
/** Labels in punycode (`xn--bcher-kva`) need URL's validation. */
const PUNYCODE_PREFIX = 'xn--';
const MAX_PORT = 65535;
const MAX_PORT_DIGITS = String(MAX_PORT).length;
const INDEX_HTML = '/index.html';

function isAsciiDigit(c: number): boolean {
  return c >= DIGIT_ZERO && c <= DIGIT_NINE;
}

function isLowerAsciiLetter(c: number): boolean {
  return c >= LOWER_A && c <= LOWER_Z;
}

/** The lowercase of an ASCII capital; any other code unchanged. */
function toLowerAscii(c: number): number {
  return c >= UPPER_A && c <= UPPER_Z ? c + ASCII_CASE_BIT : c;
}

// ---- Hosts ----

/** Hosts a website may stand for: a domain of two or more non-empty labels, not an IP address. */
export function isSiteHost(host: string): boolean {
  if (host.startsWith('[') || host.startsWith('.') || host.endsWith('.') || host.includes('..')) return false;
  const lastDot = host.lastIndexOf('.');
  // URL turns every host ending in a numeric label into a dotted-decimal IPv4 address (or rejects it).
  return lastDot !== -1 && !/^\d+$/.test(host.slice(lastDot + 1));
}

/** Cheap scheme test that agrees with URL (leading C0/space trimmed, tabs/newlines dropped). */
export function hasHttpScheme(url: string): boolean {
  let i = 0;
  while (i < url.length && url.charCodeAt(i) <= SPACE) i++;
  let scheme = '';
  for (; i < url.length && scheme.length < LONGEST_SCHEME; i++) {
    const c = url.charCodeAt(i);
    if (c === TAB || c === LINE_FEED || c === CARRIAGE_RETURN) continue;
    scheme += String.fromCharCode(toLowerAscii(c));
    if (c === COLON) break;
  }
  return scheme === 'http:' || scheme === 'https:';
}

/**
 * Where the authority ends, given `afterHost`, the first position the host scan stopped at: there if no `:`
 * follows, after the port if it is plain digits (up to 5, at most 65535), or -1 for any other port, which
 * URL rejects.
 */
function authorityEnd(url: string, afterHost: number): number {
  if (url.charCodeAt(afterHost) !== COLON) return afterHost;
  let port = 0;
  let end = afterHost + 1;
  for (; end < url.length && isAsciiDigit(url.charCodeAt(end)); end++) {
    port = port * 10 + url.charCodeAt(end) - DIGIT_ZERO;
  }
  return end - afterHost - 1 > MAX_PORT_DIGITS || port > MAX_PORT ? -1 : end;
}

/**
 * The normalised host of a URL as browsers report them (`https://host[:port]/…`, lowercase ASCII host),
 * null when no website can match it (single label), or undefined whenever URL might read the input
 * differently, so that URL decides. Allocates only the host. A URL it answers for may be read further with
 * `pathStart`, `scanPath` and `scanSearch`.
 */
export function fastHost(url: string): string | null | undefined {
  let start: number;
  if (url.startsWith(HTTPS_PREFIX)) start = HTTPS_PREFIX.length;
  else if (url.startsWith(HTTP_PREFIX)) start = HTTP_PREFIX.length;
  else return undefined;
  const length = url.length;
  // URL trims trailing C0 controls and spaces.
  if (url.charCodeAt(length - 1) <= SPACE) return undefined;
  let end = start;
  let labelStart = start;
  for (; end < length; end++) {
    const c = url.charCodeAt(end);
    if (isLowerAsciiLetter(c) || isAsciiDigit(c)) continue;
    if (c === DOT) {
      labelStart = end + 1;
    } else if (c === HYPHEN) {
      if (end === labelStart + PUNYCODE_PREFIX.length - 1 && url.startsWith(PUNYCODE_PREFIX, labelStart)) {
        return undefined;
      }
    } else {
      break;
    }
  }
  const authority = authorityEnd(url, end);
  if (authority === -1) return undefined;
  if (authority < length) {
    const c = url.charCodeAt(authority);
    if (c !== SLASH && c !== QUESTION_MARK && c !== HASH) return undefined;
  }
  if (end === start || url.charCodeAt(start) === DOT) return undefined;
  const hostEnd = url.charCodeAt(end - 1) === DOT ? end - 1 : end;
  const lastDot = url.lastIndexOf('.', hostEnd - 1);
  if (lastDot < start) return null;
  // URL turns a host ending in a numeric label into an IPv4 address, or rejects it.
  if (isAsciiDigit(url.charCodeAt(lastDot + 1))) return undefined;
  const hostStart =
    lastDot >= start + WWW_PREFIX.length && url.startsWith(WWW_PREFIX, start)
      ? start + WWW_PREFIX.length
      : start;
  return url.slice(hostStart, hostEnd);
}

// ---- Paths and queries of URLs fastHost answered for ----

/** Drops trailing slashes and one final `index.html`, so `/` and `/index.html` both become ''. */
export function normalisePath(pathname: string): string {
  let end = pathname.length;
  while (end > 0 && pathname.charCodeAt(end - 1) === SLASH) end--;
  if (end >= INDEX_HTML.length && pathname.startsWith(INDEX_HTML, end - INDEX_HTML.length)) {
    end -= INDEX_HTML.length;
    while (end > 0 && pathname.charCodeAt(end - 1) === SLASH) end--;
  }
  return end === pathname.length ? pathname : pathname.slice(0, end);
}

// Path characters URL serialises unchanged; anything else sends the page through URL itself.
const SAFE_PATH_CHAR = new Uint8Array(NON_ASCII);
for (const c of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&()*+,;=:@/%') {
  SAFE_PATH_CHAR[c.charCodeAt(0)] = 1;
}

/** Whether the `%` at `percent` starts `%2e` or `%2E`, an encoded dot. */
function isEncodedDot(s: string, percent: number): boolean {
  return s.charCodeAt(percent + 1) === DIGIT_TWO && (s.charCodeAt(percent + 2) | ASCII_CASE_BIT) === LOWER_E;
}

/** Where the path starts: the first `/`, `?` or `#` after `http(s)://`, or the end. */
export function pathStart(url: string): number {
  let i = url.startsWith(HTTPS_PREFIX) ? HTTPS_PREFIX.length : HTTP_PREFIX.length;
  for (; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === SLASH || c === QUESTION_MARK || c === HASH) break;
  }
  return i;
}

/** The normalised path from `start`, or undefined where URL must serialise and resolve it. */
export function scanPath(url: string, start: number): string | undefined {
  let end = start;
  for (; end < url.length; end++) {
    const c = url.charCodeAt(end);
    if (c === QUESTION_MARK || c === HASH) break;
    // Unusual characters and dot segments (`.`, `..`, `%2e`) are left to URL.
    if (c >= NON_ASCII || SAFE_PATH_CHAR[c] === 0) return undefined;
    if (c === DOT && url.charCodeAt(end - 1) === SLASH) return undefined;
    if (c === PERCENT && isEncodedDot(url, end)) return undefined;
  }
  return end === start ? '' : normalisePath(url.slice(start, end));
}

const TABS_AND_NEWLINES = /[\t\n\r]/;
const ALL_TABS_AND_NEWLINES = /[\t\n\r]/g;

/** The query from the path's `start`, with its `?`, as URLSearchParams reads it like URL; '' if none. */
export function scanSearch(url: string, start: number): string {
  const question = url.indexOf('?', start);
  if (question === -1) return '';
  const hash = url.indexOf('#', start);
  if (hash !== -1 && hash < question) return '';
  // Keeps the `?`: URLSearchParams drops one leading `?`, and a second one belongs to the first name.
  const search = url.slice(question, hash === -1 ? url.length : hash);
  // URL drops tabs and newlines anywhere; form decoding of the rest agrees with URL's serialisation.
  return TABS_AND_NEWLINES.test(search) ? search.replace(ALL_TABS_AND_NEWLINES, '') : search;
}
