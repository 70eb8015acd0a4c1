// The options' Requests view: every request the extension sent in the last 7 days, and its Clear.
import { type HandlersOf, ok } from '../common/message';
import type { REQUEST_LOG_MESSAGES } from './messages';
import type { RequestLog } from './store';

export interface RequestLogDeps {
  /** Every request sent in the last 7 days; Forget token empties it too. */
  requests: Pick<RequestLog, 'list' | 'clear'>;
}

export function requestsHandlers(deps: RequestLogDeps): HandlersOf<typeof REQUEST_LOG_MESSAGES> {
  return {
    'requests/list': async () => ok(await deps.requests.list()),
    'requests/clear': async () => {
      await deps.requests.clear();
      return ok(null);
    },
  };
}
