// @vitest-environment node
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiError, Result, Tool } from '../../../lib/api/model';
import { createRateLimiter, type SetTimer } from '../../../lib/api/rate-limit';
import { HEADROOM, LIMIT, PACE_BURST } from '../../../lib/api/rate-limit-budget';
import {
  createAlternativesPrefetch,
  PREFETCH_INTERVAL_MS,
  PREFETCH_TOP,
  prefetchTopFrom,
} from '../../../lib/directory/alternatives/prefetch';
import { type AlternativesStore, createAlternativesStore } from '../../../lib/directory/alternatives/store';
import { toDirectoryTool } from '../../../lib/directory/record';
import { createDirectoryStore, type DirectoryStore } from '../../../lib/directory/store';
import { makeTool, makeTools, uniqueDbName } from '../../support/directory-fake-server';
import { eventually } from '../../support/eventually';

const NOW = Date.UTC(2025, 0, 1);
const DAY = 24 * 60 * 60 * 1000;

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

/** Puts `tools` into the local directory in this listing order, as a complete sync would. */
async function fillDirectory(directory: DirectoryStore, tools: Tool[]) {
  const generation = await directory.beginStaging();
  await directory.stagePage(
    generation,
    tools.map((tool, rank) => toDirectoryTool(tool, rank)),
  );
  await directory.commitStaging(generation, NOW);
}

type Answer = Result<Tool[]> | Promise<Result<Tool[]>> | undefined;

function failure(kind: ApiError['kind'], extra: Partial<ApiError> = {}): Result<Tool[]> {
  return { ok: false, error: { kind, message: `${kind} in test`, ...extra } };
}

/** Never settles: the service worker died while this request was in flight. */
const hang = () => new Promise<Result<Tool[]>>(() => undefined);

async function setup(toolCount = 1200) {
  const directoryDb = uniqueDbName();
  const alternativesDb = `${uniqueDbName()}-alternatives`;
  const directory = createDirectoryStore(directoryDb);
  opened.push(directory);
  await fillDirectory(directory, makeTools(toolCount));
  const requested: string[] = [];
  const server = {
    requested,
    /** Answer for a slug instead of the default (6 alternatives: the store keeps 5). */
    answer: undefined as ((slug: string) => Answer) | undefined,
    async fetchAlternatives(slug: string): Promise<Result<Tool[]>> {
      requested.push(slug);
      const special = server.answer?.(slug);
      if (special) return special;
      return { ok: true, data: [1, 2, 3, 4, 5, 6].map((n) => makeTool(10_000 + n)) };
    },
  };
  let clock = NOW;
  /** A new prefetch over the same databases: what a service-worker restart gives. */
  const start = (fetchAlternatives = server.fetchAlternatives) => {
    const store = createAlternativesStore(alternativesDb);
    opened.push(store);
    const prefetch = createAlternativesPrefetch({
      store,
      topTools: (limit) => directory.getTop(limit),
      fetchAlternatives,
      now: () => clock,
    });
    return { store, prefetch };
  };
  return {
    directory,
    server,
    start,
    setClock: (at: number) => {
      clock = at;
    },
  };
}

const slugRange = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `tool-${from + i}`);

describe('alternatives prefetch: a full run', () => {
  it('fetches the top 500 by listing rank, in rank order, and keeps 5 alternatives each', async () => {
    const { server, start } = await setup(1200);
    const { store, prefetch } = start();
    expect(PREFETCH_TOP).toBe(500);

    const outcome = await prefetch.run();

    expect(outcome).toEqual({ status: 'complete', full: true, fetched: 500, skipped: 0, dropped: 0 });
    // Rank order (tool-1, tool-2, … tool-500), not the store's key order (tool-1, tool-10, tool-100…).
    expect(server.requested).toEqual(slugRange(1, 500));
    expect(await store.count()).toBe(500);
    expect((await store.get('tool-1'))?.alternatives).toHaveLength(5);
    expect(await store.get('tool-501')).toBeUndefined();
    expect(await prefetch.getStatus()).toEqual({
      state: 'done',
      stored: 500,
      total: 500,
      lastSuccessAt: NOW,
    });
  });

  it('the order follows the directory listing whatever slugs look like', async () => {
    const { directory, server, start } = await setup(0);
    const listing = ['zeta', 'alpha', 'mid', 'beta'].map((slug, n) => ({ ...makeTool(n + 1), slug }));
    await fillDirectory(directory, listing);
    await start().prefetch.run();
    expect(server.requested).toEqual(['zeta', 'alpha', 'mid', 'beta']);
  });

  it('does nothing before the directory has tools', async () => {
    const { directory, server, start } = await setup(0);
    await directory.clear();
    const { prefetch } = start();
    expect(await prefetch.run()).toEqual({ status: 'not-ready' });
    expect(server.requested).toEqual([]);
    expect(await prefetch.getStatus()).toMatchObject({ state: 'idle', stored: 0, total: 0 });
  });

  it('a second run() while one is under way joins it: no slug is fetched twice', async () => {
    const { server, start } = await setup(50);
    const { prefetch } = start();
    const [a, b] = await Promise.all([prefetch.run(), prefetch.run()]);
    expect(a).toBe(b);
    expect(server.requested).toEqual(slugRange(1, 50));
  });
});

