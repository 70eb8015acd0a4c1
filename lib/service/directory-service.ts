// The local directory as the background uses it: the sync, and the matcher and search index built
// from the store lazily (once after a restart) and rebuilt only when a sync changes the store.
import type { DirectoryTool } from '../directory/record';
import type { DirectoryStore } from '../directory/store';
import type { DirectorySync } from '../directory/sync';
import { createLocalSearch, type LocalSearch } from '../local-search';
import { createSiteMatcher, type SiteMatcher } from '../site-match';

interface Indexes {
  tools: Map<string, DirectoryTool>;
  matcher: SiteMatcher;
  search: LocalSearch | null;
  all: DirectoryTool[];
}

export function createDirectoryService(store: DirectoryStore, sync: DirectorySync) {
  let indexes: Promise<Indexes | null> | null = null;
  let lastStored = -1;
  let lastSuccess: number | null = null;

  function load(): Promise<Indexes | null> {
    indexes ??= store.getAll().then((all) => {
      if (all.length === 0) return null;
      const matchable = all.flatMap((tool) =>
        tool.website ? [{ slug: tool.slug, website: tool.website }] : [],
      );
      return {
        all,
        tools: new Map(all.map((tool) => [tool.slug, tool])),
        matcher: createSiteMatcher(matchable),
        search: null,
      };
    });
    return indexes;
  }

  // A finished sync, a removal or a reset changes the store: drop the indexes, rebuild on next use.
  sync.onChange((status) => {
    if (status.toolsStored !== lastStored || status.lastSuccessAt !== lastSuccess) {
      lastStored = status.toolsStored;
      lastSuccess = status.lastSuccessAt;
      if (status.state !== 'syncing') indexes = null;
    }
  });

  return {
    sync,
    async matcher(): Promise<SiteMatcher | null> {
      return (await load())?.matcher ?? null;
    },
    async tool(slug: string): Promise<DirectoryTool | undefined> {
      return (await load())?.tools.get(slug);
    },
    async search(query: string, limit = 8): Promise<DirectoryTool[]> {
      const loaded = await load();
      if (!loaded) return [];
      // The search index costs more than the matcher; only the popup needs it.
      loaded.search ??= createLocalSearch(loaded.all);
      return loaded.search.search(query, limit);
    },
  };
}
export type DirectoryService = ReturnType<typeof createDirectoryService>;
