import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/index';
import { settingsFromEnv } from '../../server/options';
import { call, SMALL_DATASET, startTestServer } from './helpers';

describe('fault switches', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer(SMALL_DATASET);
  });
  afterAll(() => server.close());
  beforeEach(() => server.setOptions({}));

  it('are off by default, and rates alone do nothing without enabled', async () => {
    expect(server.options.faults.enabled).toBe(false);
    server.setOptions({ faults: { errorRate: 1, malformedRate: 1, dropRate: 1, latencyMs: 20_000 } });
    const started = performance.now();
    const answer = await call(server, '/categories');
    expect(answer.status).toBe(200);
    expect(answer.body).toBeTypeOf('object');
    // Far below the 20 s the latency switch would add, whatever the machine's load.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('latency delays every API answer', async () => {
    server.setOptions({ faults: { enabled: true, latencyMs: 300 } });
    const started = performance.now();
    expect((await call(server, '/tools/chatgpt')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('errorRate 1 answers 500 or 503 with a JSON message, both seen', async () => {
    server.setOptions({ faults: { enabled: true, errorRate: 1 } });
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const answer = await call<{ message: string }>(server, '/categories');
      statuses.add(answer.status);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(answer.body.message).toMatch(/^(Server Error\.|Service Unavailable\.)$/);
    }
    expect([...statuses].sort()).toEqual([500, 503]);
  });

  it('malformedRate 1 answers truncated JSON that does not parse', async () => {
    server.setOptions({ faults: { enabled: true, malformedRate: 1 } });
    const answer = await call(server, '/tools/chatgpt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.text.length).toBeGreaterThan(10);
    expect(answer.body).toBeUndefined();
    expect(() => JSON.parse(answer.text)).toThrow();
  });

  it('dropRate 1 destroys the socket without an answer, logged with status 0', async () => {
    server.setOptions({ faults: { enabled: true, dropRate: 1 } });
    server.clearLog();
    await expect(call(server, '/categories')).rejects.toThrow();
    expect(server.requestLog.at(-1)?.status).toBe(0);
    server.setOptions({});
    // The server itself survives.
    expect((await call(server, '/categories')).status).toBe(200);
  });

  it('partial rates mix faulty and normal answers', async () => {
    server.setOptions({ faults: { enabled: true, errorRate: 0.5 } });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await call(server, '/categories')).status);
    expect(statuses).toContain(200);
    expect(statuses.some((status) => status >= 500)).toBe(true);
  });

  it('leave preflights and the website stand-ins alone', async () => {
    server.setOptions({ faults: { enabled: true, errorRate: 1 } });
    expect((await fetch(`${server.baseUrl}/tools`, { method: 'OPTIONS' })).status).toBe(204);
    expect((await fetch(`${server.origin}/tools/chatgpt`)).status).toBe(200);
  });

  it('come from the environment only with FAULTS=1', () => {
    const env = {
      FAULT_LATENCY_MS: '50',
      FAULT_ERROR_RATE: '0.2',
      FAULT_MALFORMED_RATE: '0.1',
      FAULT_DROP_RATE: '0.05',
    };
    expect(settingsFromEnv(env).faults).toBeUndefined();
    expect(settingsFromEnv({ ...env, FAULTS: '1' }).faults).toEqual({
      enabled: true,
      latencyMs: 50,
      errorRate: 0.2,
      malformedRate: 0.1,
      dropRate: 0.05,
    });
  });

  it('emptyPageOnce answers that listing page once with empty data, total and next kept; setOptions re-arms it', async () => {
    interface Page {
      data: { slug: string }[];
      links: { next: string | null };
      meta: { total: number };
    }
    server.setOptions({ faults: { emptyPageOnce: 3 } });
    expect((await call<Page>(server, '/tools?per_page=100&page=3')).body.data).toHaveLength(100);

    server.setOptions({ faults: { enabled: true, emptyPageOnce: 3 } });
    expect((await call<Page>(server, '/tools?per_page=100&page=2')).body.data).toHaveLength(100);
    const glitch = await call<Page>(server, '/tools?per_page=100&page=3');
    expect(glitch.status).toBe(200);
    expect(glitch.body.data).toEqual([]);
    expect(glitch.body.meta.total).toBe(400);
    expect(glitch.body.links.next).toMatch(/page=4/);
    expect((await call<Page>(server, '/tools?per_page=100&page=3')).body.data).toHaveLength(100);

    server.setOptions({ faults: { enabled: true, emptyPageOnce: 3 } });
    expect((await call<Page>(server, '/tools?per_page=100&page=3')).body.data).toEqual([]);
    expect(settingsFromEnv({ FAULTS: '1', FAULT_EMPTY_PAGE_ONCE: '3' }).faults).toMatchObject({
      emptyPageOnce: 3,
    });
    expect(() => server.setOptions({ faults: { emptyPageOnce: 0 } })).toThrow(/emptyPageOnce/);
  });

  it('refuse rates outside 0..1', async () => {
    await expect(
      startServer({ ...SMALL_DATASET, faults: { enabled: true, errorRate: 1.5 } }),
    ).rejects.toThrow(/errorRate/);
    expect(() => server.setOptions({ faults: { dropRate: -0.1 } })).toThrow(/dropRate/);
  });
});
