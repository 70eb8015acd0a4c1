// @vitest-environment node
// Issue 18, defect B: an update from 0.1.0 (commit 196bac8) keeps the directory's records, but the
// structures derived from them (site index format, websites by host, search index) are missing or
// older. They are rebuilt from the records, with no listing request.
import { type IDBPDatabase, openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAlternativesPrefetch } from '../../../lib/directory/alternatives/prefetch';
import { createAlternativesStore } from '../../../lib/directory/alternatives/store';
import { SEARCH_FORMAT } from '../../../lib/directory/local-search/index-format';
import { createSearchIndexStore } from '../../../lib/directory/local-search/index-store';
import { createLocalSearch } from '../../../lib/directory/local-search/local-search';
import { splitSearch } from '../../../lib/directory/local-search/shards';
import { storedSearchOf } from '../../../lib/directory/local-search/stored-search';
import { toDirectoryTool } from '../../../lib/directory/record';
import { createDirectoryService } from '../../../lib/directory/service';
import { createSiteHostStore } from '../../../lib/directory/site-match/host-store';
import { SITE_INDEX_FORMAT } from '../../../lib/directory/site-match/site-index';
import { createDirectoryStore } from '../../../lib/directory/store';
import { createDirectorySync } from '../../../lib/directory/sync/sync';
import { createMemoryProgress, makeTools, uniqueDbName } from '../../support/directory-fake-server';

const SYNCED_AT = Date.UTC(2026, 10, 21);
const closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((store) => store.close()));
});

/** The records as 0.1.0's store wrote them: no `web`, a meta without liveCount, a site index without format. */
async function writeRelease010(name: string, count: number, options: { siteIndex: boolean }) {
  const database: IDBPDatabase = await openDB(name, 1, {
    upgrade(db) {
      db.createObjectStore('tools', { keyPath: 'slug' }).createIndex('rank', 'rank');
      db.createObjectStore('staging', { keyPath: 'slug' });
      db.createObjectStore('meta');
    },
  });
  const tools = makeTools(count).map((tool, rank) => ({
    id: tool.id,
    slug: tool.slug,
    name: tool.name,
    description: tool.description,
    website: tool.website,
    logo: tool.logo,
    price: { type: tool.price.type, amount: tool.price.amount },
    verified: tool.verified,
    rating: { average: tool.rating.average, count: tool.rating.count },
    subcategories: tool.subcategories,
    rank,
    missedSyncs: 0,
  }));
  const tx = database.transaction(['tools', 'meta'], 'readwrite');
  for (const tool of tools) await tx.objectStore('tools').put(tool);
  if (options.siteIndex)
    await tx.objectStore('meta').put(
      {
        slugs: tools.map((tool) => tool.slug),
        websites: tools.map((tool) => tool.website),
        names: tools.map((tool) => tool.name),
        averages: tools.map((tool) => tool.rating.average),
        counts: tools.map((tool) => tool.rating.count),
      },
      'siteIndex',
    );
  await tx.objectStore('meta').put(
    {
      generation: 4,
      stagingGeneration: null,
      lastSuccessAt: SYNCED_AT,
      lastError: null,
      lastErrorAt: null,
    },
    'meta',
  );
  await tx.done;
  database.close();
}

function updatedFrom010(name: string) {
  const store = createDirectoryStore(name);
  const alternativesStore = createAlternativesStore(`${name}-alternatives`);
  const siteHosts = createSiteHostStore(`${name}-hosts`);
  const searchIndex = createSearchIndexStore(`${name}-search`);
  closers.push(store, alternativesStore, siteHosts, searchIndex);
  const fetchPage = vi.fn(async () => {
    throw new Error('no listing request after an update');
  });
  const fetchAlternatives = vi.fn(async () => {
    throw new Error('no request');
  });
  const sync = createDirectorySync({ store, fetchPage, progress: createMemoryProgress() });
  const prefetch = createAlternativesPrefetch({
    store: alternativesStore,
    topTools: (limit) => store.getTop(limit),
    fetchAlternatives,
    top: 2,
  });
  const start = () =>
    createDirectoryService(store, sync, { store: alternativesStore, prefetch }, searchIndex, siteHosts);
  return { store, siteHosts, searchIndex, fetchPage, fetchAlternatives, start };
}

