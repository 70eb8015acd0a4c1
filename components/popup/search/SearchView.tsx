// The search as the popup, the side panel and the search page show it: the box, the filters and the
// count line, what the search says, and the result grid with its further pages.
import { useCallback, useContext, useId, useRef } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import { DEFAULT_FILTERS } from '../../../lib/directory/public/filters';
import { useFindFilters } from '../find/useFindFilters';
import { Skeleton } from '../list/Skeleton';
import type { ToolSummary } from '../list/types';
import { InitialQueryContext, useDeviceOnly, usePopupNav } from '../shell/context';
import { FilterBar, YoursLists } from '../shell/deferred';
import { ScrollArea, type ScrollHandle } from '../shell/ScrollArea';
import { DeviceOnlySettingsButton, StatusArea, StatusMessage } from '../shell/StatusMessage';
import { cellId, ResultGrid } from './ResultGrid';
import { MoreRows, ResultsBar } from './ResultsBar';
import { SearchBox } from './SearchBox';
import { SearchStatus, searchDisplay } from './SearchStatus';
import { SyncLine } from './SyncLine';
import { onSearchKey } from './search-keys';
import { localRemaining, resultCount, searchRows } from './search-rows';
import { useResultPaging } from './useResultPaging';
import { useSearch } from './useSearch';

/**
 * The search box (a combobox over the result grid) and everything shown under it: the popup's, the
 * side panel's and the search page's search alike.
 */
export function SearchView({ hasToken }: { hasToken: boolean | null }) {
  const nav = usePopupNav();
  const [sessionFilters, setFilters] = useFindFilters();
  // Shown as the defaults until the session's are read (the search waits for them).
  const filters = sessionFilters ?? DEFAULT_FILTERS;
  // Device only: the device's answer is the whole answer, and the popup says so where it would offer more.
  const deviceOnly = useDeviceOnly();
  const search = useSearch(sessionFilters, useContext(InitialQueryContext), deviceOnly);
  const { state } = search;
  const { rows, outdated } = searchRows(state);
  const { server, local, view } = state;
  const count = resultCount(state);
  const remaining = localRemaining(state);
  const gridId = useId();
  const input = useRef<HTMLInputElement>(null);
  const active = state.active !== null && state.active.row < rows.length ? state.active : null;
  const ok = state.check === 'ok';
  const more = useResultPaging({
    rowCount: rows.length,
    activeRow: active?.row ?? -1,
    input,
    showMore: search.showMore,
    highlight: search.highlight,
  });

  // Another query or the other list starts at its top: in the event, so the new rows are not drawn at
  // the old place first.
  const scroll = useRef<ScrollHandle | null>(null);
  const toTop = () => scroll.current?.toTop();

  // Stable, so result rows that did not change are not redrawn (ResultGrid).
  const open = useCallback(
    (tool: ToolSummary) => nav.open({ kind: 'detail', slug: tool.slug, preview: tool }),
    [nav],
  );

  const display = searchDisplay(state, rows.length, deviceOnly);
  const { directoryShown, nothingOnDevice, waiting } = display;

  return (
    <div class="pp-search">
      <div class="pp-searchbar">
        <SearchBox
          input={input}
          text={state.text}
          gridId={gridId}
          hasRows={rows.length > 0}
          activeCellId={active ? cellId(gridId, active.row, active.cell) : undefined}
          onText={(text) => {
            toTop();
            search.setText(text);
          }}
          onKeyDown={(event) => onSearchKey(event, { state, rows, active, search, open })}
          onClear={() => {
            search.setText('');
            input.current?.focus();
          }}
        />
        {hasToken !== false && <SyncLine />}
        {/* Said once, above everything, so no result row has to wait for it and nothing shifts. */}
        {deviceOnly && (
          <div class="pp-device-only">
            <p>{popupCopy.deviceOnlySearch}</p>
            <DeviceOnlySettingsButton />
          </div>
        )}
      </div>
      {ok && <FilterBar filters={filters} onChange={setFilters} />}
      {ok && (
        <ResultsBar
          count={count}
          view={view}
          // Not offered under Device only, nor twice: the device's "no match" offers it itself.
          onView={
            deviceOnly || nothingOnDevice
              ? null
              : (shown) => {
                  toTop();
                  if (shown === 'directory') search.showDirectory();
                  else search.showDevice();
                }
          }
        />
      )}
      <ScrollArea handle={scroll}>
        <SearchStatus
          state={state}
          search={search}
          display={display}
          rowCount={rows.length}
          outdated={outdated}
          hasToken={hasToken}
          deviceOnly={deviceOnly}
          filters={filters}
          onFilters={setFilters}
        />
        {/* Yours: an empty box shows saved tools and recently viewed, from this device (after the first paint). */}
        {state.check === 'empty' && <YoursLists />}
        {/* The grid stays in the DOM so aria-controls always points at something. */}
        <ResultGrid
          id={gridId}
          rows={rows}
          rowCount={count && count.source !== 'directory-asking' ? count.count : rows.length}
          active={active}
          outdated={outdated}
          onOpen={open}
          onHighlight={search.highlight}
        />
        {waiting && <Skeleton rows={6} />}
        {view === 'device' && !outdated && (
          <MoreRows remaining={remaining} loaded={local?.tools.length ?? 0} onMore={more(search.showMore)} />
        )}
        {directoryShown && server.loadingMore && <Skeleton rows={3} />}
        {directoryShown && server.status === 'ready' && server.next !== null && (
          <button type="button" class="ts-button pp-more" onClick={more(search.moreFromDirectory)}>
            {popupCopy.moreFromDirectory}
          </button>
        )}
        <StatusArea>
          {directoryShown && server.failed === 'more' && server.error && (
            <StatusMessage error={server.error} subject="results" onRetry={search.retry} />
          )}
        </StatusArea>
      </ScrollArea>
    </div>
  );
}