describe('alternatives prefetch: interruptions', () => {
  it('resumes after a service-worker restart at the slug it was fetching', async () => {
    const { server, start } = await setup(600);
    server.answer = (slug) => (slug === 'tool-121' ? hang() : undefined);
    const first = start();
    void first.prefetch.run();
    await eventually(() => expect(server.requested.at(-1)).toBe('tool-121'));
    expect(await first.prefetch.getStatus()).toMatchObject({ state: 'running', stored: 120, total: 500 });

    server.answer = undefined;
    const second = start();
    // What a restarted worker asks first: is a run unfinished (its progress was kept)?
    expect(await second.prefetch.isUnfinished()).toBe(true);
    expect(await second.prefetch.isDue(NOW)).toBe(true);
    const outcome = await second.prefetch.run();

    expect(outcome).toMatchObject({ status: 'complete', fetched: 380 });
    // 120 done before the restart, then tool-121 again and on: 501 requests for 500 tools.
    expect(server.requested).toEqual([...slugRange(1, 121), ...slugRange(121, 500)]);
    expect(await second.store.count()).toBe(500);
    expect(await second.prefetch.isUnfinished()).toBe(false);
  });

  it('pauses on a rate limit with its progress kept, and is not due until the server allows', async () => {
    const { server, start } = await setup(300);
    const retryAt = NOW + 30_000;
    let limited = true;
    server.answer = (slug) =>
      slug === 'tool-51' && limited ? failure('rate-limited', { retryAt }) : undefined;
    const { prefetch } = start();

    expect(await prefetch.run()).toMatchObject({
      status: 'paused',
      nextIndex: 50,
      error: { kind: 'rate-limited' },
    });
    expect(await prefetch.getStatus()).toMatchObject({ state: 'running', stored: 50 });
    expect(await prefetch.isDue(retryAt - 1)).toBe(false);
    expect(await prefetch.isDue(retryAt)).toBe(true);

    limited = false;
    expect(await prefetch.run()).toMatchObject({ status: 'complete', fetched: 250 });
    expect(server.requested).toEqual([...slugRange(1, 51), ...slugRange(51, 300)]);
  });

  it('stops on a credential error, drops its progress and waits a day (or a new connection)', async () => {
    const { server, start } = await setup(100);
    server.answer = (slug) => (slug === 'tool-10' ? failure('unauthorized', { status: 401 }) : undefined);
    const { store, prefetch } = start();

    expect(await prefetch.run()).toMatchObject({ status: 'aborted', error: { kind: 'unauthorized' } });
    expect(server.requested).toEqual(slugRange(1, 10));
    expect((await store.getMeta()).progress).toBeNull();
    expect(await prefetch.isDue(NOW + DAY - 1)).toBe(false);
    expect(await prefetch.isDue(NOW + DAY)).toBe(true);
    expect(await prefetch.getStatus()).toMatchObject({ state: 'idle' });
    expect(await prefetch.isUnfinished()).toBe(false);
  });

  it('skips a slug that answers 404 or an unreadable body; one that keeps failing is skipped on the third pause', async () => {
    const { server, start } = await setup(20);
    server.answer = (slug) => {
      if (slug === 'tool-3') return failure('not-found', { status: 404 });
      if (slug === 'tool-4') return failure('bad-response');
      if (slug === 'tool-5') return failure('server', { status: 500 });
      return undefined;
    };
    const { store, prefetch } = start();

    expect(await prefetch.run()).toMatchObject({ status: 'paused', nextIndex: 4 });
    expect(await prefetch.run()).toMatchObject({ status: 'paused', nextIndex: 4 });
    expect(await prefetch.run()).toMatchObject({ status: 'complete', fetched: 15, skipped: 1 });
    expect(await store.get('tool-3')).toBeUndefined();
    expect(await store.get('tool-4')).toBeUndefined();
    expect(await store.get('tool-5')).toBeUndefined();
    expect(await store.get('tool-6')).toBeDefined();
    expect(await store.count()).toBe(17);
  });

  it('reset() cancels a run and nothing of it is written afterwards', async () => {
    const { server, start } = await setup(100);
    let release: (value: Result<Tool[]>) => void = () => undefined;
    const { store, prefetch } = start((slug) =>
      slug === 'tool-5'
        ? new Promise((resolve) => {
            release = resolve;
          })
        : server.fetchAlternatives(slug),
    );
    const running = prefetch.run();
    await eventually(() => expect(server.requested).toHaveLength(4));
    await eventually(() => expect(store.count()).resolves.toBe(4));

    await prefetch.reset();
    release({ ok: true, data: [makeTool(9999)] });

    expect(await running).toEqual({ status: 'cancelled' });
    expect(await store.count()).toBe(0);
    expect(await prefetch.getStatus()).toMatchObject({ state: 'idle', stored: 0, lastSuccessAt: null });
  });
});

