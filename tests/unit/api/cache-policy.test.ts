// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createCache } from '../../../lib/api/cache';
import { CACHE_POLICY, cachedCall, freshCached } from '../../../lib/api/cache-policy';
import type { ApiClient } from '../../../lib/api/client';
import { BASE_URL, modelTool } from '../../support/api-fixtures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('CACHE_POLICY', () => {
  it('keeps each answer as long as docs/architecture.md says, refreshing tools and alternatives in the background', () => {
    const rows = Object.fromEntries(
      Object.entries(CACHE_POLICY).map(([name, row]) => [name, { ttlMs: row.ttlMs, swr: row.swr }]),
    );
    expect(rows).toEqual({
      search: { ttlMs: 10 * MINUTE, swr: false },
      nextPage: { ttlMs: 10 * MINUTE, swr: false },
      categories: { ttlMs: 6 * HOUR, swr: false },
      list: { ttlMs: HOUR, swr: false },
      tool: { ttlMs: 24 * HOUR, swr: true },
      alternatives: { ttlMs: 24 * HOUR, swr: true },
    });
    for (const row of Object.values(CACHE_POLICY)) expect(row.priority).toBe('interactive');
  });

  it('keys a search by its trimmed, lowercased text and page, so "Chat " and "chat" share one answer', () => {
    expect(CACHE_POLICY.search.key(' Chat ', 2)).toBe(CACHE_POLICY.search.key('chat', 2));
    expect(CACHE_POLICY.search.key('chat', 1)).not.toBe(CACHE_POLICY.search.key('chat', 2));
  });

  it('answers a second call from the cache, and freshCached reads it without a request', async () => {
    let requests = 0;
    const client = {
      getTool: async (slug: string) => {
        requests += 1;
        return { ok: true, data: modelTool(slug) };
      },
    } as unknown as ApiClient;
    const cache = createCache({ area: fakeBrowser.storage.local, scope: { baseUrl: BASE_URL, token: 't' } });
    expect(await freshCached(cache, CACHE_POLICY.tool, 'jasper')).toBeUndefined();
    expect(await cachedCall({ client, cache }, CACHE_POLICY.tool, 'jasper')).toEqual({
      ok: true,
      data: modelTool('jasper'),
    });
    expect(await cachedCall({ client, cache }, CACHE_POLICY.tool, 'jasper')).toMatchObject({ ok: true });
    expect(await freshCached(cache, CACHE_POLICY.tool, 'jasper')).toEqual(modelTool('jasper'));
    expect(requests).toBe(1);
  });
});
