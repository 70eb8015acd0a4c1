// The words of the local search: how a text is split into terms, folded ("Dall·E", "dall-e" and "dallé"
// meet), which words rank nothing, and how far a typo may go. Shared by the index (search-index-format.ts)
// and the search over it (local-search.ts).

const MIN_QUERY_LENGTH = 2;
/**
 * Words nearly every description holds ("AI", "for", "the"): they rank nothing, and matching them
 * in 8,000 descriptions is what makes a query slow. Names keep them ("Jasper AI", "Notion AI").
 */
export const STOP_WORDS = new Set(
  'a an and are as at ai be by for from in into is it its of on or that the this to with you your'.split(' '),
);
export const WORD_SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;
const NON_ASCII = /[^ -~]/;
const COMBINING_MARKS = /\p{M}/gu;

// Folds case and accents so "Dall·E", "dall-e" and "dallé" meet.
export function normalizeTerm(term: string) {
  const lower = term.toLowerCase();
  // Most terms are plain ASCII: skip the costly NFD for them.
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(COMBINING_MARKS, '') : lower;
}

/** WORD_SEPARATORS within ASCII (no Unicode property lookups: splitting 50,000 descriptions is 3x faster). */
const ASCII_WORD_SEPARATORS = /[\n\r !"#%&'()*,\-./:;?@[\\\]_{}]+/;

export function terms(text: string): string[] {
  const words = NON_ASCII.test(text)
    ? text.split(WORD_SEPARATORS).map(normalizeTerm)
    : text.toLowerCase().split(ASCII_WORD_SEPARATORS);
  return words.filter(Boolean);
}

/** Typos forgiven: none in short words, where one edit makes another word; two (a swap) in long ones. */
export function typoAllowance(term: string) {
  if (term.length >= 7) return 2;
  return term.length >= 4 ? 1 : 0;
}

/** The meaningful words of a name or query: stop words dropped, unless that leaves none. */
export function meaningful(words: string[]): string[] {
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : words;
}

/** The edit distance between a and b when it is at most `max`, else max + 1. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Which letters (a-z, folded onto 26 bits; others on bit 26+) a word holds: one edit changes at most 2. */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << Math.min(31, Math.max(0, word.charCodeAt(i) - 97));
  return mask;
}

export function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The words a query is searched for (none for a query under 2 characters, as the API's /search). */
export function searchWords(query: string): string[] {
  const text = query.trim();
  if (text.length < MIN_QUERY_LENGTH) return [];
  return [...new Set(meaningful(terms(text)))];
}
