// The search box's state: what is typed, the device's answer (a page at a time, with the count of all
// its matches), the directory's answer when it is asked, which of the two lists is shown, and the
// highlighted cell. Pure; the popup's useSearch hook adds the messages and the typing pause.
//
// Decisions (issue 28):
// - The device answers every query with how many tools match and a first page; scrolling and "Show
//   more" add its next pages below (from the device: no request). Filters and sort act on every match
//   (in the background), so the count and the order are the whole answer's, not the rows on screen.
// - The directory's own search is asked only while the local copy is incomplete (the first sync): the
//   rows it has that the device lacks are added below; or when the person asks for it ("Search the
//   directory's own index"): its results, in its own order, as a list of their own, a click away from
//   the device's. A new query goes back to the device's list.
// - Every change of the effective query starts a new generation, and of the device's question (the
//   query or the filters) another; answers carry theirs and older ones are dropped.
// - Nothing on screen moves when more arrives: rows already shown keep their places and the new ones
//   follow. Only a change of filters or sort, which the person asked for, orders them afresh; and the
//   tool the query names goes first wherever it came from, as it does once the copy is whole.
// - While a new query has no answer yet, the previous rows stay on screen (marked outdated) instead of
//   flashing to a skeleton on every keystroke.
import type { Result } from '../../../lib/api/model';
import {
  applyFilters,
  DEFAULT_FILTERS,
  type FindFilters,
  isFiltering,
  keepShownOrder,
  type NarrowingFilter,
} from '../../../lib/directory/public/filters';
import { namesTheQuery } from '../../../lib/directory/public/name-search';
import { directoryWorthAsking } from '../../../lib/find/public/ask-directory';
import type { LocalSearch } from '../../../lib/messaging/views';
import { appendUnique, emptyPaged, type PagedAction, type PagedList, pagedReducer } from '../list/paged';
import type { ToolSummary } from '../list/types';
import { checkQuery, type QueryCheck } from './query';

/** The device's answer so far: the pages loaded, and the count of every match. */
export interface DeviceAnswer {
  tools: ToolSummary[];
  /** Every match the filters keep (a page at a time, all reachable). */
  total: number;
  unfiltered: number;
  hiddenBy: NarrowingFilter[];
  /** The local copy is a whole directory: the directory is asked only when the person wants it. */
  complete: boolean;
  /** Names only while the search index loads: no count yet (the settled answer follows). */
  provisional: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
}

/** Which list is shown: the device's matches, or the directory's own results (asked by the person). */
export type ResultsView = 'device' | 'directory';

/** The highlighted cell: a row, and in it the tool (0) or its star (1). */
export interface ActiveCell {
  row: number;
  cell: 0 | 1;
}

/** What the count line says, as data. */
export type ResultCount =
  | { source: 'device'; count: number; of: number | null; soFar: boolean }
  | { source: 'directory'; count: number; of: number | null }
  | { source: 'directory-asking' };

export interface SearchState {
  text: string;
  check: QueryCheck;
  /** The trimmed text; searched only when `check` is 'ok'. */
  query: string;
  /** The query's generation: the directory's answers carry it. */
  gen: number;
  /** The device's question's generation (the query or the filters changed): its answers carry it. */
  localGen: number;
  local: DeviceAnswer | null;
  server: PagedList;
  view: ResultsView;
  /** The previous query's rows and count, shown (outdated) until this one's first answer. */
  previous: { rows: ToolSummary[]; count: ResultCount | null };
  active: ActiveCell | null;
  filters: FindFilters;
  /** Slugs of the rows on screen, in their order, so arrivals never reorder them. */
  shown: string[];
  /** The filters changed: the next first page orders the rows afresh. */
  afresh: boolean;
}

export type SearchAction =
  | { type: 'input'; text: string }
  /** A page of the device's matches from `offset` (0: the first, which replaces what was there). */
  | { type: 'local'; localGen: number; offset: number; result: Result<LocalSearch>; final?: boolean }
  | { type: 'local-more'; localGen: number }
  | { type: 'server'; action: PagedAction }
  | { type: 'view'; view: ResultsView }
  | { type: 'move'; delta: number }
  | { type: 'move-cell'; delta: number }
  | { type: 'highlight'; active: ActiveCell | null }
  | { type: 'filters'; filters: FindFilters };

const NO_PREVIOUS: SearchState['previous'] = { rows: [], count: null };

