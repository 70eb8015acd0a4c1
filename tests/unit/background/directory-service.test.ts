// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Tool } from '../../../lib/api/model';
import { createAlternativesPrefetch } from '../../../lib/directory/alternatives/prefetch';
import { createAlternativesStore } from '../../../lib/directory/alternatives/store';
import {
  createSearchIndexStore,
  type SearchIndexStore,
} from '../../../lib/directory/local-search/index-store';
import { DEFAULT_FILTERS } from '../../../lib/directory/public/filters';
import { createDirectoryService } from '../../../lib/directory/service';
import { createSiteHostStore, type SiteHostStore } from '../../../lib/directory/site-match/host-store';
import { createDirectoryStore } from '../../../lib/directory/store';
import { createDirectorySync } from '../../../lib/directory/sync/sync';
import { createNotThisToolStore, type NotThisToolStore } from '../../../lib/not-this-tool/store';
import {
  createFakeServer,
  createMemoryProgress,
  makeTool,
  uniqueDbName,
} from '../../support/directory-fake-server';
import { eventually } from '../../support/eventually';

const NOW = Date.UTC(2025, 0, 1);
const WRITING = { id: 1, slug: 'writing', name: 'Writing' };
const IMAGES = { id: 2, slug: 'images', name: 'Images' };

const closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((store) => store.close()));
});

function tool(n: number, subcategories: Tool['subcategories'], rating: Tool['rating']): Tool {
  return { ...makeTool(n), subcategories, rating };
}

function setup(
  listing: Tool[],
  searchIndex?: SearchIndexStore,
  beforePage: (page: number) => Promise<void> = async () => undefined,
  siteHosts?: SiteHostStore,
  notThisTool?: NotThisToolStore,
) {
  const server = createFakeServer(listing);
  const store = createDirectoryStore(uniqueDbName());
  const alternativesStore = createAlternativesStore(`${uniqueDbName()}-alternatives`);
  closers.push(store, alternativesStore);
  const sync = createDirectorySync({
    store,
    fetchPage: async (page) => {
      await beforePage(page);
      return server.fetchPage(page);
    },
    progress: createMemoryProgress(),
  });
  const requested: string[] = [];
  const prefetch = createAlternativesPrefetch({
    store: alternativesStore,
    topTools: (limit) => store.getTop(limit),
    fetchAlternatives: async (slug) => {
      requested.push(slug);
      return { ok: true, data: [makeTool(900), makeTool(901)] };
    },
    top: 2,
    now: () => NOW,
  });
  const restart = () =>
    createDirectoryService(
      store,
      sync,
      { store: alternativesStore, prefetch },
      searchIndex,
      siteHosts,
      notThisTool,
    );
  const service = restart();
  return { server, store, sync, prefetch, service, requested, restart };
}

describe('directory service: alternatives with no request', () => {
  it('similar(): tools of the same subcategory from the local directory, best rated first', async () => {
    const { sync, service } = setup([
      tool(1, [WRITING], { average: 4.6, count: 900 }),
      tool(2, [IMAGES], { average: 4.9, count: 900 }),
      tool(3, [WRITING], { average: 4.8, count: 2000 }),
      tool(4, [WRITING], { average: 5, count: 1 }),
    ]);
    await sync.run();
    const pick = await service.similar('tool-1');
    expect(pick.subcategory).toEqual(WRITING);
    expect(pick.tools.map((t) => t.slug)).toEqual(['tool-3', 'tool-4']);
    expect(await service.similar('unknown')).toEqual({ subcategory: null, tools: [] });
  });

  it('similar() sees the directory as the last sync left it', async () => {
    const { server, sync, service } = setup([tool(1, [WRITING], { average: 4, count: 10 })]);
    await sync.run();
    expect((await service.similar('tool-1')).tools).toEqual([]);

    server.listing = [...server.listing, tool(2, [WRITING], { average: 4, count: 10 })];
    await sync.run();
    expect((await service.similar('tool-1')).tools.map((t) => t.slug)).toEqual(['tool-2']);
  });

  it('prefetchedAlternatives(): undefined until stored; prefetchStatus() counts the top tools', async () => {
    const listing = [1, 2, 3].map((n) => tool(n, [WRITING], { average: 4, count: n }));
    const { sync, prefetch, service, requested } = setup(listing);
    await sync.run();
    expect(await service.prefetchedAlternatives('tool-1')).toBeUndefined();
    expect(await service.prefetchStatus()).toEqual({
      state: 'idle',
      stored: 0,
      total: 2,
      lastSuccessAt: null,
    });

    await prefetch.run();
    expect(requested).toEqual(['tool-1', 'tool-2']);
    expect((await service.prefetchedAlternatives('tool-1'))?.map((t) => t.slug)).toEqual([
      'tool-900',
      'tool-901',
    ]);
    expect(await service.prefetchedAlternatives('tool-3')).toBeUndefined();
    expect(await service.prefetchStatus()).toEqual({
      state: 'done',
      stored: 2,
      total: 2,
      lastSuccessAt: NOW,
    });
  });
});

