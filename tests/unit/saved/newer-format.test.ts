// @vitest-environment node
// Issue 18: a saved list a newer Toolscout wrote (storage.sync reaches browsers that have not updated
// yet) is left untouched: this version shows no saved tools and writes nothing over it.
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SAVED_FORMAT, writtenByNewer } from '../../../lib/saved/layout';
import { chunkKey, INDEX_KEY } from '../../../lib/saved/public';
import { createSavedStore } from '../../../lib/saved/saved-store';

const NEWER = {
  [INDEX_KEY]: { v: SAVED_FORMAT + 1, chunks: 1, order: 'newest-first' },
  [chunkKey(0)]: [
    { slug: 'jasper', title: 'Jasper', savedOn: '2027-01-01', s: 'jasper', n: 'Jasper', p: 'paid', t: 1 },
  ],
  'saved.notes': { jasper: 'for the blog' },
};

const snapshot = {
  slug: 'copy-ai',
  name: 'Copy.ai',
  logo: null,
  price: { type: 'free', amount: null },
  verified: false,
  rating: { average: null, count: 0 },
};

describe('saved list written by a newer version', () => {
  it('is recognised by its index version', () => {
    expect(writtenByNewer(NEWER)).toBe(true);
    expect(writtenByNewer({ [INDEX_KEY]: { v: SAVED_FORMAT, chunks: 0 } })).toBe(false);
    expect(writtenByNewer({})).toBe(false);
    expect(writtenByNewer({ [INDEX_KEY]: 'garbage' })).toBe(false);
  });

  it('lists nothing, refuses every write with "storage", and leaves storage.sync exactly as it was', async () => {
    await fakeBrowser.storage.sync.set(structuredClone(NEWER));
    const store = createSavedStore(fakeBrowser.storage.sync, () => 5);
    expect(await store.list()).toEqual({ tools: [], room: 0 });
    expect(await store.set(snapshot, true)).toEqual({ list: { tools: [], room: 0 }, problem: 'storage' });
    expect((await store.set({ ...snapshot, slug: 'jasper' }, false)).problem).toBe('storage');
    await store.refresh({ ...snapshot, slug: 'jasper', name: 'Jasper AI' });
    const merged = await store.merge([{ ...snapshot, savedAt: 1 }], 0);
    expect(merged.problem).toBe('storage');
    expect(merged.report.added).toBe(0);
    expect((await store.exportFile()).tools).toEqual([]);
    expect(await fakeBrowser.storage.sync.get(null)).toEqual(NEWER);
  });

  it('a list of this format is read and written as always', async () => {
    const store = createSavedStore(fakeBrowser.storage.sync, () => 5);
    expect((await store.set(snapshot, true)).problem).toBeNull();
    expect((await fakeBrowser.storage.sync.get(INDEX_KEY))[INDEX_KEY]).toEqual({
      v: SAVED_FORMAT,
      chunks: 1,
    });
    expect((await store.list()).tools.map((tool) => tool.slug)).toEqual(['copy-ai']);
  });
});
