// The local directory as the background uses it: the sync, which tool a page is (site-lookup.ts), the
// popup's local search and similar picks (local-search-service.ts), the records, and the prefetched
// alternatives. Everything derived from the live set is kept per version of it (lib/directory/live-set/live-set.ts).

import type { Tool } from '../api/model';
import type { AlternativesPrefetch } from './alternatives/prefetch';
import type { AlternativesStore } from './alternatives/store';
import { createLiveRecords } from './live-set/live-records';
import { createLiveSet } from './live-set/live-set';
import type { SearchIndexStore } from './local-search/index-store';
import { createLocalSearchService, type MatchesRequest } from './local-search/service';
import type { LocalSearch, PrefetchStatus } from './public/index';
import type { DirectoryTool } from './record';
import type { SiteHostStore } from './site-match/host-store';
import type { SiteMatcher } from './site-match/matcher';
import { SITE_INDEX_FORMAT } from './site-match/site-index';
import { createSiteLookup, type NotThisToolSkip, type SiteTool } from './site-match/site-lookup';
import type { DirectoryStore } from './store';
import type { DirectorySync } from './sync/sync';

export type { SiteTool } from './site-match/site-lookup';

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

export function createDirectoryService(
  store: DirectoryStore,
  sync: DirectorySync,
  alternatives: PrefetchedAlternatives,
  /** Where the search index of the last sync is kept; without it, every worker start indexes again. */
  searchIndex?: SearchIndexStore,
  /** The websites by host, so a restarted worker recognises a page without reading every website. */
  siteHosts?: SiteHostStore,
  /** "Not this tool": what every match passes over. */
  notThisTool?: NotThisToolSkip,
) {
  const liveSet = createLiveSet();
  const records = createLiveRecords(store, liveSet);
  const sites = createSiteLookup(records, liveSet, siteHosts, notThisTool);
  const search = createLocalSearchService(records, sites, liveSet, searchIndex);

  sync.onChange((status) => {
    const { synced, settledAgain } = liveSet.hear(status);
    // Index once per sync, now, and store it: no popup and no later worker start waits for it.
    if (synced && searchIndex) void search.index().catch(() => undefined);
    // A finished sync or a removal: the websites by host follow the live set.
    if (settledAgain && status.lastSuccessAt !== null) void sites.writeHosts(status.lastSuccessAt);
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
      liveSet.changed();
      done.siteIndex = true;
    }
    if (done.siteIndex || !(await sites.hostsWrittenFor(syncedAt))) {
      await sites.writeHosts(syncedAt);
      done.siteHosts = siteHosts !== undefined;
    }
    if (thorough && !(await search.storedFits(syncedAt))) {
      liveSet.changed();
      await search.index();
      done.search = true;
    }
    return done;
  }

  /** Whether the local copy is a whole directory (a sync has finished), not the first sync's pages so far. */
  async function isComplete(): Promise<boolean> {
    return (await records.syncedAt()) !== null;
  }

  return {
    sync,
    refreshDerived,
    matcher: (): Promise<SiteMatcher | null> => sites.matcher(),
    matchUrl: (url: string): Promise<string | null> => sites.matchUrl(url),
    siteTool: (slug: string): Promise<SiteTool | undefined> => sites.siteTool(slug),
    /** The full local record, for cards that have no fresher data. */
    tool: (slug: string): Promise<DirectoryTool | undefined> => records.tool(slug),
    /** The local records of these tools, in their order; those the copy does not have are left out. */
    tools: (slugs: readonly string[]): Promise<DirectoryTool[]> => records.tools(slugs),
    isComplete,
    search: (query: string, limit?: number): Promise<DirectoryTool[]> => search.search(query, limit),
    /**
     * A page of the popup's results, with their count, under the person's filters and sort, and whether
     * the local copy is whole. No request.
     */
    async localSearch(query: string, request: MatchesRequest): Promise<LocalSearch> {
      const [found, complete] = await Promise.all([search.matches(query, request), isComplete()]);
      return { ...found, complete };
    },
    /** Every record of the local copy, for browsing categories on the device (Device only). No request. */
    all: (): Promise<readonly DirectoryTool[]> => search.all(),
    /** "Similar in <subcategory>": picked locally from tools sharing a subcategory, with no request. */
    similar: search.similar,
    /** The stored alternatives of a top tool (no request); undefined when none are stored for it. */
    async prefetchedAlternatives(slug: string): Promise<Tool[] | undefined> {
      return (await alternatives.store.get(slug))?.alternatives;
    },
    prefetchStatus(): Promise<PrefetchStatus> {
      return alternatives.prefetch.getStatus();
    },
    /** The worker started or the popup opened: load the search index, so its keystrokes do not wait for it. */
    warmSearch: search.warm,
  };
}
export type DirectoryService = ReturnType<typeof createDirectoryService>;
