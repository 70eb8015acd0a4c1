import { useCallback, useEffect, useReducer, useRef } from 'preact/hooks';
import { sendRequest } from '../../../lib/messaging/client';
import { emptyPaged, type PagedList, pagedReducer } from '../list/paged';
import type { ListingFilter } from '../shell/navigation';

export interface ListingControls {
  list: PagedList;
  loadMore(): void;
  retry(): void;
}

/**
 * A category's or subcategory's tools in the API's (popularity) order, a page of 24 at a time; with
 * `verified` (the session's "Verified only" filter) the directory sends verified tools only.
 */
export function useListing(filter: ListingFilter, verified: boolean): ListingControls {
  const [list, dispatch] = useReducer(pagedReducer, 0, emptyPaged);
  const latest = useRef(list);
  latest.current = list;
  const generation = useRef(0);

  const fetchPage = useCallback(
    (page: number) =>
      sendRequest({
        type: 'tools/list',
        ...filter,
        ...(verified ? { verified: true } : {}),
        ...(page > 1 ? { page } : {}),
      }),
    [filter, verified],
  );

  const loadFirst = useCallback(
    (gen: number) => {
      dispatch({ type: 'load', gen });
      void fetchPage(1).then((result) => dispatch({ type: 'loaded', gen, result }));
    },
    [fetchPage],
  );

  // A new filter or switch position is a new list; answers for the old one are dropped by generation.
  // The same listing with "Verified only" switched keeps its rows (filtered on screen at once) until the
  // new list comes: emptied in between, it would blink to nothing and back.
  const shownFilter = useRef<ListingFilter | null>(null);
  useEffect(() => {
    generation.current += 1;
    const sameListing = shownFilter.current === filter;
    shownFilter.current = filter;
    dispatch({ type: 'reset', gen: generation.current, keepItems: sameListing });
    loadFirst(generation.current);
  }, [filter, loadFirst]);

  const loadMore = useCallback(() => {
    const current = latest.current;
    if (current.status !== 'ready' || current.next === null || current.loadingMore) return;
    const { gen } = current;
    dispatch({ type: 'load-more', gen });
    void fetchPage(current.pages + 1).then((result) => dispatch({ type: 'loaded-more', gen, result }));
  }, [fetchPage]);

  const retry = useCallback(() => {
    const current = latest.current;
    if (current.failed === 'more') loadMore();
    else loadFirst(current.gen);
  }, [loadFirst, loadMore]);

  return { list, loadMore, retry };
}
