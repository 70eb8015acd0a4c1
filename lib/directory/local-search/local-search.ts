// Instant search over the local directory (popup as-you-type, omnibox): no request, no network.
//
// An inverted index in typed arrays, built once per sync and stored as it is (IndexedDB clones typed
// arrays as bytes), so a worker start loads it without indexing or parsing anything.
//
// Decisions (docs/architecture.md, "How local search ranks"; the matching in query-plan.ts, the scoring in
// scoring.ts, the tie-breaking in top-tools.ts):
// - A word scores by where it matched (name 4, subcategory 2, description 1), how (as typed 1, another
//   form of it 0.9: "transcription" for "transcribe", as the start of a term 0.6 × the share typed, with a
//   typo 0.3) and how rare the term is. Term counts and field lengths are left out: in one-line
//   descriptions they rank noise, and leaving them out lets a query score a doc with two array reads.
// - Scores within RELEVANCE_TIE are equally relevant: the tool's standing (a Bayesian average of its
//   ratings, nudged by popularity: lib/directory/alternatives/standing.ts) orders them, so two ratings of 5.0 do not
//   lead a list of tools rated well by hundreds.
// - Every query word must match, as typed, in another form or as a start; a word that matches no term at
//   all is read with a typo forgiven (the closest terms only). When fewer than FEW_FULL_MATCHES tools hold
//   every word, those missing one follow them; when none hold that many, any word may match. Words that
//   only say something is made or done ("make", "turn", "generate") rank but are not required. Short
//   words (under 3 letters) are the start of a name being typed: they match names and subcategories only.
// - When every word must match, the rarest word's tools are scored first and only those for the other
//   words, so a common word costs what the rare one allows.
import { z } from 'zod/mini';
import { searchWords, terms } from '../public/terms';
import type { DirectoryTool } from '../record';
import {
  buildIndex,
  consistent,
  type SearchPostings,
  type SerializedSearch,
  serializedSearchSchema,
  vocabularyOf,
} from './index-format';
import { planQuery } from './query-plan';
import { createScoreboard, NOTHING, type Ranking, rankPlanned } from './scoring';

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
   * The same, as long as every word matches a term as typed, in another form or as its start: none when
   * a word needs typo forgiveness. Reads only the terms that start with the words' first letters.
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

/** The search over a built or stored index: positions of the best tools, best first. */
function searcher(index: SearchPostings, vocabulary: string[]) {
  const docCount = index.standing.length;
  const board = createScoreboard(docCount);
  /** With `typos` false: none when a word matches no term as typed (the caller then asks with typos). */
  return (query: string, limit: number, typos = true): Ranking => {
    if (limit <= 0 || docCount === 0) return NOTHING;
    const typed = searchWords(query);
    if (typed.length === 0) return NOTHING;
    const planned = planQuery(index, vocabulary, typed, typos);
    return planned ? rankPlanned(board, index, planned, new Set(terms(query)).size, limit) : NOTHING;
  };
}

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
    size: index.standing.length,
    find: (query, limit = 8) => keyed(find(query, limit)).slugs,
    findAsTyped: (query, limit = 8) => keyed(find(query, limit, false)).slugs,
    rank: (query, limit) => keyed(find(query, limit)),
    rankAsTyped: (query, limit) => keyed(find(query, limit, false)),
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
