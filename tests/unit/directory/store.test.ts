// @vitest-environment node
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { type DirectoryTool, toDirectoryTool } from '../../../lib/directory/record';
import { createDirectoryStore, type DirectoryStore, StaleSyncError } from '../../../lib/directory/store';
import { hasChanges } from '../../../lib/directory/sync/change-set';
import { makeTool, uniqueDbName } from '../../support/directory-fake-server';

const NOW = Date.UTC(2025, 0, 1);

const stores: DirectoryStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

function open(dbName = uniqueDbName()) {
  const store = createDirectoryStore(dbName);
  stores.push(store);
  return { store, dbName };
}

function ranked(numbers: number[], firstRank = 0): DirectoryTool[] {
  return numbers.map((n, index) => toDirectoryTool(makeTool(n), firstRank + index));
}

/** Writes a raw value past the store's types, as a buggy older version or a damaged profile might. */
async function putRaw(dbName: string, storeName: 'tools' | 'meta', value: unknown, key?: string) {
  const db = await openDB(dbName, 1);
  await db.put(storeName, value, key);
  db.close();
}

async function commit(store: DirectoryStore, tools: DirectoryTool[]) {
  const generation = await store.beginStaging();
  await store.stagePage(generation, tools);
  return store.commitStaging(generation, NOW);
}

