// The local directory in IndexedDB.
//
// Layout (database "toolscout-directory", version 1):
//   tools    live set, key = slug, index "rank": what every reader sees, ranks 0..n-1 in listing order.
//            Each record also counts `missedSyncs`: complete syncs in a row that did not list it.
//   staging  pages of the sync in progress, key = slug (re-staging a page is idempotent).
//   meta     one record "meta": sync generations, last success, last error.
// A finished sync swaps staging into tools in ONE readwrite transaction over all three stores, so a
// reader's transaction sees either the whole previous set or the whole new one.
import type { DBSchema } from 'idb';
import type { ApiError } from '../api/model';
import { lazyDatabase, validOrUndefined } from '../common/idb';
import { type DirectoryTool, directoryToolSchema } from './record';
import {
  buildSiteIndex,
  SITE_INDEX_FORMAT,
  type SiteIndex,
  siteIndexSchema,
  withoutSlug,
} from './site-match/site-index';
import {
  type DirectoryMeta,
  EMPTY_META,
  mergeLiveOrder,
  PENDING_CHANGES_KEY,
  pendingChangesSchema,
  readMeta,
  type StoredTool,
  storedToolSchema,
  validRecords,
} from './stored-records';
import { type ChangeSet, changesBetween } from './sync/change-set';

export type { DirectoryMeta } from './stored-records';

export interface CommitSummary {
  /** Tools in the live set after the swap. */
  stored: number;
  /** Tools that left it: missed by a second complete sync in a row. */
  removed: number;
  /** What this sync changed against the one before; null for the first (lib/directory/sync/change-set.ts). */
  changes: ChangeSet | null;
}

export interface DirectoryStore {
  /** The live set in listing (popularity) order; corrupt records are skipped. */
  getAll(): Promise<DirectoryTool[]>;
  /** The first `limit` live tools in listing order (corrupt records skipped, so possibly fewer). */
  getTop(limit: number): Promise<DirectoryTool[]>;
  /** The live tools that have a website, in listing order; null when none was written (or it is corrupt). */
  getSiteIndex(): Promise<SiteIndex | null>;
  get(slug: string): Promise<DirectoryTool | undefined>;
  /**
   * The tools staged by the sync under way, in listing order. Only the first sync shows them (there is
   * no live set to keep whole yet); later syncs swap atomically.
   */
  getStaged(): Promise<DirectoryTool[]>;
  getStagedTool(slug: string): Promise<DirectoryTool | undefined>;
  count(): Promise<number>;
  getMeta(): Promise<DirectoryMeta>;
  recordError(error: ApiError | null, at: number): Promise<void>;
  /** Empties staging for a fresh sync and returns that sync's generation. */
  beginStaging(): Promise<number>;
  /** Adds tools not staged yet (the first rank wins); returns how many are staged. */
  stagePage(generation: number, tools: readonly DirectoryTool[]): Promise<number>;
  /** Swaps staging into the live set, applying the retention rule, in one transaction. */
  commitStaging(generation: number, at: number): Promise<CommitSummary>;
  /** The last swap's change set while the change store does not have it yet; null otherwise. */
  pendingChanges(): Promise<ChangeSet | null>;
  /** The change store has the change set of the sync at `syncedAt`. */
  dropPendingChanges(syncedAt: number): Promise<void>;
  /** Removes a tool from the live set and from staging at once (its detail answered 404). */
  remove(slug: string): Promise<void>;
  /** Forgets every tool, staged page, success and error; only the generation counter survives. */
  clear(): Promise<void>;
  /**
   * Writes the site index (and the live count) anew from the live records, in one transaction, with no
   * request: what an update does when the index is missing or of an older format.
   */
  rebuildSiteIndex(): Promise<SiteIndex>;
  close(): Promise<void>;
}

/** The sync that called stagePage/commitStaging is no longer the current one (reset or a newer sync). */
export class StaleSyncError extends Error {
  constructor(generation: number) {
    super(`Sync generation ${generation} is no longer current`);
    this.name = 'StaleSyncError';
  }
}

export const DEFAULT_DIRECTORY_DB = 'toolscout-directory';

