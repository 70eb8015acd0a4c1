import type { ComponentChildren } from 'preact';
import { useCallback, useContext, useEffect, useId, useLayoutEffect, useRef } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import { blockingFilters } from '../../../lib/directory/public/filters';
import { HiddenByFilters } from '../find/FilteredEmpty';
import { useFindFilters } from '../find/useFindFilters';
import { Skeleton } from '../list/Skeleton';
import type { ToolSummary } from '../list/types';
import { InitialQueryContext, useDeviceOnly, usePopupNav } from '../shell/context';
import { FilterBar, YoursLists } from '../shell/deferred';
import { ClearIcon, SearchIcon } from '../shell/icons';
import { ScrollArea } from '../shell/ScrollArea';
import { DeviceOnlySettingsButton, StaleNotice, StatusArea, StatusMessage } from '../shell/StatusMessage';
import { toggleSaved } from '../yours/state';
import { queryHint } from './query';
import { cellId, ResultGrid } from './ResultGrid';
import { MoreRows, ResultsBar } from './ResultsBar';
import { SyncLine } from './SyncLine';
import { localIncomplete, localRemaining, resultCount, searchRows } from './search';
import { useSearch } from './useSearch';

/** ↓ this close to the last loaded row brings the device's next page, so the arrow keys never stop short. */
const LOAD_AHEAD_ROWS = 5;

/**
 * The search box (a combobox over the result grid) and everything shown under it: the popup's, the
 * side panel's and the search page's search alike.
 */
export function SearchView({ hasToken }: { hasToken: boolean | null }) {
  const nav = usePopupNav();
  const [filters, setFilters] = useFindFilters();
  // Device only: the device's answer is the whole answer, and the popup says so where it would offer more.
  const deviceOnly = useDeviceOnly();
  const search = useSearch(filters, useContext(InitialQueryContext), deviceOnly);
  const { state } = search;
  const { rows, outdated } = searchRows(state);
  const { server, local, view } = state;
  const count = resultCount(state);
  const remaining = localRemaining(state);
  const gridId = useId();
  const input = useRef<HTMLInputElement>(null);
  const active = state.active !== null && state.active.row < rows.length ? state.active : null;
  const ok = state.check === 'ok';

  // The box has `autofocus`: the browser focuses it in its first frame. A focus() here, in a mount effect,
  // ran inside the first keystroke's render and forced style and layout there (1–4 ms before the first
  // results of a popup just opened). A frame later, only where the browser did not focus it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (document.activeElement !== input.current) input.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  // Near the end of the loaded rows, the next page comes (the highlight keeps going down through all).
  const activeRow = active?.row ?? -1;
  useEffect(() => {
    if (activeRow >= 0 && activeRow >= rows.length - LOAD_AHEAD_ROWS) search.showMore();
  }, [activeRow, rows.length, search.showMore]);

  // A "more" button pressed from the keyboard leaves when the last page comes: focus goes back to the
  // box, with the first new row highlighted, instead of being lost to the page.
  const pressedMoreAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const from = pressedMoreAt.current;
    if (from === null || rows.length <= from) return;
    pressedMoreAt.current = null;
    if (document.activeElement === document.body) {
      input.current?.focus();
      search.highlight({ row: from, cell: 0 });
    }
  });
  const more = (ask: () => void) => () => {
    pressedMoreAt.current = rows.length;
    ask();
  };

  // Another query or the other list starts at its top. Done in the event, where the layout is clean:
  // reading the offset costs nothing then, and the new rows are not drawn at the old place first.
  const toTop = () => {
    const area = document.getElementById(gridId)?.closest('.pp-scroll');
    if (area && area.scrollTop > 0) area.scrollTop = 0;
  };

  // Stable, so result rows that did not change are not redrawn (ResultGrid).
  const open = useCallback(
    (tool: ToolSummary) => nav.open({ kind: 'detail', slug: tool.slug, preview: tool }),
    [nav],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const row = active ? rows[active.row] : undefined;
    if (event.key === 'ArrowDown' && rows.length === 0 && state.check === 'empty') {
      // Yours: with nothing typed, ↓ goes down to the saved and recent rows.
      const first = document.querySelector<HTMLElement>('.pp-yours button.pp-row');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && active) {
      // In the grid, ← and → move between a row's cells; otherwise they move the caret.
      event.preventDefault();
      search.moveCell(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (row && active?.cell === 1) void toggleSaved(row);
      else if (row) open(row);
      else search.enter();
    } else if (event.key === 'Escape' && state.text !== '') {
      // The first Escape clears; with an empty box it is left alone, so the popup closes as usual.
      event.preventDefault();
      event.stopPropagation();
      search.setText('');
    }
  };

  // The directory's answer shows in its own list, or below the device's while the local copy is incomplete.
  const directoryShown = view === 'directory' || localIncomplete(state);
  const firstError = directoryShown && server.failed === 'first' ? server.error : null;
  const nothingOnDevice = view === 'device' && local !== null && local.complete && local.unfiltered === 0;
  const directoryAnswered = server.status === 'ready';
  const waiting =
    ok &&
    rows.length === 0 &&
    (view === 'directory'
      ? server.status === 'loading'
      : local === null || (localIncomplete(state) && !deviceOnly && !directoryAnswered && !firstError));

  return (
    <div class="pp-search">
      <div class="pp-searchbar">
        <label class="pp-searchbox">
          <SearchIcon />
          <span class="ts-sr-only">{popupCopy.searchLabel}</span>
          <input
            ref={input}
            autofocus
            type="search"
            role="combobox"
            aria-haspopup="grid"
            aria-expanded={rows.length > 0}
            aria-controls={gridId}
            aria-autocomplete="list"
            aria-activedescendant={active ? cellId(gridId, active.row, active.cell) : undefined}
            placeholder={popupCopy.searchLabel}
            autocomplete="off"
            spellcheck={false}
            maxLength={120}
            value={state.text}
            onInput={(event) => {
              toTop();
              search.setText(event.currentTarget.value);
            }}
            onKeyDown={onKeyDown}
          />
          {/* Our own clear button: Chrome draws one in a search input, Firefox none (its native one is hidden). */}
          {state.text !== '' && (
            <button
              type="button"
              class="ts-icon-button pp-search-clear"
              aria-label={popupCopy.clearSearch}
              title={popupCopy.clearSearch}
              // Keeps focus in the search box.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                search.setText('');
                input.current?.focus();
              }}
            >
              <ClearIcon />
            </button>
          )}
        </label>
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
      <ScrollArea>
        <StatusArea>
          {state.check === 'empty' &&
            (hasToken === false ? (
              <StatusMessage error={{ kind: 'no-token', message: '' }} subject="results" />
            ) : (
              <p class="pp-hint">{popupCopy.searchHint}</p>
            ))}
          {queryHint(state.check) && <p class="pp-hint">{queryHint(state.check)}</p>}
          {ok && firstError && <StatusMessage error={firstError} subject="results" onRetry={search.retry} />}
          {ok && directoryShown && server.stale && !firstError && (
            <StaleNotice subject="results" onRetry={search.retry} />
          )}
          {ok && rows.length === 0 && !outdated && !waiting && !firstError && (
            <EmptyResults
              query={state.query}
              answeredBy={
                view === 'directory' ? 'directory' : directoryShown && directoryAnswered ? 'both' : 'device'
              }
              deviceOnly={deviceOnly}
              onDirectory={search.showDirectory}
              onDevice={search.showDevice}
            >
              {view === 'device' && local !== null && local.hiddenBy.length > 0 ? (
                <HiddenByFilters
                  blocking={local.hiddenBy}
                  count={local.unfiltered}
                  filters={filters}
                  onChange={setFilters}
                />
              ) : directoryShown && server.items.length > 0 ? (
                <HiddenByFilters
                  blocking={blockingFilters(server.items, filters)}
                  count={server.items.length}
                  filters={filters}
                  onChange={setFilters}
                />
              ) : null}
            </EmptyResults>
          )}
        </StatusArea>
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

