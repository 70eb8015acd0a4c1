// @vitest-environment node
// Clock jumps (issue 32): the clock set a day back and a week forward. The daily sync and the weekly
// prefetch stay on schedule (never skipped for as long as the clock went back, run once after it went
// forward), a kept answer ("kept for an hour") is not fresh forever, and the request log's 7 days and the
// change sets' 30 days stay bounded. A controlled clock everywhere.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import * as z from 'zod/mini';
import { createCache } from '../../../lib/api/cache';
import { purgeExpired } from '../../../lib/api/cache-purge';
import { cachedResult } from '../../../lib/api/cached-result';
import { holdsOffAfter } from '../../../lib/api/errors';
import { createBackgroundJobs } from '../../../lib/background/background-jobs';
import {
  createAlternativesPrefetch,
  PREFETCH_INTERVAL_MS,
} from '../../../lib/directory/alternatives/prefetch';
import { createAlternativesStore } from '../../../lib/directory/alternatives/store';
import { createDirectoryStore, type DirectoryStore } from '../../../lib/directory/store';
import {
  CHANGES_KEPT_MS,
  createChangeStore,
  MAX_CHANGE_SETS,
} from '../../../lib/directory/sync/change-store';
import { createDirectorySync } from '../../../lib/directory/sync/sync';
import { SYNC_INTERVAL_MS } from '../../../lib/directory/sync/sync-schedule';
import { createRequestLog, MAX_REQUESTS, REQUESTS_KEPT_MS } from '../../../lib/request-log/store';
import {
  createFakeServer,
  createMemoryProgress,
  makeTool,
  makeTools,
  uniqueDbName,
} from '../../support/directory-fake-server';

const T = Date.UTC(2026, 2, 1, 12);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

/** A sync and a prefetch over fresh databases, on a clock the test sets. */
function setup() {
  let clock = T;
  const now = () => clock;
  const server = createFakeServer(makeTools(150));
  const store: DirectoryStore = createDirectoryStore(uniqueDbName());
  const alternatives = createAlternativesStore(`${uniqueDbName()}-alternatives`);
  opened.push(store, alternatives);
  const sync = createDirectorySync({
    store,
    fetchPage: server.fetchPage,
    progress: createMemoryProgress(),
    now,
    sleep: async () => undefined,
  });
  const fetched: string[] = [];
  const prefetch = createAlternativesPrefetch({
    store: alternatives,
    topTools: (limit) => store.getTop(limit),
    fetchAlternatives: async (slug) => {
      fetched.push(slug);
      return { ok: true, data: [makeTool(9_001)] };
    },
    top: 3,
    now,
  });
  const alarms: number[] = [];
  const jobs = createBackgroundJobs({
    readSettings: async () => ({ baseUrl: 'https://directory.example/api/v1', token: 'token' }),
    sync,
    prefetch,
    // The category tree's daily fetch is not what these tests are about: never due.
    categories: { run: async () => true, reset: async () => undefined },
    setAlarm: async (period) => {
      alarms.push(period);
    },
    now,
  });
  return { server, sync, prefetch, jobs, fetched, alarms, set: (at: number) => (clock = at) };
}

describe('the daily sync and the weekly prefetch, on the hourly alarm', () => {
  it('a day back: the next sync is not a day late, and then daily again by the new clock', async () => {
    const { server, jobs, set } = setup();
    await jobs.tick();
    expect(server.requested).toEqual([1, 2]);
    // An hour later, the clock is set a day back.
    set(T + HOUR - DAY);
    server.requested.length = 0;
    await jobs.tick();
    // The last sync lies ahead of this clock: when it really was cannot be known, so it is not waited for.
    expect(server.requested).toEqual([1, 2]);
    // From there on: daily by this clock, not every hour.
    server.requested.length = 0;
    set(T + 2 * HOUR - DAY);
    await jobs.tick();
    set(T + HOUR - DAY + DAY - 1);
    await jobs.tick();
    expect(server.requested).toEqual([]);
    set(T + HOUR - DAY + DAY);
    await jobs.tick();
    expect(server.requested).toEqual([1, 2]);
  });

  it('a week forward: one sync at the next alarm, and the weekly prefetch with it', async () => {
    const { server, jobs, fetched, alarms, set } = setup();
    await jobs.tick();
    expect(fetched).toHaveLength(3);
    server.requested.length = 0;
    fetched.length = 0;
    set(T + WEEK);
    await jobs.tick();
    await jobs.tick();
    expect(server.requested).toEqual([1, 2]);
    expect(fetched).toHaveLength(3);
    // Back to the hourly look, not the minute one of unfinished work.
    expect(alarms.at(-1)).toBe(60);
  });

  it('a day back: the weekly prefetch is not a week late either', async () => {
    const { prefetch, jobs, fetched, set } = setup();
    await jobs.tick();
    expect(fetched).toHaveLength(3);
    set(T + HOUR - DAY);
    expect(await prefetch.isDue(T + HOUR - DAY)).toBe(true);
    await jobs.tick();
    expect(fetched).toHaveLength(6);
    // Then weekly by this clock: the next day's sync brings no refresh, a week later it does.
    set(T + HOUR);
    await jobs.tick();
    expect(fetched).toHaveLength(6);
    set(T + HOUR - DAY + PREFETCH_INTERVAL_MS);
    await jobs.tick();
    expect(fetched).toHaveLength(9);
    expect(SYNC_INTERVAL_MS).toBe(DAY);
  });

  it('a pause after a 429 or a refused token does not last as long as the clock went back', () => {
    const limited = { kind: 'rate-limited' as const, message: '', retryAt: T + 60_000 };
    expect(holdsOffAfter(limited, T, T, DAY)).toBe(true);
    expect(holdsOffAfter(limited, T, T - DAY, DAY)).toBe(false);
    const refused = { kind: 'unauthorized' as const, message: '' };
    expect(holdsOffAfter(refused, T, T + HOUR, DAY)).toBe(true);
    expect(holdsOffAfter(refused, T, T + HOUR - DAY, DAY)).toBe(false);
  });
});

