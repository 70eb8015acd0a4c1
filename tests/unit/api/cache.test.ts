// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import * as z from 'zod/mini';
import { createCache, tokenFingerprint } from '../../../lib/api/cache';
import { CACHE_POLICY } from '../../../lib/api/cache-policy';
import {
  CACHE_PURGE_ALARM,
  CACHE_PURGE_PERIOD_MINUTES,
  ensurePurgeAlarm,
  purgeExpired,
} from '../../../lib/api/cache-purge';
import {
  CACHE_FORMAT,
  CACHE_KEY_PREFIX,
  clearCachedAnswers,
  MAX_CACHE_ENTRIES,
  STALE_KEEP_MS,
} from '../../../lib/api/cache-storage';
import { cachedResult } from '../../../lib/api/cached-result';
import type { Result, Tool } from '../../../lib/api/model';
import { toolSchema } from '../../../lib/api/model-schemas';
import type { Priority } from '../../../lib/api/request-gate';
import { BASE_URL, modelTool } from '../../support/api-fixtures';
import { eventually } from '../../support/eventually';

const TOKEN = 'tok_SECRET_9f8e7d6c5b4a';
const HOUR = 3_600_000;
const area = fakeBrowser.storage.local;
const TOOL_TTL_MS = CACHE_POLICY.tool.ttlMs;
const SEARCH_TTL_MS = CACHE_POLICY.search.ttlMs;
const numberSchema = z.number();

function clock(start = Date.parse('2025-06-01T12:00:00Z')) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

async function cacheKeys(): Promise<string[]> {
  return Object.keys(await fakeBrowser.storage.local.get(null)).filter((key) =>
    key.startsWith(CACHE_KEY_PREFIX),
  );
}

describe('tokenFingerprint', () => {
  it('is a short, stable SHA-256 hex prefix that differs per token and hides it', async () => {
    const fingerprint = await tokenFingerprint(TOKEN);
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(await tokenFingerprint(TOKEN)).toBe(fingerprint);
    expect(await tokenFingerprint(`${TOKEN}x`)).not.toBe(fingerprint);
    expect(fingerprint).not.toContain(TOKEN);
    // SHA-256("abc") starts with ba7816bf8f01cfea.
    expect(await tokenFingerprint('abc')).toBe('ba7816bf8f01cfea');
  });
});

