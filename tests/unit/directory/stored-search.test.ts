// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SerializedSearch } from '../../../lib/directory/local-search/index-format';
import {
  createSearchIndexStore,
  type SearchIndexStore,
} from '../../../lib/directory/local-search/index-store';
import { createLocalSearch } from '../../../lib/directory/local-search/local-search';
import { joinSearch, readHead, readShard, splitSearch } from '../../../lib/directory/local-search/shards';
import { storedSearchOf } from '../../../lib/directory/local-search/stored-search';
import type { DirectoryTool } from '../../../lib/directory/record';
import { uniqueDbName } from '../../support/directory-fake-server';

const SYNCED_AT = Date.UTC(2026, 0, 1);

/** A deterministic directory whose words start with many letters, digits and accents included. */
function directory(size: number): DirectoryTool[] {
  const words =
    'video editor writing copy image music voice code chat résumé 3d avatar logo slide photo meeting notes translate zapier quiz ümlaut yield xray'.split(
      ' ',
    );
  let seed = 7;
  const pick = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return words[seed % words.length] ?? 'video';
  };
  return Array.from({ length: size }, (_, rank) => ({
    id: rank + 1,
    slug: `tool-${rank + 1}`,
    name: `${pick()} ${pick()}ly ${rank}`,
    description: `An assistant for ${pick()} and ${pick()} ${pick()}s.`,
    website: null,
    logo: null,
    price: { type: 'free', amount: null },
    verified: false,
    rating: { average: null, count: 0 },
    subcategories: [{ id: rank % 5, slug: `sub-${rank % 5}`, name: `${pick()} tools` }],
    rank,
  }));
}

const stores: SearchIndexStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

async function stored(index: SerializedSearch, syncedAt = SYNCED_AT) {
  const store = createSearchIndexStore(`${uniqueDbName()}-search`);
  stores.push(store);
  await store.put({ syncedAt, serialized: index });
  const shardReads = vi.spyOn(store, 'getShards');
  return { store, shardReads, readKeys: () => shardReads.mock.calls.flatMap(([keys]) => [...keys]) };
}

describe('the stored search index in parts', () => {
  const tools = directory(600);
  const built = createLocalSearch(tools);
  const queries = [
    'video',
    'vid',
    'copy writing',
    'résumé',
    'resume',
    '3d avatar',
    'zapier quiz',
    'ümlaut',
    'xray yield',
    'assistant for music',
    'vidio', // a typo: only typo forgiveness finds it
    'wrting copy',
    'logo nothingsuch', // no tool has both: any word may match
    'qq',
    'videos', // another form of a word: its forms start as it does, in its shard
    'editors of music',
    'make a logo', // a word that need not match
    'xray yield quiz', // few tools hold every word: the nearest misses follow
  ];

  it('splits into a head and one shard per first letter, and joins back to the same index', () => {
    const index = built.serialize();
    const { head, shards } = splitSearch(index);

    expect(head.shardKeys).toEqual([...shards.keys()]);
    expect(head.shardKeys).toEqual(expect.arrayContaining(['3', 'v', 'r']));
    for (const [key, shard] of shards)
      for (const term of shard.terms.split(' ')) expect(term.charAt(0)).toBe(key);
    const { slugs, ...postings } = index;
    expect(joinSearch(head, shards)).toEqual(postings);
    const read = readHead(structuredClone(head));
    expect(slugs.map((_, doc) => read?.slugOf(doc))).toEqual(slugs);
    expect(read?.slugOf(slugs.length)).toBeUndefined();
  });

  it('answers every query as the whole index does, after a restart, from what was stored', async () => {
    const { store } = await stored(built.serialize());
    const search = storedSearchOf(store, SYNCED_AT);

    expect(await search.fits()).toBe(true);
    for (const query of queries) {
      const expected = built.rank(query, 8);
      expect(await search.rank(query, 8), query).toEqual({
        slugs: expected.tools.map((tool) => tool.slug),
        total: expected.total,
      });
    }
    expect((await search.rank('vidio', 8))?.slugs).not.toEqual([]);
  });

  it('reads only the shards of the query’s first letters; a typo reads the rest, once', async () => {
    const { store, readKeys } = await stored(built.serialize());
    const search = storedSearchOf(store, SYNCED_AT);
    expect(await search.fits()).toBe(true);

    await search.rank('copy writing', 8);
    expect(readKeys().sort()).toEqual(['c', 'w']);
    await search.rank('video', 8);
    await search.rank('copy', 8);
    expect(readKeys().sort()).toEqual(['c', 'v', 'w']);

    await search.rank('vidio', 8);
    const all = splitSearch(built.serialize()).head.shardKeys;
    expect(new Set(readKeys())).toEqual(new Set(all));
    const reads = readKeys().length;
    await search.rank('wrting', 8);
    expect(readKeys()).toHaveLength(reads);
  });

  it('asks for the query’s shards beside the head and the sync date, not after them', async () => {
    const { store, readKeys } = await stored(built.serialize());
    let giveSyncDate: (at: number) => void = () => undefined;
    const search = storedSearchOf(store, new Promise<number>((resolve) => (giveSyncDate = resolve)));
    const answer = search.rank('copy writing', 8);
    expect(readKeys().sort()).toEqual(['c', 'w']);
    giveSyncDate(SYNCED_AT);
    const expected = built.rank('copy writing', 8);
    expect(await answer).toEqual({ slugs: expected.tools.map((tool) => tool.slug), total: expected.total });
    // Before any sync has finished there is no index of it to use.
    expect(await storedSearchOf(store, Promise.resolve(null)).fits()).toBe(false);
    expect(await storedSearchOf(store, null).rank('video', 8)).toBeNull();
  });

  it('is not used for another sync, nor when a part is damaged: the caller indexes the records instead', async () => {
    const { store } = await stored(built.serialize());
    expect(await storedSearchOf(store, SYNCED_AT + 1).fits()).toBe(false);

    const mixed = await stored(built.serialize());
    const { shards } = splitSearch(built.serialize());
    // A shard of another sync under this head (as a write cut short might leave it).
    vi.spyOn(mixed.store, 'getShards').mockResolvedValue(
      new Map([['v', { syncedAt: SYNCED_AT - 1, part: shards.get('v') }]]),
    );
    const mixedSearch = storedSearchOf(mixed.store, SYNCED_AT);
    expect(await mixedSearch.fits()).toBe(true);
    expect(await mixedSearch.rank('video', 8)).toBeNull();

    expect(readHead({ ...splitSearch(built.serialize()).head, standing: new Float32Array(2) })).toBeNull();
    expect(readShard({ ...shards.get('v'), primaryDocs: [1, 2] })).toBeNull();
    expect(readHead('{"not":"a head"}')).toBeNull();
    // A slug holding a line break would shift every later one: the count no longer fits, so it is refused.
    const head = splitSearch(built.serialize()).head;
    expect(readHead({ ...head, slugs: `${head.slugs}\nextra` })).toBeNull();
  });

  it('a query under two characters reads nothing and finds nothing', async () => {
    const { store, shardReads } = await stored(built.serialize());
    const search = storedSearchOf(store, SYNCED_AT);
    expect(await search.fits()).toBe(true);
    expect(await search.rank('v', 8)).toEqual({ slugs: [], total: 0 });
    expect(shardReads).not.toHaveBeenCalled();
  });
});
