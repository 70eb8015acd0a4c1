import { useEffect, useRef } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import { LOCAL_PAGE_SIZE } from '../../../lib/directory/public/match-page';
import type { ResultCount, ResultsView } from './search-state';

/** The count line's words. */
export function countText(count: ResultCount | null): string {
  if (count === null) return '';
  switch (count.source) {
    case 'device':
      if (count.of !== null) return popupCopy.resultCountFiltered(count.count, count.of);
      return count.soFar ? popupCopy.resultCountSoFar(count.count) : popupCopy.resultCount(count.count);
    case 'directory':
      return count.of !== null
        ? popupCopy.directoryResultCountFiltered(count.count, count.of)
        : popupCopy.directoryResultCount(count.count);
    case 'directory-asking':
      return popupCopy.directorySearching;
  }
}

/**
 * Above the results, outside their scrolling: how many there are (a live region: read out as it
 * changes, as the person types), and the way to the directory's own search and back. `onView` is
 * null under Device only, where the directory is never offered.
 */
export function ResultsBar({
  count,
  view,
  onView,
}: {
  count: ResultCount | null;
  view: ResultsView;
  onView: ((view: ResultsView) => void) | null;
}) {
  return (
    <div class="pp-results-bar">
      <p class="pp-count" role="status">
        {countText(count)}
      </p>
      {onView && (
        <button
          type="button"
          class="ts-button"
          onClick={() => onView(view === 'device' ? 'directory' : 'device')}
        >
          {view === 'device' ? popupCopy.askDirectory : popupCopy.showDeviceResults}
        </button>
      )}
    </div>
  );
}

/**
 * The end of the device's rows: scrolling near it, or pressing "Show N more tools", brings the next
 * page from the device at once (no request). The watched element is made again for each page, so a
 * page that still leaves it in view brings the next one.
 */
export function MoreRows({
  remaining,
  loaded,
  onMore,
}: {
  remaining: number;
  loaded: number;
  onMore: () => void;
}) {
  if (remaining <= 0) return null;
  return (
    <>
      <ScrolledNear key={loaded} onNear={onMore} />
      <button type="button" class="ts-button pp-more" onClick={onMore}>
        {popupCopy.showMore(Math.min(remaining, LOCAL_PAGE_SIZE))}
      </button>
    </>
  );
}

/**
 * Calls `onNear` when the list's end comes within half a screen of the scrolling area's bottom: before
 * the person reaches it, yet not at once under the first rows in the popup (which fill its screen).
 */
function ScrolledNear({ onNear }: { onNear: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    const element = ref.current;
    // Not every DOM the tests run in has IntersectionObserver: "Show more" is there either way.
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { root: element.closest('.pp-scroll'), rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} class="pp-more-sentinel" aria-hidden="true" />;
}
