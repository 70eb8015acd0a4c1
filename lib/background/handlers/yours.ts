// "Make it yours": saved tools and recently viewed. Answered from the device's storage: no request.
import { normalizeSnapshot } from '../../saved/snapshot';
import { parseImport } from '../../saved/transfer';
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

  /** Saved tools the local copy no longer has, once a sync has completed (before, it is partial). */
  async function goneFromDirectory(slugs: string[]): Promise<string[]> {
    if (slugs.length === 0 || !(await deps.directory.isComplete())) return [];
    const kept = new Set((await deps.directory.tools(slugs)).map((tool) => tool.slug));
    return slugs.filter((slug) => !kept.has(slug));
  }
  return {
    'saved/list': async () => {
      const list = await saved.list();
      return ok({ ...list, gone: await goneFromDirectory(list.tools.map((tool) => tool.slug)) });
    },

    'saved/set': async (request) => {
      const tool = normalizeSnapshot(request.tool);
      if (tool === null) return refused(UNREADABLE_TOOL);
      return ok(await saved.set(tool, request.saved));
    },

    'saved/export': async () => ok(await saved.exportFile()),

    'saved/import': async (request) => {
      const parsed = parseImport(request.text, deps.yours.now());
      if (!parsed.ok) return ok({ report: null, problem: parsed.problem });
      return ok(await saved.merge(parsed.tools, parsed.invalid));
    },

    'recent/list': async () => ok(await recent.list()),

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
