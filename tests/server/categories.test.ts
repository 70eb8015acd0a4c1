import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/index';
import { type CategoryJson, call, type Envelope, startTestServer } from './helpers';

describe('GET /categories: the category tree', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers { data: [{ id, slug, name, tools_count, subcategories: [{ id, slug, name, tools_count }] }] }', async () => {
    const answer = await call<{ data: CategoryJson[] }>(server, '/categories');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(Object.keys(answer.body)).toEqual(['data']);
    for (const category of answer.body.data) {
      expect(Object.keys(category).sort()).toEqual(['id', 'name', 'slug', 'subcategories', 'tools_count']);
      expect(Number.isInteger(category.id)).toBe(true);
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const sub of category.subcategories) {
        expect(Object.keys(sub).sort()).toEqual(['id', 'name', 'slug', 'tools_count']);
        expect(sub.tools_count).toBeGreaterThan(0);
      }
    }
  });

  it('says it may be cached for six hours: Cache-Control max-age=21600', async () => {
    const answer = await call(server, '/categories');
    expect(answer.headers.get('cache-control')).toBe('max-age=21600');
  });

  it('has 15+ categories and 100+ subcategories, with unique ids and slugs', async () => {
    const tree = (await call<{ data: CategoryJson[] }>(server, '/categories')).body.data;
    const subcategories = tree.flatMap((category) => category.subcategories);
    expect(tree.length).toBeGreaterThanOrEqual(15);
    expect(subcategories.length).toBeGreaterThanOrEqual(100);
    expect(new Set(tree.map((category) => category.slug)).size).toBe(tree.length);
    expect(new Set(subcategories.map((sub) => sub.slug)).size).toBe(subcategories.length);
    expect(new Set(subcategories.map((sub) => sub.id)).size).toBe(subcategories.length);
  });

  it('counts visible tools: tools_count equals the filtered listing totals', async () => {
    const tree = (await call<{ data: CategoryJson[] }>(server, '/categories')).body.data;
    for (const category of tree.slice(0, 4)) {
      const listing = await call<Envelope>(server, `/tools?category=${category.slug}&per_page=1`);
      expect(listing.body.meta.total, category.slug).toBe(category.tools_count);
      const sub = category.subcategories[0];
      if (!sub) continue;
      const subListing = await call<Envelope>(server, `/tools?subcategory=${sub.slug}&per_page=1`);
      expect(subListing.body.meta.total, sub.slug).toBe(sub.tools_count);
    }
  });

  it('names the same subcategories (id, slug, name) that tools carry', async () => {
    const tree = (await call<{ data: CategoryJson[] }>(server, '/categories')).body.data;
    const known = new Map(tree.flatMap((category) => category.subcategories).map((sub) => [sub.id, sub]));
    const tools = (await call<Envelope>(server, '/tools?per_page=100')).body.data;
    for (const tool of tools) {
      for (const ref of tool.subcategories) {
        expect(known.get(ref.id)).toMatchObject({ slug: ref.slug, name: ref.name });
      }
    }
  });
});