/**
 * Nothing to show: the filters' doing (`children`, when they are why), or no match. The device's own
 * "no match" offers the directory's search, which may word things otherwise; the directory's offers the
 * way back (`both`: the directory was asked by itself, the local copy being incomplete). Categories
 * are always a way on.
 */
function EmptyResults({
  query,
  answeredBy,
  deviceOnly,
  onDirectory,
  onDevice,
  children,
}: {
  query: string;
  answeredBy: 'device' | 'directory' | 'both';
  deviceOnly: boolean;
  onDirectory: () => void;
  onDevice: () => void;
  children: ComponentChildren;
}) {
  const nav = usePopupNav();
  if (children) return <>{children}</>;
  const offersDirectory = answeredBy === 'device' && !deviceOnly;
  const text =
    answeredBy === 'directory'
      ? popupCopy.noDirectoryResults(query)
      : offersDirectory
        ? popupCopy.noLocalResults(query)
        : popupCopy.noResults(query);
  return (
    <div class="pp-message pp-no-results">
      <p>{text}</p>
      <div class="pp-no-results__actions">
        {offersDirectory && (
          <button type="button" class="ts-button" onClick={onDirectory}>
            {popupCopy.askDirectory}
          </button>
        )}
        {answeredBy === 'directory' && (
          <button type="button" class="ts-button" onClick={onDevice}>
            {popupCopy.showDeviceResults}
          </button>
        )}
        <button type="button" class="ts-button" onClick={() => nav.showTab('categories')}>
          {popupCopy.browseCategories}
        </button>
      </div>
    </div>
  );
}
