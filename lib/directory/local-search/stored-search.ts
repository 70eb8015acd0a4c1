// The search a restarted worker answers from the stored index without reading all of it: the head, then
// the shards of the query's first letters (a word's other forms start as it does). Only a query with a
// word that matches no term as typed (and so needs typo forgiveness, which compares it with every term)
// reads the rest. Either way the answer is the one the whole index gives.

import { searchWords } from '../public/terms';
import type { SearchIndexStore } from './index-store';
import { type KeyedRanking, type KeyedSearch, keyedSearchOver } from './local-search';
import { joinSearch, readHead, readShard, type SearchShard, shardKeyOf } from './shards';

export interface StoredSearch {
  /**
   * The slugs of the best `limit` matches, best first, and how many match in all; null when the stored
   * index cannot answer (a part is missing, unreadable or of another sync), so the caller indexes the
   * records instead.
   */
  rank(query: string, limit: number): Promise<KeyedRanking | null>;
}

/** The stored index of the sync that finished at `syncedAt`, or null when the stored one is another's. */
export async function openStoredSearch(
  store: SearchIndexStore,
  syncedAt: number,
): Promise<StoredSearch | null> {
  const stored = await store.getHead();
  const head = stored && stored.syncedAt === syncedAt ? readHead(stored.part) : null;
  if (!head) return null;
  const written = new Set(head.shardKeys);
  const shards = new Map<string, Promise<SearchShard | null>>();
  let whole: Promise<KeyedSearch | null> | null = null;

  /** The shards of `keys`, each read once (those not read yet, in one transaction); null if one fails. */
  async function read(keys: readonly string[]): Promise<Map<string, SearchShard> | null> {
    const missing = keys.filter((key) => !shards.has(key));
    if (missing.length > 0) {
      const reading = store.getShards(missing).catch(() => new Map());
      for (const key of missing)
        shards.set(
          key,
          reading.then((found) => {
            const part = found.get(key);
            return part && part.syncedAt === syncedAt ? readShard(part.part) : null;
          }),
        );
    }
    const result = new Map<string, SearchShard>();
    for (const key of keys) {
      const shard = await shards.get(key);
      if (!shard) return null;
      result.set(key, shard);
    }
    return result;
  }

  return {
    async rank(query, limit) {
      const words = searchWords(query);
      if (words.length === 0) return { slugs: [], total: 0 };
      const keys = [...new Set(words.map(shardKeyOf))];
      // A letter with no shard has no term: that word matches nothing as typed.
      if (keys.every((key) => written.has(key))) {
        const some = await read(keys);
        const partial = some && keyedSearchOver(joinSearch(head, some), head.slugOf);
        if (!partial) return null;
        const found = partial.rankAsTyped(query, limit);
        if (found.total > 0) return found;
      }
      whole ??= read(head.shardKeys).then(
        (all) => all && keyedSearchOver(joinSearch(head, all), head.slugOf),
      );
      return (await whole)?.rank(query, limit) ?? null;
    },
  };
}
