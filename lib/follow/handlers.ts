// Follow a category, and "What's new": answered from the device (storage and the kept change sets);
// none of these makes a request.

import { type HandlersOf, ok } from '../common/message';
import { toolFromRecord } from '../directory/record';
import type { DirectoryService } from '../directory/service';
import type { FollowStore } from './follow-store';
import type { FOLLOW_MESSAGES } from './messages';
import { savedChangesNow } from './whats-new';
import type { WhatsNewService } from './whats-new-service';

export interface FollowDeps {
  directory: Pick<DirectoryService, 'tools'>;
  /** Followed categories (storage.sync), and what is new in them since the person last looked. */
  follows: FollowStore;
  whatsNew: WhatsNewService;
}

export function followHandlers(deps: FollowDeps): HandlersOf<typeof FOLLOW_MESSAGES> {
  const { follows, whatsNew } = deps;
  return {
    'follow/list': async () => ok(await follows.list()),
    'follow/set': async (request) => {
      const outcome = await follows.set(request.item, request.followed);
      await whatsNew.refreshMark().catch(() => undefined);
      return ok(outcome);
    },
    'whats-new/get': async () => {
      const news = await whatsNew.get();
      // Rows like any other: the local records of the new tools (one the copy dropped since is left out),
      // and the saved tools' changes ending where the copy stands now.
      const [records, saved] = await Promise.all([
        deps.directory.tools(news.newTools.map((tool) => tool.slug)),
        deps.directory.tools(news.savedChanges.map((change) => change.slug)),
      ]);
      const newTools = records.map(toolFromRecord);
      return ok({ ...news, newTools, savedChanges: savedChangesNow(news.savedChanges, saved) });
    },
    'whats-new/seen': async (request) => {
      await whatsNew.markSeen(request.at);
      return ok(null);
    },
    'whats-new/mark': async () => ok(await whatsNew.markEnabled()),
    'whats-new/set-mark': async (request) => ok(await whatsNew.setMarkEnabled(request.enabled)),
  };
}
