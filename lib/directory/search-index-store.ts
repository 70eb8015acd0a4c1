// The local search index as the last finished sync left it, so a restarted worker loads it instead of
// indexing every tool again (database "toolscout-search-index", version 1, one record "current").
import type { DBSchema } from 'idb';
import { z } from 'zod/mini';
import { lazyDatabase, validOrUndefined } from './idb';

export interface StoredSearchIndex {
  /** The directory's lastSuccessAt when it was written: an index of another sync is not used. */
  syncedAt: number;
  /** What LocalSearch.serialize() wrote. */
  serialized: string;
}

const storedSearchIndexSchema = z.object({ syncedAt: z.number(), serialized: z.string() });

interface SearchIndexSchema extends DBSchema {
  indexes: { key: string; value: StoredSearchIndex };
}

const KEY = 'current';
export const DEFAULT_SEARCH_INDEX_DB = 'toolscout-search-index';

export interface SearchIndexStore {
  get(): Promise<StoredSearchIndex | undefined>;
  put(index: StoredSearchIndex): Promise<void>;
  close(): Promise<void>;
}

export function createSearchIndexStore(name = DEFAULT_SEARCH_INDEX_DB): SearchIndexStore {
  const database = lazyDatabase<SearchIndexSchema>(name, (db) => {
    db.createObjectStore('indexes');
  });
  return {
    async get() {
      const value = await (await database.open()).get('indexes', KEY);
      return validOrUndefined(storedSearchIndexSchema, value);
    },
    async put(index) {
      await (await database.open()).put('indexes', index, KEY);
    },
    close: () => database.close(),
  };
}
