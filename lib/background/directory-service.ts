// The local directory as the background uses it: the sync, a site index for matching and badges
// (loaded once after a restart, from one compact record), and the full records on demand.
import type { Tool } from '../api/model';
import type { AlternativesPrefetch, PrefetchStatus } from '../directory/alternatives-prefetch';
import type { AlternativesStore } from '../directory/alternatives-store';
import { createLocalSearch, type LocalSearch } from '../directory/local-search';
import { searchNames } from '../directory/name-search';
import type { DirectoryTool } from '../directory/record';
import type { SearchIndexStore } from '../directory/search-index-store';
import { pickSimilar, type SimilarPick } from '../directory/similar';
import { hostsToLookUp, type SiteHostStore } from '../directory/site-host-store';
import { createSiteMatcher, type SiteMatcher } from '../directory/site-match/matcher';
import { parseWithUrl } from '../directory/site-match/page-url';
import { fastHost } from '../directory/site-match/url';
import { buildSiteIndex, type DirectoryStore, SITE_INDEX_FORMAT, type SiteIndex } from '../directory/store';
import { openStoredSearch, type StoredSearch } from '../directory/stored-search';
import type { DirectorySync } from '../directory/sync';

/** How many hosts' websites a running worker keeps after looking them up (a few KB). */
const REMEMBERED_HOSTS = 256;
/** How long after the popup opens the full search index starts loading. */
const WARM_SEARCH_DELAY_MS = 150;

/** What the toolbar badge and title need to know of a tool. */
export interface SiteTool {
  slug: string;
  name: string;
  rating: { average: number | null; count: number };
}

interface SiteLookup {
  matcher: SiteMatcher;
  tools: Map<string, SiteTool>;
  /** Listing order, as `names`: what the name search answers from while the full search loads. */
  slugs: readonly string[];
  names: readonly string[];
}

function lookupFrom(index: SiteIndex): SiteLookup {
  const tools = new Map<string, SiteTool>();
  const sites: { slug: string; website: string }[] = [];
  index.slugs.forEach((slug, i) => {
    sites.push({ slug, website: index.websites[i] ?? '' });
    tools.set(slug, {
      slug,
      name: index.names[i] ?? slug,
      rating: { average: index.averages[i] ?? null, count: index.counts[i] ?? 0 },
    });
  });
  return { matcher: createSiteMatcher(sites), tools, slugs: index.slugs, names: index.names };
}

/** Every live tool under each subcategory id: the candidates of a local "Similar in …" pick. */
type SubcategoryIndex = Map<number, DirectoryTool[]>;

function subcategoryIndex(tools: readonly DirectoryTool[]): SubcategoryIndex {
  const index: SubcategoryIndex = new Map();
  for (const tool of tools) {
    for (const { id } of tool.subcategories) {
      const list = index.get(id);
      if (list) list.push(tool);
      else index.set(id, [tool]);
    }
  }
  return index;
}

/** What refreshDerived() wrote anew from the stored records. */
export interface DerivedRefresh {
  siteIndex: boolean;
  siteHosts: boolean;
  search: boolean;
}

export interface PrefetchedAlternatives {
  store: AlternativesStore;
  prefetch: AlternativesPrefetch;
}

/** Search results' records kept in memory (about 1 KB each). */
const REMEMBERED_RECORDS = 2_000;

