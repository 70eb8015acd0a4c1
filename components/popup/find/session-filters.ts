// The session's filters (`find/filters`), as a page reads them: the popup page's first script asks at
// once (entrypoints/popup-wake.ts), so the search it asks early is asked under them, and the app takes
// that answer over instead of asking again. Zod-free and small: it is on the way to the first frame.
import { DEFAULT_FILTERS, type FindFilters } from '../../../lib/directory/public/filters';
import { sendRequest } from '../../../lib/messaging/client';

// One page, one script bundle and one early script: the hand-over is a property of the page's global.
const EARLY = 'toolscoutSessionFilters';
type Scope = { [EARLY]?: Promise<FindFilters> };

function askSessionFilters(): Promise<FindFilters> {
  return sendRequest({ type: 'find/filters' }).then((result) => (result.ok ? result.data : DEFAULT_FILTERS));
}

/** The filters the page asked for before the app loaded, asked now if it has not: one question for both. */
export function earlySessionFilters(): Promise<FindFilters> {
  const scope = globalThis as Scope;
  scope[EARLY] ??= askSessionFilters();
  return scope[EARLY];
}

/** The session's filters: the early answer once, then asked afresh (a reload reads what was saved since). */
export function takeSessionFilters(): Promise<FindFilters> {
  const scope = globalThis as Scope;
  const early = scope[EARLY];
  delete scope[EARLY];
  return early ?? askSessionFilters();
}
