// The popup's local search, and the local "Similar in …" pick. Three ways to answer, fastest first:
// the stored index of the live set's sync (it answers with slugs: a restarted worker reads the records
// of the results only), the names of the site lookup while no index is ready, and the search built over
// every record (linear in the directory), which is then stored for the next worker start.

import { type LiveSet, loading } from '../directory/live-set';
import { createLocalSearch, type LocalSearch } from '../directory/local-search';
import { searchNames } from '../directory/name-search';
import type { DirectoryTool } from '../directory/record';
import type { SearchIndexStore } from '../directory/search-index-store';
import { pickSimilar, type SimilarPick } from '../directory/similar';
import { openStoredSearch } from '../directory/stored-search';
import type { LiveRecords } from './live-records';
import type { SiteLookup } from './site-lookup';

/** How long after the popup opens the full search index starts loading. */
const WARM_SEARCH_DELAY_MS = 150;

/** Every live tool under each subcategory id: the candidates of a local "Similar in …" pick. */
function subcategoryIndex(tools: readonly DirectoryTool[]): Map<number, DirectoryTool[]> {
  const index = new Map<number, DirectoryTool[]>();
  for (const tool of tools) {
    for (const { id } of tool.subcategories) {
      const list = index.get(id);
      if (list) list.push(tool);
      else index.set(id, [tool]);
    }
  }
  return index;
}

export function createLocalSearchService(
  records: LiveRecords,
  sites: SiteLookup,
  liveSet: LiveSet,
  /** Where the search index of the last sync is kept; without it, every worker start indexes again. */
  searchIndex?: SearchIndexStore,
) {
  const { store } = records;
  const stored = liveSet.derive(() => readStored().catch(() => null));
  const built = liveSet.derive(() => loading(buildSearch()));
  // Every live record, read once per live set: the "Similar in …" candidates and Device only's browsing.
  const everyRecord = liveSet.derive(() =>
    store.getAll().then((all) => ({ all, bySubcategory: subcategoryIndex(all) })),
  );

  async function readStored() {
    if (!searchIndex) return null;
    const syncedAt = await records.syncedAt();
    return syncedAt === null ? null : openStoredSearch(searchIndex, syncedAt);
  }

  /** The search over every record, built and stored for the next worker start. */
  async function buildSearch(): Promise<LocalSearch | null> {
    const [all, meta] = await Promise.all([store.getAll(), store.getMeta()]);
    if (all.length === 0) {
      const staged = await records.firstSyncTools();
      return staged.length > 0 ? createLocalSearch(staged) : null;
    }
    const search = createLocalSearch(all);
    const syncedAt = meta.lastSuccessAt;
    if (searchIndex && syncedAt !== null)
      await searchIndex.put({ syncedAt, serialized: search.serialize() }).catch(() => undefined);
    return search;
  }

  /** Names starting with the query, from the site lookup, while no index is ready. */
  async function nameSearch(query: string, limit: number): Promise<DirectoryTool[]> {
    const lookup = await sites.names();
    if (!lookup) return [];
    return records.tools(searchNames(lookup.names, query, limit).map((at) => lookup.slugs[at] ?? ''));
  }

  return {
    async search(query: string, limit = 8): Promise<DirectoryTool[]> {
      const ready = built.peek()?.settled === true;
      const slugs = ready ? null : await (await stored.get())?.find(query, limit);
      if (slugs) return records.tools(slugs);
      if (!ready) {
        // The names first: building the full index meanwhile would hold the worker's only thread.
        const byName = await nameSearch(query, limit);
        void built.get();
        if (byName.length > 0) return byName;
      }
      return (await built.get().promise)?.search(query, limit) ?? [];
    },

    /** "Similar in <subcategory>": picked locally from tools sharing a subcategory, with no request. */
    async similar(slug: string, limit?: number): Promise<SimilarPick> {
      const tool = await store.get(slug);
      if (!tool) return { subcategory: null, tools: [] };
      const index = (await everyRecord.get()).bySubcategory;
      const candidates = new Set<DirectoryTool>();
      for (const { id } of tool.subcategories) for (const other of index.get(id) ?? []) candidates.add(other);
      return pickSimilar(tool, [...candidates], limit);
    },

    /** Every live record; during the first sync, the pages it staged so far. No request. */
    async all(): Promise<readonly DirectoryTool[]> {
      const { all } = await everyRecord.get();
      return all.length > 0 ? all : records.firstSyncTools();
    },

    /** Builds (and stores) the search index of the live set now: once per sync, so no popup waits for it. */
    async index(): Promise<void> {
      await built.get().promise;
    },

    /** Whether a stored index fits this sync (or none is kept at all). */
    async storedFits(syncedAt: number): Promise<boolean> {
      if (!searchIndex) return true;
      return (await openStoredSearch(searchIndex, syncedAt).catch(() => null)) !== null;
    },

    /** The popup opened: load the search index, so its keystrokes do not wait for it. */
    warm(): void {
      if (stored.peek() || built.peek()) return;
      // The stored index is one IndexedDB read, off this thread: at once, so a query typed at once finds
      // it on its way. Building one (linear in the directory) waits, as the popup's first questions come first.
      void stored.get().then((found) => {
        if (!found) setTimeout(() => void built.get(), WARM_SEARCH_DELAY_MS);
      });
    },
  };
}
export type LocalSearchService = ReturnType<typeof createLocalSearchService>;