describe('an update from 0.1.0: derived structures rebuilt from the stored records, no request', () => {
  it('a missing site index: nothing was recognised before; after the update every tool site is', async () => {
    const name = uniqueDbName();
    await writeRelease010(name, 302, { siteIndex: false });
    const { store, siteHosts, searchIndex, fetchPage, fetchAlternatives, start } = updatedFrom010(name);
    // The defect: the records are there, nothing derived from them is.
    expect(await store.getSiteIndex()).toBeNull();
    expect(await start().matchUrl('https://tool-120.example/pricing')).toBeNull();

    const service = start();
    expect(await service.refreshDerived({ thorough: true })).toEqual({
      siteIndex: true,
      siteHosts: true,
      search: true,
    });
    expect((await store.getSiteIndex())?.slugs).toHaveLength(302);
    expect(await store.getMeta()).toMatchObject({ liveCount: 302, siteIndexFormat: SITE_INDEX_FORMAT });
    expect((await siteHosts.lookup(['tool-120.example'])).syncedAt).toBe(SYNCED_AT);
    expect((await searchIndex.getHead())?.syncedAt).toBe(SYNCED_AT);

    // A restarted worker recognises a site from the hosts store and searches from the stored index.
    const restarted = start();
    expect(await restarted.matchUrl('https://tool-120.example/pricing')).toBe('tool-120');
    expect((await restarted.search('Tool 300', 3)).map((tool) => tool.slug)).toContain('tool-300');
    expect(fetchPage).not.toHaveBeenCalled();
    expect(fetchAlternatives).not.toHaveBeenCalled();

    // Done once: the next update or start finds everything current and writes nothing.
    expect(await start().refreshDerived({ thorough: true })).toEqual({
      siteIndex: false,
      siteHosts: false,
      search: false,
    });
  });

  it("a site index in 0.1.0's format (no format mark) is rewritten, and a worker start alone does it", async () => {
    const name = uniqueDbName();
    await writeRelease010(name, 30, { siteIndex: true });
    const { store, siteHosts, fetchPage, start } = updatedFrom010(name);
    const rebuild = vi.spyOn(store, 'rebuildSiteIndex');
    // A worker start: no search index built (that is for an update), the cheap checks only.
    expect(await start().refreshDerived({ thorough: false })).toEqual({
      siteIndex: true,
      siteHosts: true,
      search: false,
    });
    expect(rebuild).toHaveBeenCalledTimes(1);
    expect((await siteHosts.lookup([])).syncedAt).toBe(SYNCED_AT);
    expect(await start().matchUrl('https://tool-7.example/')).toBe('tool-7');
    expect(await start().refreshDerived({ thorough: false })).toEqual({
      siteIndex: false,
      siteHosts: false,
      search: false,
    });
    expect(rebuild).toHaveBeenCalledTimes(1);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('a profile that never finished a sync gets nothing rebuilt (the staged pages answer)', async () => {
    const { store, start } = updatedFrom010(uniqueDbName());
    expect(await start().refreshDerived({ thorough: true })).toEqual({
      siteIndex: false,
      siteHosts: false,
      search: false,
    });
    expect(await store.getSiteIndex()).toBeNull();
  });

  it('start and update at once rebuild once', async () => {
    const name = uniqueDbName();
    await writeRelease010(name, 10, { siteIndex: false });
    const { store, start } = updatedFrom010(name);
    const rebuild = vi.spyOn(store, 'rebuildSiteIndex');
    const service = start();
    await Promise.all([
      service.refreshDerived({ thorough: false }),
      service.refreshDerived({ thorough: true }),
    ]);
    expect(rebuild).toHaveBeenCalledTimes(1);
  });
});

/**
 * The search index as 0.2.0 left it (the whole index, format 2, in one record "current") or as 0.3.0 and
 * 0.4.0 did (format 2 in parts: a head with each tool's rank, a shard per first letter), for the records
 * writeRelease010 writes. Format 3 holds each tool's standing instead of its rank, and reads no other.
 */
async function writeFormat2SearchIndex(name: string, count: number, release: '0.2.0' | '0.3.0') {
  const records = makeTools(count).map((tool, rank) => toDirectoryTool(tool, rank));
  const { standing: _, ...format3 } = createLocalSearch(records).serialize();
  const whole = { ...format3, format: 2, ranks: Float64Array.from(records, (tool) => tool.rank) };
  const database: IDBPDatabase = await openDB(`${name}-search`, 1, {
    upgrade(db) {
      db.createObjectStore('indexes');
    },
  });
  const tx = database.transaction('indexes', 'readwrite');
  if (release === '0.2.0') await tx.store.put({ syncedAt: SYNCED_AT, serialized: whole }, 'current');
  else {
    const { head, shards } = splitSearch(createLocalSearch(records).serialize());
    const { standing: __, ...headParts } = head;
    await tx.store.put(
      { syncedAt: SYNCED_AT, part: { ...headParts, format: 2, ranks: whole.ranks } },
      'current',
    );
    for (const [key, shard] of shards)
      await tx.store.put({ syncedAt: SYNCED_AT, part: shard }, `shard:${key}`);
  }
  await tx.done;
  database.close();
}

describe('an update from 0.2.0, 0.3.0 or 0.4.0: a search index of format 2 is built again from the records', () => {
  for (const release of ['0.2.0', '0.3.0'] as const) {
    it(`${release === '0.2.0' ? "0.2.0's whole index" : "0.3.0's and 0.4.0's index in parts"}: not read, rebuilt on update, no request`, async () => {
      const name = uniqueDbName();
      await writeRelease010(name, 120, { siteIndex: false });
      await writeFormat2SearchIndex(name, 120, release);
      const { store, searchIndex, fetchPage, start } = updatedFrom010(name);
      // Before the update's rebuild no worker reads it (it would search the records instead).
      expect(await storedSearchOf(searchIndex, SYNCED_AT).fits()).toBe(false);

      expect(await start().refreshDerived({ thorough: true })).toMatchObject({ search: true });
      const head = (await searchIndex.getHead())?.part as { format?: unknown } | undefined;
      expect(head?.format).toBe(SEARCH_FORMAT);
      expect(SEARCH_FORMAT).toBeGreaterThan(2);

      // A restarted worker answers from the index of format 3 alone: no record is read but the results'.
      const getAll = vi.spyOn(store, 'getAll');
      expect((await start().search('Tool 42', 3)).map((tool) => tool.slug)).toContain('tool-42');
      expect(getAll).not.toHaveBeenCalled();
      expect(await start().refreshDerived({ thorough: true })).toMatchObject({ search: false });
      expect(fetchPage).not.toHaveBeenCalled();
    });
  }
});
