import { useEffect, useId, useMemo, useRef } from 'preact/hooks';
import { formatCount } from '../../../lib/common/format';
import * as popupCopy from '../../../lib/copy/popup';
import { DEFAULT_FILTERS, isFiltering } from '../../../lib/directory/public/filters';
import type { Followed } from '../../../lib/follow/public';
import { FilterBar } from '../find/FilterBar';
import { FilteredEmpty } from '../find/FilteredEmpty';
import { useFindFilters } from '../find/useFindFilters';
import { useShownOrder } from '../find/useShownOrder';
import { Skeleton } from '../list/Skeleton';
import { ToolList } from '../list/ToolList';
import type { ListingFilter } from '../shell/navigation';
import { ScrollArea } from '../shell/ScrollArea';
import { StaleNotice, StatusArea, StatusMessage } from '../shell/StatusMessage';
import { FollowSwitch } from '../whats-new/FollowSwitch';
import { useListing } from './useListing';

/** The tools of a category or subcategory, most popular first, with "Verified only" and "More tools". */
export function ToolListing({
  filter,
  title,
  subcategories,
}: {
  filter: ListingFilter;
  title: string;
  subcategories?: string[];
}) {
  const [sessionFilters, setFilters] = useFindFilters();
  // A listing opens from the popup's home, which has read them; until then, the defaults.
  const filters = sessionFilters ?? DEFAULT_FILTERS;
  const verified = filters.verifiedOnly;
  const { list, loadMore, retry } = useListing(filter, verified);
  const tools = useShownOrder(list.items, filters);
  const heading = useRef<HTMLHeadingElement>(null);
  const followHint = useId();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const firstError = list.failed === 'first' ? list.error : null;
  // What following this listing follows: a subcategory itself, a category its subcategories (known
  // when the category tree opened it).
  const followed = useMemo<Followed | null>(() => {
    if ('subcategory' in filter)
      return {
        kind: 'subcategory',
        slug: filter.subcategory,
        name: title,
        subcategories: [filter.subcategory],
      };
    return subcategories && subcategories.length > 0
      ? { kind: 'category', slug: filter.category, name: title, subcategories }
      : null;
  }, [filter, title, subcategories]);

  return (
    <div class="pp-listing">
      {/* One compact line (title, count, Follow) over the filters, so the rows start high in the popup. */}
      <div class="pp-view-head pp-listing__head">
        <div class="pp-listing__title">
          <h2 ref={heading} tabIndex={-1}>
            {title}
          </h2>
          {/* Its place is kept while the count loads, so nothing beside it moves under the pointer. */}
          <span
            class="pp-subtle pp-listing__count"
            aria-hidden={list.total === null || list.status !== 'ready'}
          >
            {list.total !== null && list.status === 'ready'
              ? `${formatCount(list.total)} ${popupCopy.toolNoun(list.total)}`
              : '\u00a0'}
          </span>
        </div>
        {followed && (
          <>
            <span id={followHint} class="ts-sr-only">
              {popupCopy.followHint}
            </span>
            <FollowSwitch item={followed} hintId={followHint} />
          </>
        )}
      </div>
      <FilterBar filters={filters} onChange={setFilters} listing />
      <ScrollArea>
        <StatusArea>
          {firstError && <StatusMessage error={firstError} subject="results" onRetry={retry} />}
          {list.stale && !firstError && <StaleNotice subject="results" onRetry={retry} />}
          {list.status === 'ready' && list.items.length === 0 && (
            <p class="pp-hint">{verified ? popupCopy.noVerifiedTools : popupCopy.noTools}</p>
          )}
          {list.status === 'ready' && tools.length === 0 && list.items.length > 0 && (
            <FilteredEmpty tools={list.items} filters={filters} onChange={setFilters} />
          )}
          {list.status === 'ready' && isFiltering(filters) && tools.length > 0 && (
            <p class="pp-subtle pp-filtered-count">
              {popupCopy.filteredCount(tools.length, list.items.length)}
            </p>
          )}
        </StatusArea>
        <ToolList tools={tools} label={popupCopy.toolsIn(title)} />
        {list.items.length === 0 && list.status === 'loading' && <Skeleton rows={6} />}
        {list.loadingMore && <Skeleton rows={3} />}
        {list.status === 'ready' && list.next !== null && !list.loadingMore && (
          <button type="button" class="ts-button pp-more" onClick={loadMore}>
            {popupCopy.moreTools}
          </button>
        )}
        <StatusArea>
          {list.failed === 'more' && list.error && (
            <StatusMessage error={list.error} subject="results" onRetry={retry} />
          )}
        </StatusArea>
      </ScrollArea>
    </div>
  );
}
