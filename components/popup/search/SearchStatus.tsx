// What the search says above its rows: a hint, the directory's failure, or why nothing shows (no match,
// or the filters' doing, each with a way on). Apart from SearchView.tsx, which lays the search out.
import type { ComponentChildren } from 'preact';
import type { ApiError } from '../../../lib/api/model';
import * as popupCopy from '../../../lib/copy/popup';
import { blockingFilters, type FindFilters } from '../../../lib/directory/public/filters';
import { HiddenByFilters } from '../find/FilteredEmpty';
import { usePopupNav } from '../shell/context';
import { StaleNotice, StatusArea, StatusMessage } from '../shell/StatusMessage';
import { queryHint } from './query';
import { localIncomplete } from './search-rows';
import type { SearchState } from './search-state';
import type { SearchControls } from './useSearch';

/** What the search shows besides its rows, as SearchView and SearchStatus both read it. */
export interface SearchDisplay {
  /** The directory's answer shows in its own list, or below the device's while the local copy is incomplete. */
  directoryShown: boolean;
  /** The directory's first page failed, where it shows. */
  firstError: ApiError | null;
  /** The device has not one match for the query, whatever the filters. */
  nothingOnDevice: boolean;
  directoryAnswered: boolean;
  /** Nothing to show yet, and an answer on its way: a skeleton holds the place. */
  waiting: boolean;
}

export function searchDisplay(state: SearchState, rowCount: number, deviceOnly: boolean): SearchDisplay {
  const { server, local, view } = state;
  const directoryShown = view === 'directory' || localIncomplete(state);
  const firstError = directoryShown && server.failed === 'first' ? server.error : null;
  const nothingOnDevice = view === 'device' && local !== null && local.complete && local.unfiltered === 0;
  const directoryAnswered = server.status === 'ready';
  const waiting =
    state.check === 'ok' &&
    rowCount === 0 &&
    (view === 'directory'
      ? server.status === 'loading'
      : local === null || (localIncomplete(state) && !deviceOnly && !directoryAnswered && !firstError));
  return { directoryShown, firstError, nothingOnDevice, directoryAnswered, waiting };
}

interface SearchStatusProps {
  state: SearchState;
  search: SearchControls;
  display: SearchDisplay;
  rowCount: number;
  outdated: boolean;
  hasToken: boolean | null;
  deviceOnly: boolean;
  filters: FindFilters;
  onFilters: (filters: FindFilters) => void;
}

export function SearchStatus(props: SearchStatusProps) {
  const { state, search, display, rowCount, outdated, hasToken, deviceOnly, filters, onFilters } = props;
  const { server, local, view } = state;
  const { directoryShown, firstError, directoryAnswered, waiting } = display;
  const ok = state.check === 'ok';
  return (
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
      {ok && rowCount === 0 && !outdated && !waiting && !firstError && (
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
              onChange={onFilters}
            />
          ) : directoryShown && server.items.length > 0 ? (
            <HiddenByFilters
              blocking={blockingFilters(server.items, filters)}
              count={server.items.length}
              filters={filters}
              onChange={onFilters}
            />
          ) : null}
        </EmptyResults>
      )}
    </StatusArea>
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