/** A search index store that counts the indexes written to it. */
function countingSearchIndex() {
  const inner = createSearchIndexStore(`${uniqueDbName()}-search`);
  closers.push(inner);
  const counting = {
    writes: 0,
    getHead: () => inner.getHead(),
    getShards: (keys: readonly string[]) => inner.getShards(keys),
    put: async (index: Parameters<SearchIndexStore['put']>[0]) => {
      counting.writes++;
      await inner.put(index);
    },
    close: () => inner.close(),
  };
  return counting;
}

const slugs = (tools: { slug: string }[]) => tools.map((found) => found.slug);

describe('directory service: local search', () => {
  it('indexes once when a sync finishes; a restarted worker loads that index instead of indexing again', async () => {
    const searchIndex = countingSearchIndex();
    const listing = [1, 2, 3].map((n) => tool(n, [WRITING], { average: 4, count: n }));
    const { server, sync, service, restart } = setup(listing, searchIndex);
    await sync.run();
    await eventually(() => expect(searchIndex.writes).toBe(1));
    expect(slugs(await service.search('description of tool 2'))).toContain('tool-2');

    const restarted = restart();
    expect(slugs(await restarted.search('description of tool 3'))).toContain('tool-3');
    expect(searchIndex.writes).toBe(1);

    server.listing = [...server.listing, tool(4, [IMAGES], { average: 4, count: 4 })];
    await sync.run();
    // Both services hear this sync (one worker has one): each indexes it once, and searching adds none.
    await eventually(() => expect(searchIndex.writes).toBe(3));
    expect(slugs(await restarted.search('description of tool 4'))).toContain('tool-4');
    expect(searchIndex.writes).toBe(3);
  });

  it('a restarted worker answers from the stored index, reading only the records of the tools it returns', async () => {
    const searchIndex = countingSearchIndex();
    // Rated alike: popularity orders them.
    const listing = [1, 2, 3, 4, 5].map((n) => tool(n, [WRITING], { average: 4, count: 10 }));
    const { store, sync, restart } = setup(listing, searchIndex);
    await sync.run();
    await eventually(() => expect(searchIndex.writes).toBe(1));

    const getAll = vi.spyOn(store, 'getAll');
    const get = vi.spyOn(store, 'get');
    const restarted = restart();
    expect(slugs(await restarted.search('writing', 2))).toEqual(['tool-1', 'tool-2']);
    expect(slugs(await restarted.search('description of tool 4', 1))).toEqual(['tool-4']);
    expect(getAll).not.toHaveBeenCalled();
    expect(get.mock.calls.map(([slug]) => slug)).toEqual(['tool-1', 'tool-2', 'tool-4']);

    // A tool the directory no longer has is left out, even while the stored index still names it.
    await sync.markGone('tool-1');
    expect(slugs(await restart().search('writing', 2))).toEqual(['tool-2']);
  });

  it('reads a result’s record once per live set: the next keystroke’s same results read nothing', async () => {
    const searchIndex = countingSearchIndex();
    const listing = [1, 2, 3, 4, 5].map((n) => tool(n, [WRITING], { average: 4, count: 10 }));
    const { store, sync, restart } = setup(listing, searchIndex);
    await sync.run();
    await eventually(() => expect(searchIndex.writes).toBe(1));

    const get = vi.spyOn(store, 'get');
    const restarted = restart();
    expect(slugs(await restarted.search('writ', 2))).toEqual(['tool-1', 'tool-2']);
    expect(slugs(await restarted.search('writing', 2))).toEqual(['tool-1', 'tool-2']);
    expect(get.mock.calls.map(([slug]) => slug)).toEqual(['tool-1', 'tool-2']);

    // The live set changed: a tool remembered from before it is not answered.
    await sync.markGone('tool-1');
    expect(slugs(await restarted.search('writing', 2))).toEqual(['tool-2']);
  });

  it('answers names typed from the start while the full search loads, and anything else from the full search', async () => {
    const listing = [1, 2, 3].map((n) => tool(n, [WRITING], { average: 4, count: 10 }));
    const { sync, restart } = setup(listing);
    await sync.run();

    expect(slugs(await restart().search('tool 3'))).toEqual(['tool-3']);
    expect(slugs(await restart().search('description'))).toEqual(['tool-1', 'tool-2', 'tool-3']);
    expect(await restart().search('nothing like it')).toEqual([]);
  });
});

