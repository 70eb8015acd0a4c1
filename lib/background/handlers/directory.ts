// The popup's questions to the directory API, each through its row of the cache policy, and the local
// directory's search.
import { CACHE_POLICY, cachedCall } from '../../api/cache-policy';
import { MAX_ALTERNATIVES } from '../../api/limits';
import type { Result, Tool } from '../../api/model';
import { type HandlerDeps, type HandlersFor, ok } from './deps';

type DirectoryMessages =
  | 'search'
  | 'search/local'
  | 'page/next'
  | 'categories/get'
  | 'tools/list'
  | 'tool/get'
  | 'tool/alternatives';

/** A tool's alternatives from the directory (through the cache), at most MAX_ALTERNATIVES. */
export async function directoryAlternatives(deps: HandlerDeps, slug: string): Promise<Result<Tool[]>> {
  const result = await cachedCall(await deps.connections.get(), CACHE_POLICY.alternatives, slug);
  return result.ok ? { ...result, data: result.data.slice(0, MAX_ALTERNATIVES) } : result;
}

export function directoryHandlers(deps: HandlerDeps): HandlersFor<DirectoryMessages> {
  return {
    search: async (request) =>
      cachedCall(await deps.connections.get(), CACHE_POLICY.search, request.q, request.page ?? 1),

    'search/local': async (request) => ok(await deps.directory.search(request.q, request.limit)),

    'page/next': async (request) =>
      cachedCall(await deps.connections.get(), CACHE_POLICY.nextPage, request.url),

    'categories/get': async () => cachedCall(await deps.connections.get(), CACHE_POLICY.categories),

    'tools/list': async (request) =>
      cachedCall(await deps.connections.get(), CACHE_POLICY.list, {
        category: request.category,
        subcategory: request.subcategory,
        verified: request.verified,
        page: request.page ?? 1,
      }),

    'tool/get': async (request) => {
      const result = await cachedCall(await deps.connections.get(), CACHE_POLICY.tool, request.slug);
      // Gone from the directory: it must stop matching sites at once.
      if (!result.ok && result.error.kind === 'not-found') await deps.directory.sync.markGone(request.slug);
      return result;
    },

    'tool/alternatives': async (request) => directoryAlternatives(deps, request.slug),
  };
}
