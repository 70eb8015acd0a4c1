import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createRecentStore } from '../../../lib/recent/recent-store';
import { RECENT_KEY } from '../../../lib/saved/keys';
import { MAX_RECENT, type ToolSnapshot } from '../../../lib/saved/types';

const snapshot = (slug: string): ToolSnapshot => ({
  slug,
  name: `Tool ${slug}`,
  logo: null,
  price: { type: 'free', amount: null },
  verified: false,
  rating: { average: null, count: 0 },
});

describe('recently viewed', () => {
  it('puts the latest first, once, and keeps the last 20', async () => {
    let clock = 0;
    const store = createRecentStore(fakeBrowser.storage.local, () => clock++);
    for (let i = 0; i < 25; i++) await store.add(snapshot(`t${i}`));
    await store.add(snapshot('t10'));
    const list = await store.list();
    expect(list).toHaveLength(MAX_RECENT);
    expect(list.map((tool) => tool.slug).slice(0, 3)).toEqual(['t10', 't24', 't23']);
    expect(list.filter((tool) => tool.slug === 't10')).toHaveLength(1);
    expect(list.some((tool) => tool.slug === 't4')).toBe(false);
  });

  it('clears', async () => {
    const store = createRecentStore(fakeBrowser.storage.local);
    await store.add(snapshot('a'));
    await store.clear();
    expect(await store.list()).toEqual([]);
    expect(await fakeBrowser.storage.local.get(RECENT_KEY)).toEqual({});
  });

  it('reads a damaged list entry by entry', async () => {
    await fakeBrowser.storage.local.set({
      [RECENT_KEY]: [{ ...snapshot('ok'), viewedAt: 5 }, { ...snapshot('no-time') }, null, { slug: 'x' }],
    });
    const store = createRecentStore(fakeBrowser.storage.local);
    expect((await store.list()).map((tool) => tool.slug)).toEqual(['ok']);
    await fakeBrowser.storage.local.set({ [RECENT_KEY]: 'garbage' });
    expect(await store.list()).toEqual([]);
  });
});