describe('createCache', () => {
  it('reads back what it wrote, fresh until the TTL, then expired but kept', async () => {
    const time = clock();
    const cache = createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN }, now: time.now });
    await cache.write('tool:a', modelTool('a'), TOOL_TTL_MS);
    const written = time.now();
    expect(await cache.read('tool:a', toolSchema)).toEqual({
      value: modelTool('a'),
      storedAt: written,
      expiresAt: written + TOOL_TTL_MS,
      fresh: true,
    });
    time.advance(TOOL_TTL_MS - 1);
    expect((await cache.read('tool:a', toolSchema))?.fresh).toBe(true);
    time.advance(1);
    expect(await cache.read('tool:a', toolSchema)).toMatchObject({ value: modelTool('a'), fresh: false });
    expect(await cache.read('tool:b', toolSchema)).toBeNull();
  });

  it('reads what an earlier release wrote (no format) and marks the format on its next write', async () => {
    const time = clock();
    const cache = createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN }, now: time.now });
    await cache.write('n', 1, HOUR);
    await fakeBrowser.storage.local.remove(`${CACHE_KEY_PREFIX}format`);
    const earlier = await fakeBrowser.storage.local.get(null);
    const reopened = createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN }, now: time.now });
    expect((await reopened.read('n', numberSchema))?.value).toBe(1);
    await reopened.write('m', 2, HOUR);
    expect(await fakeBrowser.storage.local.get(`${CACHE_KEY_PREFIX}format`)).toEqual({
      [`${CACHE_KEY_PREFIX}format`]: CACHE_FORMAT,
    });
    expect(Object.keys(earlier).length).toBeGreaterThan(0);
  });

  it("leaves a newer version's cache alone: no read, no write, no purge; clearing still removes it", async () => {
    const time = clock();
    const scope = { baseUrl: BASE_URL, token: TOKEN };
    await createCache({ area, scope, now: time.now }).write('n', 1, HOUR);
    await fakeBrowser.storage.local.set({ [`${CACHE_KEY_PREFIX}format`]: CACHE_FORMAT + 1 });
    const newer = await fakeBrowser.storage.local.get(null);
    const cache = createCache({ area, scope, now: time.now });
    expect(await cache.read('n', numberSchema)).toBeNull();
    await cache.write('m', 2, HOUR);
    await cache.remove('n');
    time.advance(HOUR + STALE_KEEP_MS);
    expect(await purgeExpired(area, time.now())).toBe(0);
    expect(await fakeBrowser.storage.local.get(null)).toEqual(newer);
    await cache.clear();
    expect(await cacheKeys()).toEqual([]);
  });

  it('does not keep an entry from the future fresh (clock turned back)', async () => {
    const time = clock();
    const cache = createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN }, now: time.now });
    await cache.write('n', 1, HOUR);
    time.advance(-5 * HOUR);
    expect((await cache.read('n', numberSchema))?.fresh).toBe(false);
  });

  it('scopes keys by base URL and token, never storing the token', async () => {
    const time = clock();
    await createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN }, now: time.now }).write(
      'n',
      1,
      HOUR,
    );
    const sameScope = createCache({ area, scope: { baseUrl: `${BASE_URL}/`, token: TOKEN }, now: time.now });
    const otherToken = createCache({
      area,
      scope: { baseUrl: BASE_URL, token: 'other-token' },
      now: time.now,
    });
    const otherBase = createCache({
      area,
      scope: { baseUrl: 'https://other.example/api/v1', token: TOKEN },
      now: time.now,
    });
    expect((await sameScope.read('n', numberSchema))?.value).toBe(1);
    expect(await otherToken.read('n', numberSchema)).toBeNull();
    expect(await otherBase.read('n', numberSchema)).toBeNull();
    const stored = JSON.stringify(await fakeBrowser.storage.local.get(null));
    expect(stored).not.toContain(TOKEN);
    expect((await cacheKeys()).every((key) => key.startsWith(CACHE_KEY_PREFIX))).toBe(true);
  });

  it('treats malformed entries and values that fail the schema as misses', async () => {
    const cache = createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN } });
    await cache.write('tool:a', modelTool('a'), HOUR);
    await cache.write('tool:b', { ...modelTool('b'), website: 'javascript:alert(1)' }, HOUR);
    const [key] = (await cacheKeys()).filter((name) => name.endsWith('|tool:a'));
    expect(key).toBeDefined();
    expect(await cache.read('tool:b', toolSchema)).toBeNull();
    expect(await cache.read('tool:a', numberSchema)).toBeNull();
    for (const garbage of [
      'text',
      42,
      null,
      { value: modelTool('a') },
      { value: modelTool('a'), storedAt: 'x' },
    ]) {
      await fakeBrowser.storage.local.set({ [key ?? '']: garbage });
      expect(await cache.read('tool:a', toolSchema)).toBeNull();
    }
  });

  it(`keeps at most ${MAX_CACHE_ENTRIES} entries, evicting the oldest`, async () => {
    const time = clock();
    const cache = createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN }, now: time.now });
    for (let n = 0; n < MAX_CACHE_ENTRIES + 10; n++) {
      await cache.write(`n:${n}`, n, HOUR);
      time.advance(1);
    }
    // The entries plus the index.
    // The entries, the index and the format.
    expect(await cacheKeys()).toHaveLength(MAX_CACHE_ENTRIES + 2);
    for (let n = 0; n < 10; n++) expect(await cache.read(`n:${n}`, numberSchema)).toBeNull();
    expect((await cache.read('n:10', numberSchema))?.value).toBe(10);
    expect((await cache.read(`n:${MAX_CACHE_ENTRIES + 9}`, numberSchema))?.value).toBe(MAX_CACHE_ENTRIES + 9);
  });

  it('bounds the stored size too, and never stores an absurdly large value', async () => {
    const time = clock();
    const cache = createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN }, now: time.now });
    const big = 'x'.repeat(400_000);
    for (let n = 0; n < 12; n++) {
      await cache.write(`big:${n}`, big, HOUR);
      time.advance(1);
    }
    const stored = JSON.stringify(await fakeBrowser.storage.local.get(null)).length;
    expect(stored).toBeLessThan(4_200_000);
    expect(await cache.read('big:0', z.string())).toBeNull();
    expect((await cache.read('big:11', z.string()))?.value).toBe(big);
    await cache.write('huge', 'x'.repeat(2_000_000), HOUR);
    expect(await cache.read('huge', z.string())).toBeNull();
  });

  it('loses no entry from the index when writes run concurrently', async () => {
    const time = clock();
    const cache = createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN }, now: time.now });
    await Promise.all(Array.from({ length: 20 }, (_, n) => cache.write(`n:${n}`, n, HOUR)));
    const index = (await fakeBrowser.storage.local.get(`${CACHE_KEY_PREFIX}index`))[
      `${CACHE_KEY_PREFIX}index`
    ];
    expect(Object.keys(index ?? {})).toHaveLength(20);
  });

  it('starts over when the index is unreadable', async () => {
    const cache = createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN } });
    await cache.write('a', 1, HOUR);
    await fakeBrowser.storage.local.set({ [`${CACHE_KEY_PREFIX}index`]: 'garbage' });
    await cache.write('b', 2, HOUR);
    expect(await cache.read('a', numberSchema)).toBeNull();
    expect((await cache.read('b', numberSchema))?.value).toBe(2);
  });

  it('removes one entry; clear removes every scope but nothing else', async () => {
    await fakeBrowser.storage.local.set({ settings: { token: 'kept' } });
    const mine = createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN } });
    const other = createCache({ area, scope: { baseUrl: BASE_URL, token: 'other' } });
    await mine.write('a', 1, HOUR);
    await mine.write('b', 2, HOUR);
    await other.write('a', 3, HOUR);
    await mine.remove('a');
    expect(await mine.read('a', numberSchema)).toBeNull();
    expect((await mine.read('b', numberSchema))?.value).toBe(2);
    await mine.clear();
    expect(await cacheKeys()).toEqual([]);
    expect(await other.read('a', numberSchema)).toBeNull();
    expect(await fakeBrowser.storage.local.get('settings')).toEqual({ settings: { token: 'kept' } });
  });
});

