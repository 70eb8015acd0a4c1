// A tool list loaded a page at a time (search results, a category listing). Pure: every answer
// carries the generation it was asked for, and an answer for an older generation is dropped, so a
// slow reply for a previous query or filter never replaces a newer one.
import type { ApiError, Result, ToolPage } from '../../../lib/api/model';
import type { ToolSummary } from './types';

export interface PagedList {
  gen: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: ToolSummary[];
  /** Where the next page is (a URL, or just non-null for numbered pages); null when complete. */
  next: string | null;
  pages: number;
  /** All matching tools, when the server says. */
  total: number | null;
  /** Some page came from the background's cached copy because the directory could not be reached. */
  stale: boolean;
  loadingMore: boolean;
  error: ApiError | null;
  /** Which request failed, so Retry repeats exactly that one. */
  failed: 'first' | 'more' | null;
}

export type PagedAction =
  /** A new list. `keepItems`: the same list under another switch, whose rows stand until its answer. */
  | { type: 'reset'; gen: number; keepItems?: boolean }
  | { type: 'load'; gen: number }
  | { type: 'loaded'; gen: number; result: Result<ToolPage> }
  | { type: 'load-more'; gen: number }
  | { type: 'loaded-more'; gen: number; result: Result<ToolPage> };

export function emptyPaged(gen: number): PagedList {
  return {
    gen,
    status: 'idle',
    items: [],
    next: null,
    pages: 0,
    total: null,
    stale: false,
    loadingMore: false,
    error: null,
    failed: null,
  };
}

/** Appends without duplicates: listing order shifts between pages, so a tool can show up twice. */
export function appendUnique<T extends { slug: string }>(items: readonly T[], more: readonly T[]): T[] {
  const seen = new Set(items.map((item) => item.slug));
  const out = [...items];
  for (const item of more) {
    if (seen.has(item.slug)) continue;
    seen.add(item.slug);
    out.push(item);
  }
  return out;
}

export function pagedReducer(state: PagedList, action: PagedAction): PagedList {
  if (action.type === 'reset')
    return action.keepItems ? { ...emptyPaged(action.gen), items: state.items } : emptyPaged(action.gen);
  if (action.gen !== state.gen) return state;
  switch (action.type) {
    case 'load':
      // Items stay (a retry over saved results keeps showing them); a running "more" is abandoned.
      return { ...state, status: 'loading', loadingMore: false, error: null, failed: null };
    case 'loaded': {
      if (state.status !== 'loading') return state;
      const { result } = action;
      if (!result.ok) return { ...state, status: 'error', error: result.error, failed: 'first' };
      return {
        ...state,
        status: 'ready',
        items: appendUnique([], result.data.items),
        next: result.data.next,
        pages: 1,
        total: result.data.total,
        stale: result.stale === true,
        error: null,
        failed: null,
      };
    }
    case 'load-more':
      if (state.status !== 'ready' || state.next === null || state.loadingMore) return state;
      return { ...state, loadingMore: true, error: null, failed: null };
    case 'loaded-more': {
      if (!state.loadingMore) return state;
      const { result } = action;
      if (!result.ok) return { ...state, loadingMore: false, error: result.error, failed: 'more' };
      return {
        ...state,
        loadingMore: false,
        items: appendUnique(state.items, result.data.items),
        next: result.data.next,
        pages: state.pages + 1,
        total: result.data.total ?? state.total,
        stale: state.stale || result.stale === true,
      };
    }
  }
}
