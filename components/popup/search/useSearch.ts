import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'preact/hooks';
import { FILTERED_LOCAL_LIMIT, type FindFilters, isFiltering } from '../../../lib/find/filters';
import { sendRequest } from '../../../lib/messaging/client';
import { initialSearch, type SearchState, searchReducer } from './search';

/** Typing pauses this long before the server is asked; the local directory answers at once. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchControls {
  state: SearchState;
  setText(text: string): void;
  /** Enter with nothing highlighted: ask the server now instead of waiting for the pause. */
  searchNow(): void;
  loadMore(): void;
  retry(): void;
  move(delta: number, count: number): void;
  highlight(index: number): void;
}

/** `initialText` is searched at once, as if typed (the search page's `?q=`). */
export function useSearch(filters: FindFilters, initialText = ''): SearchControls {
  const [state, dispatch] = useReducer(searchReducer, initialText, (text) =>
    text === '' ? initialSearch() : searchReducer(initialSearch(), { type: 'input', text }),
  );
  const latest = useRef(state);
  latest.current = state;
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const fetchFirst = useCallback((gen: number, q: string) => {
    clearTimeout(pending.current);
    pending.current = undefined;
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

  const { gen, check, query } = state;
  // A layout effect: asked in the task that drew the keystroke, not a frame later (a post-paint effect
  // waits for the next animation frame, 15-40 ms in a popup that has just opened).
  useLayoutEffect(() => {
    if (check !== 'ok') return;
    void sendRequest({
      type: 'search/local',
      q: query,
      ...(filtering ? { limit: FILTERED_LOCAL_LIMIT } : {}),
    }).then((result) => dispatch({ type: 'local', gen, result }));
  }, [gen, check, query, filtering]);

  useEffect(() => {
    if (check !== 'ok') return;
    pending.current = setTimeout(() => fetchFirst(gen, query), SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(pending.current);
      pending.current = undefined;
    };
  }, [gen, check, query, fetchFirst]);

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
    setText: useCallback((text: string) => dispatch({ type: 'input', text }), []),
    searchNow: useCallback(() => {
      const current = latest.current;
      if (pending.current !== undefined && current.check === 'ok') fetchFirst(current.gen, current.query);
    }, [fetchFirst]),
    loadMore,
    retry: useCallback(() => {
      const current = latest.current;
      if (current.check !== 'ok') return;
      if (current.server.failed === 'more') loadMore();
      else fetchFirst(current.gen, current.query);
    }, [fetchFirst, loadMore]),
    move: useCallback((delta: number, count: number) => dispatch({ type: 'move', delta, count }), []),
    highlight: useCallback((index: number) => dispatch({ type: 'highlight', index }), []),
  };
}
