// Filters and sort for search results and category listings. Pure and zod-free, so the popup applies
// them to what it already holds at once (no request); lib/find/session.ts checks them when stored.
import { shownAverage } from '../../common/format';

export const PRICE_FILTERS = ['any', 'free', 'freemium', 'paid'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

/** Minimum average rating; 0 is "any rating" (tools without ratings included). */
export const MIN_RATINGS = [0, 3, 4, 4.5] as const;
export type MinRating = (typeof MIN_RATINGS)[number];

export const SORT_ORDERS = ['relevance', 'rating', 'popularity'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface FindFilters {
  price: PriceFilter;
  minRating: MinRating;
  verifiedOnly: boolean;
  sort: SortOrder;
}

/** The filters that narrow (sort only orders, it never hides anything). */
export type NarrowingFilter = 'price' | 'minRating' | 'verifiedOnly';

/** The most local matches one `search/local` answer holds (a page of the popup's results). */
export const LOCAL_SEARCH_LIMIT_MAX = 100;

export const DEFAULT_FILTERS: FindFilters = {
  price: 'any',
  minRating: 0,
  verifiedOnly: false,
  sort: 'relevance',
};

/** What filtering and sorting read of a tool: every search result and listing row has these. */
export interface FilterableTool {
  slug: string;
  price: { type: string; amount: number | null };
  verified: boolean;
  rating: { average: number | null; count: number };
  /** Position in the directory's popularity listing (local records); absent for server-only tools. */
  rank?: number;
}

/** "free" and "freemium" are their own kinds; every other price type (paid, subscription, one-time…) is paid. */
export function priceKind(type: string): Exclude<PriceFilter, 'any'> {
  const kind = type.trim().toLowerCase();
  if (kind === 'free' || kind === 'freemium') return kind;
  return 'paid';
}

export function activeFilters(filters: FindFilters): NarrowingFilter[] {
  const active: NarrowingFilter[] = [];
  if (filters.price !== 'any') active.push('price');
  if (filters.minRating > 0) active.push('minRating');
  if (filters.verifiedOnly) active.push('verifiedOnly');
  return active;
}

export function isFiltering(filters: FindFilters): boolean {
  return activeFilters(filters).length > 0;
}

export function clearFilter(filters: FindFilters, which: NarrowingFilter | 'all'): FindFilters {
  if (which === 'all') return { ...DEFAULT_FILTERS, sort: filters.sort };
  if (which === 'price') return { ...filters, price: 'any' };
  if (which === 'minRating') return { ...filters, minRating: 0 };
  return { ...filters, verifiedOnly: false };
}

export function matchesFilters(tool: FilterableTool, filters: FindFilters): boolean {
  if (filters.verifiedOnly && !tool.verified) return false;
  if (filters.price !== 'any' && priceKind(tool.price.type) !== filters.price) return false;
  if (filters.minRating > 0) {
    const average = shownAverage(tool.rating);
    if (average === null || average < filters.minRating) return false;
  }
  return true;
}

/** Higher first; tools without ratings last; ties by number of ratings, then as they came. */
function byRating(a: FilterableTool, b: FilterableTool): number {
  const left = shownAverage(a.rating) ?? -1;
  const right = shownAverage(b.rating) ?? -1;
  return right - left || b.rating.count - a.rating.count;
}

/** The directory's popularity order; tools it has no rank for come after, as they came. */
function byPopularity(a: FilterableTool, b: FilterableTool): number {
  return (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY) || 0;
}

/** Sorted copy; 'relevance' keeps the given order (the search's or the listing's). Stable. */
export function sortTools<T extends FilterableTool>(tools: readonly T[], sort: SortOrder): T[] {
  if (sort === 'relevance') return [...tools];
  const compare = sort === 'rating' ? byRating : byPopularity;
  return [...tools].sort((a, b) => {
    const order = compare(a, b);
    return Number.isNaN(order) ? 0 : order;
  });
}

/** The tools the filters keep, in the chosen order. */
export function applyFilters<T extends FilterableTool>(tools: readonly T[], filters: FindFilters): T[] {
  return sortTools(
    tools.filter((tool) => matchesFilters(tool, filters)),
    filters.sort,
  );
}

/**
 * Why a filtered list is empty: the active filters that, cleared alone, would show something. Empty
 * when `tools` is empty too (nothing to blame), or when only clearing several at once helps (then
 * every active filter is returned, and the view offers to clear them all).
 */
export function blockingFilters(tools: readonly FilterableTool[], filters: FindFilters): NarrowingFilter[] {
  if (tools.length === 0) return [];
  const active = activeFilters(filters);
  if (active.length === 0 || tools.some((tool) => matchesFilters(tool, filters))) return [];
  const alone = active.filter((which) =>
    tools.some((tool) => matchesFilters(tool, clearFilter(filters, which))),
  );
  return alone.length > 0 ? alone : active;
}

/**
 * The rows to show when more arrive (the server's answer after the local one, another page): rows
 * already on screen keep their places, in the order they were shown; the new ones follow, in `fresh`
 * order. Rows no longer in `fresh` leave. A change of filters or sort starts from `fresh` instead.
 */
export function keepShownOrder<T extends { slug: string }>(
  shown: readonly string[],
  fresh: readonly T[],
): T[] {
  const bySlug = new Map(fresh.map((item) => [item.slug, item]));
  const kept: T[] = [];
  const placed = new Set<string>();
  for (const slug of shown) {
    const item = bySlug.get(slug);
    if (item && !placed.has(slug)) {
      kept.push(item);
      placed.add(slug);
    }
  }
  for (const item of fresh) {
    if (placed.has(item.slug)) continue;
    placed.add(item.slug);
    kept.push(item);
  }
  return kept;
}
