// Instant search over the local directory (popup as-you-type, omnibox): no request, no network.
//
// An inverted index in typed arrays, built once per sync and stored as it is (IndexedDB clones typed
// arrays as bytes), so a worker start loads it without indexing or parsing anything.
//
// Decisions:
// - A word scores by where it matched (name 4, subcategory 1.5, description 1), how (as typed 1, as the
//   start of a word 0.6, with a typo 0.3) and how rare it is; scores within RELEVANCE_TIE are a tie,
//   settled by popularity. Term counts and field lengths are left out: in one-line descriptions they
//   rank noise, and leaving them out lets a query score a doc with two array reads.
// - Every query word must match (as typed or as a start); when no tool has them all, typos are
//   forgiven; when still none, any word may match. Short words (under 3 letters) are the start of a
//   name being typed: they match names and subcategories only.
// - A query is answered by scoring the rarest word's tools first and only those tools for the other
//   words, so a common word costs what the rare one allows.
import { z } from 'zod/mini';
import type { DirectoryTool } from './record';

export interface LocalSearch {
  /** Best matches first; a query under 2 characters gives nothing (as the API's /search). */
  search(query: string, limit?: number): DirectoryTool[];
  /** The index as data that loadLocalSearch reads back without indexing the tools again. */
  serialize(): SerializedSearch;
}

/** A search that knows the tools only by slug: what a stored index answers before any record is read. */
export interface KeyedSearch {
  /** The slugs of the best matches, best first (the same order LocalSearch.search gives). */
  find(query: string, limit?: number): string[];
  /**
   * The same, as long as every word matches as typed or as the start of a term: none when only typo
   * forgiveness (or any one word) would find tools. Reads only the terms that start with the words.
   */
  findAsTyped(query: string, limit?: number): string[];
  readonly size: number;
}

const MIN_QUERY_LENGTH = 2;
/** A word shorter than this is the start of a name being typed: matching it across descriptions is noise and slow. */
const MIN_DESCRIPTION_TERM_LENGTH = 3;
/** Relevance closer than this fraction is a tie, settled by popularity. */
const RELEVANCE_TIE = 0.05;
const NAME_WEIGHT = 4;
const SUBCATEGORY_WEIGHT = 1.5;
const DESCRIPTION_WEIGHT = 1;
const PREFIX_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.3;
/** A name that is exactly the query ("Jasper" for "jasper") comes before longer names that hold it. */
const WHOLE_NAME_BONUS = 1.25;
/**
 * Words nearly every description holds ("AI", "for", "the"): they rank nothing, and matching them
 * in 8,000 descriptions is what makes a query slow. Names keep them ("Jasper AI", "Notion AI").
 */
const STOP_WORDS = new Set(
  'a an and are as at ai be by for from in into is it its of on or that the this to with you your'.split(' '),
);
export const WORD_SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;
const NON_ASCII = /[^ -~]/;
const COMBINING_MARKS = /\p{M}/gu;
/** Joins the sorted terms in storage; a separator, so it is never inside a term. */
export const TERM_JOINER = ' ';

/** The sorted terms an index joined with TERM_JOINER, as a list. */
export function vocabularyOf(joined: string): string[] {
  return joined === '' ? [] : joined.split(TERM_JOINER);
}
const NAME = 1;
const SUBCATEGORY = 2;
export const SEARCH_FORMAT = 2;

// Folds case and accents so "Dall·E", "dall-e" and "dallé" meet.
export function normalizeTerm(term: string) {
  const lower = term.toLowerCase();
  // Most terms are plain ASCII: skip the costly NFD for them.
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(COMBINING_MARKS, '') : lower;
}

