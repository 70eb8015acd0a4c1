// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { Result, ToolPage } from '../../../lib/api/model';
import { toolPageResponse } from '../../../lib/api/wire-schemas';
import { createDirectoryStore, type DirectoryStore } from '../../../lib/directory/store';
import { endsTooEarly, SHORT_PAGE_BACKOFF_MS } from '../../../lib/directory/sync/listing-pages';
import { createDirectorySync } from '../../../lib/directory/sync/sync';
import { BAD_RESPONSE_PAUSE_MS } from '../../../lib/directory/sync/sync-schedule';
import type { SyncStatus } from '../../../lib/messaging/views';
import {
  createFakeServer,
  createMemoryProgress,
  type FakeServer,
  failure,
  hang,
  makeTools,
  uniqueDbName,
} from '../../support/directory-fake-server';

const NOW = Date.UTC(2025, 0, 1);
const HOUR = 60 * 60 * 1000;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const stores: DirectoryStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

function setup(toolCount = 1050) {
  const dbName = uniqueDbName();
  const server = createFakeServer(makeTools(toolCount));
  const progress = createMemoryProgress();
  /** Backoff waits, recorded instead of waited for. */
  const slept: number[] = [];
  const sleep = async (ms: number) => {
    slept.push(ms);
  };
  /** A new sync instance over the same database and progress: what a service-worker restart gives. */
  const start = (fetchPage: FakeServer['fetchPage'] = server.fetchPage) => {
    const store = createDirectoryStore(dbName);
    stores.push(store);
    return { store, sync: createDirectorySync({ store, fetchPage, progress, now: () => NOW, sleep }) };
  };
  return { server, progress, start, slept };
}

async function slugs(store: DirectoryStore) {
  return (await store.getAll()).map((tool) => tool.slug);
}

describe('directory sync: a full run', () => {
  it('pages through 1,050 tools (11 pages) and stores every one in listing order', async () => {
    const { server, start } = setup(1050);
    const { store, sync } = start();

    const outcome = await sync.run();

    expect(outcome).toEqual({ status: 'complete', pages: 11, stored: 1050, removed: 0 });
    expect(server.requested).toEqual(range(1, 11));
    const stored = await store.getAll();
    expect(stored.map((tool) => tool.slug)).toEqual(server.listing.map((tool) => tool.slug));
    expect(stored.map((tool) => tool.rank)).toEqual(range(0, 1049));
    expect(await store.count()).toBe(1050);
    expect(await store.get('tool-1050')).toMatchObject({ name: 'Tool 1050 v1', rating: { count: 1050 } });
  });

  it('ends at an empty page once the promised total has arrived, even when it names a next page', async () => {
    const { server, start } = setup(200);
    server.beforePage = (page) =>
      page === 2
        ? {
            ok: true,
            data: { items: server.listing.slice(100), next: 'https://x.example/?page=3', total: 200, page },
          }
        : undefined;
    const { store, sync } = start();

    expect(await sync.run()).toMatchObject({ status: 'complete', pages: 2, stored: 200 });
    expect(server.requested).toEqual([1, 2, 3]);
    expect(await store.count()).toBe(200);
  });

  it('stops a listing whose next link never ends one page past what the total allows', async () => {
    const { server, start } = setup(250);
    const firstPage = server.listing.slice(0, 100);
    server.beforePage = (page) => ({
      ok: true,
      data: {
        items: firstPage.map((tool) => ({ ...tool, slug: `${tool.slug}-p${page}` })),
        next: 'https://x.example/?page=again',
        total: 250,
        page,
      },
    });
    const { sync } = start();

    expect(await sync.run()).toMatchObject({ status: 'complete', pages: 4 });
    expect(server.requested).toEqual([1, 2, 3, 4]);
  });

  it('returns the running promise to a second run() instead of syncing twice', async () => {
    const { server, start } = setup(300);
    const { sync } = start();

    const first = sync.run();
    const second = sync.run();

    expect(second).toBe(first);
    await first;
    expect(server.requested).toEqual([1, 2, 3]);
  });
});

