// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { RECENT_KEY } from '../../../lib/recent/public';
import { createRecentStore, RECENT_FORMAT } from '../../../lib/recent/recent-store';
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

describe('recently viewed: its stored format (issue 18)', () => {
  it('a list 0.2.0 or 0.3.0 wrote (no version) is format 1: read, and versioned on the next write', async () => {
    await fakeBrowser.storage.local.set({ [RECENT_KEY]: [{ ...snapshot('jasper'), viewedAt: 1 }] });
    const store = createRecentStore(fakeBrowser.storage.local, () => 2);
    expect((await store.list()).map((tool) => tool.slug)).toEqual(['jasper']);
    await store.add(snapshot('copy-ai'));
    expect(await fakeBrowser.storage.local.get(`${RECENT_KEY}$`)).toEqual({
      [`${RECENT_KEY}$`]: { v: RECENT_FORMAT },
    });
    expect((await store.list()).map((tool) => tool.slug)).toEqual(['copy-ai', 'jasper']);
  });

  it('a list a newer version wrote is left untouched: none shown, none added, not cleared', async () => {
    const newer = {
      [RECENT_KEY]: { entries: [{ slug: 'jasper', at: '2027-01-01' }] },
      [`${RECENT_KEY}$`]: { v: RECENT_FORMAT + 1 },
    };
    await fakeBrowser.storage.local.set(structuredClone(newer));
    const store = createRecentStore(fakeBrowser.storage.local, () => 2);
    expect(await store.list()).toEqual([]);
    expect(await store.add(snapshot('copy-ai'))).toEqual([]);
    await store.clear();
    expect(await fakeBrowser.storage.local.get(null)).toEqual(newer);
  });
});
