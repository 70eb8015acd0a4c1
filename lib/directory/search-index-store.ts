// The local search index as the last finished sync left it, so a restarted worker loads it instead of
// indexing every tool again (database "toolscout-search-index", version 1, one record "current").
import type { DBSchema } from 'idb';
import { z } from 'zod/mini';
import { lazyDatabase, validOrUndefined } from './idb';
import type { SerializedSearch } from './local-search';

export interface StoredSearchIndex {
  /** The directory's lastSuccessAt when it was written: an index of another sync is not used. */
  syncedAt: number;
  /** What LocalSearch.serialize() wrote: typed arrays and strings, stored as they are (no JSON). */
  serialized: SerializedSearch;
}

// The index itself is checked by loadKeyedSearch/loadLocalSearch, which refuse what they cannot read.
const storedSearchIndexSchema = z.object({ syncedAt: z.number(), serialized: z.unknown() });

export interface StoredSearchIndexRecord {
  syncedAt: number;
  serialized: unknown;
}

interface SearchIndexSchema extends DBSchema {
  indexes: { key: string; value: StoredSearchIndex | StoredSearchIndexRecord };
}

const KEY = 'current';
export const DEFAULT_SEARCH_INDEX_DB = 'toolscout-search-index';

export interface SearchIndexStore {
  /** The stored record; its index is still to be read through loadKeyedSearch or loadLocalSearch. */
  get(): Promise<StoredSearchIndexRecord | undefined>;
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
