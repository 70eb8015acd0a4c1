// The change sets of the last 30 days (lib/directory/sync/change-set.ts), on the device only: database
// "toolscout-changes", version 1, store "changeSets", keyed by the sync that found them. Its own
// database, so the directory's keeps its structure and every earlier release still opens it.
import type { DBSchema } from 'idb';
import { z } from 'zod/mini';
import { lazyDatabase, validOrUndefined } from '../../common/idb';
import { directoryToolSchema } from '../record';
import { CHANGE_SET_FORMAT, type ChangeSet } from './change-set';

export const DEFAULT_CHANGES_DB = 'toolscout-changes';
export const CHANGES_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** More than a daily sync makes in 30 days: syncs run again after errors and connection changes. */
export const MAX_CHANGE_SETS = 60;

const { shape: tool } = directoryToolSchema;
const changedTool = { slug: tool.slug, name: tool.name, rank: tool.rank };
const changeSetSchema = z.object({
  format: z.literal(CHANGE_SET_FORMAT),
  syncedAt: z.number(),
  previousSyncAt: z.number(),
  added: z.array(z.object({ ...changedTool, subcategories: tool.subcategories })),
  removed: z.array(z.object(changedTool)),
  ratings: z.array(z.object({ ...changedTool, from: tool.rating, to: tool.rating })),
  prices: z.array(z.object({ ...changedTool, from: tool.price, to: tool.price })),
  truncated: z.boolean(),
});

interface ChangesSchema extends DBSchema {
  changeSets: { key: number; value: ChangeSet };
}

export interface ChangeStore {
  /** Keeps a sync's change set, and forgets those older than 30 days before it (at most 60 in all). */
  add(changes: ChangeSet): Promise<void>;
  /** The change sets of syncs after `after` (0: all), oldest first; one that cannot be read is left out. */
  since(after: number): Promise<ChangeSet[]>;
  /** The connection changed, or the token was forgotten: these changes were another directory's. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

export function createChangeStore(name = DEFAULT_CHANGES_DB): ChangeStore {
  const database = lazyDatabase<ChangesSchema>(name, (db) => {
    db.createObjectStore('changeSets', { keyPath: 'syncedAt' });
  });
  return {
    async add(changes) {
      const tx = (await database.open()).transaction('changeSets', 'readwrite');
      await tx.store.put(changes);
      await tx.store.delete(IDBKeyRange.upperBound(changes.syncedAt - CHANGES_KEPT_MS));
      const keys = await tx.store.getAllKeys();
      const surplus = keys.slice(0, Math.max(0, keys.length - MAX_CHANGE_SETS));
      await Promise.all(surplus.map((key) => tx.store.delete(key)));
      await tx.done;
    },
    async since(after) {
      const values = await (await database.open()).getAll('changeSets', IDBKeyRange.lowerBound(after, true));
      return values.flatMap((value) => {
        const changes = validOrUndefined(changeSetSchema, value);
        return changes ? [changes] : [];
      });
    },
    async clear() {
      await (await database.open()).clear('changeSets');
    },
    close: () => database.close(),
  };
}
