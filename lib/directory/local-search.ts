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
import {
  buildIndex,
  consistent,
  NAME,
  type SearchPostings,
  type SerializedSearch,
  serializedSearchSchema,
  vocabularyOf,
} from './search-index-format';
import { bitCount, boundedDistance, letterMask, searchWords, typoAllowance } from './search-terms';

export interface LocalSearch {
  /** Best matches first; a query under 2 characters gives nothing (as the API's /search). */
  search(query: string, limit?: number): DirectoryTool[];
  /** The same first `limit`, and how many tools match in all (what a longer limit would reach). */
  rank(query: string, limit: number): { tools: DirectoryTool[]; total: number };
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
  /** `find` with how many tools match in all; a longer limit extends the same order. */
  rank(query: string, limit: number): KeyedRanking;
  /** `findAsTyped` with how many tools match in all. */
  rankAsTyped(query: string, limit: number): KeyedRanking;
  readonly size: number;
}

export interface KeyedRanking {
  slugs: string[];
  total: number;
}

/** Positions of the best tools, best first, and how many matched in all. */
interface Ranking {
  docs: number[];
  total: number;
}

const NOTHING: Ranking = { docs: [], total: 0 };

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

  function run(words_: string[], mode: Mode, limit: number): Ranking {
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
    return { docs: best(found, limit), total: found.length };
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

  return (query: string, limit: number, modes: readonly Mode[] = ALL_MODES): Ranking => {
    if (limit <= 0 || docCount === 0) return NOTHING;
    const words = searchWords(query);
    if (words.length === 0) return NOTHING;
    for (const mode of modes) {
      const found = run(words, mode, limit);
      if (found.total > 0) return found;
    }
    return NOTHING;
  };
}

/** As typed; when that finds nothing, with typos forgiven; when that finds nothing, any word may. */
const ALL_MODES: readonly Mode[] = ['exact', 'fuzzy', 'any'];
const AS_TYPED: readonly Mode[] = ['exact'];

function keyedOver(
  index: SearchPostings,
  vocabulary: string[],
  slugOf: (doc: number) => string | undefined,
): KeyedSearch {
  const find = searcher(index, vocabulary);
  const keyed = ({ docs, total }: Ranking): KeyedRanking => ({
    slugs: docs.map((doc) => slugOf(doc) ?? ''),
    total,
  });
  return {
    size: index.ranks.length,
    find: (query, limit = 8) => keyed(find(query, limit)).slugs,
    findAsTyped: (query, limit = 8) => keyed(find(query, limit, AS_TYPED)).slugs,
    rank: (query, limit) => keyed(find(query, limit)),
    rankAsTyped: (query, limit) => keyed(find(query, limit, AS_TYPED)),
  };
}

function searchOver(
  index: SerializedSearch,
  vocabulary: string[],
  tools: readonly DirectoryTool[],
): LocalSearch {
  const find = searcher(index, vocabulary);
  const rank = (query: string, limit: number) => {
    const { docs, total } = find(query, limit);
    return { tools: docs.flatMap((doc) => tools[doc] ?? []), total };
  };
  return {
    search: (query, limit = 8) => rank(query, limit).tools,
    rank,
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
