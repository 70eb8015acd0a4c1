import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'preact/hooks';
import type { Result } from '../../../lib/api/model';
import { FILTERED_LOCAL_LIMIT, type FindFilters, isFiltering } from '../../../lib/find/filters';
import { sendRequest } from '../../../lib/messaging/client';
import type { LocalSearch } from '../../../lib/messaging/views';
import { checkQuery } from './query';
import { initialSearch, localAsksDirectory, type SearchState, searchReducer } from './search';

/** Typing pauses this long before the server is asked; the local directory answers at once. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchControls {
  state: SearchState;
  setText(text: string): void;
  /** Enter with nothing highlighted, or "Search the directory too": ask the server now. */
  searchNow(): void;
  loadMore(): void;
  retry(): void;
  move(delta: number, count: number): void;
  highlight(index: number): void;
}

const localKey = (query: string, filtering: boolean) => `${filtering ? 'filtered' : 'plain'}:${query}`;

function askLocal(query: string, filtering: boolean): Promise<Result<LocalSearch>> {
  return sendRequest({
    type: 'search/local',
    q: query,
    ...(filtering ? { limit: FILTERED_LOCAL_LIMIT } : {}),
  });
}

/**
 * `initialText` is searched at once, as if typed (the search page's `?q=`). With `deviceOnly` (Device only
 * is on) the device's answer is the only one: the directory is never asked, not even on Enter.
 */
export function useSearch(filters: FindFilters, initialText = '', deviceOnly = false): SearchControls {
  const [state, dispatch] = useReducer(searchReducer, initialText, (text) =>
    text === '' ? initialSearch() : searchReducer(initialSearch(), { type: 'input', text }),
  );
  const latest = useRef(state);
  latest.current = state;
  const filtersNow = useRef(filters);
  filtersNow.current = filters;
  // The generation the directory was asked for, so a query is never sent twice.
  const askedGen = useRef(-1);
  // The device's answer, asked in the keystroke's own event: the background searches while the popup
  // draws the keystroke (a third of a keystroke's time went to that drawing before the question left).
  const early = useRef<{ key: string; answer: Promise<Result<LocalSearch>> } | null>(null);
  // The search page's `?q=` came with Enter (in the address bar, or from the menu): asked of the
  // directory too, as Enter in the box is.
  const enteredGen = useRef(initialText === '' ? -1 : state.gen);

  const deviceOnlyNow = useRef(deviceOnly);
  deviceOnlyNow.current = deviceOnly;

  const fetchFirst = useCallback((gen: number, q: string, again = false) => {
    if (deviceOnlyNow.current) return;
    if (askedGen.current === gen && !again) return;
    askedGen.current = gen;
    dispatch({ type: 'server', action: { type: 'load', gen } });
    void sendRequest({ type: 'search', q }).then((result) =>
      dispatch({ type: 'server', action: { type: 'loaded', gen, result } }),
    );
  }, []);

  // find: filters apply at once to what is held; narrowing ones ask the local directory for more.
  useEffect(() => {
    dispatch({ type: 'filters', filters });
  }, [filters]);
  const filtering = isFiltering(filters);
  const filteringNow = useRef(filtering);
  filteringNow.current = filtering;

  const { gen, check, query } = state;
  // The device first, in the task that drew the keystroke (a layout effect: a post-paint effect waits
  // for the next animation frame, 15-40 ms in a popup that has just opened). The directory after the
  // typing pause, and only when the local answer leaves it worth a request.
  useLayoutEffect(() => {
    if (check !== 'ok') return;
    let paused = false;
    let worthAsking: boolean | null = null;
    let current = true;
    const askWhenDue = () => {
      if (current && paused && worthAsking) fetchFirst(gen, query);
    };
    const pause = setTimeout(() => {
      paused = true;
      askWhenDue();
    }, SEARCH_DEBOUNCE_MS);
    const key = localKey(query, filtering);
    const answer = early.current?.key === key ? early.current.answer : askLocal(query, filtering);
    early.current = null;
    void answer.then((result) => {
      dispatch({ type: 'local', gen, result, final: deviceOnlyNow.current });
      if (current && gen === enteredGen.current) {
        fetchFirst(gen, query);
        return;
      }
      worthAsking = localAsksDirectory(result, filtersNow.current);
      askWhenDue();
    });
    return () => {
      current = false;
      clearTimeout(pause);
    };
  }, [gen, check, query, filtering, fetchFirst]);

  const loadMore = useCallback(() => {
    const { server } = latest.current;
    if (server.status !== 'ready' || server.next === null || server.loadingMore) return;
    const url = server.next;
    const gen = server.gen;
    dispatch({ type: 'server', action: { type: 'load-more', gen } });
    void sendRequest({ type: 'page/next', url }).then((result) =>
      dispatch({ type: 'server', action: { type: 'loaded-more', gen, result } }),
    );
  }, []);

  return {
    state,
    setText: useCallback((text: string) => {
      const { query, check } = checkQuery(text);
      const key = localKey(query, filteringNow.current);
      if (check === 'ok' && query !== latest.current.query && early.current?.key !== key)
        early.current = { key, answer: askLocal(query, filteringNow.current) };
      dispatch({ type: 'input', text });
    }, []),
    searchNow: useCallback(() => {
      const current = latest.current;
      if (current.check === 'ok' && current.server.status === 'idle') fetchFirst(current.gen, current.query);
    }, [fetchFirst]),
    loadMore,
    retry: useCallback(() => {
      const current = latest.current;
      if (current.check !== 'ok') return;
      if (current.server.failed === 'more') loadMore();
      else fetchFirst(current.gen, current.query, true);
    }, [fetchFirst, loadMore]),
    move: useCallback((delta: number, count: number) => dispatch({ type: 'move', delta, count }), []),
    highlight: useCallback((index: number) => dispatch({ type: 'highlight', index }), []),
  };
}
