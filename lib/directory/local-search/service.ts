// The popup's local search, and the local "Similar in …" pick. Three ways to answer, fastest first:
// the stored index of the live set's sync (it answers with slugs: a restarted worker reads the records
// of the results only), the names of the site lookup while no index is ready, and the search built over
// every record (linear in the directory), which is then stored for the next worker start.

import { pickSimilar, type SimilarPick } from '../alternatives/similar';
import type { LiveRecords } from '../live-set/live-records';
import { type LiveSet, loading } from '../live-set/live-set';
import type { FindFilters } from '../public/filters';
import type { LocalSearch as LocalSearchView } from '../public/index';
import { changesMatches, pageOfMatches } from '../public/match-page';
import { searchNames } from '../public/name-search';
import type { DirectoryTool } from '../record';
import type { SiteLookup } from '../site-match/site-lookup';
import type { SearchIndexStore } from './index-store';
import { createLocalSearch, type LocalSearch } from './local-search';
import { storedSearchOf } from './stored-search';

/** How long after the popup opens the full search index starts loading. */
const WARM_SEARCH_DELAY_MS = 150;
/** A limit past any directory's size: every match. */
const EVERY_MATCH = Number.MAX_SAFE_INTEGER;

/** What a page of the popup's results asks for (the `search/local` message). */
export interface MatchesRequest {
  offset: number;
  limit: number;
  filters: FindFilters;
  /** Wait for the search index instead of answering from the names while it loads. */
  settled: boolean;
}

interface Ranked {
  tools: DirectoryTool[];
  total: number;
  provisional: boolean;
}

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
  // The head is read at once, beside the sync date it must match (a read each, neither waiting).
  const stored = liveSet.derive(() => (searchIndex ? storedSearchOf(searchIndex, records.syncedAt()) : null));
  const built = liveSet.derive(() => loading(buildSearch()));
  // Every live record, read once per live set: the "Similar in …" candidates and Device only's browsing.
  const everyRecord = liveSet.derive(() =>
    store.getAll().then((all) => ({ all, bySubcategory: subcategoryIndex(all) })),
  );

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

  /** Names starting with the query, from the site lookup, while no index is ready: ranked as the index ranks them. */
  async function nameSearch(query: string, limit: number): Promise<DirectoryTool[]> {
    const lookup = await sites.names();
    if (!lookup) return [];
    const found = searchNames(lookup.names, query, limit, (at) => lookup.standings[at] ?? 0);
    return records.tools(found.map((at) => lookup.slugs[at] ?? ''));
  }

  /**
   * `limit` matches of `query` from `offset`, best first, and how many there are in all. Records are read
   * for the page only. Before any index is ready, a first page may come from the names (`provisional`).
   */
  async function ranked(query: string, offset: number, limit: number, settled: boolean): Promise<Ranked> {
    const ready = built.peek()?.settled === true;
    const found = ready ? null : await stored.get()?.rank(query, offset + limit);
    if (found)
      return {
        tools: await records.tools(found.slugs.slice(offset)),
        total: found.total,
        provisional: false,
      };
    if (!ready && !settled && offset === 0) {
      // The names first: building the full index meanwhile would hold the worker's only thread.
      const byName = await nameSearch(query, limit);
      void built.get();
      if (byName.length > 0) return { tools: byName, total: byName.length, provisional: true };
    }
    const whole = (await built.get().promise)?.rank(query, offset + limit);
    return { tools: whole?.tools.slice(offset) ?? [], total: whole?.total ?? 0, provisional: false };
  }

  // Every match of the last query filtered or sorted, read once: its further pages and other filters
  // page through the same list (the popup pages through one query at a time).
  const lastEveryMatch = liveSet.derive(() => ({
    query: '',
    tools: null as Promise<DirectoryTool[]> | null,
  }));
  function everyMatch(query: string): Promise<DirectoryTool[]> {
    const last = lastEveryMatch.get();
    if (last.tools === null || last.query !== query) {
      last.query = query;
      last.tools = ranked(query, 0, EVERY_MATCH, true).then((found) => found.tools);
    }
    return last.tools;
  }

  return {
    async search(query: string, limit = 8): Promise<DirectoryTool[]> {
      return (await ranked(query, 0, limit, false)).tools;
    },

    /** A page of the popup's results: under filters or another sort, of every match, so the count is all of them. */
    async matches(query: string, request: MatchesRequest): Promise<Omit<LocalSearchView, 'complete'>> {
      const { offset, limit, filters } = request;
      if (changesMatches(filters))
        return { ...pageOfMatches(await everyMatch(query), filters, offset, limit), provisional: false };
      const found = await ranked(query, offset, limit, request.settled);
      return { ...found, unfiltered: found.total, hiddenBy: [] };
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
      return storedSearchOf(searchIndex, syncedAt).fits();
    },

    /**
     * Load the search index, so the popup's keystrokes do not wait for it: the stored index's head when the
     * worker starts (`build: false`), and, when the popup opens, the search built over every record if
     * none is stored (linear in the directory, so never for a start a page visit caused).
     */
    warm({ build = true }: { build?: boolean } = {}): void {
      // The stored index is one IndexedDB read, off this thread: at once, so a query typed at once finds
      // it on its way. Building one (linear in the directory) waits, as the popup's first questions come first.
      if (built.peek()) return;
      const found = stored.get();
      if (!build) return;
      void (found?.fits() ?? Promise.resolve(false)).then((fits) => {
        if (!fits) setTimeout(() => void built.get(), WARM_SEARCH_DELAY_MS);
      });
    },
  };
}
export type LocalSearchService = ReturnType<typeof createLocalSearchService>;
