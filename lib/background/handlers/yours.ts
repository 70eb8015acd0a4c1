// "Make it yours": saved tools and recently viewed. Answered from the device's storage: no request. Each
// tool shows what the local copy says of it now; its stored snapshot is the fallback.
import { readWithLocalCopy, withLocalCopy } from '../../directory/with-local-copy';
import { normalizeSnapshot } from '../../saved/snapshot';
import { parseImport } from '../../saved/transfer';
import type { SavedList } from '../../saved/types';
import { type HandlerDeps, type HandlersFor, ok, refused } from './deps';

type YoursMessages =
  | 'saved/list'
  | 'saved/set'
  | 'saved/export'
  | 'saved/import'
  | 'recent/list'
  | 'recent/add'
  | 'recent/clear';

const UNREADABLE_TOOL = 'This tool has no name to save it under.';

export function yoursHandlers(deps: HandlerDeps): HandlersFor<YoursMessages> {
  const { saved, recent } = deps.yours;

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
