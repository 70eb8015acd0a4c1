// The device's answer to a query (the `search/local` message), asked by the popup's search and, before
// the app has loaded, by the popup page's first script (entrypoints/popup-wake.ts): what it asked is
// handed over once, so the first results of a query typed at once are on their way while the app loads.
import type { Result } from '../../../lib/api/model';
import type { FindFilters } from '../../../lib/directory/public/filters';
import { LOCAL_FIRST_PAGE, LOCAL_PAGE_SIZE } from '../../../lib/directory/public/match-page';
import { sendRequest } from '../../../lib/messaging/client';
import type { LocalSearch } from '../../../lib/messaging/views';

export type LocalAnswer = Promise<Result<LocalSearch>>;

/** A page of the device's matches of `query` from `offset`; `settled` waits for the whole index. */
export function askLocal(query: string, filters: FindFilters, offset: number, settled = false): LocalAnswer {
  return sendRequest({
    type: 'search/local',
    q: query,
    offset,
    limit: offset === 0 ? LOCAL_FIRST_PAGE : LOCAL_PAGE_SIZE,
    filters,
    ...(settled ? { settled } : {}),
  });
}

/**
 * A first page of the device's matches of `query`, asked before the answer is needed: by the page before
 * the app loaded, or in a keystroke's own event. `filters` are the ones it is asked under, once known.
 */
export interface EarlySearch {
  query: string;
  filters: FindFilters | null;
  answer: LocalAnswer;
}

// One page, one script bundle and one early script: the hand-over is a property of the page's global.
const EARLY = 'toolscoutEarlySearch';
type Scope = { [EARLY]?: EarlySearch };

/** Asks the device for `query` (trimmed, as the search box sends it) under the session's filters, for the app to take over. */
export function askEarly(text: string): void {
  const query = text.trim();
  const scope = globalThis as Scope;
  if (scope[EARLY]?.query === query) return;
  const early: EarlySearch = {
    query,
    filters: null,
    // One question: the background reads the session's filters itself, and says which they were. Said
    // before the app reads the same answer (earlier callbacks of one promise run first).
    answer: sendRequest({ type: 'find/search-local', q: query }).then((result) => {
      if (!result.ok) return result;
      early.filters = result.data.filters;
      return { ok: true, data: result.data.found };
    }),
  };
  scope[EARLY] = early;
}

/** What the page asked early for `query`, once; null for another query. */
export function takeEarly(query: string): EarlySearch | null {
  const scope = globalThis as Scope;
  const early = scope[EARLY];
  delete scope[EARLY];
  return early?.query === query ? early : null;
}