export function createDirectoryService(
  store: DirectoryStore,
  sync: DirectorySync,
  alternatives: PrefetchedAlternatives,
  /** Where the search index of the last sync is kept; without it, every worker start indexes again. */
  searchIndex?: SearchIndexStore,
  /** The websites by host, so a restarted worker recognises a page without reading every website. */
  siteHosts?: SiteHostStore,
) {
  let sites: Promise<SiteLookup | null> | null = null;
  let search: Promise<LocalSearch | null> | null = null;
  let keyed: Promise<StoredSearch | null> | null = null;
  let bySubcategory: Promise<SubcategoryIndex> | null = null;
  let searchReady = false;
  /** The whole site lookup, once something has needed it (resolved: no reading to wait for). */
  let sitesLoaded: SiteLookup | null = null;
  /**
   * What a visit's lookup found, per host, and the live set's sync, until the live set changes: a
   * host visited again (every page of a site) reads nothing from IndexedDB.
   */
  const sitesByHost = new Map<string, { slug: string; website: string }[]>();
  let liveSyncedAt: Promise<number | null> | null = null;
  let lastStored = -1;
  /**
   * Records read for search results, until the live set changes: each keystroke's results are mostly
   * the last one's, and reading them again from IndexedDB costs more than a frame.
   */
  const recordsRead = new Map<string, DirectoryTool>();

  /** When the live set's sync finished (null: none has), read once until the live set changes. */
  function liveSync(): Promise<number | null> {
    liveSyncedAt ??= store.getMeta().then((meta) => meta.lastSuccessAt);
    return liveSyncedAt;
  }

  /** The live set changed: what was read or built from it is dropped, and built again on next use. */
  function forgetBuilt(): void {
    sites = null;
    sitesLoaded = null;
    search = null;
    keyed = null;
    bySubcategory = null;
    sitesByHost.clear();
    recordsRead.clear();
    liveSyncedAt = null;
  }
  let lastPage = 0;
  let lastSuccess: number | null | undefined;

  /**
   * The search over every record, built (linear in the directory) and stored for the next worker start:
   * needed only when no stored index fits this sync (the stored one answers otherwise).
   */
  async function buildSearch(): Promise<LocalSearch | null> {
    const [all, meta] = await Promise.all([store.getAll(), store.getMeta()]);
    if (all.length === 0) {
      const staged = await firstSyncTools();
      return staged.length > 0 ? createLocalSearch(staged) : null;
    }
    const built = createLocalSearch(all);
    const syncedAt = meta.lastSuccessAt;
    if (searchIndex && syncedAt !== null)
      await searchIndex.put({ syncedAt, serialized: built.serialize() }).catch(() => undefined);
    return built;
  }

  /**
   * The stored index of the live set's sync: it answers with slugs, so a restarted worker reads the
   * records of the results only, never the whole directory. Null when none fits this sync.
   */
  async function readKeyedSearch(): Promise<StoredSearch | null> {
    if (!searchIndex) return null;
    const meta = await store.getMeta();
    return meta.lastSuccessAt === null ? null : openStoredSearch(searchIndex, meta.lastSuccessAt);
  }

  function keyedSearch(): Promise<StoredSearch | null> {
    keyed ??= readKeyedSearch().catch(() => null);
    return keyed;
  }

  function localSearch(): Promise<LocalSearch | null> {
    if (!search) {
      searchReady = false;
      const loading = buildSearch();
      search = loading;
      void loading.then(
        () => {
          if (search === loading) searchReady = true;
        },
        () => undefined,
      );
    }
    return search;
  }

  /** Names starting with the query, from the site index, while the full search is not ready yet. */
  async function nameSearch(query: string, limit: number): Promise<DirectoryTool[]> {
    const lookup = await siteLookup();
    if (!lookup) return [];
    const slugs = searchNames(lookup.names, query, limit).map((at) => lookup.slugs[at] ?? '');
    const tools = await Promise.all(slugs.map(toolBySlug));
    return tools.filter((tool) => tool !== undefined);
  }

  function subcategories(): Promise<SubcategoryIndex> {
    bySubcategory ??= store.getAll().then(subcategoryIndex);
    return bySubcategory;
  }

  /** Before the first sync has finished, the pages it staged so far; else none. */
  async function firstSyncTools(): Promise<DirectoryTool[]> {
    const meta = await store.getMeta();
    return meta.lastSuccessAt === null && meta.stagingGeneration !== null ? store.getStaged() : [];
  }

  async function readSiteLookup(): Promise<SiteLookup | null> {
    const index = (await store.getSiteIndex()) ?? buildSiteIndex(await firstSyncTools());
    return index.slugs.length > 0 ? lookupFrom(index) : null;
  }

  function siteLookup(): Promise<SiteLookup | null> {
    if (!sites) {
      const reading = readSiteLookup();
      sites = reading;
      void reading.then(
        (lookup) => {
          if (sites === reading) sitesLoaded = lookup;
        },
        () => undefined,
      );
    }
    return sites;
  }

  /** The websites of the page's host and its parents, from the host store written for the live set. */
  async function hostSites(url: string): Promise<{ slug: string; website: string }[] | null> {
    if (!siteHosts) return null;
    const fast = fastHost(url);
    const host = fast === undefined ? (parseWithUrl(url)?.host ?? null) : fast;
    if (host === null) return [];
    const remembered = sitesByHost.get(host);
    // Both at once: after a restart each opens its database.
    const [syncedAt, found] = await Promise.all([
      liveSync(),
      remembered ? null : siteHosts.lookup(hostsToLookUp(host)).catch(() => null),
    ]);
    if (syncedAt === null) return null;
    if (remembered) return remembered;
    if (found?.sites && found.syncedAt === syncedAt) {
      if (sitesByHost.size >= REMEMBERED_HOSTS) sitesByHost.clear();
      sitesByHost.set(host, found.sites);
      return found.sites;
    }
    // Written for another sync (or never, by an older version): write it now, for the next start.
    void writeSiteHosts(syncedAt);
    return null;
  }

  let writingHosts: Promise<void> | null = null;
  function writeSiteHosts(syncedAt: number): Promise<void> {
    if (!siteHosts) return Promise.resolve();
    const hosts = siteHosts;
    writingHosts ??= (async () => {
      const index = await store.getSiteIndex();
      if (index)
        await hosts.write(
          syncedAt,
          index.slugs.map((slug, i) => ({ slug, website: index.websites[i] ?? '' })),
        );
    })()
      .catch(() => undefined)
      .finally(() => {
        writingHosts = null;
      });
    return writingHosts;
  }

  /** The live record; during the first sync, the staged one. */
  async function toolBySlug(slug: string): Promise<DirectoryTool | undefined> {
    const known = recordsRead.get(slug);
    if (known) return known;
    const live = await store.get(slug);
    if (live) {
      if (recordsRead.size >= REMEMBERED_RECORDS) recordsRead.clear();
      recordsRead.set(slug, live);
      return live;
    }
    const meta = await store.getMeta();
    return meta.lastSuccessAt === null ? store.getStagedTool(slug) : undefined;
  }

  // A finished sync, a removal or a reset changes the store: drop what was built, rebuild on next use.
  sync.onChange((status) => {
    // The first sync shows its pages as they arrive: each page widens what matches and what is found.
    if (status.state === 'syncing' && !status.ready && status.page !== lastPage) {
      lastPage = status.page;
      forgetBuilt();
    }
    if (status.toolsStored !== lastStored || status.lastSuccessAt !== lastSuccess) {
      // A sync that just finished, not the first status a started worker hears.
      const synced =
        lastSuccess !== undefined && status.lastSuccessAt !== null && status.lastSuccessAt !== lastSuccess;
      const heardBefore = lastSuccess !== undefined;
      lastStored = status.toolsStored;
      lastSuccess = status.lastSuccessAt;
      if (status.state !== 'syncing') {
        forgetBuilt();
        // Index once per sync, now, and store it: no popup and no later worker start waits for it.
        if (synced && searchIndex) void localSearch();
        // A finished sync or a removal: the websites by host follow the live set.
        if (heardBefore && status.lastSuccessAt !== null) void writeSiteHosts(status.lastSuccessAt);
      }
    }
  });

  /**
   * The structures derived from the live records (site index, websites by host, search index) written
   * anew from the records wherever they are missing, of an older format or of another sync: after an
   * update from an older version, which kept the records but not (all of) these. No request: the
   * records are the last sync's, as fresh as before the update. A worker start checks only what the meta
   * and one small record say; `thorough` (an update) also reads the site index and the stored search's
   * head, and builds the search index if none fits (linear in the directory). Calls run one at a time.
   */
  function refreshDerived(options: { thorough: boolean }): Promise<DerivedRefresh> {
    const run = refreshing.then(() => refreshOnce(options.thorough));
    refreshing = run.catch(() => undefined);
    return run;
  }
  let refreshing: Promise<unknown> = Promise.resolve();

  async function refreshOnce(thorough: boolean): Promise<DerivedRefresh> {
    const done: DerivedRefresh = { siteIndex: false, siteHosts: false, search: false };
    const meta = await store.getMeta();
    const syncedAt = meta.lastSuccessAt;
    // Before the first sync has finished there is nothing derived to keep (the staged pages answer).
    if (syncedAt === null) return done;
    if (meta.siteIndexFormat !== SITE_INDEX_FORMAT || (thorough && (await store.getSiteIndex()) === null)) {
      await store.rebuildSiteIndex();
      forgetBuilt();
      done.siteIndex = true;
    }
    if (siteHosts) {
      const written = await siteHosts.lookup([]).catch(() => null);
      if (done.siteIndex || written?.syncedAt !== syncedAt) {
        await writeSiteHosts(syncedAt);
        done.siteHosts = true;
      }
    }
    if (
      thorough &&
      searchIndex &&
      (await openStoredSearch(searchIndex, syncedAt).catch(() => null)) === null
    ) {
      search = null;
      keyed = null;
      await localSearch();
      done.search = true;
    }
    return done;
  }

  return {
    sync,
    refreshDerived,
    async matcher(): Promise<SiteMatcher | null> {
      return (await siteLookup())?.matcher ?? null;
    },
    /**
     * The tool a page URL is, by slug, or null. A restarted worker reads only the websites on the page's
     * host and its parents; the whole site index only while the host store is not written for this sync.
     */
    async matchUrl(url: string): Promise<string | null> {
      if (sitesLoaded) return sitesLoaded.matcher.match(url);
      const nearby = await hostSites(url);
      if (nearby !== null) return nearby.length > 0 ? createSiteMatcher(nearby).match(url) : null;
      return (await siteLookup())?.matcher.match(url) ?? null;
    },
    async siteTool(slug: string): Promise<SiteTool | undefined> {
      if (sitesLoaded) return sitesLoaded.tools.get(slug);
      // One record, not the site index of every tool: after a restart the badge waits for this.
      const tool = await toolBySlug(slug);
      return tool && { slug: tool.slug, name: tool.name, rating: tool.rating };
    },
    /** The full local record, for cards that have no fresher data. */
    tool(slug: string): Promise<DirectoryTool | undefined> {
      return toolBySlug(slug);
    },
    /** Whether the local copy is a whole directory (a sync has finished), not the first sync's pages so far. */
    async isComplete(): Promise<boolean> {
      return (await liveSync()) !== null;
    },
    async search(query: string, limit = 8): Promise<DirectoryTool[]> {
      const slugs = searchReady ? null : await (await keyedSearch())?.find(query, limit);
      if (slugs) {
        const tools = await Promise.all(slugs.map(toolBySlug));
        return tools.filter((tool) => tool !== undefined);
      }
      if (!searchReady) {
        // The names first: loading the full index meanwhile would hold the worker's only thread.
        const byName = await nameSearch(query, limit);
        void localSearch();
        if (byName.length > 0) return byName;
      }
      return (await localSearch())?.search(query, limit) ?? [];
    },
    /** The stored alternatives of a top tool (no request); undefined when none are stored for it. */
    async prefetchedAlternatives(slug: string): Promise<Tool[] | undefined> {
      return (await alternatives.store.get(slug))?.alternatives;
    },
    /** "Similar in <subcategory>": picked locally from tools sharing a subcategory, with no request. */
    async similar(slug: string): Promise<SimilarPick> {
      const tool = await store.get(slug);
      if (!tool) return { subcategory: null, tools: [] };
      const index = await subcategories();
      const candidates = new Set<DirectoryTool>();
      for (const { id } of tool.subcategories) for (const other of index.get(id) ?? []) candidates.add(other);
      return pickSimilar(tool, [...candidates]);
    },
    prefetchStatus(): Promise<PrefetchStatus> {
      return alternatives.prefetch.getStatus();
    },
    /** The popup opened: load the search index, so its keystrokes do not wait for it. */
    warmSearch(): void {
      if (keyed || search) return;
      // The stored index is one IndexedDB read, off this thread: at once, so a query typed at once finds
      // it on its way. Building one (linear in the directory) waits, as the popup's first questions come first.
      void keyedSearch().then((stored) => {
        if (!stored) setTimeout(() => void localSearch(), WARM_SEARCH_DELAY_MS);
      });
    },
  };
}
export type DirectoryService = ReturnType<typeof createDirectoryService>;
