// The sync's and the prefetch's progress, for the popup's and the options page's status lines.
import { type HandlerDeps, type HandlersFor, ok } from './deps';

export function statusHandlers(
  deps: HandlerDeps,
): HandlersFor<'sync/status' | 'sync/now' | 'prefetch/status'> {
  return {
    'prefetch/status': async () => ok(await deps.directory.prefetchStatus()),

    'sync/status': async () => ok(await deps.directory.sync.getStatus()),

    'sync/now': async () => {
      deps.startSync(true);
      return ok(await deps.directory.sync.getStatus());
    },
  };
}