describe('kept answers ("kept for an hour")', () => {
  const scope = { baseUrl: 'https://directory.example/api/v1', token: 'token' };
  const schema = z.array(z.string());

  it('a day back: an answer kept at T is not fresh, and is asked again', async () => {
    let clock = T;
    const cache = createCache({ area: fakeBrowser.storage.local, scope, now: () => clock });
    await cache.write('categories', ['kept at T'], HOUR);
    expect((await cache.read('categories', schema))?.fresh).toBe(true);
    clock = T - DAY;
    expect((await cache.read('categories', schema))?.fresh).toBe(false);
    const asked: string[] = [];
    const result = await cachedResult(
      cache,
      { key: 'categories', schema, ttlMs: HOUR, swr: false, priority: 'interactive' },
      async () => {
        asked.push('categories');
        return { ok: true, data: ['asked again'] };
      },
    );
    expect(asked).toEqual(['categories']);
    expect(result).toMatchObject({ ok: true, data: ['asked again'] });
  });

  it('a week forward: not fresh, and purged by the hourly purge', async () => {
    let clock = T;
    const cache = createCache({ area: fakeBrowser.storage.local, scope, now: () => clock });
    await cache.write('categories', ['kept at T'], HOUR);
    clock = T + WEEK;
    expect((await cache.read('categories', schema))?.fresh).toBe(false);
    expect(await purgeExpired(fakeBrowser.storage.local, clock)).toBe(1);
    expect(await cache.read('categories', schema)).toBeNull();
  });
});

describe('the request log: 7 days, 1,000 entries', () => {
  const entry = (at: number, n: number) => ({
    at,
    reason: 'sync' as const,
    method: 'GET' as const,
    path: '/tools',
    params: { page: String(n) },
    outcome: 200,
  });

  it('a week forward: last week is not listed, and goes with the next write', async () => {
    let clock = T;
    const name = uniqueDbName();
    const log = createRequestLog({ name, now: () => clock });
    opened.push(log);
    for (let n = 0; n < 5; n++) log.add(entry(T, n));
    expect(await log.list()).toHaveLength(5);
    clock = T + WEEK + 1;
    expect(await log.list()).toEqual([]);
    log.add(entry(clock, 99));
    expect((await log.list()).map((kept) => kept.params.page)).toEqual(['99']);
    const { openDB } = await import('idb');
    const db = await openDB(name);
    expect(await db.count('requests')).toBe(1);
    db.close();
  });

  it('a day back: entries written "tomorrow" and today stay within 1,000 and are dropped once 7 days old', async () => {
    let clock = T;
    const log = createRequestLog({ name: uniqueDbName(), now: () => clock });
    opened.push(log);
    for (let n = 0; n < 600; n++) log.add(entry(clock, n));
    await log.list();
    clock = T - DAY;
    for (let n = 600; n < 1_200; n++) log.add(entry(clock, n));
    const listed = await log.list();
    expect(listed.length).toBeLessThanOrEqual(MAX_REQUESTS);
    expect(listed[0]?.params.page).toBe('1199');
    clock = T + REQUESTS_KEPT_MS;
    expect((await log.list()).every((kept) => kept.at >= clock - REQUESTS_KEPT_MS)).toBe(true);
  });
});

describe('change sets: 30 days, 60 sets', () => {
  const set = (syncedAt: number) => ({
    format: 1 as const,
    syncedAt,
    previousSyncAt: syncedAt - DAY,
    added: [],
    removed: [],
    ratings: [],
    prices: [],
    truncated: false,
  });

  it('weeks forward and a day back: never older than 30 days before the newest kept, never more than 60', async () => {
    const changes = createChangeStore(uniqueDbName());
    opened.push(changes);
    let clock = T;
    for (let i = 0; i < 80; i++) {
      // Daily syncs, the clock a week forward every tenth and a day back every seventh.
      clock += i % 10 === 9 ? WEEK : i % 7 === 6 ? -DAY : DAY;
      await changes.add(set(clock));
      const kept = await changes.since(0);
      expect(kept.length).toBeLessThanOrEqual(MAX_CHANGE_SETS);
      const newest = Math.max(...kept.map((one) => one.syncedAt));
      expect(kept.every((one) => one.syncedAt > newest - CHANGES_KEPT_MS - WEEK)).toBe(true);
    }
    // A week forward leaves only the last 30 days by the clock of the last sync.
    await changes.add(set(clock + 31 * DAY));
    expect((await changes.since(0)).map((one) => one.syncedAt)).toEqual([clock + 31 * DAY]);
  });
});