const META_KEY = 'meta';
const SITE_INDEX_KEY = 'siteIndex';
interface DirectoryDb extends DBSchema {
  tools: { key: string; value: StoredTool; indexes: { rank: number } };
  staging: { key: string; value: DirectoryTool };
  meta: { key: string; value: DirectoryMeta | SiteIndex | ChangeSet };
}

export function createDirectoryStore(dbName: string = DEFAULT_DIRECTORY_DB): DirectoryStore {
  const databaseOnUse = lazyDatabase<DirectoryDb>(dbName, (database) => {
    const tools = database.createObjectStore('tools', { keyPath: 'slug' });
    tools.createIndex('rank', 'rank');
    database.createObjectStore('staging', { keyPath: 'slug' });
    database.createObjectStore('meta');
  });
  const db = databaseOnUse.open;

  /** The meta of a transaction that writes staged pages: a newer sync has taken over unless generations agree. */
  async function stagingMeta(
    tx: {
      objectStore(name: 'meta'): { get(key: string): Promise<unknown> };
      abort(): void;
      done: Promise<void>;
    },
    generation: number,
  ): Promise<DirectoryMeta> {
    const meta = readMeta(await tx.objectStore('meta').get(META_KEY));
    if (meta.stagingGeneration === generation) return meta;
    tx.abort();
    await tx.done.catch(() => undefined);
    throw new StaleSyncError(generation);
  }

  return {
    async getAll() {
      return validRecords(directoryToolSchema, await (await db()).getAllFromIndex('tools', 'rank'));
    },

    async getTop(limit) {
      // IndexedDB reads a count of 0 as "no limit".
      if (!(limit >= 1)) return [];
      const records = await (await db()).getAllFromIndex('tools', 'rank', undefined, Math.floor(limit));
      return validRecords(directoryToolSchema, records);
    },

    async getSiteIndex() {
      return validOrUndefined(siteIndexSchema, await (await db()).get('meta', SITE_INDEX_KEY)) ?? null;
    },

    async get(slug) {
      return validOrUndefined(directoryToolSchema, await (await db()).get('tools', slug));
    },

    async getStaged() {
      const staged = validRecords(directoryToolSchema, await (await db()).getAll('staging'));
      return staged.sort((a, b) => a.rank - b.rank);
    },

    async getStagedTool(slug) {
      return validOrUndefined(directoryToolSchema, await (await db()).get('staging', slug));
    },

    async count() {
      const database = await db();
      const kept = readMeta(await database.get('meta', META_KEY)).liveCount;
      if (kept !== null) return kept;
      // A meta from before the count was kept: count once, and keep it (in one transaction with the read).
      const tx = database.transaction(['tools', 'meta'], 'readwrite');
      const meta = readMeta(await tx.objectStore('meta').get(META_KEY));
      const liveCount = await tx.objectStore('tools').count();
      await tx.objectStore('meta').put({ ...meta, liveCount }, META_KEY);
      await tx.done;
      return liveCount;
    },

    async getMeta() {
      return readMeta(await (await db()).get('meta', META_KEY));
    },

    async recordError(error, at) {
      const tx = (await db()).transaction('meta', 'readwrite');
      const meta = readMeta(await tx.store.get(META_KEY));
      await tx.store.put({ ...meta, lastError: error, lastErrorAt: error ? at : null }, META_KEY);
      await tx.done;
    },

    async beginStaging() {
      const tx = (await db()).transaction(['staging', 'meta'], 'readwrite');
      const meta = readMeta(await tx.objectStore('meta').get(META_KEY));
      const generation = meta.generation + 1;
      await tx.objectStore('staging').clear();
      await tx.objectStore('meta').put({ ...meta, generation, stagingGeneration: generation }, META_KEY);
      await tx.done;
      return generation;
    },

    async stagePage(generation, tools) {
      const tx = (await db()).transaction(['staging', 'meta'], 'readwrite');
      const staging = tx.objectStore('staging');
      await stagingMeta(tx, generation);
      const firstOnPage = new Map<string, DirectoryTool>();
      for (const tool of tools) if (!firstOnPage.has(tool.slug)) firstOnPage.set(tool.slug, tool);
      await Promise.all(
        [...firstOnPage.values()].map(async (tool) => {
          if ((await staging.getKey(tool.slug)) === undefined) await staging.put(tool);
        }),
      );
      const staged = await staging.count();
      await tx.done;
      return staged;
    },

    async commitStaging(generation, at) {
      const tx = (await db()).transaction(['tools', 'staging', 'meta'], 'readwrite');
      const tools = tx.objectStore('tools');
      const staging = tx.objectStore('staging');
      const meta = await stagingMeta(tx, generation);
      const staged = validRecords(directoryToolSchema, await staging.getAll());
      const previous = validRecords(storedToolSchema, await tools.getAll());
      const { live, removed } = mergeLiveOrder(staged, previous);
      const changes = changesBetween(previous, staged, removed, {
        previousSyncAt: meta.lastSuccessAt,
        syncedAt: at,
      });
      await tools.clear();
      await Promise.all(live.map((tool) => tools.put(tool)));
      await staging.clear();
      await tx.objectStore('meta').put(buildSiteIndex(live), SITE_INDEX_KEY);
      if (changes) await tx.objectStore('meta').put(changes, PENDING_CHANGES_KEY);
      await tx.objectStore('meta').put(
        {
          ...meta,
          stagingGeneration: null,
          lastSuccessAt: at,
          lastError: null,
          lastErrorAt: null,
          liveCount: live.length,
          siteIndexFormat: SITE_INDEX_FORMAT,
        },
        META_KEY,
      );
      await tx.done;
      return { stored: live.length, removed: removed.length, changes };
    },

    async pendingChanges() {
      const value = await (await db()).get('meta', PENDING_CHANGES_KEY);
      return pendingChangesSchema.safeParse(value).success ? (value as ChangeSet) : null;
    },

    async dropPendingChanges(syncedAt) {
      const tx = (await db()).transaction('meta', 'readwrite');
      const value = pendingChangesSchema.safeParse(await tx.store.get(PENDING_CHANGES_KEY));
      // Only the one delivered: a later swap's is not dropped unseen.
      if (value.success && value.data.syncedAt === syncedAt) await tx.store.delete(PENDING_CHANGES_KEY);
      await tx.done;
    },

    async remove(slug) {
      const tx = (await db()).transaction(['tools', 'staging', 'meta'], 'readwrite');
      const index = siteIndexSchema.safeParse(await tx.objectStore('meta').get(SITE_INDEX_KEY));
      const wasLive = (await tx.objectStore('tools').getKey(slug)) !== undefined;
      const meta = readMeta(await tx.objectStore('meta').get(META_KEY));
      await Promise.all([
        tx.objectStore('tools').delete(slug),
        wasLive && meta.liveCount !== null
          ? tx.objectStore('meta').put({ ...meta, liveCount: Math.max(0, meta.liveCount - 1) }, META_KEY)
          : undefined,
        tx.objectStore('staging').delete(slug),
        index.success ? tx.objectStore('meta').put(withoutSlug(index.data, slug), SITE_INDEX_KEY) : undefined,
      ]);
      await tx.done;
    },

    async clear() {
      const tx = (await db()).transaction(['tools', 'staging', 'meta'], 'readwrite');
      const meta = readMeta(await tx.objectStore('meta').get(META_KEY));
      await tx.objectStore('tools').clear();
      await tx.objectStore('staging').clear();
      await tx.objectStore('meta').delete(SITE_INDEX_KEY);
      await tx.objectStore('meta').delete(PENDING_CHANGES_KEY);
      await tx
        .objectStore('meta')
        .put({ ...EMPTY_META, generation: meta.generation, liveCount: 0 }, META_KEY);
      await tx.done;
    },

    async rebuildSiteIndex() {
      const tx = (await db()).transaction(['tools', 'meta'], 'readwrite');
      const live = validRecords(directoryToolSchema, await tx.objectStore('tools').index('rank').getAll());
      const meta = readMeta(await tx.objectStore('meta').get(META_KEY));
      const index = buildSiteIndex(live);
      await tx.objectStore('meta').put(index, SITE_INDEX_KEY);
      await tx
        .objectStore('meta')
        .put({ ...meta, liveCount: live.length, siteIndexFormat: SITE_INDEX_FORMAT }, META_KEY);
      await tx.done;
      return index;
    },

    close: databaseOnUse.close,
  };
}