describe('directory store', () => {
  it('keeps a compact site index in step with the live set: commit, remove, clear', async () => {
    const { store, dbName } = open();
    expect(await store.getSiteIndex()).toBeNull();
    await commit(store, ranked([3, 1, 2]));
    expect(await store.getSiteIndex()).toEqual({
      slugs: ['tool-3', 'tool-1', 'tool-2'],
      websites: ['https://tool-3.example/', 'https://tool-1.example/', 'https://tool-2.example/'],
      names: ['Tool 3 v1', 'Tool 1 v1', 'Tool 2 v1'],
      averages: [4.5, 4.5, 4.5],
      counts: [3, 1, 2],
    });
    await store.remove('tool-1');
    expect((await store.getSiteIndex())?.slugs).toEqual(['tool-3', 'tool-2']);
    // A damaged index reads as none, never as wrong data.
    await putRaw(
      dbName,
      'meta',
      { slugs: ['a'], websites: [], names: [], averages: [], counts: [] },
      'siteIndex',
    );
    expect(await store.getSiteIndex()).toBeNull();
    await commit(store, ranked([5]));
    expect((await store.getSiteIndex())?.slugs).toContain('tool-5');
    await store.clear();
    expect(await store.getSiteIndex()).toBeNull();
  });

  it('cleans what an earlier version stored: out-of-range ratings, bidi controls, long names', async () => {
    const { store, dbName } = open();
    await commit(store, ranked([1]));
    const record = (await store.get('tool-1')) as DirectoryTool;
    await putRaw(dbName, 'tools', {
      ...record,
      name: `\u202E${'n'.repeat(10_000)}`,
      rating: { average: 5.5, count: 3 },
      missedSyncs: 0,
    });
    await putRaw(
      dbName,
      'meta',
      {
        slugs: ['tool-1'],
        websites: ['https://a.example/'],
        names: ['\u2066A\u2069'],
        averages: [55],
        counts: [3],
      },
      'siteIndex',
    );
    const cleaned = (await store.get('tool-1')) as DirectoryTool;
    expect(cleaned.name).toHaveLength(200);
    expect(cleaned.name.startsWith('n')).toBe(true);
    expect(cleaned.rating).toEqual({ average: 5, count: 3 });
    expect((await store.getAll()).map((tool) => tool.rating.average)).toEqual([5]);
    expect(await store.getSiteIndex()).toMatchObject({ names: ['A'], averages: [5] });
  });

  it('keeps the compact record only, and reads it back in rank order', async () => {
    const { store } = open();
    await commit(store, ranked([3, 1, 2]));

    const all = await store.getAll();
    expect(all.map((tool) => tool.slug)).toEqual(['tool-3', 'tool-1', 'tool-2']);
    expect(all.map((tool) => tool.rank)).toEqual([0, 1, 2]);
    expect(await store.get('tool-1')).toEqual({
      id: 1,
      slug: 'tool-1',
      name: 'Tool 1 v1',
      description: 'Description of tool 1',
      website: 'https://tool-1.example/',
      logo: null,
      price: { type: 'freemium', amount: null },
      verified: false,
      rating: { average: 4.5, count: 1 },
      subcategories: [{ id: 1, slug: 'writing', name: 'Writing' }],
      rank: 1,
    });
    expect(await store.get('missing')).toBeUndefined();
    expect(await store.count()).toBe(3);
  });

  it('skips a corrupt record instead of failing the read', async () => {
    const { store, dbName } = open();
    await commit(store, ranked([1, 2]));
    await store.close();
    await putRaw(dbName, 'tools', { slug: 'broken', name: 42, rank: 1.5, missedSyncs: 0 });

    const reopened = open(dbName).store;
    expect((await reopened.getAll()).map((tool) => tool.slug)).toEqual(['tool-1', 'tool-2']);
    expect(await reopened.get('broken')).toBeUndefined();
    // A sync swapping in a new set drops the corrupt record rather than choking on it.
    const summary = await commit(reopened, ranked([1, 2]));
    expect(summary).toMatchObject({ stored: 2, removed: 0 });
    // Nor is it reported as a change: the directory itself did not change.
    expect(summary.changes && hasChanges(summary.changes)).toBe(false);
    expect(await reopened.count()).toBe(2);
  });

  it('keeps the live count with the live set (swap, remove), and counts an older meta that lacks it', async () => {
    const { store, dbName } = open();
    await commit(store, ranked([1, 2, 3]));
    expect((await store.getMeta()).liveCount).toBe(3);
    await store.remove('tool-2');
    await store.remove('not-stored');
    expect(await store.count()).toBe(2);
    expect((await store.getMeta()).liveCount).toBe(2);

    // A meta written before the count was kept: the store counts its records once and keeps the count.
    const { liveCount: _, ...older } = await store.getMeta();
    await store.close();
    await putRaw(dbName, 'meta', older, 'meta');
    const reopened = open(dbName).store;
    expect((await reopened.getMeta()).liveCount).toBeNull();
    expect(await reopened.count()).toBe(2);
    expect(await reopened.getMeta()).toEqual({ ...older, liveCount: 2 });
    await reopened.remove('tool-1');
    expect(await reopened.count()).toBe(1);
  });

  it('reads corrupt meta as "never synced" rather than crashing', async () => {
    const { store, dbName } = open();
    await commit(store, ranked([1]));
    await store.close();
    await putRaw(dbName, 'meta', { generation: 'x', lastSuccessAt: 'yesterday' }, 'meta');

    const meta = await open(dbName).store.getMeta();
    expect(meta).toMatchObject({ lastSuccessAt: null, stagingGeneration: null, lastError: null });
  });

  it('stages idempotently: a slug keeps its first rank, a repeated page adds nothing', async () => {
    const { store } = open();
    const generation = await store.beginStaging();
    expect(await store.stagePage(generation, ranked([1, 2, 3]))).toBe(3);
    expect(await store.stagePage(generation, ranked([1, 2, 3]))).toBe(3);
    expect(await store.stagePage(generation, ranked([1, 4, 4], 3))).toBe(4);
    await store.commitStaging(generation, NOW);

    expect((await store.getAll()).map((tool) => tool.slug)).toEqual(['tool-1', 'tool-2', 'tool-3', 'tool-4']);
  });

  it('refuses pages and commits from a sync that is no longer current', async () => {
    const { store } = open();
    const stale = await store.beginStaging();
    const current = await store.beginStaging();
    expect(current).toBeGreaterThan(stale);

    await expect(store.stagePage(stale, ranked([1]))).rejects.toBeInstanceOf(StaleSyncError);
    await expect(store.commitStaging(stale, NOW)).rejects.toBeInstanceOf(StaleSyncError);
    expect(await store.count()).toBe(0);
  });

  it('clear forgets tools, staging and history but never hands out an old generation again', async () => {
    const { store } = open();
    await commit(store, ranked([1, 2]));
    const staged = await store.beginStaging();
    await store.stagePage(staged, ranked([5]));

    await store.clear();

    expect(await store.count()).toBe(0);
    expect(await store.getMeta()).toEqual({
      generation: staged,
      stagingGeneration: null,
      lastSuccessAt: null,
      lastError: null,
      lastErrorAt: null,
      liveCount: 0,
      siteIndexFormat: null,
    });
    await expect(store.stagePage(staged, ranked([6]))).rejects.toBeInstanceOf(StaleSyncError);
    expect(await store.beginStaging()).toBeGreaterThan(staged);
  });
});
