// The search a restarted worker answers from the stored index without reading all of it: the head, then
// the shards of the query's first letters (a word's other forms start as it does). Only a query with a
// word that matches no term as typed (and so needs typo forgiveness, which compares it with every term)
// reads the rest. Either way the answer is the one the whole index gives.
//
// Nothing waits for one read to ask the next: the head is read beside the directory's sync date it must
// match, and a query's shards beside the head. With the session's filters read beside the search too
// (lib/find/handlers.ts), a stopped worker woken by the popup's first search answered it 21–25 ms after
// its script had run instead of 29–31 ("jasper"), and 28 instead of 36–38 (a subcategory's name):
// medians of 10, two runs each, 8,123 tools.

import { searchWords } from '../public/terms';
import type { SearchIndexStore } from './index-store';
import { type KeyedRanking, type KeyedSearch, keyedSearchOver } from './local-search';
import { joinSearch, type ReadHead, readHead, readShard, type SearchShard, shardKeyOf } from './shards';

export interface StoredSearch {
  /**
   * The slugs of the best `limit` matches, best first, and how many match in all; null when the stored
   * index cannot answer (a part is missing, unreadable or of another sync), so the caller indexes the
   * records instead.
   */
  rank(query: string, limit: number): Promise<KeyedRanking | null>;
  /** Whether the stored head is this sync's and readable (a shard may still be found damaged later). */
  fits(): Promise<boolean>;
}

/**
 * The stored index of the sync that finished at `syncedAt` (null: none has), its head read from now on.
 * Its answers are null when the stored one is another sync's.
 */
export function storedSearchOf(
  store: SearchIndexStore,
  syncedAt: number | null | Promise<number | null>,
): StoredSearch {
  const opened: Promise<{ head: ReadHead; written: Set<string> } | null> = Promise.all([
    store.getHead(),
    syncedAt,
  ]).then(
    ([stored, synced]) => {
      const head = stored && synced !== null && stored.syncedAt === synced ? readHead(stored.part) : null;
      return head && { head, written: new Set(head.shardKeys) };
    },
    () => null,
  );
  const shards = new Map<string, Promise<SearchShard | null>>();
  let whole: Promise<KeyedSearch | null> | null = null;

  /** Starts reading the shards of `keys` not asked for yet, in one transaction. */
  function ask(keys: readonly string[]): void {
    const missing = keys.filter((key) => !shards.has(key));
    if (missing.length === 0) return;
    const reading = store.getShards(missing).catch(() => new Map());
    for (const key of missing)
      shards.set(
        key,
        Promise.all([reading, syncedAt]).then(
          ([found, synced]) => {
            const part = found.get(key);
            return part && part.syncedAt === synced ? readShard(part.part) : null;
          },
          () => null,
        ),
      );
  }

  /** The shards of `keys`, each read once; null if one is missing or fails. */
  async function read(keys: readonly string[]): Promise<Map<string, SearchShard> | null> {
    ask(keys);
    const result = new Map<string, SearchShard>();
    for (const key of keys) {
      const shard = await shards.get(key);
      if (!shard) return null;
      result.set(key, shard);
    }
    return result;
  }

  return {
    fits: async () => (await opened) !== null,
    async rank(query, limit) {
      const words = searchWords(query);
      if (words.length === 0) return { slugs: [], total: 0 };
      const keys = [...new Set(words.map(shardKeyOf))];
      // Asked before the head is in: a letter the head lists no shard for is read for nothing, once.
      ask(keys);
      const index = await opened;
      if (!index) return null;
      const { head, written } = index;
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
