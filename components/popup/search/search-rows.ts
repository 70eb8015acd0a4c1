// What the search state shows: its rows in a steady order (arrivals never move the rows on screen), the
// count line's figures and how many of the device's matches are still to load. Pure, read at every render.
import { applyFilters, isFiltering, keepShownOrder } from '../../../lib/directory/public/filters';
import { namesTheQuery } from '../../../lib/directory/public/name-search';
import { directoryWorthAsking } from '../../../lib/find/public/ask-directory';
import type { PagedList } from '../list/paged';
import type { ToolSummary } from '../list/types';
import type { ResultCount, SearchState } from './search-state';

/** The directory is asked by itself: the device answered (or failed) and its copy is not whole yet. */
export function localIncomplete(state: SearchState): boolean {
  return state.local !== null && directoryWorthAsking(state.local.complete);
}

const answered = (server: PagedList) => server.status === 'ready' || server.items.length > 0;

/** The directory's rows the device lacks, under the filters: added below the device's while its copy is incomplete. */
function directoryExtras(state: SearchState): ToolSummary[] {
  if (!localIncomplete(state) || !answered(state.server)) return [];
  const onDevice = new Set((state.local?.tools ?? []).map((tool) => tool.slug));
  return applyFilters(
    state.server.items.filter((tool) => !onDevice.has(tool.slug)),
    state.filters,
  );
}

/** Every row the answers so far hold for the list shown, in the order they came (filtered, sorted). */
function freshRows(state: SearchState): ToolSummary[] {
  if (state.check !== 'ok') return [];
  if (state.view === 'directory') return applyFilters(state.server.items, state.filters);
  return [...(state.local?.tools ?? []), ...directoryExtras(state)];
}

/**
 * The tool the query names first, as the whole copy's search ranks it: while the copy is incomplete the
 * directory may bring it after the device's rows ("Video" was 9th during the first sync, 1st after it).
 * The one row allowed to move the others; only in relevance order, which a chosen sort replaces.
 */
function namedFirst(state: SearchState, rows: ToolSummary[]): ToolSummary[] {
  if (state.filters.sort !== 'relevance') return rows;
  const named = rows.filter((tool) => namesTheQuery(tool.name, state.query));
  if (named.length === 0) return rows;
  return [...named, ...rows.filter((tool) => !named.includes(tool))];
}

/** `state` with its shown order updated: kept (`arrival`) or started afresh (filters or list changed). */
export function reorder(state: SearchState, how: 'arrival' | 'afresh'): SearchState {
  const fresh = freshRows(state);
  const ordered = how === 'afresh' ? fresh : keepShownOrder(state.shown, fresh);
  const shown = (state.view === 'device' ? namedFirst(state, ordered) : ordered).map((tool) => tool.slug);
  return { ...state, shown };
}

/** The rows to show, and whether they belong to a previous query (still waiting for this one's). */
export function searchRows(state: SearchState): { rows: ToolSummary[]; outdated: boolean } {
  if (state.check !== 'ok') return { rows: [], outdated: false };
  const rows = keepShownOrder(state.shown, freshRows(state));
  if (rows.length === 0 && state.previous.rows.length > 0)
    return { rows: state.previous.rows, outdated: true };
  return { rows, outdated: false };
}

/** The count line's figures; null when there is nothing to count yet (the line keeps its place). */
export function resultCount(state: SearchState): ResultCount | null {
  if (state.check !== 'ok') return null;
  if (state.view === 'directory') {
    const { server } = state;
    if (server.status === 'idle' || server.status === 'loading') return { source: 'directory-asking' };
    if (server.status !== 'ready') return null;
    const all = server.total ?? server.items.length;
    return isFiltering(state.filters)
      ? { source: 'directory', count: applyFilters(server.items, state.filters).length, of: all }
      : { source: 'directory', count: all, of: null };
  }
  const { local } = state;
  if (local === null) return state.previous.count;
  if (local.provisional) return null;
  const count = local.total + directoryExtras(state).length;
  const narrowed = local.complete && isFiltering(state.filters) && local.unfiltered !== local.total;
  return { source: 'device', count, of: narrowed ? local.unfiltered : null, soFar: !local.complete };
}

/** How many of the device's matches are not loaded yet (what "Show more" and scrolling bring). */
export function localRemaining(state: SearchState): number {
  const { local } = state;
  if (state.check !== 'ok' || state.view !== 'device' || local === null || local.provisional) return 0;
  return Math.max(0, local.total - local.tools.length);
}
