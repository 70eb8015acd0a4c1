// The search box's state: what is typed, the local (instant) and server answers for it, and the
// highlighted result. Pure; the popup's useSearch hook adds the debounce and the messages.
//
// Decisions:
// - Every change of the effective query starts a new generation; answers carry theirs and older
//   ones are dropped, so a slow answer for "vid" never replaces the results for "video".
// - Nothing on screen moves when more results arrive (find, issue 11): the local answer shows first,
//   and the server's answer and its next pages only confirm rows in place (the server's data replaces
//   the local record) and add their new rows below, filtered and sorted among themselves. Only a change
//   of filters or sort, which the person asked for, orders everything afresh.
// - While a new query has no answer yet, the previous results stay on screen (marked outdated)
//   instead of flashing to a skeleton on every keystroke.
// - The device answers first, and the directory's own search is asked only when it is worth a request
//   (`directoryWorthAsking`): otherwise when the person asks for more (Enter, or "Search the directory too").
import type { Result } from '../../../lib/api/model';
import { directoryWorthAsking } from '../../../lib/find/ask-directory';
import { applyFilters, DEFAULT_FILTERS, type FindFilters, keepShownOrder } from '../../../lib/find/filters';
import type { LocalSearch } from '../../../lib/messaging/views';
import { emptyPaged, type PagedAction, type PagedList, pagedReducer } from '../list/paged';
import type { ResultRow, ToolSummary } from '../list/types';
import { checkQuery, type QueryCheck } from './query';

export interface SearchState {
  text: string;
  check: QueryCheck;
  /** The trimmed text; searched only when `check` is 'ok'. */
  query: string;
  gen: number;
  local: ToolSummary[] | null;
  server: PagedList;
  previous: ResultRow[];
  /** Index of the highlighted row, -1 for none. */
  active: number;
  filters: FindFilters;
  /** Slugs of the rows on screen, in their order, so arrivals never reorder them. */
  shown: string[];
  /**
   * Whether the directory's search is asked after the typing pause: `pending` until the local answer
   * decides, `ask`, or `on-request` (the local answer is enough until the person asks for more).
   */
  directory: 'pending' | 'ask' | 'on-request';
}

type LocalAnswer = Result<Pick<LocalSearch, 'complete'> & { tools: readonly ToolSummary[] }>;

/** Whether this local answer, under these filters, leaves the directory worth a request. */
export function localAsksDirectory(result: LocalAnswer, filters: FindFilters): boolean {
  if (!result.ok) return true;
  return directoryWorthAsking(applyFilters(result.data.tools, filters).length, result.data.complete);
}

export type SearchAction =
  | { type: 'input'; text: string }
  /** `final`: no other answer will come (Device only): an empty one ends the previous query's rows too. */
  | { type: 'local'; gen: number; result: LocalAnswer; final?: boolean }
  | { type: 'server'; action: PagedAction }
  | { type: 'move'; delta: number; count: number }
  | { type: 'highlight'; index: number }
  | { type: 'filters'; filters: FindFilters };

export function initialSearch(): SearchState {
  return {
    text: '',
    check: 'empty',
    query: '',
    gen: 0,
    local: null,
    server: emptyPaged(0),
    previous: [],
    active: -1,
    filters: DEFAULT_FILTERS,
    shown: [],
    directory: 'pending',
  };
}

/**
 * Local results first, in relevance order, then the server's others in its order. A tool the server
 * answered for shows the server's data (not marked local) but keeps the rank the local record has, so
 * "popularity" can still order it.
 */
export function mergeRows(
  local: readonly ToolSummary[] | null,
  server: { items: readonly ToolSummary[] } | null,
): ResultRow[] {
  const fromServer = new Map((server?.items ?? []).map((tool) => [tool.slug, tool]));
  const seen = new Set<string>();
  const rows: ResultRow[] = [];
  for (const tool of local ?? []) {
    if (seen.has(tool.slug)) continue;
    seen.add(tool.slug);
    const confirmed = fromServer.get(tool.slug);
    rows.push(
      confirmed
        ? { tool: { ...confirmed, rank: confirmed.rank ?? tool.rank }, local: false }
        : { tool, local: true },
    );
  }
  for (const tool of server?.items ?? []) {
    if (seen.has(tool.slug)) continue;
    seen.add(tool.slug);
    rows.push({ tool, local: false });
  }
  return rows;
}

