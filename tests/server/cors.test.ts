import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/index';
import { call, SMALL_DATASET, startTestServer } from './helpers';

describe('CORS and content types', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer({ ...SMALL_DATASET, rateLimitPerMinute: 3 });
  });
  afterAll(() => server.close());

  it('answers an OPTIONS preflight on any path with 204 and the CORS headers, without a token', async () => {
    for (const path of [
      '/api/v1/tools',
      '/api/v1/tools/chatgpt/alternatives',
      '/api/v1/unknown',
      '/',
      '/tools/chatgpt',
    ]) {
      const answer = await fetch(`${server.origin}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://example.org',
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
      expect(answer.status, path).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      const methods = answer.headers.get('access-control-allow-methods') ?? '';
      expect(methods).toContain('GET');
      expect(methods).toContain('OPTIONS');
      const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const header of ['authorization', 'accept', 'content-type']) expect(allowed).toContain(header);
      expect(Number(answer.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(await answer.text()).toBe('');
    }
  });

  it('does not count preflights against the rate limit', async () => {
    server.resetRateLimits();
    for (let i = 0; i < 10; i++) await fetch(`${server.baseUrl}/tools`, { method: 'OPTIONS' });
    expect((await call(server, '/tools')).headers.get('x-ratelimit-remaining')).toBe('2');
  });

  it('sends Access-Control-Allow-Origin: * on every answer, errors included', async () => {
    server.resetRateLimits();
    const answers = [
      await call(server, '/tools'),
      await call(server, '/tools', { token: null }),
      await call(server, '/tools/no-such-tool'),
      await call(server, '/search?q=a'),
      await call(server, '/categories'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 422, 429]);
    for (const answer of answers) expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    // So that a browser client may read the throttling headers.
    expect(answers[0]?.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i);
  });

  it('answers Content-Type: application/json for every JSON answer', async () => {
    server.resetRateLimits();
    const answers = [
      await call(server, '/tools?per_page=1'),
      await call(server, '/tools', { token: null }),
      await call(server, '/nowhere'),
      await call(server, '/tools?page=0'),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(answer.body).toBeTypeOf('object');
    }
  });
});
