// Instant search over the local directory (popup as-you-type, omnibox): no request, no network.
import MiniSearch, { type Options, type Query, type SearchOptions, type SearchResult } from 'minisearch';
import type { DirectoryTool } from './record';

export interface LocalSearch {
  /** Best matches first; a query under 2 characters gives nothing (as the API's /search). */
  search(query: string, limit?: number): DirectoryTool[];
  /** The index as text that loadLocalSearch reads back without indexing the tools again. */
  serialize(): string;
}

const MIN_QUERY_LENGTH = 2;
/** A word shorter than this is the start of a name being typed: matching it across descriptions is noise and slow. */
const MIN_DESCRIPTION_TERM_LENGTH = 3;
/** Relevance closer than this fraction is a tie, settled by popularity. */
const RELEVANCE_TIE = 0.05;
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

// Folds case and accents so "Dall·E", "dall-e" and "dallé" meet.
export function normalizeTerm(term: string) {
  const lower = term.toLowerCase();
  // Most terms are plain ASCII: skip the costly NFD for them.
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(COMBINING_MARKS, '') : lower;
}

function toQuery(text: string, combineWith: 'AND' | 'OR'): Query {
  const terms = text.split(WORD_SEPARATORS).map(normalizeTerm).filter(Boolean);
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  // A query of stop words only ("ai") still finds the names that hold them.
  const kept = meaningful.length > 0 ? meaningful : terms;
  return {
    combineWith,
    queries: kept.map((term) =>
      term.length < MIN_DESCRIPTION_TERM_LENGTH
        ? { queries: [term], fields: ['name', 'subcategories'] }
        : term,
    ),
  };
}

const searchOptions: SearchOptions = {
  boost: { name: 4, subcategories: 1.5 },
  prefix: true,
  fuzzy: typoAllowance,
  weights: { fuzzy: 0.3, prefix: 0.6 },
  // Queries arrive normalized by toQuery; stop words in them must not be dropped as at indexing.
  processTerm: normalizeTerm,
};

const EXACT: SearchOptions = { fuzzy: false };

/**
 * The best `limit` tools, `results` coming best first. Scores within RELEVANCE_TIE of a group's best
 * are equally relevant (BM25 differences that small come from field lengths, not from the match),
 * so popularity orders them.
 */
function mostRelevantThenPopular(results: SearchResult[], tools: readonly DirectoryTool[], limit: number) {
  const top: DirectoryTool[] = [];
  let next = 0;
  while (top.length < limit && next < results.length) {
    const floor = (results[next]?.score ?? 0) * (1 - RELEVANCE_TIE);
    const group: DirectoryTool[] = [];
    for (let result = results[next]; result && result.score >= floor; result = results[++next]) {
      const tool = tools[result.id as number];
      if (tool) group.push(tool);
    }
    group.sort((a, b) => a.rank - b.rank);
    top.push(...group.slice(0, limit - top.length));
  }
  return top;
}

/** Typos forgiven: none in short words, where one edit makes another word; two (a swap) in long ones. */
function typoAllowance(term: string) {
  if (term.length >= 7) return 2;
  return term.length >= 4 ? 1 : false;
}

type Entry = { key: number; tool: DirectoryTool };

// Keyed by position in `tools`, not the API id: ids are only as unique as the server makes them.
const indexOptions: Options<Entry> = {
  idField: 'key',
  fields: ['name', 'description', 'subcategories'],
  extractField: ({ key, tool }, field) => {
    if (field === 'key') return key;
    if (field === 'name') return tool.name;
    if (field === 'description') return tool.description;
    return tool.subcategories.map((subcategory) => subcategory.name).join(' ');
  },
  tokenize: (text) => text.split(WORD_SEPARATORS),
  processTerm: (term, field) => {
    const normalized = normalizeTerm(term);
    return field !== 'name' && STOP_WORDS.has(normalized) ? null : normalized;
  },
  searchOptions,
};

function searchOver(index: MiniSearch<Entry>, tools: readonly DirectoryTool[]): LocalSearch {
  return {
    search(query, limit = 8) {
      const text = query.trim();
      if (text.length < MIN_QUERY_LENGTH || limit <= 0) return [];
      // Every word must match, as typed; when that finds nothing, with typos forgiven (matching near
      // words is most of a query's cost at 50,000 tools); when that finds nothing, any word may.
      let results = index.search(toQuery(text, 'AND'), EXACT);
      if (results.length === 0) results = index.search(toQuery(text, 'AND'));
      if (results.length === 0) results = index.search(toQuery(text, 'OR'));
      return mostRelevantThenPopular(results, tools, limit);
    },
    serialize: () => JSON.stringify(index),
  };
}

export function createLocalSearch(tools: readonly DirectoryTool[]): LocalSearch {
  const index = new MiniSearch<Entry>(indexOptions);
  index.addAll(tools.map((tool, key) => ({ key, tool })));
  return searchOver(index, tools);
}

/**
 * The search over `tools` from an index `serialize` wrote for the same tools in the same order, at a
 * fraction of the cost of indexing them; null when it is unreadable or was written for another set.
 */
export function loadLocalSearch(tools: readonly DirectoryTool[], serialized: string): LocalSearch | null {
  try {
    const index = MiniSearch.loadJSON<Entry>(serialized, indexOptions);
    return index.documentCount === tools.length ? searchOver(index, tools) : null;
  } catch {
    return null;
  }
}
