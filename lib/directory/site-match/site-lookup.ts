// Which tool a page is, and what its toolbar badge says: from the site index of the live set (read once
// something needs all of it), or, after a worker restart, from only the websites on the page's host
// (the host store written for the live set's sync), so a visit reads a few KB, not every website.

import { standing } from '../alternatives/standing';
import type { LiveRecords } from '../live-set/live-records';
import { type LiveSet, loading } from '../live-set/live-set';
import { hostsToLookUp, type SiteHostStore } from './host-store';
import { createSiteMatcher, type MatchSkip, type SiteMatcher } from './matcher';
import { parseWithUrl } from './page-url';
import { buildSiteIndex, type SiteIndex } from './site-index';
import { fastHost } from './url';

/** How many hosts' websites a running worker keeps after looking them up (a few KB). */
const REMEMBERED_HOSTS = 256;

/** What the toolbar badge and title need to know of a tool. */
export interface SiteTool {
  slug: string;
  name: string;
  rating: { average: number | null; count: number };
}

interface WholeLookup {
  matcher: SiteMatcher;
  tools: Map<string, SiteTool>;
  /** Listing order, as `names` and their standing: what the name search answers from while the full search loads. */
  slugs: readonly string[];
  names: readonly string[];
  standings: Float32Array;
}

type Site = { slug: string; website: string };

function lookupFrom(index: SiteIndex): WholeLookup {
  const tools = new Map<string, SiteTool>();
  const sites: Site[] = [];
  const standings = new Float32Array(index.slugs.length);
  index.slugs.forEach((slug, i) => {
    sites.push({ slug, website: index.websites[i] ?? '' });
    const rating = { average: index.averages[i] ?? null, count: index.counts[i] ?? 0 };
    tools.set(slug, { slug, name: index.names[i] ?? slug, rating });
    standings[i] = standing(rating, i);
  });
  return { matcher: createSiteMatcher(sites), tools, slugs: index.slugs, names: index.names, standings };
}

/** What "Not this tool" passes over (lib/not-this-tool/store.ts); undefined when nothing is. */
export interface NotThisToolSkip {
  skip(): Promise<MatchSkip | undefined>;
}

export function createSiteLookup(
  records: LiveRecords,
  liveSet: LiveSet,
  siteHosts?: SiteHostStore,
  notThisTool?: NotThisToolSkip,
) {
  const { store } = records;
  const whole = liveSet.derive(() => loading(readWhole()));
  /** What a visit's lookup found, per host: a host visited again (every page of a site) reads nothing. */
  const byHost = liveSet.derive(() => new Map<string, Site[]>());
  let writingHosts: Promise<void> | null = null;

  async function readWhole(): Promise<WholeLookup | null> {
    const index = (await store.getSiteIndex()) ?? buildSiteIndex(await records.firstSyncTools());
    return index.slugs.length > 0 ? lookupFrom(index) : null;
  }

  /** The whole lookup if it is already read, without waiting. */
  function wholeIfRead(): WholeLookup | null {
    const read = whole.peek();
    return read?.settled ? (read.value ?? null) : null;
  }

  /** The websites of the page's host and its parents, from the host store written for the live set. */
  async function hostSites(url: string): Promise<Site[] | null> {
    if (!siteHosts) return null;
    const fast = fastHost(url);
    const host = fast === undefined ? (parseWithUrl(url)?.host ?? null) : fast;
    if (host === null) return [];
    const found = byHost.get();
    const remembered = found.get(host);
    // Both at once: after a restart each opens its database.
    const [syncedAt, read] = await Promise.all([
      records.syncedAt(),
      remembered ? null : siteHosts.lookup(hostsToLookUp(host)).catch(() => null),
    ]);
    if (syncedAt === null) return null;
    if (remembered) return remembered;
    if (read?.sites && read.syncedAt === syncedAt) {
      if (found.size >= REMEMBERED_HOSTS) found.clear();
      found.set(host, read.sites);
      return read.sites;
    }
    // Written for another sync (or never, by an older version): write it now, for the next start.
    void writeHosts(syncedAt);
    return null;
  }

  /** Writes the websites by host for this sync, from the site index; one write at a time. */
  function writeHosts(syncedAt: number): Promise<void> {
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

  return {
    writeHosts,
    /** Whether the host store holds this sync's websites. */
    async hostsWrittenFor(syncedAt: number): Promise<boolean> {
      if (!siteHosts) return true;
      return (await siteHosts.lookup([]).catch(() => null))?.syncedAt === syncedAt;
    },
    /** The matcher over every tool, passing over what the person excluded as of this call. */
    async matcher(): Promise<SiteMatcher | null> {
      const [read, skip] = await Promise.all([whole.get().promise, notThisTool?.skip()]);
      if (!read) return null;
      if (!skip) return read.matcher;
      return { match: (url) => read.matcher.match(url, skip), claim: (url) => read.matcher.claim(url, skip) };
    },
    /**
     * The tool a page URL is, by slug, or null. A restarted worker reads only the websites on the page's
     * host and its parents; the whole site index only while the host store is not written for this sync.
     */
    async matchUrl(url: string): Promise<string | null> {
      // "Not this tool": the tools the person excluded on this host give way to the next most specific.
      // Read once per worker, beside the host's websites, so a restarted worker's first visit waits for
      // the slower of the two reads, not both.
      const skipping = notThisTool?.skip();
      const read = wholeIfRead();
      if (read) return read.matcher.match(url, await skipping);
      const [nearby, skip] = await Promise.all([hostSites(url), skipping]);
      if (nearby !== null) return nearby.length > 0 ? createSiteMatcher(nearby).match(url, skip) : null;
      return (await whole.get().promise)?.matcher.match(url, skip) ?? null;
    },
    async siteTool(slug: string): Promise<SiteTool | undefined> {
      const read = wholeIfRead();
      if (read) return read.tools.get(slug);
      // One record, not the site index of every tool: after a restart the badge waits for this.
      const tool = await records.tool(slug);
      return tool && { slug: tool.slug, name: tool.name, rating: tool.rating };
    },
    /** Every live tool's name, in listing order, with its slug and standing: what the name search reads. */
    async names(): Promise<Pick<WholeLookup, 'slugs' | 'names' | 'standings'> | null> {
      return whole.get().promise;
    },
  };
}
export type SiteLookup = ReturnType<typeof createSiteLookup>;
