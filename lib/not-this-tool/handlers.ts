// The options' list of "Not this tool", and its Undo. Stored on the device; nothing is sent.
import { type HandlersOf, ok, refused } from '../common/message';
import type { NOT_THIS_TOOL_MESSAGES } from './messages';
import type { NotThisToolStore } from './store';

export const NEWER_LIST = 'A newer version of Toolscout wrote this list.';

export interface NotThisToolDeps {
  notThisTool: Pick<NotThisToolStore, 'list' | 'remove'>;
  /** Each open tab whose match an undone "Not this tool" changes gets its badge back (the site presence). */
  presence: { rematchOpenTabs(): Promise<void> };
}

export function notThisToolHandlers(deps: NotThisToolDeps): HandlersOf<typeof NOT_THIS_TOOL_MESSAGES> {
  return {
    'not-this-tool/list': async () => ok(await deps.notThisTool.list()),

    'not-this-tool/remove': async (request) => {
      const { slug, host, path } = request;
      const outcome = await deps.notThisTool.remove({ slug, host, ...(path ? { path } : {}) });
      if (!outcome.ok) return refused(NEWER_LIST);
      // A tab still showing that page gets its badge back now, not on its next navigation.
      await deps.presence.rematchOpenTabs();
      return ok(outcome.notThisTool);
    },
  };
}
