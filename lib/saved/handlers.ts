// Saved tools. Answered from the device's storage: no request. Each tool shows what the local copy says
// of it now; its stored snapshot is the fallback.

import { type HandlersOf, ok, refused } from '../common/message';
import type { DirectoryService } from '../directory/service';
import { withLocalCopy } from '../directory/with-local-copy';
import type { SAVED_MESSAGES } from './messages';
import type { SavedStore } from './saved-store';
import { normalizeSnapshot } from './snapshot';
import { parseImport } from './transfer';
import type { SavedList } from './types';

export const UNREADABLE_TOOL = 'This tool has no name to save it under.';

export interface SavedDeps {
  directory: Pick<DirectoryService, 'tools' | 'isComplete'>;
  /** Saved tools (storage.sync). */
  yours: { saved: SavedStore; now(): number };
}

export function savedHandlers(deps: SavedDeps): HandlersOf<typeof SAVED_MESSAGES> {
  const { saved } = deps.yours;

  /**
   * The saved list as a screen shows it: each tool's name, rating and price from the local copy (the
   * snapshot only for a tool the copy does not have), and the tools it no longer has once a sync has
   * completed (before, it is partial): gone from the directory.
   */
  async function shown(list: SavedList): Promise<SavedList> {
    const slugs = list.tools.map((tool) => tool.slug);
    const [records, complete] = await Promise.all([
      slugs.length > 0 ? deps.directory.tools(slugs) : [],
      deps.directory.isComplete(),
    ]);
    const kept = new Set(records.map((tool) => tool.slug));
    const gone = complete ? slugs.filter((slug) => !kept.has(slug)) : [];
    return { ...list, tools: withLocalCopy(list.tools, records), gone };
  }

  return {
    'saved/list': async () => ok(await shown(await saved.list())),

    'saved/set': async (request) => {
      const tool = normalizeSnapshot(request.tool);
      if (tool === null) return refused(UNREADABLE_TOOL);
      const outcome = await saved.set(tool, request.saved);
      return ok({ ...outcome, list: await shown(outcome.list) });
    },

    'saved/export': async () => ok(await saved.exportFile()),

    'saved/import': async (request) => {
      const parsed = parseImport(request.text, deps.yours.now());
      if (!parsed.ok) return ok({ report: null, problem: parsed.problem });
      return ok(await saved.merge(parsed.tools, parsed.invalid));
    },
  };
}
