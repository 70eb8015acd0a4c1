// The tools' websites by host, as the last finished sync left them (database "toolscout-site-hosts",
// version 1): a restarted worker recognises a page by reading the records of the page's host and its
// parents, instead of the site index of every tool (3.3 MB at 50,000 tools) and a matcher over it.
//
// The matcher only ever consults the page's host and its parents, so a matcher built from the websites
// on those hosts (in listing order) answers exactly as one built from every website.
import type { DBSchema } from 'idb';
import { z } from 'zod/mini';
import { lazyDatabase } from './idb';
import { websiteHost } from './site-match/page-url';

export interface HostSite {
  slug: string;
  website: string;
  /** Position in the listing: the matcher's tie-break between equally specific websites. */
  order: number;
}

const hostSitesSchema = z.array(z.object({ slug: z.string(), website: z.string(), order: z.number() }));

interface SiteHostSchema extends DBSchema {
  hosts: { key: string; value: HostSite[] };
  meta: { key: string; value: number };
}

const SYNCED_AT = 'syncedAt';
export const DEFAULT_SITE_HOST_DB = 'toolscout-site-hosts';

export interface HostLookup {
  syncedAt: number | null;
  sites: HostSite[] | null;
}

export interface SiteHostStore {
  /**
   * The websites on these hosts, in listing order, and the sync (its lastSuccessAt) they were written
   * for; sites null when a record is unreadable, syncedAt null when nothing was written.
   */
  lookup(hosts: readonly string[]): Promise<HostLookup>;
  /** Replaces every host's websites with these (listing order), in one transaction. */
  write(syncedAt: number, sites: readonly { slug: string; website: string }[]): Promise<void>;
  close(): Promise<void>;
}

export function createSiteHostStore(name = DEFAULT_SITE_HOST_DB): SiteHostStore {
  const database = lazyDatabase<SiteHostSchema>(name, (db) => {
    db.createObjectStore('hosts');
    db.createObjectStore('meta');
  });
  return {
    async lookup(hosts) {
      const tx = (await database.open()).transaction(['hosts', 'meta'], 'readonly');
      const [written, ...found] = await Promise.all([
        tx.objectStore('meta').get(SYNCED_AT),
        ...hosts.map((host) => tx.objectStore('hosts').get(host)),
      ]);
      const syncedAt = typeof written === 'number' ? written : null;
      const sites: HostSite[] = [];
      for (const value of found) {
        const parsed = hostSitesSchema.safeParse(value ?? []);
        // A record that fails its schema cannot be trusted to be complete: the caller reads everything.
        if (!parsed.success) return { syncedAt, sites: null };
        sites.push(...parsed.data);
      }
      return { syncedAt, sites: sites.sort((a, b) => a.order - b.order) };
    },

    async write(syncedAt, sites) {
      const byHost = new Map<string, HostSite[]>();
      sites.forEach(({ slug, website }, order) => {
        const host = websiteHost(website);
        if (host === null) return;
        const list = byHost.get(host);
        if (list) list.push({ slug, website, order });
        else byHost.set(host, [{ slug, website, order }]);
      });
      const tx = (await database.open()).transaction(['hosts', 'meta'], 'readwrite');
      const hosts = tx.objectStore('hosts');
      await hosts.clear();
      await Promise.all([
        ...[...byHost].map(([host, list]) => hosts.put(list, host)),
        tx.objectStore('meta').put(syncedAt, SYNCED_AT),
      ]);
      await tx.done;
    },

    close: () => database.close(),
  };
}

/** The hosts whose websites can match a page: its own and each parent of two labels or more. */
export function hostsToLookUp(pageHost: string): string[] {
  const hosts = [pageHost];
  for (let dot = pageHost.indexOf('.'); dot !== -1; dot = pageHost.indexOf('.', dot + 1)) {
    const parent = pageHost.slice(dot + 1);
    if (parent.includes('.')) hosts.push(parent);
  }
  return hosts;
}
