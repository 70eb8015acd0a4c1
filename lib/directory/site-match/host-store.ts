// The tools' websites by host, as the last finished sync left them (database "toolscout-site-hosts",
// version 1): a restarted worker recognises a page by reading the records of the page's host and its
// parents, instead of the site index of every tool (3.3 MB at 50,000 tools) and a matcher over it.
// Hosts share BUCKETS records by a hash of the host, so a sync writes 1,024 records, not one a host
// (40,000 at 50,000 tools), and a lookup reads a few kilobytes.
//
// The matcher only ever consults the page's host and its parents, so a matcher built from the websites
// on those hosts (in listing order) answers exactly as one built from every website.
import type { DBSchema } from 'idb';
import { z } from 'zod/mini';
import { lazyDatabase } from '../../common/idb';
import { recordOf } from '../../common/record-schema';
import { websiteHost } from './page-url';

export interface HostSite {
  slug: string;
  website: string;
  /** Position in the listing: the matcher's tie-break between equally specific websites. */
  order: number;
}

const hostSitesSchema = z.array(z.object({ slug: z.string(), website: z.string(), order: z.number() }));
const bucketSchema = recordOf(hostSitesSchema);
type Bucket = Record<string, HostSite[]>;

const BUCKETS = 1024;

/** FNV-1a of the host, in 0..BUCKETS-1: the record its websites share with other hosts. */
export function bucketOf(host: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < host.length; i++) {
    hash ^= host.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % BUCKETS;
}

interface SiteHostSchema extends DBSchema {
  hosts: { key: number; value: Bucket };
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
      const buckets = [...new Set(hosts.map(bucketOf))];
      const [written, ...found] = await Promise.all([
        tx.objectStore('meta').get(SYNCED_AT),
        ...buckets.map((bucket) => tx.objectStore('hosts').get(bucket)),
      ]);
      const syncedAt = typeof written === 'number' ? written : null;
      const byBucket = new Map<number, Bucket>();
      for (const [i, value] of found.entries()) {
        const parsed = bucketSchema.safeParse(value ?? {});
        // A record that fails its schema cannot be trusted to be complete: the caller reads everything.
        if (!parsed.success) return { syncedAt, sites: null };
        byBucket.set(buckets[i] ?? -1, parsed.data);
      }
      const sites = hosts.flatMap((host) => {
        const bucket = byBucket.get(bucketOf(host));
        return bucket && Object.hasOwn(bucket, host) ? (bucket[host] ?? []) : [];
      });
      return { syncedAt, sites: sites.sort((a, b) => a.order - b.order) };
    },

    async write(syncedAt, sites) {
      const buckets = new Map<number, Bucket>();
      sites.forEach(({ slug, website }, order) => {
        const host = websiteHost(website);
        if (host === null) return;
        const key = bucketOf(host);
        let bucket = buckets.get(key);
        if (!bucket) {
          bucket = Object.create(null) as Bucket;
          buckets.set(key, bucket);
        }
        const list = bucket[host];
        if (list) list.push({ slug, website, order });
        else bucket[host] = [{ slug, website, order }];
      });
      const tx = (await database.open()).transaction(['hosts', 'meta'], 'readwrite');
      const store = tx.objectStore('hosts');
      await store.clear();
      await Promise.all([
        ...[...buckets].map(([key, bucket]) => store.put(bucket, key)),
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
