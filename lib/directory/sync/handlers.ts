// The sync's and the prefetch's progress, for the popup's and the options page's status lines.
import { type HandlersOf, ok } from '../../common/message';
import type { SYNC_MESSAGES } from '../messages';
import type { DirectoryService } from '../service';

export interface SyncStatusDeps {
  directory: Pick<DirectoryService, 'prefetchStatus' | 'sync'>;
  /** Starts a sync in the background if one is due (or `force`); never awaited by a person. */
  startSync(force: boolean): void;
}

export function statusHandlers(deps: SyncStatusDeps): HandlersOf<typeof SYNC_MESSAGES> {
  return {
    'prefetch/status': async () => ok(await deps.directory.prefetchStatus()),

    'sync/status': async () => ok(await deps.directory.sync.getStatus()),

    'sync/now': async () => {
      deps.startSync(true);
      return ok(await deps.directory.sync.getStatus());
    },
  };
}