describe('clearing and purging', () => {
  it('purges answers expired longer than STALE_KEEP_MS, and unreadable ones; keeps the rest', async () => {
    const time = clock();
    const cache = createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN }, now: time.now });
    await cache.write('tool:old-search', 1, SEARCH_TTL_MS);
    await cache.write('tool:jasper', 2, TOOL_TTL_MS);
    time.advance(SEARCH_TTL_MS + STALE_KEEP_MS - 1);
    expect(await purgeExpired(area, time.now())).toBe(0);

    time.advance(1);
    const [broken] = (await cacheKeys()).filter((key) => key.endsWith('tool:jasper'));
    expect(await purgeExpired(area, time.now())).toBe(1);
    expect((await cacheKeys()).filter((key) => key.includes('old-search'))).toEqual([]);
    // Expired but within the grace: still the stand-in for when the API cannot answer.
    expect(await cache.read('tool:jasper', numberSchema)).toMatchObject({ value: 2, fresh: false });

    await fakeBrowser.storage.local.set({ [broken as string]: 'not an entry' });
    expect(await purgeExpired(area, time.now())).toBe(1);
    expect(await cacheKeys()).toEqual([`${CACHE_KEY_PREFIX}index`, `${CACHE_KEY_PREFIX}format`]);
  });

  it('clearCachedAnswers leaves no key or value naming a tool; a retired cache writes nothing more', async () => {
    await fakeBrowser.storage.local.set({ apiBaseUrl: BASE_URL });
    const cache = createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN } });
    await cache.write('tool:jasper', { name: 'Jasper' }, TOOL_TTL_MS);
    await cache.write('alternatives:jasper', [{ slug: 'copy-ai' }], TOOL_TTL_MS);
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).toContain('jasper');

    cache.retire();
    await clearCachedAnswers(area);
    await cache.write('tool:jasper', { name: 'Jasper' }, TOOL_TTL_MS); // a request that was under way

    const everything = await fakeBrowser.storage.local.get(null);
    expect(JSON.stringify(everything)).not.toMatch(/jasper|copy-ai/i);
    expect(everything).toEqual({ apiBaseUrl: BASE_URL });
  });

  it('creates the purge alarm once, and not again at the next start of the worker', async () => {
    await ensurePurgeAlarm(fakeBrowser.alarms);
    const first = await fakeBrowser.alarms.get(CACHE_PURGE_ALARM);
    expect(first).toMatchObject({ periodInMinutes: CACHE_PURGE_PERIOD_MINUTES });
    const create = vi.spyOn(fakeBrowser.alarms, 'create');
    await ensurePurgeAlarm(fakeBrowser.alarms);
    expect(create).not.toHaveBeenCalled();
  });
});

