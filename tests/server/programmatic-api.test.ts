import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createApp, DEMO_TOKEN, generateDataset, KNOWN_TOOLS, startServer } from '../../server/index';
import { call, SMALL_DATASET, startTestServer } from './helpers';

describe('the programmatic API (server/index.ts)', () => {
  it('createApp(options) is the Hono app, usable in-process without a socket', async () => {
    const app = createApp({ ...SMALL_DATASET, shape: 'bare' });
    const ok = await app.request('/api/v1/tools/chatgpt', {
      headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { slug: string }).slug).toBe('chatgpt');
    expect((await app.request('/api/v1/tools/chatgpt')).status).toBe(401);
  });

  it('generateDataset(seed, size) gives the dataset a server with that seed and size serves', async () => {
    const dataset = generateDataset(5, 250);
    const server = await startTestServer({ seed: 5, size: 250 });
    try {
      expect(server.dataset).toEqual(dataset);
      const listed = await call<{ meta: { total: number } }>(server, '/tools');
      expect(listed.body.meta.total).toBe(250);
      expect(dataset.visibleTools.map((tool) => tool.slug)).toEqual(
        expect.arrayContaining(KNOWN_TOOLS.map((tool) => tool.slug)),
      );
    } finally {
      await server.close();
    }
  });

  it('starts on a free loopback port, and close() frees it', async () => {
    const server = await startServer({ ...SMALL_DATASET });
    expect(server.port).toBeGreaterThan(0);
    expect(server.baseUrl).toBe(`${server.origin}/api/v1`);
    expect(server.startupMs).toBeGreaterThan(0);
    await server.close();
    await expect(fetch(`${server.baseUrl}/categories`)).rejects.toThrow();
    // The port can be bound again.
    await new Promise<void>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(server.port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  });

  it('rejects when the port is taken', async () => {
    const first = await startTestServer(SMALL_DATASET);
    try {
      await expect(startServer({ ...SMALL_DATASET, port: first.port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });

  it('setOptions applies to the start options (calls do not accumulate); options shows what is in force', async () => {
    const server = await startTestServer({ ...SMALL_DATASET, rateLimitPerMinute: 50 });
    try {
      server.setOptions({ shape: 'bare' });
      server.setOptions({ rateLimitPerMinute: 7 });
      expect(server.options.shape).toBe('laravel');
      expect(server.options.rateLimitPerMinute).toBe(7);
      expect((await call(server, '/categories')).headers.get('x-ratelimit-limit')).toBe('7');
      server.setOptions({});
      expect(server.options.rateLimitPerMinute).toBe(50);
      expect(() => server.setOptions({ size: 10 })).toThrow(/size/);
    } finally {
      await server.close();
    }
  });
});
