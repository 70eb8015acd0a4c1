import { useCallback, useLayoutEffect, useReducer, useRef, useState } from 'preact/hooks';
import type { FindFilters } from '../../../lib/directory/public/filters';
import { directoryWorthAsking } from '../../../lib/find/public/ask-directory';
import { sendRequest } from '../../../lib/messaging/client';
import { askLocal, type EarlySearch, takeEarly } from './ask-local';
import { checkQuery } from './query';
import { sameFilters, searchReducer } from './search';
import { localIncomplete, localRemaining } from './search-rows';
import { type ActiveCell, initialSearch, type SearchState } from './search-state';

/** While the local copy is incomplete, typing pauses this long before the directory is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchControls {
  state: SearchState;
  setText(text: string): void;
  /** Enter with nothing highlighted: while the local copy is incomplete, the directory now; else nothing. */
  enter(): void;
  /** "Search the directory's own index": its results, asked once per query. */
  showDirectory(): void;
  /** Back to the device's matches. */
  showDevice(): void;
  /** The device's next page (scrolling, "Show more", ↓ near the end): no request. */
  showMore(): void;
  /** The directory's next page ("More from the directory's index"): a request. */
  moreFromDirectory(): void;
  retry(): void;
  move(delta: number): void;
  moveCell(delta: number): void;
  highlight(active: ActiveCell | null): void;
}

/**
 * `initialText` is searched at once, as if typed (the search page's `?q=`), once `filters` are known (null
 * until the session's are read). With `deviceOnly` (Device only is on) the device's answer is the only
 * one: the directory is never asked.
 */
export function useSearch(filters: FindFilters | null, initialText = '', deviceOnly = false): SearchControls {
  const [state, dispatch] = useReducer(searchReducer, initialText, (text) =>
    text === '' ? initialSearch() : searchReducer(initialSearch(), { type: 'input', text }),
  );
  const latest = useRef(state);
  latest.current = state;
  const filtersNow = useRef(filters);
  filtersNow.current = filters;
  const deviceOnlyNow = useRef(deviceOnly);
  deviceOnlyNow.current = deviceOnly;
  // The generation the directory was asked for, so a query is never sent twice.
  const askedGen = useRef(-1);
  // The device's next page asked for (generation and offset), so scrolling and ↓ ask each page once.
  const askedMore = useRef('');
  // The device's answer, asked in the keystroke's own event: the background searches while the popup
  // draws the keystroke (a third of a keystroke's time went to that drawing before the question left).
  // At mount, the answer the popup page asked for what was typed before the app loaded (ask-local.ts).
  // The reducer's first state has checked the initial text already.
  const [askedBeforeMount] = useState(() => (state.check === 'ok' ? takeEarly(state.query) : null));
  const early = useRef<EarlySearch | null>(askedBeforeMount);

  const fetchFirst = useCallback((gen: number, q: string, again = false) => {
    if (deviceOnlyNow.current) return;
    if (askedGen.current === gen && !again) return;
    askedGen.current = gen;
    dispatch({ type: 'server', action: { type: 'load', gen } });
    void sendRequest({ type: 'search', q }).then((result) =>
      dispatch({ type: 'server', action: { type: 'loaded', gen, result } }),
    );
  }, []);

  // find: filters act on every match; the device is asked again under them (no request). Before the
  // search below, which waits for the state to hold them (a layout effect too, so no frame comes between).
  useLayoutEffect(() => {
    if (filters) dispatch({ type: 'filters', filters });
  }, [filters]);

  const { gen, localGen, check, query } = state;
  // The filters the device is asked under: none until they are known and the state holds them.
  const askUnder = filters && sameFilters(filters, state.filters) ? state.filters : null;
  // The device first, in the task that drew the keystroke (a layout effect: a post-paint effect waits
  // for the next animation frame, 15-40 ms in a popup that has just opened). The directory after the
  // typing pause, and only while the local copy is incomplete.
  useLayoutEffect(() => {
    if (check !== 'ok' || askUnder === null) return;
    let current = true;
    let paused = false;
    let incomplete = false;
    const askWhenDue = () => {
      if (current && paused && incomplete) fetchFirst(gen, query);
    };
    const pause = setTimeout(() => {
      paused = true;
      askWhenDue();
    }, SEARCH_DEBOUNCE_MS);
    const asked = askUnder;
    const waiting = early.current;
    // Asked early under other filters (the person changed them meanwhile): asked again under these.
    const answer =
      waiting?.query === query
        ? waiting.answer.then((result) =>
            waiting.filters && sameFilters(waiting.filters, asked) ? result : askLocal(query, asked, 0),
          )
        : askLocal(query, asked, 0);
    early.current = null;
    void answer.then((result) => {
      const final = deviceOnlyNow.current;
      dispatch({ type: 'local', localGen, offset: 0, result, final });
      // Names only while the index loads: the whole answer, with its count, follows.
      if (current && result.ok && result.data.provisional)
        void askLocal(query, asked, 0, true).then((settled) =>
          dispatch({ type: 'local', localGen, offset: 0, result: settled, final }),
        );
      incomplete = !deviceOnlyNow.current && directoryWorthAsking(result.ok && result.data.complete);
      askWhenDue();
    });
    return () => {
      current = false;
      clearTimeout(pause);
    };
  }, [gen, localGen, check, query, askUnder, fetchFirst]);

  const showMore = useCallback(() => {
    const current = latest.current;
    const { local, localGen: pageGen } = current;
    if (local === null || local.loadingMore || localRemaining(current) === 0) return;
    const offset = local.tools.length;
    const key = `${pageGen}:${offset}`;
    if (askedMore.current === key) return;
    askedMore.current = key;
    dispatch({ type: 'local-more', localGen: pageGen });
    void askLocal(current.query, current.filters, offset).then((result) => {
      // A failed page may be asked again.
      if (!result.ok && askedMore.current === key) askedMore.current = '';
      dispatch({ type: 'local', localGen: pageGen, offset, result });
    });
  }, []);

  const moreFromDirectory = useCallback(() => {
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
      const asked = filtersNow.current;
      if (asked && check === 'ok' && query !== latest.current.query && early.current?.query !== query)
        early.current = { query, filters: asked, answer: askLocal(query, asked, 0) };
      dispatch({ type: 'input', text });
    }, []),
    enter: useCallback(() => {
      const current = latest.current;
      if (current.check === 'ok' && localIncomplete(current) && current.server.status === 'idle')
        fetchFirst(current.gen, current.query);
    }, [fetchFirst]),
    showDirectory: useCallback(() => {
      const current = latest.current;
      if (deviceOnlyNow.current || current.check !== 'ok') return;
      dispatch({ type: 'view', view: 'directory' });
      if (current.server.status === 'idle') fetchFirst(current.gen, current.query);
    }, [fetchFirst]),
    showDevice: useCallback(() => dispatch({ type: 'view', view: 'device' }), []),
    showMore,
    moreFromDirectory,
    retry: useCallback(() => {
      const current = latest.current;
      if (current.check !== 'ok') return;
      if (current.server.failed === 'more') moreFromDirectory();
      else fetchFirst(current.gen, current.query, true);
    }, [fetchFirst, moreFromDirectory]),
    move: useCallback((delta: number) => dispatch({ type: 'move', delta }), []),
    moveCell: useCallback((delta: number) => dispatch({ type: 'move-cell', delta }), []),
    highlight: useCallback((active: ActiveCell | null) => dispatch({ type: 'highlight', active }), []),
  };
}
