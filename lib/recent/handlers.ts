// Recently viewed. Answered from the device's storage: no request. Each tool shows what the local copy
// says of it now; its stored snapshot is the fallback.

import { type HandlersOf, ok, refused } from '../common/message';
import type { DirectoryService } from '../directory/service';
import { readWithLocalCopy } from '../directory/with-local-copy';
import { UNREADABLE_TOOL } from '../saved/handlers';
import type { SavedStore } from '../saved/saved-store';
import { normalizeSnapshot } from '../saved/snapshot';
import type { RECENT_MESSAGES } from './messages';
import type { RecentStore } from './recent-store';

export interface RecentDeps {
  directory: Pick<DirectoryService, 'tools'>;
  /** Recently viewed (storage.local); a detail opened refreshes the saved tool's row too. */
  yours: { recent: RecentStore; saved: Pick<SavedStore, 'refresh'> };
}

export function recentHandlers(deps: RecentDeps): HandlersOf<typeof RECENT_MESSAGES> {
  const { saved, recent } = deps.yours;
  return {
    'recent/list': async () => ok(await readWithLocalCopy(await recent.list(), deps.directory.tools)),

    'recent/add': async (request) => {
      const tool = normalizeSnapshot(request.tool);
      if (tool === null) return refused(UNREADABLE_TOOL);
      await Promise.all([recent.add(tool), saved.refresh(tool)]);
      return ok(null);
    },

    'recent/clear': async () => {
      await recent.clear();
      return ok(null);
    },
  };
}
