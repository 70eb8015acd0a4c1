// How the search box's state changes: what is typed, the device's answer (a page at a time, with the count
// of all its matches), the directory's answer when it is asked, which of the two lists is shown, and the
// highlighted cell. Pure; the popup's useSearch hook adds the messages and the typing pause. The state's
// shape is in search-state.ts, what it shows in search-rows.ts.
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
import type { FindFilters } from '../../../lib/directory/public/filters';
import { appendUnique, emptyPaged, pagedReducer } from '../list/paged';
import { checkQuery } from './query';
import { localRemaining, reorder, resultCount, searchRows } from './search-rows';
import { type DeviceAnswer, NO_PREVIOUS, type SearchAction, type SearchState } from './search-state';

/** A device that could not answer: as an incomplete copy that found nothing, so the directory decides. */
const UNANSWERED: Omit<DeviceAnswer, 'loadingMore'> = {
  tools: [],
  total: 0,
  unfiltered: 0,
  hiddenBy: [],
  complete: false,
  provisional: false,
};

export function sameFilters(a: FindFilters, b: FindFilters): boolean {
  return (
    a.price === b.price &&
    a.minRating === b.minRating &&
    a.verifiedOnly === b.verifiedOnly &&
    a.sort === b.sort
  );
}

/** Another text: a new query (new generations, the device asked afresh) unless it trims to the same one. */
function onInput(state: SearchState, text: string): SearchState {
  const { query, check } = checkQuery(text);
  if (check === state.check && query === state.query) return { ...state, text };
  const gen = state.gen + 1;
  return {
    ...state,
    text,
    check,
    query,
    gen,
    localGen: state.localGen + 1,
    local: null,
    server: emptyPaged(gen),
    view: 'device',
    previous: check === 'ok' ? { rows: searchRows(state).rows, count: resultCount(state) } : NO_PREVIOUS,
    active: null,
    owedDown: 0,
    shown: [],
    afresh: false,
  };
}

/** A page of the device's matches: the first replaces the answer, a further one is appended below. */
function onLocalPage(state: SearchState, action: Extract<SearchAction, { type: 'local' }>): SearchState {
  if (action.localGen !== state.localGen) return state;
  const { result } = action;
  if (action.offset > 0) {
    // A further page: appended below (a failed one leaves "Show more" to try again).
    if (state.local === null) return state;
    const more = result.ok
      ? { tools: appendUnique(state.local.tools, result.data.tools), total: result.data.total }
      : {};
    return takeOwedDown(
      reorder({ ...state, local: { ...state.local, ...more, loadingMore: false } }, 'arrival'),
    );
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

/** Other filters: the device is asked again under them; the directory's rows are filtered here. */
function onFilters(state: SearchState, filters: FindFilters): SearchState {
  if (sameFilters(filters, state.filters)) return state;
  // No further page of the old answer: the first page under the new filters replaces it.
  const local = state.local && { ...state.local, loadingMore: true };
  const next = { ...state, filters, localGen: state.localGen + 1, local, active: null, owedDown: 0 };
  // The directory's rows are filtered here, at once; the device's answer comes back filtered.
  return state.view === 'directory' ? reorder(next, 'afresh') : { ...next, afresh: true };
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'input':
      return onInput(state, action.text);
    case 'local':
      return onLocalPage(state, action);
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
      return reorder(
        { ...state, view: action.view, active: null, owedDown: 0, previous: NO_PREVIOUS },
        'afresh',
      );
    case 'move': {
      const count = searchRows(state).rows.length;
      const from = state.active?.row ?? -1;
      const row = moveActive(from, action.delta, count);
      // Down past the loaded rows: what the rows on screen could not take is owed, up to what remains.
      const owedDown =
        action.delta > 0 && count > 0
          ? Math.min(localRemaining(state), state.owedDown + from + action.delta - row)
          : 0;
      return { ...state, active: row < 0 ? null : { row, cell: state.active?.cell ?? 0 }, owedDown };
    }
    case 'move-cell': {
      if (state.active === null) return state;
      const cell = action.delta > 0 ? 1 : 0;
      return cell === state.active.cell
        ? state
        : { ...state, active: { ...state.active, cell }, owedDown: 0 };
    }
    case 'highlight': {
      const { active } = action;
      if (active?.row === state.active?.row && active?.cell === state.active?.cell) return state;
      return { ...state, active, owedDown: 0 };
    }
    case 'filters':
      return onFilters(state, action.filters);
  }
}

/** A further page came: the highlight goes down by what it was owed, as far as the rows now reach. */
function takeOwedDown(state: SearchState): SearchState {
  if (state.owedDown === 0 || state.active === null) return state;
  const count = searchRows(state).rows.length;
  const row = Math.min(count - 1, state.active.row + state.owedDown);
  return {
    ...state,
    active: { ...state.active, row },
    owedDown: Math.min(localRemaining(state), state.owedDown - (row - state.active.row)),
  };
}

/** ↓ from the box goes to the first row, ↑ from the first row back to the box (-1); no wrapping. */
export function moveActive(active: number, delta: number, count: number): number {
  if (count === 0) return -1;
  const from = active >= count ? count - 1 : active;
  return Math.min(count - 1, Math.max(-1, from + delta));
}
