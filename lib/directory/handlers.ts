// The popup's questions: answered from the device whatever it already knows (a tool in the local copy
// is as fresh as the last sync; categories and their listings once a sync has completed, with the tree
// kept beside it), else from the directory API, each through its row of the cache policy. While Device
// only is on, the device's answer is the only one: categories come from the records (of the first sync so
// far), and what the device cannot answer is refused (`device-only`) without a request.
import { CACHE_POLICY, cachedCall, keptCopy } from '../api/cache-policy';
import type { Category, Result } from '../api/model';
import { type HandlersOf, ok } from '../common/message';
import { askUnlessDeviceOnly } from '../connection/device-only';
import {
  directoryAlternatives,
  listedOnDevice,
  type OpeningDeps,
  openingAlternatives,
} from './alternatives/service';
import { localCategories, localListing } from './local-search/local-categories';
import type { DIRECTORY_MESSAGES } from './messages';
import type { LocalTool } from './public';
import { DEFAULT_FILTERS } from './public/filters';
import { toolFromRecord } from './record';
import type { CategoryTree } from './sync/category-tree';

export type DirectoryDeps = OpeningDeps & {
  /** The directory's category tree as the last sync kept it (read only: the jobs keep it). */
  categoryTree: Pick<CategoryTree, 'read'>;
};

/** The page a `search/local` without a limit answers with. */
const DEFAULT_LOCAL_LIMIT = 8;

/** A `links.next` of a listing (`…/tools?page=2`) rather than of a search (`…/search?q=…`). */
function listingPage(url: string): boolean {
  try {
    return new URL(url).pathname.endsWith('/tools');
  } catch {
    return false;
  }
}

export function directoryHandlers(deps: DirectoryDeps): HandlersOf<typeof DIRECTORY_MESSAGES> {
  /**
   * The directory's category tree as the device has it: kept with the last sync, else as an earlier
   * answer left it in the cache (any age); no request.
   */
  async function treeOnDevice(): Promise<Category[] | null> {
    return (
      (await deps.categoryTree.read()) ??
      (await keptCopy((await deps.connections.get()).cache, CACHE_POLICY.categories)) ??
      null
    );
  }

  /**
   * Categories and their listings answered on the device: once a sync has completed and the device has
   * the tree (kept with the sync, or an earlier answer's), for everyone; else asked of the directory,
   * unless Device only is on: then the device answers all the same (without a tree, the records'
   * subcategories are the list).
   */
  async function fromCategories<T>(
    local: (tools: readonly LocalTool[], tree: Category[] | null) => T,
    ask: () => Promise<Result<T>>,
  ): Promise<Result<T>> {
    const tree = (await deps.directory.isComplete()) ? await treeOnDevice() : null;
    if (tree) return ok(local(await deps.directory.all(), tree));
    return askUnlessDeviceOnly(deps.settings, ask, async () =>
      local(await deps.directory.all(), await treeOnDevice()),
    );
  }

  return {
    search: async (request) =>
      askUnlessDeviceOnly(deps.settings, async () =>
        cachedCall(await deps.connections.get(), CACHE_POLICY.search, request.q, request.page ?? 1),
      ),

    'search/local': async (request) =>
      ok(
        await deps.directory.localSearch(request.q, {
          offset: request.offset ?? 0,
          limit: request.limit ?? DEFAULT_LOCAL_LIMIT,
          filters: request.filters ?? DEFAULT_FILTERS,
          settled: request.settled === true,
        }),
      ),

    'search/warm': async () => {
      deps.directory.warmSearch();
      return ok(null);
    },

    'page/next': async (request) =>
      askUnlessDeviceOnly(deps.settings, async () =>
        cachedCall(
          await deps.connections.get(),
          // More of a category's listing, or of a search: the request log says which.
          { ...CACHE_POLICY.nextPage, reason: listingPage(request.url) ? 'categories' : 'search' },
          request.url,
        ),
      ),

    'categories/get': async () =>
      fromCategories(localCategories, async () =>
        cachedCall(await deps.connections.get(), CACHE_POLICY.categories),
      ),

    'tools/list': async (request) => {
      const query = {
        category: request.category,
        subcategory: request.subcategory,
        verified: request.verified,
        page: request.page ?? 1,
      };
      return fromCategories(
        (tools, tree) => localListing(tools, query, tree),
        async () => cachedCall(await deps.connections.get(), CACHE_POLICY.list, query),
      );
    },

    'tool/get': async (request) => {
      const local = await deps.directory.tool(request.slug);
      if (local) return ok(toolFromRecord(local));
      return askUnlessDeviceOnly(
        deps.settings,
        async () => {
          const policy = { ...CACHE_POLICY.tool, reason: request.for ?? CACHE_POLICY.tool.reason };
          const result = await cachedCall(await deps.connections.get(), policy, request.slug);
          // Gone from the directory: it must stop matching sites at once.
          if (!result.ok && result.error.kind === 'not-found')
            await deps.directory.sync.markGone(request.slug);
          return result;
        },
        // A detail an earlier answer left on the device (of any age) is the device's too; reading sends nothing.
        async () => keptCopy((await deps.connections.get()).cache, CACHE_POLICY.tool, request.slug),
      );
    },

    'tool/alternatives': async (request) => {
      const onDevice = await listedOnDevice(deps, request.slug);
      if (onDevice) return ok(onDevice);
      return askUnlessDeviceOnly(deps.settings, () => directoryAlternatives(deps, request.slug, request.for));
    },

    'tool/alternatives-local': async (request) => ok(await openingAlternatives(deps, request.slug)),
  };
}