describe('directory sync: a listing that ends before its total', () => {
  const emptyPage = (page: number, total: number | null = 500): Result<ToolPage> => ({
    ok: true,
    data: { items: [], next: `https://directory.example/api/v1/tools?page=${page + 1}`, total, page },
  });

  it('asks an empty page 3 again after a backoff and completes with every tool', async () => {
    const { server, start, slept } = setup(500);
    let emptied = false;
    server.beforePage = (page) => {
      if (page !== 3 || emptied) return undefined;
      emptied = true;
      return emptyPage(page);
    };
    const { store, sync } = start();

    expect(await sync.run()).toMatchObject({ status: 'complete', pages: 5, stored: 500 });
    expect(server.requested).toEqual([1, 2, 3, 3, 4, 5]);
    expect(slept).toEqual([SHORT_PAGE_BACKOFF_MS]);
    expect(await store.count()).toBe(500);
  });

  it('pauses with bad-response when the page stays empty; two such syncs keep all 500 tools', async () => {
    const { server, start, slept, progress } = setup(500);
    const { store, sync } = start();
    await sync.run();
    server.beforePage = (page) => (page === 2 ? emptyPage(page) : undefined);

    for (let run = 0; run < 2; run++) {
      const outcome = await sync.run();
      expect(outcome).toMatchObject({ status: 'paused', nextPage: 2, error: { kind: 'bad-response' } });
      expect(await store.count()).toBe(500);
    }
    // Four tries of page 2 per run, with a growing wait between them.
    expect(server.requested.slice(5)).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(slept).toEqual([2_000, 4_000, 8_000, 2_000, 4_000, 8_000]);
    expect(progress.value).toMatchObject({ nextPage: 2 });
    expect(await sync.getStatus()).toMatchObject({ state: 'error', lastError: { kind: 'bad-response' } });
    // The scheduled resume waits a while instead of asking a broken listing again every minute.
    expect(await sync.isDue(NOW + 60_000)).toBe(false);
    expect(await sync.isDue(NOW + BAD_RESPONSE_PAUSE_MS)).toBe(true);

    // The directory answers properly again: the paused sync resumes at page 2 and nothing was lost.
    server.beforePage = undefined;
    expect(await sync.run()).toMatchObject({ status: 'complete', stored: 500, removed: 0 });
    expect(await store.count()).toBe(500);
  });

  it('treats a page whose items all fail validation like an empty one', async () => {
    const { server, start } = setup(300);
    const invalid = toolPageResponse.parse({
      data: [{ slug: 42 }, { name: null }, 'not a tool'],
      links: { next: 'https://directory.example/api/v1/tools?page=3' },
      meta: { total: 300, current_page: 2 },
    });
    expect(invalid.items).toEqual([]);
    server.beforePage = (page) => (page === 2 ? { ok: true, data: invalid } : undefined);
    const { store, sync } = start();

    expect(await sync.run()).toMatchObject({
      status: 'paused',
      nextPage: 2,
      error: { kind: 'bad-response' },
    });
    expect(await store.count()).toBe(0);
  });

  it('an empty page with no total anywhere ends the listing, as before', async () => {
    const { server, start, slept } = setup(250);
    server.beforePage = (page) => {
      const items = server.listing.slice((page - 1) * 100, page * 100);
      return {
        ok: true,
        data: { items: page === 2 ? [] : items, next: 'https://x.example/', total: null, page },
      };
    };
    const { store, sync } = start();

    expect(await sync.run()).toMatchObject({ status: 'complete', pages: 1, stored: 100 });
    expect(slept).toEqual([]);
    expect(await store.count()).toBe(100);
  });

  it('reset during the backoff cancels the run; nothing is swapped in', async () => {
    const { server } = setup(300);
    server.beforePage = (page) => (page === 2 ? emptyPage(page, 300) : undefined);
    const store = createDirectoryStore(uniqueDbName());
    stores.push(store);
    let sync: ReturnType<typeof createDirectorySync> | null = null;
    sync = createDirectorySync({
      store,
      fetchPage: server.fetchPage,
      progress: createMemoryProgress(),
      now: () => NOW,
      sleep: async () => {
        await sync?.reset();
      },
    });

    expect(await sync.run()).toEqual({ status: 'cancelled' });
    expect(await store.count()).toBe(0);
    expect(server.requested).toEqual([1, 2]);
  });

  it('endsTooEarly: only an empty page inside the promised pages, before the total arrived', () => {
    const progress = { generation: 1, nextPage: 3, staged: 200, startedAt: NOW, totalPages: 5, ended: false };
    const page = (items: number, total: number | null) => ({
      items: makeTools(items),
      next: null,
      total,
      page: 3,
    });
    expect(endsTooEarly(page(0, 500), 3, progress)).toBe(true);
    expect(endsTooEarly(page(0, null), 3, progress)).toBe(true);
    expect(endsTooEarly(page(1, 500), 3, progress)).toBe(false);
    expect(endsTooEarly(page(0, 200), 3, progress)).toBe(false); // the total shrank to what arrived
    expect(endsTooEarly(page(0, 500), 6, progress)).toBe(false); // past the promised pages
    expect(endsTooEarly(page(0, null), 3, { ...progress, totalPages: null })).toBe(false);
  });
});

