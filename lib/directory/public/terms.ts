// The words of the local search: how a text is split into terms, folded ("Dall·E", "dall-e" and "dallé"
// meet), which words rank nothing, which forms of a word meet ("transcription" and "transcribes"), and
// how far a typo may go. Shared by the index (search-index-format.ts) and the search over it
// (local-search.ts).

const MIN_QUERY_LENGTH = 2;
/**
 * Words nearly every description holds ("AI", "for", "the", "also") or a query holds to no purpose ("my",
 * "how"): they rank nothing, and matching them in 8,000 descriptions is what makes a query slow. Names keep
 * them ("Jasper AI", "Notion AI").
 */
export const STOP_WORDS = new Set(
  'a an and are as at ai also be by for from in into is it its of on or that the this to with you your i me my we our us how what can want need'.split(
    ' ',
  ),
);

/**
 * Stems of query words that say only that something is made or done ("make a logo", "turn text into
 * speech", "generate headshots"): they rank a tool that holds them higher, but a tool need not hold them,
 * since the directory describes the same work with other verbs. A query of nothing else needs them.
 */
const OPTIONAL_STEMS = new Set(['mak', 'creat', 'turn', 'get', 'generat', 'build', 'help', 'find', 'produc']);

export function isOptionalWord(word: string): boolean {
  return OPTIONAL_STEMS.has(stem(word));
}
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

/**
 * The edit distance between a and b when it is at most `max`, else max + 1. Two neighbouring letters
 * swapped ("chtagpt") are one edit, as a person types them (optimal string alignment).
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
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

// Word forms. A small stemmer of English endings, so that what a person types meets what the directory
// wrote: plurals ("videos"), verbs and the nouns made of them ("editing", "editor", "edits"; "transcribe",
// "transcription", "transcripts"; "summarize", "summaries"). Applied alike to a query word and to the
// terms it is compared with; it only ever changes a word's end, so a word and its stem start alike and
// sit in the same shard. Conflating a few unrelated words ("customer", "custom") costs less than missing
// the forms a person types.

/** Endings a stem loses, longest first: [ending, what replaces it, the fewest letters that must remain]. */
const DERIVATIONS: readonly (readonly [string, string, number])[] = [
  ['scription', 'scrib', 2],
  ['ization', 'iz', 3],
  ['isation', 'iz', 3],
  ['script', 'scrib', 2],
  ['ation', 'at', 3],
  ['ysis', 'yz', 3],
  ['yse', 'yz', 3],
  ['ing', '', 3],
  ['ion', '', 4],
  ['val', 'v', 3],
  ['ed', '', 3],
  ['er', '', 3],
  ['or', '', 3],
];
const VOWEL = /[aeiouy]/;
/** Stems are cached: the same few thousand terms recur in every query. */
const MAX_CACHED_STEMS = 20_000;
const stems = new Map<string, string>();

/** The stem a word's forms share ("transcribing", "transcription" → "transcrib"); short words as they are. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = /^[a-z]+$/.test(word) ? stemUncached(word) : word;
    if (stems.size >= MAX_CACHED_STEMS) stems.clear();
    stems.set(word, stemmed);
  }
  return stemmed;
}

function stemUncached(word: string): string {
  let w = word;
  if (w.endsWith('ies')) w = `${w.slice(0, -3)}i`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('zzes')) w = w.slice(0, -3);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // At most two endings: "tutoring" → "tutor" → "tut", as "tutors" → "tut".
  for (let pass = 0; pass < 2; pass++) {
    const next = withoutEnding(w);
    if (next === w) break;
    w = next;
  }
  if (w.length >= 4 && w.endsWith('e')) w = w.slice(0, -1);
  // "summary", "summaries", "summarize" meet; a "y" after a consonant is an "i", as in "copies".
  if (w.length >= 4 && w.endsWith('y') && !VOWEL.test(w.charAt(w.length - 2))) w = `${w.slice(0, -1)}i`;
  if (w.endsWith('ariz')) w = w.slice(0, -1);
  return w;
}

function withoutEnding(word: string): string {
  for (const [ending, replacement, fewest] of DERIVATIONS) {
    if (!word.endsWith(ending)) continue;
    const base = word.slice(0, -ending.length);
    // "need" and "speed" are no past tenses; a stem holds a vowel ("string" is no "str" + "ing").
    if (base.length < fewest || !VOWEL.test(base) || (ending === 'ed' && base.endsWith('e'))) return word;
    // "planning" → "plan", "dubbing" → "dub"; not "spelling" → "spel", nor "added" → "ad".
    const doubled =
      replacement === '' &&
      (ending === 'ing' || ending === 'ed' || ending === 'er') &&
      base.length >= 4 &&
      base.charAt(base.length - 1) === base.charAt(base.length - 2) &&
      !/[aeiouylsz]/.test(base.charAt(base.length - 1));
    return doubled ? base.slice(0, -1) : base + replacement;
  }
  return word;
}

/**
 * What every term sharing `word`'s stem starts with: the stem less its last letter, whose rewriting
 * ("summari" for "summary", "transcrib" for "transcription") is the only change a stem makes before it.
 */
export function formsStartWith(word: string): string {
  const stemmed = stem(word);
  return stemmed.slice(0, Math.max(3, stemmed.length - 1));
}
