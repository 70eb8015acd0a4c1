import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer, ToolJson } from '../../server/index';
import { call, type Envelope, SMALL_DATASET, startTestServer } from './helpers';

interface BareCategory {
  id: number;
  slug: string;
  name: string;
  tools_count: number;
  children: Array<{ id: number; slug: string; name: string; tools_count: number }>;
}

describe('API_SHAPE=bare: the other plausible shapes', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer({ ...SMALL_DATASET, shape: 'bare' });
  });
  afterAll(() => server.close());

  it('answers a bare Tool for /tools/{slug}', async () => {
    const { body } = await call<ToolJson & { data?: unknown }>(server, '/tools/chatgpt');
    expect(body.data).toBeUndefined();
    expect(body.slug).toBe('chatgpt');
    expect(body.links.self).toBe(`${server.baseUrl}/tools/chatgpt`);
  });

  it('answers a bare array for alternatives', async () => {
    const { body } = await call<ToolJson[]>(server, '/tools/chatgpt/alternatives');
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(5);
    expect(body[0]?.slug).toBeTypeOf('string');
  });

  it('answers a bare array for /categories, children under `children`', async () => {
    const answer = await call<BareCategory[]>(server, '/categories');
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.headers.get('cache-control')).toBe('max-age=21600');
    for (const category of answer.body) {
      expect(Object.keys(category)).not.toContain('subcategories');
      expect(Array.isArray(category.children)).toBe(true);
      expect(Object.keys(category.children[0] ?? {}).sort()).toEqual(['id', 'name', 'slug', 'tools_count']);
    }
  });

  it('answers a bare array of the page’s tools for /search, still honouring page and per_page', async () => {
    const whole = (await call<ToolJson[]>(server, '/search?q=ai&per_page=20')).body;
    expect(Array.isArray(whole)).toBe(true);
    expect(whole).toHaveLength(20);
    const second = (await call<ToolJson[]>(server, '/search?q=ai&per_page=5&page=2')).body;
    expect(second.map((tool) => tool.slug)).toEqual(whole.slice(5, 10).map((tool) => tool.slug));
  });

  it('keeps the envelope for /tools but leaves links.next out on the last page', async () => {
    const first = (await call<Envelope>(server, '/tools?per_page=50')).body;
    expect(first.links.next).toMatch(/page=2/);
    const last = (await call<Envelope>(server, first.links.last)).body;
    expect(last.data.length).toBeGreaterThan(0);
    expect('next' in last.links).toBe(false);
    expect(last.links.prev).not.toBeNull();
  });

  it('switches shape at runtime with setOptions', async () => {
    server.setOptions({ shape: 'laravel' });
    try {
      const { body } = await call<{ data: ToolJson }>(server, '/tools/chatgpt');
      expect(body.data.slug).toBe('chatgpt');
    } finally {
      server.setOptions({});
    }
    expect((await call<ToolJson>(server, '/tools/chatgpt')).body.slug).toBe('chatgpt');
  });
});