describe('directory sync: resuming', () => {
  it('resumes at page 6 after the service worker died while fetching it, without loss or duplicates', async () => {
    const { server, start, progress } = setup(1050);
    const first = start((page) => (page === 6 ? hang() : server.fetchPage(page)));
    void first.sync.run();
    await expect.poll(() => server.requested.at(-1)).toBe(5);
    await expect.poll(() => (progress.value as { nextPage?: number } | null)?.nextPage).toBe(6);

    const { store, sync } = start();
    const outcome = await sync.run();

    expect(server.requested).toEqual([...range(1, 5), ...range(6, 11)]);
    expect(outcome).toMatchObject({ status: 'complete', stored: 1050 });
    expect(await slugs(store)).toEqual(server.listing.map((tool) => tool.slug));
  });

  it('pauses on a rate-limited page, keeps the progress, and a new instance resumes at that page', async () => {
    const { server, start } = setup(1050);
    server.beforePage = (page) =>
      page === 6 ? failure('rate-limited', { status: 429, retryAt: NOW + 30_000 }) : undefined;
    const first = start();

    const paused = await first.sync.run();

    expect(paused).toMatchObject({ status: 'paused', nextPage: 6, error: { kind: 'rate-limited' } });
    expect(await first.store.count()).toBe(0);
    server.beforePage = undefined;
    const { store, sync } = start();
    expect(await sync.run()).toMatchObject({ status: 'complete', stored: 1050 });
    expect(server.requested).toEqual([...range(1, 6), ...range(6, 11)]);
    expect(await slugs(store)).toEqual(server.listing.map((tool) => tool.slug));
  });

  it('re-fetching a page whose progress was never saved stages it again idempotently', async () => {
    const { server, start, progress } = setup(1050);
    let savedAfterPage4: unknown = null;
    server.beforePage = (page) => {
      if (page === 5) savedAfterPage4 = structuredClone(progress.value);
      return page === 6 ? hang() : undefined;
    };
    void start().sync.run();
    await expect.poll(() => (progress.value as { nextPage?: number } | null)?.nextPage).toBe(6);
    progress.value = savedAfterPage4; // page 5 was staged, then the worker died before saving progress

    server.beforePage = undefined;
    const { store, sync } = start();
    expect(await sync.run()).toMatchObject({ status: 'complete', stored: 1050 });
    expect(server.requested).toEqual([...range(1, 6), ...range(5, 11)]);
    const stored = await store.getAll();
    expect(stored.map((tool) => tool.slug)).toEqual(server.listing.map((tool) => tool.slug));
    expect(new Set(stored.map((tool) => tool.slug)).size).toBe(1050);
  });

  it('after the last page was staged, a restart only swaps it in: no page past the end is asked for', async () => {
    const { server, start, progress } = setup(1050);
    const first = start();
    first.store.commitStaging = () => new Promise(() => undefined); // the worker dies before the swap
    void first.sync.run();
    await expect.poll(() => (progress.value as { ended?: boolean } | null)?.ended).toBe(true);
    server.beforePage = () => failure('not-found', { status: 404 });

    const { store, sync } = start();
    expect(await sync.run()).toMatchObject({ status: 'complete', stored: 1050 });
    expect(server.requested).toEqual(range(1, 11));
    expect(await store.count()).toBe(1050);
  });

  it('starts afresh when the saved progress is corrupt', async () => {
    const { server, start, progress } = setup(200);
    progress.value = { nextPage: 'seven', generation: 1 };
    const { store, sync } = start();

    expect(await sync.run()).toMatchObject({ status: 'complete', stored: 200 });
    expect(server.requested).toEqual([1, 2]);
    expect(await store.count()).toBe(200);
  });
});

describe('directory sync: replacing the live set', () => {
  it('keeps serving the complete previous set while a second sync is under way', async () => {
    const { server, start } = setup(1050);
    const { store, sync } = start();
    await sync.run();
    server.listing = makeTools(1050, 2);
    const seenMidway: string[][] = [];
    server.beforePage = async (page) => {
      if (page === 6) seenMidway.push((await store.getAll()).map((tool) => tool.name));
      return undefined;
    };

    await sync.run();

    expect(seenMidway).toHaveLength(1);
    expect(seenMidway[0]).toHaveLength(1050);
    expect(seenMidway[0]?.every((name) => name.endsWith(' v1'))).toBe(true);
    const after = await store.getAll();
    expect(after).toHaveLength(1050);
    expect(after.every((tool) => tool.name.endsWith(' v2'))).toBe(true);
  });
});