/** Every row the answers so far hold, filtered and sorted, before the shown order is kept. */
function freshRows(state: SearchState): ResultRow[] {
  if (state.check !== 'ok') return [];
  const { server } = state;
  const answered = server.status === 'ready' || server.items.length > 0;
  const rows = mergeRows(state.local, answered ? { items: server.items } : null);
  const kept = applyFilters(
    rows.map((row) => ({ ...row.tool, row })),
    state.filters,
  );
  return kept.map((tool) => tool.row);
}

/** The rows that match the query before any filter: what the empty state checks against. */
export function unfilteredRows(state: SearchState): ResultRow[] {
  if (state.check !== 'ok') return [];
  const { server } = state;
  const answered = server.status === 'ready' || server.items.length > 0;
  return mergeRows(state.local, answered ? { items: server.items } : null);
}

/** `state` with its shown order updated: kept (`arrival`) or started afresh (filters changed). */
function reorder(state: SearchState, how: 'arrival' | 'afresh'): SearchState {
  const fresh = freshRows(state).map((row) => ({ slug: row.tool.slug }));
  const shown = (how === 'afresh' ? fresh : keepShownOrder(state.shown, fresh)).map((row) => row.slug);
  return { ...state, shown };
}

/** Whether the directory's answer is asked for or in: only then is a row from the device worth marking. */
const mixesSources = (state: SearchState) => state.directory === 'ask' || state.server.status !== 'idle';

/** The rows to show, and whether they belong to a previous query (still waiting for this one's). */
export function searchRows(state: SearchState): { rows: ResultRow[]; outdated: boolean } {
  if (state.check !== 'ok') return { rows: [], outdated: false };
  const bySlug = new Map(freshRows(state).map((row) => [row.tool.slug, row]));
  const mixed = mixesSources(state);
  const rows = keepShownOrder(
    state.shown,
    [...bySlug.values()].map((row) => ({ slug: row.tool.slug, row: mixed ? row : { ...row, local: false } })),
  ).map((entry) => entry.row);
  if (rows.length === 0 && state.previous.length > 0) return { rows: state.previous, outdated: true };
  return { rows, outdated: false };
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'input': {
      const { query, check } = checkQuery(action.text);
      if (check === state.check && query === state.query) return { ...state, text: action.text };
      const gen = state.gen + 1;
      return {
        text: action.text,
        check,
        query,
        gen,
        local: null,
        server: emptyPaged(gen),
        previous: check === 'ok' ? searchRows(state).rows : [],
        active: -1,
        filters: state.filters,
        shown: [],
        directory: 'pending',
      };
    }
    case 'local': {
      if (action.gen !== state.gen) return state;
      // When the local directory is not ready or fails, the server's answer decides.
      const local = action.result.ok ? [...action.result.data.tools] : [];
      const directory = localAsksDirectory(action.result, state.filters) ? 'ask' : 'on-request';
      return reorder(
        { ...state, local, directory, previous: local.length > 0 || action.final ? [] : state.previous },
        'arrival',
      );
    }
    case 'server': {
      const server = pagedReducer(state.server, action.action);
      if (server === state.server) return state;
      const answered = action.action.type === 'loaded';
      return reorder({ ...state, server, previous: answered ? [] : state.previous }, 'arrival');
    }
    case 'move':
      return { ...state, active: moveActive(state.active, action.delta, action.count) };
    case 'highlight':
      return state.active === action.index ? state : { ...state, active: action.index };
    case 'filters':
      return reorder({ ...state, filters: action.filters, active: -1 }, 'afresh');
  }
}

/** ↓ from the box goes to the first row, ↑ from the first row back to the box; no wrapping. */
export function moveActive(active: number, delta: number, count: number): number {
  if (count === 0) return -1;
  const from = active >= count ? count - 1 : active;
  return Math.min(count - 1, Math.max(-1, from + delta));
}