describe("directory service: the popup's pages of every match (issue 28)", () => {
  const PLAIN = { offset: 0, limit: 4, filters: DEFAULT_FILTERS, settled: true };
  // 11 tools about writing, rated 1 to 5 (tool 11 has no rating), every third paid, the even ones verified.
  const listing = () =>
    Array.from({ length: 11 }, (_, index) => {
      const n = index + 1;
      return {
        ...tool(n, [WRITING], { average: n === 11 ? null : (n % 5) + 1, count: n }),
        price: { type: n % 3 === 0 ? 'paid' : 'free', amount: null },
      };
    });

  async function pagesOf(
    service: ReturnType<ReturnType<typeof setup>['restart']>,
    request: Partial<typeof PLAIN> = {},
  ) {
    const seen: string[] = [];
    let total = -1;
    for (let offset = 0; total < 0 || offset < total; offset += 4) {
      const page = await service.localSearch('writing', { ...PLAIN, ...request, offset });
      total = page.total;
      seen.push(...slugs(page.tools));
    }
    return { seen, total };
  }

  it('pages from an offset reach every match once, with their count; a restarted worker reads only each page', async () => {
    const searchIndex = countingSearchIndex();
    const { store, sync, service, restart } = setup(listing(), searchIndex);
    await sync.run();
    await eventually(() => expect(searchIndex.writes).toBe(1));

    const whole = await pagesOf(service);
    expect(whole.total).toBe(11);
    expect(new Set(whole.seen).size).toBe(11);
    expect(whole.seen).toEqual(slugs(await service.search('writing', 100)));

    const get = vi.spyOn(store, 'get');
    const restarted = restart();
    const first = await restarted.localSearch('writing', PLAIN);
    expect(first).toMatchObject({ total: 11, unfiltered: 11, hiddenBy: [], provisional: false });
    expect(slugs(first.tools)).toEqual(whole.seen.slice(0, 4));
    expect(get.mock.calls.map(([slug]) => slug)).toEqual(whole.seen.slice(0, 4));
    expect((await pagesOf(restarted)).seen).toEqual(whole.seen);
  });

  it('filters and sort act on every match, not a page: the count, the order, and which filter hides all', async () => {
    const { sync, service } = setup(listing());
    await sync.run();

    const free = { ...DEFAULT_FILTERS, price: 'free' as const, sort: 'rating' as const };
    const filtered = await pagesOf(service, { filters: free });
    const expected = listing()
      .filter((found) => found.price.type === 'free')
      .sort((a, b) => (b.rating.average ?? -1) - (a.rating.average ?? -1) || b.rating.count - a.rating.count)
      .map((found) => found.slug);
    expect(filtered).toEqual({ seen: expected, total: expected.length });
    const first = await service.localSearch('writing', { ...PLAIN, filters: free });
    expect(first).toMatchObject({ total: expected.length, unfiltered: 11, hiddenBy: [] });

    // No tool is freemium: with 3 stars or more too, none is shown, and the price filter alone is to blame.
    const none = await service.localSearch('writing', {
      ...PLAIN,
      filters: { ...DEFAULT_FILTERS, price: 'freemium', minRating: 3 },
    });
    expect(none).toMatchObject({ tools: [], total: 0, unfiltered: 11 });
    expect(none.hiddenBy).toEqual(['price']);
  });

  it('while the index loads, a first page may come from the names (no count yet); settled waits for the index', async () => {
    const { sync, restart } = setup(listing());
    await sync.run();

    const early = await restart().localSearch('tool 3', { ...PLAIN, settled: false });
    expect(early.provisional).toBe(true);
    expect(slugs(early.tools)).toEqual(['tool-3']);
    const settled = await restart().localSearch('tool 3', PLAIN);
    expect(settled.provisional).toBe(false);
    expect(slugs(settled.tools)[0]).toBe('tool-3');
  });
});

