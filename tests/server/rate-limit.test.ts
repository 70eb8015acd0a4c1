import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/index';
import { call, SMALL_DATASET, startTestServer, TOKEN } from './helpers';

const LIMIT = 5;

describe('429 rate limiting per token (fixed window)', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer({
      ...SMALL_DATASET,
      rateLimitPerMinute: LIMIT,
      tokens: [TOKEN, 'other-token'],
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.setOptions({});
    server.resetRateLimits();
  });

  it('sends X-RateLimit-Limit and a decreasing X-RateLimit-Remaining on every answer (200, 404, 422)', async () => {
    const paths = ['/tools', '/tools/no-such-tool', '/search?q=a', '/categories'];
    for (const [index, path] of paths.entries()) {
      const answer = await call(server, path);
      expect(answer.headers.get('x-ratelimit-limit'), path).toBe(String(LIMIT));
      expect(answer.headers.get('x-ratelimit-remaining'), path).toBe(String(LIMIT - index - 1));
    }
  });

  it('answers 429 "Too Many Attempts." with Retry-After in seconds once the token passes its limit', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await call(server, '/categories')).status).toBe(200);
    const refused = await call(server, '/categories');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too Many Attempts.' });
    const retryAfter = refused.headers.get('retry-after') ?? '';
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(refused.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('counts per token: another token still has its whole budget', async () => {
    for (let i = 0; i <= LIMIT; i++) await call(server, '/categories');
    expect((await call(server, '/categories')).status).toBe(429);
    const other = await call(server, '/categories', { token: 'other-token' });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe(String(LIMIT - 1));
  });

  it('does not count refused (429) nor unauthenticated (401) requests', async () => {
    for (let i = 0; i < 3; i++) expect((await call(server, '/tools', { token: 'bad' })).status).toBe(401);
    for (let i = 0; i < LIMIT; i++) expect((await call(server, '/categories')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await call(server, '/categories')).status).toBe(429);
    server.resetRateLimits();
    const fresh = await call(server, '/categories');
    expect(fresh.headers.get('x-ratelimit-remaining')).toBe(String(LIMIT - 1));
  });

  it('opens a new window after it ends (short window), and Retry-After says when', async () => {
    server.setOptions({ rateLimitPerMinute: 2, rateLimitWindowMs: 1_200 });
    const started = Date.now();
    expect((await call(server, '/categories')).status).toBe(200);
    expect((await call(server, '/categories')).status).toBe(200);
    const refused = await call(server, '/categories');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[12]$/);
    await sleep(Math.max(0, started + 1_300 - Date.now()));
    const again = await call(server, '/categories');
    expect(again.status).toBe(200);
    expect(again.headers.get('x-ratelimit-remaining')).toBe('1');
  });

  it('keeps the window fixed: requests late in a window do not extend it', async () => {
    server.setOptions({ rateLimitPerMinute: 3, rateLimitWindowMs: 1_000 });
    const started = Date.now();
    await call(server, '/categories');
    await sleep(600);
    await call(server, '/categories');
    await call(server, '/categories');
    expect((await call(server, '/categories')).status).toBe(429);
    // A sliding window would still refuse here; the fixed one has reopened.
    await sleep(Math.max(0, started + 1_100 - Date.now()));
    expect((await call(server, '/categories')).status).toBe(200);
  });

  it('follows a limit changed at runtime, and resetRateLimits() forgets every window', async () => {
    server.setOptions({ rateLimitPerMinute: 1 });
    expect((await call(server, '/categories')).status).toBe(200);
    expect((await call(server, '/categories')).status).toBe(429);
    server.resetRateLimits();
    const answer = await call(server, '/categories');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-ratelimit-limit')).toBe('1');
  });
});
