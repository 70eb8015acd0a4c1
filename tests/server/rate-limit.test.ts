import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/index';
import { FixedWindowRateLimiter } from '../../server/rate-limiter';
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

  it('refuses for the window set at runtime, and Retry-After counts in it', async () => {
    // 30 s, not the default 60: long enough that a loaded machine still sends the three within it.
    server.setOptions({ rateLimitPerMinute: 2, rateLimitWindowMs: 30_000 });
    expect((await call(server, '/categories')).status).toBe(200);
    expect((await call(server, '/categories')).status).toBe(200);
    const refused = await call(server, '/categories');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
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

// The window's edges on the limiter's own clock: over HTTP, a loaded machine can take longer between two
// requests than a short window lasts (seen in npm test at a low priority beside the end-to-end tests).
describe('the fixed window, on its own clock', () => {
  function limiterAt(start: number) {
    const clock = { now: start };
    const limiter = new FixedWindowRateLimiter(() => clock.now);
    return { clock, hit: () => limiter.hit(TOKEN, 2, 1_200) };
  }

  it('opens a new window once it ends, and Retry-After says when', () => {
    const { clock, hit } = limiterAt(1_000_000);
    expect(hit().allowed).toBe(true);
    clock.now += 300;
    expect(hit()).toMatchObject({ allowed: true, remaining: 0 });
    clock.now += 300;
    expect(hit()).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
    clock.now = 1_000_000 + 1_200;
    expect(hit()).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('keeps the window fixed: requests late in a window do not extend it', () => {
    const { clock, hit } = limiterAt(5_000_000);
    hit();
    clock.now += 1_000;
    hit();
    expect(hit().allowed).toBe(false);
    // A window that each request extended would still refuse here; the fixed one has reopened.
    clock.now = 5_000_000 + 1_200;
    expect(hit().allowed).toBe(true);
  });
});
