// The local search index as the last finished sync left it, so a restarted worker loads it instead of
// indexing every tool again (database "toolscout-search-index", version 1, store "indexes"): the head
// under "current" and each shard under "shard:<letter>" (lib/directory/local-search/shards.ts), all written
// in one transaction, each marked with the sync it belongs to.
import type { DBSchema } from 'idb';
import { z } from 'zod/mini';
import { lazyDatabase, validOrUndefined } from '../../common/idb';
import type { SerializedSearch } from './index-format';
import { splitSearch } from './shards';

export interface StoredSearchIndex {
  /** The directory's lastSuccessAt when it was written: an index of another sync is not used. */
  syncedAt: number;
  /** What LocalSearch.serialize() wrote: typed arrays and strings, stored as they are (no JSON). */
  serialized: SerializedSearch;
}

/** A stored part, still to be read through readHead or readShard, which refuse what they cannot read. */
export interface StoredPart {
  syncedAt: number;
  part: unknown;
}

const storedPartSchema = z.object({ syncedAt: z.number(), part: z.unknown() });

interface SearchIndexSchema extends DBSchema {
  indexes: { key: string; value: StoredPart };
}

const HEAD_KEY = 'current';
const shardKey = (key: string) => `shard:${key}`;
export const DEFAULT_SEARCH_INDEX_DB = 'toolscout-search-index';

export interface SearchIndexStore {
  /** The stored head. */
  getHead(): Promise<StoredPart | undefined>;
  /** The named shards, read together; one that is missing or unreadable is left out. */
  getShards(keys: readonly string[]): Promise<Map<string, StoredPart>>;
  /** Replaces whatever was stored with this index, split into its head and shards. */
  put(index: StoredSearchIndex): Promise<void>;
  close(): Promise<void>;
}

export function createSearchIndexStore(name = DEFAULT_SEARCH_INDEX_DB): SearchIndexStore {
  const database = lazyDatabase<SearchIndexSchema>(name, (db) => {
    db.createObjectStore('indexes');
  });
  return {
    async getHead() {
      return validOrUndefined(storedPartSchema, await (await database.open()).get('indexes', HEAD_KEY));
    },
    async getShards(keys) {
      const tx = (await database.open()).transaction('indexes');
      const values = await Promise.all(keys.map((key) => tx.store.get(shardKey(key))));
      await tx.done;
      const found = new Map<string, StoredPart>();
      keys.forEach((key, i) => {
        const part = validOrUndefined(storedPartSchema, values[i]);
        if (part) found.set(key, part);
      });
      return found;
    },
    async put({ syncedAt, serialized }) {
      const { head, shards } = splitSearch(serialized);
      const tx = (await database.open()).transaction('indexes', 'readwrite');
      await tx.store.clear();
      await Promise.all([
        tx.store.put({ syncedAt, part: head }, HEAD_KEY),
        ...[...shards].map(([key, shard]) => tx.store.put({ syncedAt, part: shard }, shardKey(key))),
      ]);
      await tx.done;
    },
    close: () => database.close(),
  };
}
