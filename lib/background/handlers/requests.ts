// The options' Requests view: every request the extension sent in the last 7 days, and its Clear.
import { type HandlerDeps, type HandlersFor, ok } from './deps';

export function requestsHandlers(
  deps: Pick<HandlerDeps, 'requests'>,
): HandlersFor<'requests/list' | 'requests/clear'> {
  return {
    'requests/list': async () => ok(await deps.requests.list()),
    'requests/clear': async () => {
      await deps.requests.clear();
      return ok(null);
    },
  };
}
