// The search box's state: what is typed, the local (instant) and server answers for it, and the
// highlighted result. Pure; the popup's useSearch hook adds the debounce and the messages.
//
// Decisions:
// - Every change of the effective query starts a new generation; answers carry theirs and older
//   ones are dropped, so a slow answer for "vid" never replaces the results for "video".
// - Server order wins once it arrives. Local-only results stay after the server's only when the
//   server's list is complete, so they never sit between its pages.
// - While a new query has no answer yet, the previous results stay on screen (marked outdated)
//   instead of flashing to a skeleton on every keystroke.
import type { Result } from '../../../lib/api/model';
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
}

export type SearchAction =
  | { type: 'input'; text: string }
  | { type: 'local'; gen: number; result: Result<readonly ToolSummary[]> }
  | { type: 'server'; action: PagedAction }
  | { type: 'move'; delta: number; count: number }
  | { type: 'highlight'; index: number };

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
  };
}

export function mergeRows(
  local: readonly ToolSummary[] | null,
  server: { items: readonly ToolSummary[]; complete: boolean } | null,
): ResultRow[] {
  const seen = new Set<string>();
  const rows: ResultRow[] = [];
  const add = (tool: ToolSummary, isLocal: boolean) => {
    if (seen.has(tool.slug)) return;
    seen.add(tool.slug);
    rows.push({ tool, local: isLocal });
  };
  for (const tool of server?.items ?? []) add(tool, false);
  if (local && (server === null || server.complete)) for (const tool of local) add(tool, true);
  return rows;
}

/** The rows to show, and whether they belong to a previous query (still waiting for this one's). */
export function searchRows(state: SearchState): { rows: ResultRow[]; outdated: boolean } {
  if (state.check !== 'ok') return { rows: [], outdated: false };
  const { server } = state;
  const answered = server.status === 'ready' || server.items.length > 0;
  const rows = mergeRows(
    state.local,
    answered ? { items: server.items, complete: server.next === null } : null,
  );
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
      };
    }
    case 'local': {
      if (action.gen !== state.gen) return state;
      // The local directory is a bonus: when it is not ready or fails, the server's answer decides.
      const local = action.result.ok ? [...action.result.data] : [];
      return { ...state, local, previous: local.length > 0 ? [] : state.previous };
    }
    case 'server': {
      const server = pagedReducer(state.server, action.action);
      if (server === state.server) return state;
      const answered = action.action.type === 'loaded';
      return { ...state, server, previous: answered ? [] : state.previous };
    }
    case 'move':
      return { ...state, active: moveActive(state.active, action.delta, action.count) };
    case 'highlight':
      return state.active === action.index ? state : { ...state, active: action.index };
  }
}

/** ↓ from the box goes to the first row, ↑ from the first row back to the box; no wrapping. */
export function moveActive(active: number, delta: number, count: number): number {
  if (count === 0) return -1;
  const from = active >= count ? count - 1 : active;
  return Math.min(count - 1, Math.max(-1, from + delta));
}