describe('directory sync: retention', () => {
  it('keeps a tool one sync missed, in its old place, and drops it when the next sync misses it too', async () => {
    const { server, start } = setup(300);
    const { store, sync } = start();
    await sync.run();
    const withoutTool50 = server.listing.filter((tool) => tool.slug !== 'tool-50');
    server.listing = withoutTool50;

    expect(await sync.run()).toMatchObject({ status: 'complete', stored: 300, removed: 0 });
    const afterOneMiss = await slugs(store);
    expect(afterOneMiss.indexOf('tool-50')).toBe(afterOneMiss.indexOf('tool-49') + 1);

    expect(await sync.run()).toMatchObject({ status: 'complete', stored: 299, removed: 1 });
    expect(await store.get('tool-50')).toBeUndefined();
  });

  it('counts only consecutive misses: a tool seen again starts over', async () => {
    const { server, start } = setup(300);
    const { store, sync } = start();
    const full = server.listing;
    const withoutTool7 = full.filter((tool) => tool.slug !== 'tool-7');
    for (const listing of [full, withoutTool7, full, withoutTool7]) {
      server.listing = listing;
      await sync.run();
    }
    expect(await store.get('tool-7')).toBeDefined();
  });

  it('markGone removes a tool at once, also from a sync under way', async () => {
    const { server, start } = setup(300);
    const { store, sync } = start();
    await sync.run();
    await sync.markGone('tool-10');
    expect(await store.get('tool-10')).toBeUndefined();
    expect(await slugs(store)).not.toContain('tool-10');

    server.beforePage = async (page) => {
      // tool-150 was staged from page 2; then its detail answered 404.
      if (page === 3) await sync.markGone('tool-150');
      return undefined;
    };
    await sync.run();
    expect(await store.get('tool-150')).toBeUndefined();
    expect(await store.get('tool-10')).toBeDefined(); // listed again by the server
  });
});

describe('directory sync: listing order shifting while paging', () => {
  it('stores a tool seen on two pages once, at its first rank, and keeps a skipped one via retention', async () => {
    const { server, start } = setup(300);
    const { store, sync } = start();
    await sync.run();
    const original = server.listing;
    server.beforePage = (page) => {
      // Once page 1 was served, tool-50 sinks to page 3 (seen twice) and tool-151 climbs to page 1 (missed).
      if (page === 2) {
        const [sinker, climber] = [original[49], original[150]];
        if (!sinker || !climber) throw new Error('fixture too short');
        const rest = original.filter((tool) => tool !== sinker && tool !== climber);
        server.listing = [climber, ...rest.slice(0, 248), sinker, ...rest.slice(248)];
      }
      return undefined;
    };

    expect(await sync.run()).toMatchObject({ status: 'complete', stored: 300, removed: 0 });

    const after = await slugs(store);
    expect(after.filter((slug) => slug === 'tool-50')).toHaveLength(1);
    expect(after.indexOf('tool-50')).toBe(49); // its first rank, from page 1
    expect(after).toContain('tool-151'); // retained: the previous sync had it
    expect(after.indexOf('tool-151')).toBe(after.indexOf('tool-150') + 1);
    expect(new Set(after).size).toBe(after.length);
  });
});