describe('alternatives prefetch: a sync goes first', () => {
  it('yieldToSync() stops a run after the answer it waits for; the next run resumes at that slug', async () => {
    const { server, start } = await setup(100);
    let release: (value: Result<Tool[]>) => void = () => undefined;
    server.answer = (slug) =>
      slug === 'tool-31'
        ? new Promise((resolve) => {
            release = resolve;
          })
        : undefined;
    const { store, prefetch } = start();
    const running = prefetch.run();
    await eventually(() => expect(server.requested).toHaveLength(31));

    prefetch.yieldToSync();
    release({ ok: true, data: [makeTool(9999)] });
    expect(await running).toEqual({ status: 'yielded' });
    expect(server.requested).toHaveLength(31);
    expect(await store.count()).toBe(30);
    expect(await prefetch.getStatus()).toMatchObject({ state: 'running', stored: 30 });

    server.answer = undefined;
    expect(await prefetch.run()).toMatchObject({ status: 'complete', fetched: 70 });
    expect(server.requested).toEqual([...slugRange(1, 31), ...slugRange(31, 100)]);
  });

  it('yieldToSync() with no run under way changes nothing', async () => {
    const { server, start } = await setup(10);
    const { prefetch } = start();
    prefetch.yieldToSync();
    expect(await prefetch.run()).toMatchObject({ status: 'complete', fetched: 10 });
    expect(server.requested).toEqual(slugRange(1, 10));
  });
});

describe('alternatives prefetch: weekly refresh', () => {
  it('is due weekly; a run in between fills in only tools new to the top and drops the ones that left', async () => {
    const { directory, server, start, setClock } = await setup(600);
    const { store, prefetch } = start();
    await prefetch.run();
    expect(await prefetch.isDue(NOW + PREFETCH_INTERVAL_MS - 1)).toBe(false);
    expect(await prefetch.isDue(NOW + PREFETCH_INTERVAL_MS)).toBe(true);

    // The next daily sync: tool-550 climbed into the top 500, tool-500 fell out.
    const tools = makeTools(600);
    const climber = tools.splice(549, 1)[0] as Tool;
    tools.splice(10, 0, climber);
    await fillDirectory(directory, tools);
    server.requested.length = 0;
    setClock(NOW + DAY);

    expect(await prefetch.run()).toEqual({
      status: 'complete',
      full: false,
      fetched: 1,
      skipped: 0,
      dropped: 1,
    });
    expect(server.requested).toEqual(['tool-550']);
    expect(await store.get('tool-550')).toBeDefined();
    expect(await store.get('tool-500')).toBeUndefined();
    // A fill-in is not the weekly refresh.
    expect((await prefetch.getStatus()).lastSuccessAt).toBe(NOW);

    // With nothing new, a run asks for nothing.
    server.requested.length = 0;
    expect(await prefetch.run()).toMatchObject({ status: 'complete', fetched: 0 });
    expect(server.requested).toEqual([]);

    // A week on, every top tool is fetched again, in the new order.
    setClock(NOW + PREFETCH_INTERVAL_MS);
    expect(await prefetch.run()).toMatchObject({ status: 'complete', full: true, fetched: 500 });
    expect(server.requested.slice(0, 12)).toEqual([...slugRange(1, 10), 'tool-550', 'tool-11']);
    expect(await prefetch.getStatus()).toMatchObject({ lastSuccessAt: NOW + PREFETCH_INTERVAL_MS });
  });
});