describe('cachedResult', () => {
  function setup(swr = false) {
    const time = clock();
    const cache = createCache({ area, scope: { baseUrl: BASE_URL, token: TOKEN }, now: time.now });
    let answer: Result<Tool> = { ok: true, data: modelTool('a') };
    const load = vi.fn(async (_priority: Priority) => answer);
    const revalidated: Tool[] = [];
    const request = {
      key: 'tool:a',
      ttlMs: TOOL_TTL_MS,
      schema: toolSchema,
      swr,
      priority: 'interactive' as const,
      onRevalidated: (tool: Tool) => {
        revalidated.push(tool);
      },
    };
    return {
      time,
      cache,
      load,
      revalidated,
      get: () => cachedResult(cache, request, load),
      answer: (next: Result<Tool>) => {
        answer = next;
      },
    };
  }

  const renamed: Tool = { ...modelTool('a'), name: 'Renamed' };

  it('loads on a miss at the given priority and caches the answer', async () => {
    const { get, load, cache } = setup();
    expect(await get()).toEqual({ ok: true, data: modelTool('a') });
    expect(load).toHaveBeenCalledWith('interactive');
    expect((await cache.read('tool:a', toolSchema))?.value).toEqual(modelTool('a'));
  });

  it('answers a fresh entry without loading', async () => {
    const { get, load } = setup();
    await get();
    expect(await get()).toEqual({ ok: true, data: modelTool('a') });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with swr: answers an expired entry at once, marked stale, and refreshes it in the background', async () => {
    const { get, load, time, answer, revalidated, cache } = setup(true);
    await get();
    time.advance(TOOL_TTL_MS);
    answer({ ok: true, data: renamed });
    expect(await get()).toEqual({ ok: true, data: modelTool('a'), stale: true });
    expect(load).toHaveBeenLastCalledWith('background');
    await eventually(() => expect(revalidated).toEqual([renamed]));
    expect(await cache.read('tool:a', toolSchema)).toMatchObject({ value: renamed, fresh: true });
    expect(await get()).toEqual({ ok: true, data: renamed });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('without swr: loads when expired, and answers the new value', async () => {
    const { get, load, time, answer, revalidated } = setup(false);
    await get();
    time.advance(TOOL_TTL_MS);
    answer({ ok: true, data: renamed });
    expect(await get()).toEqual({ ok: true, data: renamed });
    expect(load).toHaveBeenLastCalledWith('interactive');
    expect(revalidated).toEqual([]);
  });

  it.each(['offline', 'server', 'rate-limited'] as const)(
    'answers any cached value, marked stale, when the load fails with %s',
    async (kind) => {
      const { get, time, answer } = setup(false);
      await get();
      time.advance(30 * 24 * HOUR);
      const error = { kind, message: 'x', retryAt: time.now() + 1_000 };
      answer({ ok: false, error });
      expect(await get()).toEqual({ ok: true, data: modelTool('a'), stale: true, staleBecause: error });
    },
  );

  it.each(['unauthorized', 'validation', 'bad-response'] as const)(
    'answers the error, not the old value, for %s',
    async (kind) => {
      const { get, time, answer } = setup(false);
      await get();
      time.advance(TOOL_TTL_MS);
      answer({ ok: false, error: { kind, message: 'x' } });
      expect(await get()).toEqual({ ok: false, error: { kind, message: 'x' } });
    },
  );

  it('answers the error when nothing is cached', async () => {
    const { get, answer } = setup(true);
    answer({ ok: false, error: { kind: 'offline', message: 'x' } });
    expect(await get()).toEqual({ ok: false, error: { kind: 'offline', message: 'x' } });
  });

  it('forgets a tool that answers not-found', async () => {
    const { get, time, answer, cache } = setup(false);
    await get();
    time.advance(TOOL_TTL_MS);
    answer({ ok: false, error: { kind: 'not-found', message: 'gone' } });
    expect(errorKind(await get())).toBe('not-found');
    expect(await cache.read('tool:a', toolSchema)).toBeNull();
  });

  it('keeps the stale value when a background refresh fails', async () => {
    const { get, load, time, answer, revalidated, cache } = setup(true);
    await get();
    time.advance(TOOL_TTL_MS);
    answer({ ok: false, error: { kind: 'offline', message: 'x' } });
    expect(await get()).toEqual({ ok: true, data: modelTool('a'), stale: true });
    await eventually(() => expect(load).toHaveBeenCalledTimes(2));
    expect(revalidated).toEqual([]);
    expect((await cache.read('tool:a', toolSchema))?.value).toEqual(modelTool('a'));
  });
});

function errorKind<T>(result: Result<T>): string | null {
  return result.ok ? null : result.error.kind;
}