/** WORD_SEPARATORS within ASCII (no Unicode property lookups: splitting 50,000 descriptions is 3x faster). */
const ASCII_WORD_SEPARATORS = /[\n\r !"#%&'()*,\-./:;?@[\\\]_{}]+/;

function terms(text: string): string[] {
  const words = NON_ASCII.test(text)
    ? text.split(WORD_SEPARATORS).map(normalizeTerm)
    : text.toLowerCase().split(ASCII_WORD_SEPARATORS);
  return words.filter(Boolean);
}

/** Typos forgiven: none in short words, where one edit makes another word; two (a swap) in long ones. */
function typoAllowance(term: string) {
  if (term.length >= 7) return 2;
  return term.length >= 4 ? 1 : 0;
}

/**
 * What LocalSearch.serialize writes: plain strings and typed arrays, so IndexedDB stores it as it is.
 * Postings are tool positions (listing order of the tools given), ascending, per term.
 */
export interface SerializedSearch {
  format: number;
  /** The sorted distinct terms, joined by a space. */
  terms: string;
  /** Term t's name/subcategory postings are primaryDocs[primaryStart[t] .. primaryStart[t + 1]). */
  primaryStart: Uint32Array;
  primaryDocs: Uint32Array;
  /** Per primary posting: 1 = in the name, 2 = in a subcategory, 3 = both. */
  primaryFields: Uint8Array;
  descriptionStart: Uint32Array;
  descriptionDocs: Uint32Array;
  /** Per tool: its rank (popularity, 0 first), its slug, and how many words its name counts. */
  ranks: Float64Array;
  slugs: string[];
  nameWords: Uint8Array;
}

/** The terms and their postings, without what is kept per tool (a stored shard holds just this). */
export const termPostingsSchema = z.object({
  terms: z.string(),
  primaryStart: z.instanceof(Uint32Array),
  primaryDocs: z.instanceof(Uint32Array),
  primaryFields: z.instanceof(Uint8Array),
  descriptionStart: z.instanceof(Uint32Array),
  descriptionDocs: z.instanceof(Uint32Array),
});
export type TermPostings = z.infer<typeof termPostingsSchema>;

const serializedSearchSchema = z.extend(termPostingsSchema, {
  format: z.literal(SEARCH_FORMAT),
  ranks: z.instanceof(Float64Array),
  slugs: z.array(z.string()),
  nameWords: z.instanceof(Uint8Array),
});

/** The meaningful words of a name or query: stop words dropped, unless that leaves none. */
function meaningful(words: string[]): string[] {
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : words;
}

function buildIndex(tools: readonly DirectoryTool[]): SerializedSearch {
  const primary = new Map<string, number[]>(); // doc * 4 + fields, per term
  const description = new Map<string, number[]>();
  const nameWords = new Uint8Array(tools.length);
  const ranks = new Float64Array(tools.length);
  const addPrimary = (term: string, doc: number, field: number) => {
    let list = primary.get(term);
    if (!list) {
      list = [];
      primary.set(term, list);
    }
    const last = list.length - 1;
    const lastEntry = list[last] ?? -1;
    if (lastEntry >= 0 && lastEntry >> 2 === doc) list[last] = lastEntry | field;
    else list.push(doc * 4 + field);
  };
  tools.forEach((tool, doc) => {
    ranks[doc] = tool.rank;
    const name = terms(tool.name);
    nameWords[doc] = Math.min(255, new Set(meaningful(name)).size);
    for (const term of name) addPrimary(term, doc, NAME);
    for (const { name: subcategory } of tool.subcategories)
      for (const term of terms(subcategory)) if (!STOP_WORDS.has(term)) addPrimary(term, doc, SUBCATEGORY);
    for (const term of terms(tool.description)) {
      if (STOP_WORDS.has(term)) continue;
      let list = description.get(term);
      if (!list) {
        list = [];
        description.set(term, list);
      }
      if (list[list.length - 1] !== doc) list.push(doc);
    }
  });
  const sorted = [...new Set([...primary.keys(), ...description.keys()])].sort();
  let primaryCount = 0;
  let descriptionCount = 0;
  for (const list of primary.values()) primaryCount += list.length;
  for (const list of description.values()) descriptionCount += list.length;
  const index: SerializedSearch = {
    format: SEARCH_FORMAT,
    terms: sorted.join(TERM_JOINER),
    primaryStart: new Uint32Array(sorted.length + 1),
    primaryDocs: new Uint32Array(primaryCount),
    primaryFields: new Uint8Array(primaryCount),
    descriptionStart: new Uint32Array(sorted.length + 1),
    descriptionDocs: new Uint32Array(descriptionCount),
    ranks,
    slugs: tools.map((tool) => tool.slug),
    nameWords,
  };
  let p = 0;
  let d = 0;
  sorted.forEach((term, t) => {
    index.primaryStart[t] = p;
    index.descriptionStart[t] = d;
    for (const entry of primary.get(term) ?? []) {
      index.primaryDocs[p] = entry >> 2;
      index.primaryFields[p++] = entry & 3;
    }
    for (const doc of description.get(term) ?? []) index.descriptionDocs[d++] = doc;
  });
  index.primaryStart[sorted.length] = p;
  index.descriptionStart[sorted.length] = d;
  return index;
}

/** The index without its slugs: what the search reads (the slugs only name its results). */
export type SearchPostings = Omit<SerializedSearch, 'slugs'>;

/** Whether the arrays agree with each other: a stored index cut short or edited is refused. */
function consistent(index: SearchPostings, termCount: number): boolean {
  const docs = index.ranks.length;
  const last = (list: Uint32Array) => list[list.length - 1];
  return (
    index.ranks.length === docs &&
    index.nameWords.length === docs &&
    index.primaryStart.length === termCount + 1 &&
    index.descriptionStart.length === termCount + 1 &&
    last(index.primaryStart) === index.primaryDocs.length &&
    index.primaryFields.length === index.primaryDocs.length &&
    last(index.descriptionStart) === index.descriptionDocs.length &&
    largest(index.primaryDocs) < docs &&
    largest(index.descriptionDocs) < docs
  );
}

function largest(list: Uint32Array): number {
  let max = -1;
  for (let i = 0; i < list.length; i++) if ((list[i] as number) > max) max = list[i] as number;
  return max;
}

/** The edit distance between a and b when it is at most `max`, else max + 1. */
function boundedDistance(a: string, b: string, max: number): number {
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
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << Math.min(31, Math.max(0, word.charCodeAt(i) - 97));
  return mask;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

type Mode = 'exact' | 'fuzzy' | 'any';

/** The search over a built or stored index: positions of the best tools, best first. */
function searcher(index: SearchPostings, vocabulary: string[]) {
  const docCount = index.ranks.length;
  // Per tool, reused across queries (stamps instead of clearing): the query and word that last touched it.
  const queryStamp = new Int32Array(docCount);
  const termStamp = new Int32Array(docCount);
  const wordsMatched = new Uint8Array(docCount);
  const wholeNameWords = new Uint8Array(docCount);
  const total = new Float64Array(docCount);
  const termBest = new Float64Array(docCount);
  let queries = 0;
  let words = 0;
  let masks: Uint32Array | null = null;

  const documentFrequency = (t: number) =>
    (index.primaryStart[t + 1] ?? 0) -
    (index.primaryStart[t] ?? 0) +
    (index.descriptionStart[t + 1] ?? 0) -
    (index.descriptionStart[t] ?? 0);
  const rarity = (t: number) => {
    const df = documentFrequency(t);
    return Math.log(1 + (docCount - df + 0.5) / (df + 0.5));
  };

  function firstAtOrAfter(term: string): number {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((vocabulary[middle] ?? '') < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The terms a query word matches: [term, weight], as typed, as a start, and with typos in fuzzy mode. */
  function expansions(word: string, fuzzy: boolean): [number, number][] {
    const found: [number, number][] = [];
    let t = firstAtOrAfter(word);
    for (; t < vocabulary.length && (vocabulary[t] ?? '').startsWith(word); t++)
      found.push([t, vocabulary[t] === word ? 1 : PREFIX_WEIGHT]);
    const allowance = fuzzy ? typoAllowance(word) : 0;
    if (allowance > 0) {
      masks ??= Uint32Array.from(vocabulary, letterMask);
      const wordMask = letterMask(word);
      for (let v = 0; v < vocabulary.length; v++) {
        const term = vocabulary[v] ?? '';
        if (Math.abs(term.length - word.length) > allowance || term.startsWith(word)) continue;
        if (bitCount((masks[v] ?? 0) ^ wordMask) > 2 * allowance) continue;
        const distance = boundedDistance(word, term, allowance);
        if (distance <= allowance) found.push([v, (FUZZY_WEIGHT * word.length) / (word.length + distance)]);
      }
    }
    return found;
  }

  function run(words_: string[], mode: Mode, limit: number): number[] {
    const query = ++queries;
    const expanded = words_.map((word) => ({
      word,
      withDescriptions: word.length >= MIN_DESCRIPTION_TERM_LENGTH,
      terms: expansions(word, mode !== 'exact'),
    }));
    const cost = (entry: (typeof expanded)[number]) =>
      entry.terms.reduce(
        (sum, [t]) =>
          sum +
          (index.primaryStart[t + 1] ?? 0) -
          (index.primaryStart[t] ?? 0) +
          (entry.withDescriptions
            ? (index.descriptionStart[t + 1] ?? 0) - (index.descriptionStart[t] ?? 0)
            : 0),
        0,
      );
    const all = mode !== 'any';
    // Every word must match: the rarest first, and later words only rescore the tools it found.
    if (all) expanded.sort((a, b) => cost(a) - cost(b));
    const touched: number[] = [];
    expanded.forEach((entry, position) => {
      const word = ++words;
      const onlyKnown = all && position > 0;
      const visit = (doc: number, score: number, wholeName: boolean) => {
        if (queryStamp[doc] !== query) {
          if (onlyKnown) return;
          queryStamp[doc] = query;
          wordsMatched[doc] = 0;
          wholeNameWords[doc] = 0;
          total[doc] = 0;
          touched.push(doc);
        } else if (onlyKnown && wordsMatched[doc] !== position && termStamp[doc] !== word) return;
        if (termStamp[doc] !== word) {
          termStamp[doc] = word;
          termBest[doc] = 0;
          wordsMatched[doc] = (wordsMatched[doc] ?? 0) + 1;
        }
        const best = termBest[doc] ?? 0;
        if (score > best) {
          total[doc] = (total[doc] ?? 0) + score - best;
          termBest[doc] = score;
        }
        if (wholeName) wholeNameWords[doc] = (wholeNameWords[doc] ?? 0) + 1;
      };
      const wholeNameSeen = new Set<number>();
      for (const [t, weight] of entry.terms) {
        const scale = weight * rarity(t);
        const exact = weight === 1;
        for (let p = index.primaryStart[t] ?? 0, end = index.primaryStart[t + 1] ?? 0; p < end; p++) {
          const doc = index.primaryDocs[p] ?? 0;
          const fields = index.primaryFields[p] ?? 0;
          const inName = (fields & NAME) !== 0;
          const wholeName = exact && inName && !wholeNameSeen.has(doc);
          if (wholeName) wholeNameSeen.add(doc);
          visit(doc, scale * (inName ? NAME_WEIGHT : SUBCATEGORY_WEIGHT), wholeName);
        }
        if (!entry.withDescriptions) continue;
        const descriptionScore = scale * DESCRIPTION_WEIGHT;
        for (let p = index.descriptionStart[t] ?? 0, end = index.descriptionStart[t + 1] ?? 0; p < end; p++)
          visit(index.descriptionDocs[p] ?? 0, descriptionScore, false);
      }
    });
    const needed = all ? expanded.length : 1;
    const found: number[] = [];
    for (const doc of touched) {
      if ((wordsMatched[doc] ?? 0) < needed) continue;
      const words = index.nameWords[doc] ?? 0;
      if (words === expanded.length && wholeNameWords[doc] === words)
        total[doc] = (total[doc] ?? 0) * WHOLE_NAME_BONUS;
      found.push(doc);
    }
    return best(found, limit);
  }

  /**
   * The best `limit` tools: scores within RELEVANCE_TIE of a group's best are equally relevant, so
   * popularity orders them. Only tools within the tie of the limit-th best score can make it.
   */
  function best(found: number[], limit: number): number[] {
    if (found.length === 0) return [];
    const scoreOf = (doc: number) => total[doc] ?? 0;
    const rankOf = (doc: number) => index.ranks[doc] ?? 0;
    let candidates = found;
    if (found.length > limit * 4) {
      const top = found
        .slice(0, limit)
        .map(scoreOf)
        .sort((a, b) => b - a);
      for (let i = limit; i < found.length; i++) {
        const score = scoreOf(found[i] ?? 0);
        if (score <= (top[limit - 1] ?? 0)) continue;
        let at = limit - 1;
        while (at > 0 && (top[at - 1] ?? 0) < score) {
          top[at] = top[at - 1] ?? 0;
          at--;
        }
        top[at] = score;
      }
      const floor = (top[limit - 1] ?? 0) * (1 - RELEVANCE_TIE);
      candidates = found.filter((doc) => scoreOf(doc) >= floor);
    }
    candidates.sort((a, b) => scoreOf(b) - scoreOf(a) || rankOf(a) - rankOf(b));
    const picked: number[] = [];
    let next = 0;
    while (picked.length < limit && next < candidates.length) {
      const floor = scoreOf(candidates[next] ?? 0) * (1 - RELEVANCE_TIE);
      const group: number[] = [];
      for (; next < candidates.length && scoreOf(candidates[next] ?? 0) >= floor; next++)
        group.push(candidates[next] ?? 0);
      group.sort((a, b) => rankOf(a) - rankOf(b));
      picked.push(...group.slice(0, limit - picked.length));
    }
    return picked;
  }

  return (query: string, limit: number, modes: readonly Mode[] = ALL_MODES): number[] => {
    if (limit <= 0 || docCount === 0) return [];
    const words = searchWords(query);
    if (words.length === 0) return [];
    for (const mode of modes) {
      const found = run(words, mode, limit);
      if (found.length > 0) return found;
    }
    return [];
  };
}

/** As typed; when that finds nothing, with typos forgiven; when that finds nothing, any word may. */
const ALL_MODES: readonly Mode[] = ['exact', 'fuzzy', 'any'];
const AS_TYPED: readonly Mode[] = ['exact'];

/** The words a query is searched for (none for a query under 2 characters, as the API's /search). */
export function searchWords(query: string): string[] {
  const text = query.trim();
  if (text.length < MIN_QUERY_LENGTH) return [];
  return [...new Set(meaningful(terms(text)))];
}

function keyedOver(
  index: SearchPostings,
  vocabulary: string[],
  slugOf: (doc: number) => string | undefined,
): KeyedSearch {
  const find = searcher(index, vocabulary);
  const slugs = (docs: number[]) => docs.map((doc) => slugOf(doc) ?? '');
  return {
    size: index.ranks.length,
    find: (query, limit = 8) => slugs(find(query, limit)),
    findAsTyped: (query, limit = 8) => slugs(find(query, limit, AS_TYPED)),
  };
}

function searchOver(
  index: SerializedSearch,
  vocabulary: string[],
  tools: readonly DirectoryTool[],
): LocalSearch {
  const find = searcher(index, vocabulary);
  return {
    search: (query, limit = 8) => find(query, limit).flatMap((doc) => tools[doc] ?? []),
    serialize: () => index,
  };
}

export function createLocalSearch(tools: readonly DirectoryTool[]): LocalSearch {
  const index = buildIndex(tools);
  return searchOver(index, vocabularyOf(index.terms), tools);
}

const postingsSchema = z.omit(serializedSearchSchema, { slugs: true });

/**
 * A search over stored postings whose tools `slugOf` names by position, or null when they are
 * unreadable (another format, cut short, edited).
 */
export function keyedSearchOver(
  postings: unknown,
  slugOf: (doc: number) => string | undefined,
): KeyedSearch | null {
  const parsed = postingsSchema.safeParse(postings);
  if (!parsed.success) return null;
  const index = parsed.data;
  const vocabulary = vocabularyOf(index.terms);
  return consistent(index, vocabulary.length) ? keyedOver(index, vocabulary, slugOf) : null;
}