describe('prefetchTopFrom', () => {
  it('takes a whole number from 1 to 10,000; anything else is the default 500', () => {
    expect(prefetchTopFrom('30')).toBe(30);
    expect(prefetchTopFrom(' 1 ')).toBe(1);
    for (const odd of [undefined, '', '0', '-5', '2.5', '1e3', 'abc', '10001', 30]) {
      expect(prefetchTopFrom(odd)).toBe(PREFETCH_TOP);
    }
  });
});

describe('alternatives store: stored data is a trust boundary', () => {
  it('reads a corrupt record or meta as absent', async () => {
    const name = `${uniqueDbName()}-alternatives`;
    const store = createAlternativesStore(name);
    opened.push(store);
    await store.put({ slug: 'good', alternatives: [makeTool(1)], fetchedAt: NOW });
    await store.close();

    const raw = await openDB(name, 1);
    await raw.put('alternatives', { slug: 'bad', alternatives: [{ slug: 'x', name: 42 }], fetchedAt: NOW });
    await raw.put('alternatives', {
      slug: 'evil',
      alternatives: [{ ...makeTool(2), website: 'javascript:alert(1)' }],
      fetchedAt: NOW,
    });
    await raw.put('meta', { lastSuccessAt: 'yesterday' }, 'meta');
    raw.close();

    expect((await store.get('good'))?.alternatives.map((tool) => tool.slug)).toEqual(['tool-1']);
    expect(await store.get('bad')).toBeUndefined();
    expect(await store.get('evil')).toBeUndefined();
    expect(await store.getMeta()).toMatchObject({ lastSuccessAt: null, progress: null });
  });

  it('keeps at most 5 alternatives per tool', async () => {
    const store: AlternativesStore = createAlternativesStore(`${uniqueDbName()}-alternatives`);
    opened.push(store);
    await store.put({ slug: 'a', alternatives: makeTools(9), fetchedAt: NOW });
    expect((await store.get('a'))?.alternatives).toHaveLength(5);
  });
});

describe('alternatives prefetch: request budget', () => {
  it('is the most patient work: with the prefetch running, a person’s requests still go at once', async () => {
    let clock = NOW;
    const timers = new Set<{ at: number; callback: () => void }>();
    const setTimer: SetTimer = (callback, ms) => {
      const timer = { at: clock + ms, callback };
      timers.add(timer);
      return () => timers.delete(timer);
    };
    const advance = (ms: number) => {
      clock += ms;
      for (const timer of [...timers]) {
        if (timer.at <= clock) {
          timers.delete(timer);
          timer.callback();
        }
      }
    };
    const limiter = createRateLimiter({
      key: 'prefetch-test',
      storage: fakeBrowser.storage.session,
      now: () => clock,
      setTimer,
    });
    const { server, start } = await setup(600);
    const sentAt: number[] = [];
    const { prefetch } = start(async (slug) => {
      await limiter.acquire('patient');
      sentAt.push(clock);
      return server.fetchAlternatives(slug);
    });

    const running: Promise<unknown> = prefetch.run();
    await eventually(() => expect(sentAt).toHaveLength(PACE_BURST));
    // A person arrives: none of their requests waits behind the prefetch.
    const interactive = await Promise.allSettled(
      Array.from({ length: 16 }, () => limiter.acquire('interactive')),
    );
    expect(interactive.every((r) => r.status === 'fulfilled')).toBe(true);

    // Second by second the prefetch goes on at its share, and finishes: 500 tools.
    for (let second = 0; second < 20 * 60 && sentAt.length < 500; second++) {
      advance(1_000);
      // Five turns of the event loop (setImmediate: a timer's 1 ms floor would make this 6 s of waiting).
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    }
    await running;
    expect(sentAt).toHaveLength(500);
    const perWindow = (from: number) => sentAt.filter((at) => at >= from && at < from + 60_000).length;
    for (let from = NOW; from < clock; from += 1_000) {
      expect(perWindow(from)).toBeLessThanOrEqual(LIMIT - HEADROOM.idle);
    }
    expect(clock - NOW).toBeLessThan(11 * 60_000);
  }, 60_000); // A simulated 20 minutes, yielding to the event loop each second: slow on a loaded machine.
});