describe('directory sync: errors and reset', () => {
  it.each(['unauthorized', 'no-token'] as const)(
    'aborts on %s, reports it and drops the progress',
    async (kind) => {
      const { server, start, progress } = setup(500);
      const { store, sync } = start();
      await sync.run();
      server.beforePage = (page) => (page === 3 ? failure(kind, { status: 401 }) : undefined);

      const outcome = await sync.run();

      expect(outcome).toMatchObject({ status: 'aborted', error: { kind } });
      expect(progress.value).toBeNull();
      expect(server.requested).toEqual([...range(1, 5), 1, 2, 3]);
      expect(await store.count()).toBe(500); // the previous complete set stays
      const status = await sync.getStatus();
      expect(status).toMatchObject({ state: 'error', lastError: { kind }, ready: true });

      server.beforePage = undefined;
      await sync.run();
      expect(server.requested.slice(8)).toEqual(range(1, 5)); // starts over at page 1
    },
  );

  it('reset clears the progress and the stored tools: the next run starts at page 1', async () => {
    const { server, start, progress } = setup(500);
    const { store, sync } = start();
    await sync.run();
    server.beforePage = (page) => (page === 3 ? failure('offline') : undefined);
    await sync.run();
    expect(progress.value).not.toBeNull();

    await sync.reset();

    expect(progress.value).toBeNull();
    expect(await store.count()).toBe(0);
    expect(await store.getAll()).toEqual([]);
    expect(await sync.getStatus()).toMatchObject({
      state: 'idle',
      toolsStored: 0,
      ready: false,
      lastSuccessAt: null,
      lastError: null,
    });
    server.beforePage = undefined;
    server.requested.length = 0;
    await sync.run();
    expect(server.requested).toEqual(range(1, 5));
  });

  it('reset during a run cancels it; nothing it fetched lands in the store', async () => {
    const { server, start } = setup(500);
    const { store, sync } = start();
    server.beforePage = async (page) => {
      if (page === 3) await sync.reset();
      return undefined;
    };

    expect(await sync.run()).toEqual({ status: 'cancelled' });
    expect(await store.count()).toBe(0);

    server.beforePage = undefined;
    server.listing = makeTools(200, 2);
    expect(await sync.run()).toMatchObject({ status: 'complete', stored: 200 });
    expect((await store.getAll()).every((tool) => tool.name.endsWith(' v2'))).toBe(true);
  });
});

describe('directory sync: status and schedule', () => {
  it('reports progress after every page and the outcome at the end', async () => {
    const { server, start } = setup(1050);
    const { sync } = start();
    const statuses: SyncStatus[] = [];
    const unsubscribe = sync.onChange((status) => statuses.push(status));
    server.beforePage = (page) => (page === 6 ? failure('server', { status: 503 }) : undefined);

    await sync.run();

    expect(statuses.at(0)).toMatchObject({ state: 'syncing', page: 0, totalPages: null });
    expect(statuses.filter((status) => status.state === 'syncing').map((status) => status.page)).toEqual(
      range(0, 5),
    );
    expect(statuses.at(0)).toMatchObject({ toolsSynced: 0, toolsExpected: null });
    // The tools brought so far, of the listing's total: what the options and the welcome page show.
    expect(statuses.at(-2)).toMatchObject({
      state: 'syncing',
      page: 5,
      totalPages: 11,
      toolsSynced: 500,
      toolsExpected: 1050,
      toolsStored: 0,
    });
    expect(statuses.at(-1)).toMatchObject({
      state: 'error',
      page: 5,
      totalPages: 11,
      toolsSynced: 500,
      toolsExpected: 1050,
      toolsStored: 0,
      lastSuccessAt: null,
      lastError: { kind: 'server', status: 503 },
      ready: false,
    });

    server.beforePage = undefined;
    await sync.run();
    expect(await sync.getStatus()).toEqual({
      state: 'idle',
      page: 0,
      totalPages: null,
      toolsSynced: 0,
      toolsExpected: null,
      toolsStored: 1050,
      lastSuccessAt: NOW,
      lastError: null,
      ready: true,
    });

    unsubscribe();
    const before = statuses.length;
    await sync.markGone('tool-1');
    expect(statuses).toHaveLength(before);
  });

  it('is due when never synced, 24 h after a success, and to finish an interrupted sync', async () => {
    const { server, start } = setup(300);
    const { sync } = start();
    expect(await sync.isDue(NOW)).toBe(true);

    await sync.run();
    expect(await sync.isDue(NOW + 23 * HOUR)).toBe(false);
    expect(await sync.isDue(NOW + 24 * HOUR)).toBe(true);

    server.beforePage = (page) => (page === 2 ? failure('offline') : undefined);
    await sync.run();
    expect(await sync.isDue(NOW + HOUR)).toBe(true);
  });

  it('is not due during a rate-limit cooldown, nor for 24 h after an unauthorized abort', async () => {
    const { server, start } = setup(300);
    const { sync } = start();
    server.beforePage = () => failure('rate-limited', { retryAt: NOW + 60_000 });
    await sync.run();
    expect(await sync.isDue(NOW + 59_000)).toBe(false);
    expect(await sync.isDue(NOW + 60_000)).toBe(true);

    server.beforePage = () => failure('unauthorized', { status: 401 });
    await sync.run();
    expect(await sync.isDue(NOW + HOUR)).toBe(false);
    expect(await sync.isDue(NOW + 24 * HOUR)).toBe(true);
    await sync.reset();
    expect(await sync.isDue(NOW + HOUR)).toBe(true);
  });
});