/** A device that could not answer: as an incomplete copy that found nothing, so the directory decides. */
const UNANSWERED: Omit<DeviceAnswer, 'loadingMore'> = {
  tools: [],
  total: 0,
  unfiltered: 0,
  hiddenBy: [],
  complete: false,
  provisional: false,
};

export function initialSearch(): SearchState {
  return {
    text: '',
    check: 'empty',
    query: '',
    gen: 0,
    localGen: 0,
    local: null,
    server: emptyPaged(0),
    view: 'device',
    previous: NO_PREVIOUS,
    active: null,
    filters: DEFAULT_FILTERS,
    shown: [],
    afresh: false,
  };
}

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
function reorder(state: SearchState, how: 'arrival' | 'afresh'): SearchState {
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

function sameFilters(a: FindFilters, b: FindFilters): boolean {
  return (
    a.price === b.price &&
    a.minRating === b.minRating &&
    a.verifiedOnly === b.verifiedOnly &&
    a.sort === b.sort
  );
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'input': {
      const { query, check } = checkQuery(action.text);
      if (check === state.check && query === state.query) return { ...state, text: action.text };
      const gen = state.gen + 1;
      return {
        ...state,
        text: action.text,
        check,
        query,
        gen,
        localGen: state.localGen + 1,
        local: null,
        server: emptyPaged(gen),
        view: 'device',
        previous: check === 'ok' ? { rows: searchRows(state).rows, count: resultCount(state) } : NO_PREVIOUS,
        active: null,
        shown: [],
        afresh: false,
      };
    }
    case 'local': {
      if (action.localGen !== state.localGen) return state;
      const { result } = action;
      if (action.offset > 0) {
        // A further page: appended below (a failed one leaves "Show more" to try again).
        if (state.local === null) return state;
        const more = result.ok
          ? { tools: appendUnique(state.local.tools, result.data.tools), total: result.data.total }
          : {};
        return reorder({ ...state, local: { ...state.local, ...more, loadingMore: false } }, 'arrival');
      }
      const answer = result.ok ? result.data : UNANSWERED;
      const local: DeviceAnswer = { ...answer, tools: [...answer.tools], loadingMore: false };
      // An answer that will not be joined by the directory's ends the previous query's rows, even empty.
      const ends = local.tools.length > 0 || local.complete || action.final === true;
      return reorder(
        { ...state, local, previous: ends ? NO_PREVIOUS : state.previous, afresh: false },
        state.afresh ? 'afresh' : 'arrival',
      );
    }
    case 'local-more': {
      const { local } = state;
      if (action.localGen !== state.localGen || local === null || local.loadingMore) return state;
      if (localRemaining(state) === 0) return state;
      return { ...state, local: { ...local, loadingMore: true } };
    }
    case 'server': {
      const server = pagedReducer(state.server, action.action);
      if (server === state.server) return state;
      const arrived = action.action.type === 'loaded';
      return reorder({ ...state, server, previous: arrived ? NO_PREVIOUS : state.previous }, 'arrival');
    }
    case 'view':
      if (action.view === state.view) return state;
      return reorder({ ...state, view: action.view, active: null, previous: NO_PREVIOUS }, 'afresh');
    case 'move': {
      const count = searchRows(state).rows.length;
      const row = moveActive(state.active?.row ?? -1, action.delta, count);
      return { ...state, active: row < 0 ? null : { row, cell: state.active?.cell ?? 0 } };
    }
    case 'move-cell': {
      if (state.active === null) return state;
      const cell = action.delta > 0 ? 1 : 0;
      return cell === state.active.cell ? state : { ...state, active: { ...state.active, cell } };
    }
    case 'highlight': {
      const { active } = action;
      if (active?.row === state.active?.row && active?.cell === state.active?.cell) return state;
      return { ...state, active };
    }
    case 'filters': {
      if (sameFilters(action.filters, state.filters)) return state;
      // No further page of the old answer: the first page under the new filters replaces it.
      const local = state.local && { ...state.local, loadingMore: true };
      const next = { ...state, filters: action.filters, localGen: state.localGen + 1, local, active: null };
      // The directory's rows are filtered here, at once; the device's answer comes back filtered.
      return state.view === 'directory' ? reorder(next, 'afresh') : { ...next, afresh: true };
    }
  }
}

/** ↓ from the box goes to the first row, ↑ from the first row back to the box (-1); no wrapping. */
export function moveActive(active: number, delta: number, count: number): number {
  if (count === 0) return -1;
  const from = active >= count ? count - 1 : active;
  return Math.min(count - 1, Math.max(-1, from + delta));
}