/** Holds the sync before it asks for `page`, until released. */
function pageGate(page: number) {
  let release = () => {};
  let reached = () => {};
  let held: Promise<void> | null = null;
  let arrived: Promise<void> = Promise.resolve();
  return {
    beforePage: async (asked: number) => {
      if (asked !== page || !held) return;
      reached();
      await held;
    },
    /** Holds the next run there; resolves once the run is waiting. */
    arm(): Promise<void> {
      held = new Promise((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      arrived = new Promise((resolve) => {
        reached = resolve;
      });
      return arrived;
    },
    release: () => release(),
  };
}

describe('directory service: recognising a page after a restart', () => {
  function withHosts(listing: Tool[]) {
    const siteHosts = createSiteHostStore(`${uniqueDbName()}-hosts`);
    closers.push(siteHosts);
    const written = vi.spyOn(siteHosts, 'write');
    return { ...setup(listing, undefined, undefined, siteHosts), written, siteHosts };
  }
  const listing = () => [
    { ...tool(1, [WRITING], { average: 4.5, count: 12 }), website: 'https://www.notion.so/' },
    { ...tool(2, [WRITING], { average: 4, count: 3 }), website: 'https://www.notion.so/product/ai' },
    { ...tool(3, [IMAGES], { average: null, count: 0 }), website: 'https://gemini.google.com/app' },
  ];

  it('reads the websites of the page host and its parents, and the one record matched, not the site index', async () => {
    const { store, sync, restart, written } = withHosts(listing());
    await sync.run();
    await eventually(() => expect(written).toHaveBeenCalledTimes(1));
    await eventually(async () => expect(await restart().matchUrl('https://notion.so/')).toBe('tool-1'));

    const getSiteIndex = vi.spyOn(store, 'getSiteIndex');
    const getAll = vi.spyOn(store, 'getAll');
    const restarted = restart();
    expect(await restarted.matchUrl('https://www.notion.so/product/ai/pricing')).toBe('tool-2');
    expect(await restarted.matchUrl('https://eu.app.notion.so/workspace')).toBe('tool-1');
    expect(await restarted.matchUrl('https://gemini.google.com/')).toBeNull();
    expect(await restarted.matchUrl('https://news.example/')).toBeNull();
    expect(await restarted.siteTool('tool-1')).toEqual({
      slug: 'tool-1',
      name: 'Tool 1 v1',
      rating: { average: 4.5, count: 12 },
    });
    expect(getSiteIndex).not.toHaveBeenCalled();
    expect(getAll).not.toHaveBeenCalled();
  });

  it('"Not this tool": every match passes over the excluded tool on its host, the next most specific answering', async () => {
    const siteHosts = createSiteHostStore(`${uniqueDbName()}-hosts`);
    closers.push(siteHosts);
    const written = vi.spyOn(siteHosts, 'write');
    const excluded = createNotThisToolStore(fakeBrowser.storage.local);
    const { sync, restart } = setup(listing(), undefined, undefined, siteHosts, excluded);
    await sync.run();
    await eventually(() => expect(written).toHaveBeenCalledTimes(1));
    await excluded.add({ slug: 'tool-2', name: 'Tool 2', host: 'notion.so', path: '/product/ai', at: 1 });
    // A restarted worker (websites by host), then the whole site index: both pass over it.
    const restarted = restart();
    await eventually(async () =>
      expect(await restarted.matchUrl('https://www.notion.so/product/ai/pricing')).toBe('tool-1'),
    );
    const whole = restart();
    expect((await whole.matcher())?.match('https://www.notion.so/product/ai')).toBe('tool-1');
    expect(await whole.matchUrl('https://www.notion.so/product/ai')).toBe('tool-1');
    await excluded.remove({ slug: 'tool-2', host: 'notion.so', path: '/product/ai' });
    expect(await whole.matchUrl('https://www.notion.so/product/ai')).toBe('tool-2');
    expect((await whole.matcher())?.match('https://www.notion.so/product/ai')).toBe('tool-2');
  });

  it('answers from the whole site index while the hosts are not written for this sync, and writes them', async () => {
    const { server, store, sync, restart, written, siteHosts } = withHosts(listing());
    await sync.run();
    await eventually(() => expect(written).toHaveBeenCalledTimes(1));

    // A tool moves to another site; its hosts are not written this time (the worker stopped first).
    server.listing = [{ ...listing()[0], website: 'https://notion.com/' } as Tool, ...listing().slice(1)];
    written.mockImplementation(async () => undefined);
    await sync.run();
    await eventually(() => expect(written.mock.calls.length).toBeGreaterThan(1));
    written.mockRestore();
    const writes = vi.spyOn(siteHosts, 'write');

    const restarted = restart();
    expect(await restarted.matchUrl('https://notion.com/')).toBe('tool-1');
    expect(await restarted.matchUrl('https://www.notion.so/')).toBeNull();
    await eventually(() => expect(writes).toHaveBeenCalledTimes(1));
    const getSiteIndex = vi.spyOn(store, 'getSiteIndex');
    expect(await restart().matchUrl('https://notion.com/')).toBe('tool-1');
    expect(getSiteIndex).not.toHaveBeenCalled();
  });

  it('a host visited again reads nothing from the stores, until the live set changes', async () => {
    const { server, store, sync, restart, written, siteHosts } = withHosts(listing());
    await sync.run();
    await eventually(() => expect(written).toHaveBeenCalledTimes(1));

    const restarted = restart();
    const lookups = vi.spyOn(siteHosts, 'lookup');
    const metaReads = vi.spyOn(store, 'getMeta');
    expect(await restarted.matchUrl('https://news.example/story-1')).toBeNull();
    expect(await restarted.matchUrl('https://news.example/story-2')).toBeNull();
    expect(await restarted.matchUrl('https://www.notion.so/')).toBe('tool-1');
    expect(await restarted.matchUrl('https://www.notion.so/product/ai')).toBe('tool-2');
    expect(lookups).toHaveBeenCalledTimes(2);
    expect(metaReads).toHaveBeenCalledTimes(1);

    // A sync moves a tool: what was remembered is dropped with the old live set.
    server.listing = [{ ...listing()[0], website: 'https://notion.com/' } as Tool, ...listing().slice(1)];
    await sync.run();
    expect(await restarted.matchUrl('https://notion.com/')).toBe('tool-1');
    expect(await restarted.matchUrl('https://www.notion.so/')).toBeNull();
  });

  it('never names a tool the directory no longer has', async () => {
    const { sync, restart, written } = withHosts(listing());
    await sync.run();
    await eventually(() => expect(written).toHaveBeenCalledTimes(1));

    await sync.markGone('tool-2');
    const restarted = restart();
    const slug = await restarted.matchUrl('https://www.notion.so/product/ai');
    const named = slug === null ? undefined : await restarted.siteTool(slug);
    expect(named?.slug).not.toBe('tool-2');
    await eventually(() => expect(written).toHaveBeenCalledTimes(2));
    expect(await restart().matchUrl('https://www.notion.so/product/ai')).toBe('tool-1');
  });
});

describe('directory service: the first sync', () => {
  it('shows the pages staged so far: their tools match their sites and are found, before the sync ends', async () => {
    const gate = pageGate(2);
    const listing = Array.from({ length: 250 }, (_, i) => tool(i + 1, [WRITING], { average: 4, count: 1 }));
    const { server, sync, service } = setup(listing, undefined, gate.beforePage);
    const matchAt = async (url: string) => (await service.matcher())?.match(url) ?? null;

    const waiting = gate.arm();
    const first = sync.run();
    await waiting;
    expect(await matchAt('https://tool-5.example/pricing')).toBe('tool-5');
    expect((await service.siteTool('tool-100'))?.name).toBe('Tool 100 v1');
    expect(await matchAt('https://tool-150.example/')).toBeNull();
    expect(slugs(await service.search('tool 5'))[0]).toBe('tool-5');
    expect(slugs(await service.search('description of tool 42'))).toContain('tool-42');
    expect(slugs(await service.search('tool 150'))).not.toContain('tool-150');
    expect((await service.tool('tool-7'))?.slug).toBe('tool-7');

    gate.release();
    expect((await first).status).toBe('complete');
    expect(await matchAt('https://tool-150.example/')).toBe('tool-150');
    expect(slugs(await service.search('tool 250'))).toContain('tool-250');

    // A later sync keeps the swap atomic: a new tool on its first page is unknown until it ends.
    server.listing = [tool(300, [WRITING], { average: 4, count: 1 }), ...listing];
    const held = gate.arm();
    const second = sync.run();
    await held;
    expect(await matchAt('https://tool-300.example/')).toBeNull();
    expect(slugs(await service.search('tool 300'))).not.toContain('tool-300');
    expect(await service.tool('tool-300')).toBeUndefined();
    gate.release();
    expect((await second).status).toBe('complete');
    expect(await matchAt('https://tool-300.example/')).toBe('tool-300');
  });
});
