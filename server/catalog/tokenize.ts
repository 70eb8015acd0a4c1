// Turns text into search terms: lowercase ASCII words, stop words dropped, light suffix stemming so
// "editing", "editor" and "edits" meet at "edit".

const STOP_WORDS = new Set(
  'a an the and or for to of in on with your you it is its by from as at that this into any all also be are our via'.split(
    ' ',
  ),
);

/** Words as typed, lowercased and without accents; stop words kept (callers decide). */
export function words(text: string): string[] {
  const lower = text.toLowerCase();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is the whole of ASCII on purpose.
  const ascii = /^[\x00-\x7f]*$/.test(lower)
    ? lower
    : lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii.split(/[^a-z0-9]+/).filter((word) => word.length > 0);
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

const stems = new Map<string, string>();
const MAX_CACHED_STEMS = 50_000;

/** A deliberately small stemmer: the same rules on both sides are what matters, not linguistics. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  // The vocabulary is small and every word recurs thousands of times while indexing.
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = stemUncached(word);
    if (stems.size >= MAX_CACHED_STEMS) stems.clear();
    stems.set(word, stemmed);
  }
  return stemmed;
}

function stemUncached(word: string): string {
  let stemmed = word;
  if (stemmed.endsWith('ies')) stemmed = `${stemmed.slice(0, -3)}y`;
  else if (stemmed.endsWith('sses')) stemmed = stemmed.slice(0, -2);
  else if (stemmed.endsWith('s') && !/(ss|us|is)$/.test(stemmed)) stemmed = stemmed.slice(0, -1);
  if (stemmed.length > 4) {
    const suffix = /(ing|ion|ed|er|or)$/.exec(stemmed);
    if (suffix && stemmed.length - suffix[0].length >= 3) stemmed = stemmed.slice(0, -suffix[0].length);
  }
  if (stemmed.length > 3 && stemmed.endsWith('e')) stemmed = stemmed.slice(0, -1);
  return stemmed;
}

/** The terms a text is indexed (or searched) under. */
export function terms(text: string): string[] {
  const result: string[] = [];
  for (const word of words(text)) if (!isStopWord(word)) result.push(stem(word));
  return result;
}
