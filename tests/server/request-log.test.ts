import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/index';
import { call, SMALL_DATASET, startTestServer } from './helpers';

describe('the request log', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer(SMALL_DATASET);
  });
  afterAll(() => server.close());

  it('records method, path, query, status, time, token hash and headers without authorization', async () => {
    server.clearLog();
    const before = Date.now();
    await call(server, '/search?q=video%20editing&per_page=5', { headers: { 'X-Test': 'yes' } });
    await call(server, '/tools/no-such-tool');
    await call(server, '/tools', { token: null });
    const [search, missing, unauthenticated] = server.requestLog;
    expect(server.requestLog).toHaveLength(3);
    expect(search).toMatchObject({
      method: 'GET',
      path: '/api/v1/search',
      query: { q: 'video editing', per_page: '5' },
      status: 200,
    });
    expect(search?.time).toBeGreaterThanOrEqual(before);
    expect(search?.time).toBeLessThanOrEqual(Date.now());
    expect(search?.durationMs).toBeGreaterThanOrEqual(0);
    expect(search?.tokenHash).toMatch(/^[0-9a-f]{16}$/);
    expect(search?.headers['x-test']).toBe('yes');
    expect(search?.headers.accept).toBe('application/json');
    expect(search?.headers.authorization).toBeUndefined();
    expect(missing).toMatchObject({ path: '/api/v1/tools/no-such-tool', status: 404, query: {} });
    expect(unauthenticated).toMatchObject({ status: 401, tokenHash: null });
  });

  it('records website pages, logos and preflights too', async () => {
    server.clearLog();
    await fetch(`${server.origin}/tools/chatgpt`);
    await fetch(`${server.origin}/logos/chatgpt.svg`);
    await fetch(`${server.baseUrl}/tools`, { method: 'OPTIONS' });
    expect(server.requestLog.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      'GET /tools/chatgpt 200',
      'GET /logos/chatgpt.svg 200',
      'OPTIONS /api/v1/tools 204',
    ]);
  });

  it('clearLog() empties the same array in place', async () => {
    const log = server.requestLog;
    await call(server, '/categories');
    expect(log.length).toBeGreaterThan(0);
    server.clearLog();
    expect(server.requestLog).toBe(log);
    expect(log).toHaveLength(0);
    await call(server, '/categories');
    expect(log).toHaveLength(1);
  });

  it('lets a test prove what a client did not send: no request carried some host', async () => {
    server.clearLog();
    await call(server, '/search?q=jasper');
    const carried = (host: string) => server.requestLog.some((entry) => JSON.stringify(entry).includes(host));
    expect(carried('jasper')).toBe(true);
    expect(carried('www.example.com')).toBe(false);
  });
});
