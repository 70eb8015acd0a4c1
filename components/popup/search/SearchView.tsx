import { useCallback, useContext, useEffect, useId, useRef } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import { FilterBar } from '../find/FilterBar';
import { FilteredEmpty } from '../find/FilteredEmpty';
import { useFindFilters } from '../find/useFindFilters';
import { YoursLists } from '../home/YoursLists';
import { Skeleton } from '../list/Skeleton';
import type { ResultRow } from '../list/types';
import { InitialQueryContext, useDeviceOnly, usePopupNav } from '../shell/context';
import { ClearIcon, SearchIcon } from '../shell/icons';
import { ScrollArea } from '../shell/ScrollArea';
import { DeviceOnlySettingsButton, StaleNotice, StatusArea, StatusMessage } from '../shell/StatusMessage';
import { queryHint } from './query';
import { optionId, ResultList } from './ResultList';
import { SyncLine } from './SyncLine';
import { searchRows, unfilteredRows } from './search';
import { useSearch } from './useSearch';

/** The search box (a combobox over the result listbox) and everything shown under it. */
export function SearchView({ hasToken }: { hasToken: boolean | null }) {
  const nav = usePopupNav();
  const [filters, setFilters] = useFindFilters();
  // Device only: the device's answer is the whole answer, and the popup says so where it would offer more.
  const deviceOnly = useDeviceOnly();
  const search = useSearch(filters, useContext(InitialQueryContext), deviceOnly);
  const { state } = search;
  const { rows, outdated } = searchRows(state);
  const unfiltered = unfilteredRows(state).map((row) => row.tool);
  const { server } = state;
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const active = state.active < rows.length ? state.active : -1;

  // The box has `autofocus`: the browser focuses it in its first frame. A focus() here, in a mount effect,
  // ran inside the first keystroke's render and forced style and layout there (1–4 ms before the first
  // results of a popup just opened). A frame later, only where the browser did not focus it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (document.activeElement !== input.current) input.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  // Stable, so result rows that did not change are not redrawn (ResultList).
  const open = useCallback(
    (row: ResultRow) => nav.open({ kind: 'detail', slug: row.tool.slug, preview: row.tool }),
    [nav],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && rows.length === 0 && state.check === 'empty') {
      // Yours: with nothing typed, ↓ goes down to the saved and recent rows.
      const first = document.querySelector<HTMLElement>('.pp-yours button.pp-row');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.move(event.key === 'ArrowDown' ? 1 : -1, rows.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const row = rows[active];
      if (row) open(row);
      else search.searchNow();
    } else if (event.key === 'Escape' && state.text !== '') {
      // The first Escape clears; with an empty box it is left alone, so the popup closes as usual.
      event.preventDefault();
      event.stopPropagation();
      search.setText('');
    }
  };

  const localAnswered = state.local !== null;
  const waiting = deviceOnly ? !localAnswered : server.status === 'idle' || server.status === 'loading';
  // Every answer that will come is in: the directory's, or under Device only the device's.
  const answered = server.status === 'ready' || (deviceOnly && localAnswered);
  const firstError = server.failed === 'first' ? server.error : null;

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
            aria-expanded={rows.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
            placeholder={popupCopy.searchLabel}
            autocomplete="off"
            spellcheck={false}
            maxLength={120}
            value={state.text}
            onInput={(event) => search.setText(event.currentTarget.value)}
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
      {state.check === 'ok' && <FilterBar filters={filters} onChange={setFilters} />}
      <ScrollArea>
        <StatusArea>
          {state.check === 'empty' &&
            (hasToken === false ? (
              <StatusMessage error={{ kind: 'no-token', message: '' }} subject="results" />
            ) : (
              <p class="pp-hint">{popupCopy.searchHint}</p>
            ))}
          {queryHint(state.check) && <p class="pp-hint">{queryHint(state.check)}</p>}
          {state.check === 'ok' && firstError && (
            <StatusMessage error={firstError} subject="results" onRetry={search.retry} />
          )}
          {state.check === 'ok' && server.stale && !firstError && (
            <StaleNotice subject="results" onRetry={search.retry} />
          )}
          {state.check === 'ok' && rows.length === 0 && !outdated && unfiltered.length > 0 && (
            <FilteredEmpty tools={unfiltered} filters={filters} onChange={setFilters} />
          )}
          {state.check === 'ok' && answered && rows.length === 0 && unfiltered.length === 0 && (
            <NoResults query={state.query} />
          )}
          {/* Announced for the device's rows too, when the directory is asked only on request. */}
          {state.check === 'ok' &&
            (answered || (state.directory === 'on-request' && server.status === 'idle')) &&
            rows.length > 0 && (
              <span class="ts-sr-only">
                {popupCopy.resultCount(rows.length)}
                {server.next !== null ? popupCopy.moreAvailable : ''}
              </span>
            )}
        </StatusArea>
        {/* Yours: an empty box shows saved tools and recently viewed, from this device. */}
        {state.check === 'empty' && <YoursLists />}
        {/* The listbox stays in the DOM so aria-controls always points at something. */}
        <ResultList
          id={listId}
          rows={rows}
          active={active}
          outdated={outdated}
          onOpen={open}
          onHighlight={search.highlight}
        />
        {state.check === 'ok' && rows.length === 0 && waiting && <Skeleton rows={6} />}
        {server.loadingMore && <Skeleton rows={3} />}
        {!deviceOnly && state.directory === 'on-request' && server.status === 'idle' && rows.length > 0 && (
          <button type="button" class="ts-button pp-more" onClick={search.searchNow}>
            {popupCopy.askDirectory}
          </button>
        )}
        {server.status === 'ready' && server.next !== null && !server.loadingMore && (
          <button type="button" class="ts-button pp-more" onClick={search.loadMore}>
            {popupCopy.moreResults}
          </button>
        )}
        <StatusArea>
          {server.failed === 'more' && server.error && (
            <StatusMessage error={server.error} subject="results" onRetry={search.retry} />
          )}
        </StatusArea>
      </ScrollArea>
    </div>
  );
}

function NoResults({ query }: { query: string }) {
  const nav = usePopupNav();
  return (
    <div class="pp-message">
      <p>{popupCopy.noResults(query)}</p>
      <button type="button" class="ts-button" onClick={() => nav.showTab('categories')}>
        {popupCopy.browseCategories}
      </button>
    </div>
  );
}
