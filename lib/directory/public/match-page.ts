// A page of a search's local matches under the person's filters and sort (issue 28): worked out over
// every match, not only the rows on screen, so a filter or a sort is the whole answer's and a count is
// the count of all of it. Pure and zod-free, like the filters it applies.
import {
  applyFilters,
  blockingFilters,
  type FilterableTool,
  type FindFilters,
  isFiltering,
  type NarrowingFilter,
} from './filters';

/**
 * The popup's first rows of a search: as many as its results area shows, so a keystroke draws no more
 * rows than the person sees (each drawn row costs the keystroke's frame); the next come as the end nears.
 */
export const LOCAL_FIRST_PAGE = 10;
/** The rows each "Show more" (or scrolling near the end) adds (LOCAL_SEARCH_LIMIT_MAX at most). */
export const LOCAL_PAGE_SIZE = 20;
/** The furthest a page may start: beyond any directory's size (the bench goes to 50,000 tools). */
export const LOCAL_OFFSET_MAX = 1_000_000;

export interface MatchPage<T> {
  /** The page's tools, in the chosen order. */
  tools: T[];
  /** Every match the filters keep: paging from 0 to `total` reaches each once. */
  total: number;
  /** Every match before the filters. */
  unfiltered: number;
  /** When the filters hide every match: the ones that, cleared, would show some (see blockingFilters). */
  hiddenBy: NarrowingFilter[];
}

/** Whether the filters change which matches there are or their order (the search's own relevance order). */
export function changesMatches(filters: FindFilters): boolean {
  return isFiltering(filters) || filters.sort !== 'relevance';
}

/** `limit` of `all` (every match, in relevance order) from `offset`, after the filters and sort. */
export function pageOfMatches<T extends FilterableTool>(
  all: readonly T[],
  filters: FindFilters,
  offset: number,
  limit: number,
): MatchPage<T> {
  const kept = applyFilters(all, filters);
  return {
    tools: kept.slice(offset, offset + limit),
    total: kept.length,
    unfiltered: all.length,
    hiddenBy: kept.length === 0 ? blockingFilters(all, filters) : [],
  };
}
