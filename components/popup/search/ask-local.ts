// The device's answer to a query (the `search/local` message), asked by the popup's search and, before
// the app has loaded, by the popup page's first script (entrypoints/popup-wake.ts): what it asked is
// handed over once, so the first results of a query typed at once are on their way while the app loads.
import type { Result } from '../../../lib/api/model';
import { DEFAULT_FILTERS, type FindFilters } from '../../../lib/directory/public/filters';
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

/** What the page asked before the app loaded: with the default filters, the only ones it knows. */
interface EarlySearch {
  query: string;
  answer: LocalAnswer;
}

// One page, one script bundle and one early script: the hand-over is a property of the page's global.
const EARLY = 'toolscoutEarlySearch';
type Scope = { [EARLY]?: EarlySearch };

/** Asks the device for `query` (trimmed, as the search box sends it) under the default filters, for the app to take over. */
export function askEarly(text: string): void {
  const query = text.trim();
  const scope = globalThis as Scope;
  if (scope[EARLY]?.query === query) return;
  scope[EARLY] = { query, answer: askLocal(query, DEFAULT_FILTERS, 0) };
}

/** The answer asked early for `query` under `filters`, once; null for another query or other filters. */
export function takeEarly(query: string, filters: FindFilters): LocalAnswer | null {
  const scope = globalThis as Scope;
  const early = scope[EARLY];
  delete scope[EARLY];
  return early?.query === query && filters === DEFAULT_FILTERS ? early.answer : null;
}
