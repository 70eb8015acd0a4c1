import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer, ToolRecord } from '../../server/index';
import { type CategoryJson, call, collectAll, type Envelope, startTestServer } from './helpers';

describe('GET /tools: the paginated listing', () => {
  let server: RunningServer;
  let categories: CategoryJson[];
  let recordBySlug: Map<string, ToolRecord>;

  beforeAll(async () => {
    server = await startTestServer();
    categories = (await call<{ data: CategoryJson[] }>(server, '/categories')).body.data;
    recordBySlug = new Map(server.dataset.tools.map((tool) => [tool.slug, tool]));
  });
  afterAll(() => server.close());

  const listing = (query = '') => call<Envelope>(server, `/tools${query}`);

  it('answers the envelope with 24 tools by default, meta and absolute links', async () => {
    const answer = await listing();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    const { data, links, meta } = answer.body;
    const total = server.dataset.visibleTools.length;
    expect(data).toHaveLength(24);
    expect(meta).toMatchObject({ current_page: 1, per_page: 24, total, from: 1, to: 24 });
    expect(meta.last_page).toBe(Math.ceil(total / 24));
    expect(links.prev).toBeNull();
    for (const link of [links.first, links.last, links.next])
      expect(link).toMatch(new RegExp(`^${server.origin}/api/v1/tools\\?`));
    expect(new URL(links.first).searchParams.get('page')).toBe('1');
    expect(new URL(links.next ?? '').searchParams.get('page')).toBe('2');
    expect(new URL(links.last).searchParams.get('page')).toBe(String(meta.last_page));
  });

  it('serves 8,000+ visible tools', async () => {
    expect((await listing()).body.meta.total).toBeGreaterThanOrEqual(8_000);
  });

  it('links a middle page both ways and keeps per_page and filters in every link', async () => {
    const { links, meta } = (await listing('?per_page=10&verified=true&page=3')).body;
    expect(meta).toMatchObject({ current_page: 3, per_page: 10, from: 21, to: 30 });
    for (const link of [links.first, links.last, links.prev, links.next]) {
      const url = new URL(link ?? '');
      expect(url.searchParams.get('per_page')).toBe('10');
      expect(url.searchParams.get('verified')).toBe('true');
    }
    expect(new URL(links.prev ?? '').searchParams.get('page')).toBe('2');
    expect(new URL(links.next ?? '').searchParams.get('page')).toBe('4');
  });

  it('has a null next on the last page, and a short last page', async () => {
    const first = (await listing('?per_page=100')).body;
    const last = (await call<Envelope>(server, first.links.last)).body;
    expect(last.meta.current_page).toBe(first.meta.last_page);
    expect(last.links.next).toBeNull();
    expect(last.links.prev).not.toBeNull();
    expect(last.data.length).toBe(first.meta.total - (first.meta.last_page - 1) * 100);
    expect(last.meta.to).toBe(first.meta.total);
  });

  it('answers an empty data for a page past the end', async () => {
    const { data, meta, links } = (await listing('?page=100000')).body;
    expect(data).toEqual([]);
    expect(meta.current_page).toBe(100_000);
    expect(meta.from).toBeNull();
    expect(meta.to).toBeNull();
    expect(links.next).toBeNull();
  });

  it('sorts by popularity, most visited first, ties by id; following next visits every tool once', async () => {
    const all = await collectAll(server, '/tools?per_page=100');
    expect(all.map((tool) => tool.slug)).toEqual(server.dataset.visibleTools.map((tool) => tool.slug));
    const records = all.map((tool) => recordBySlug.get(tool.slug) as ToolRecord);
    let ties = 0;
    for (let i = 1; i < records.length; i++) {
      const [before, after] = [records[i - 1] as ToolRecord, records[i] as ToolRecord];
      expect(before.visits).toBeGreaterThanOrEqual(after.visits);
      if (before.visits === after.visits) {
        ties++;
        expect(before.id).toBeLessThan(after.id);
      }
    }
    expect(ties).toBeGreaterThan(0);
    expect(new Set(all.map((tool) => tool.id)).size).toBe(all.length);
  });

  it('filters by category: every tool has a subcategory of it, and the total is its tools_count', async () => {
    const category = categories[3] as CategoryJson;
    const childSlugs = new Set(category.subcategories.map((sub) => sub.slug));
    const tools = await collectAll(server, `/tools?per_page=100&category=${category.slug}`);
    expect(tools.length).toBe(category.tools_count);
    expect(tools.length).toBeGreaterThan(0);
    for (const tool of tools) expect(tool.subcategories.some((sub) => childSlugs.has(sub.slug))).toBe(true);
  });

  it('filters by subcategory: every tool has it, and the total is its tools_count', async () => {
    const subcategory = categories[1]?.subcategories[2];
    if (!subcategory) throw new Error('no subcategory');
    const { body } = await listing(`?per_page=100&subcategory=${subcategory.slug}`);
    expect(body.meta.total).toBe(subcategory.tools_count);
    for (const tool of body.data)
      expect(tool.subcategories.map((sub) => sub.slug)).toContain(subcategory.slug);
  });

  it('filters verified tools with verified=true or 1; false or 0 means no filter', async () => {
    const verifiedCount = server.dataset.visibleTools.filter((tool) => tool.verified).length;
    for (const value of ['true', '1']) {
      const { body } = await listing(`?per_page=100&verified=${value}`);
      expect(body.meta.total).toBe(verifiedCount);
      for (const tool of body.data) expect(tool.verified).toBe(true);
    }
    for (const value of ['false', '0']) {
      expect((await listing(`?verified=${value}`)).body.meta.total).toBe(server.dataset.visibleTools.length);
    }
  });

  it('combines filters: category + verified, subcategory + verified, category + its subcategory', async () => {
    const category = categories[0] as CategoryJson;
    const subcategory = category.subcategories[0];
    if (!subcategory) throw new Error('no subcategory');
    const childSlugs = new Set(category.subcategories.map((sub) => sub.slug));

    const categoryVerified = await collectAll(
      server,
      `/tools?per_page=100&category=${category.slug}&verified=1`,
    );
    expect(categoryVerified.length).toBeGreaterThan(0);
    expect(categoryVerified.length).toBeLessThan(category.tools_count);
    for (const tool of categoryVerified) {
      expect(tool.verified).toBe(true);
      expect(tool.subcategories.some((sub) => childSlugs.has(sub.slug))).toBe(true);
    }

    const subVerified = (await listing(`?per_page=100&subcategory=${subcategory.slug}&verified=true`)).body;
    for (const tool of subVerified.data) {
      expect(tool.verified).toBe(true);
      expect(tool.subcategories.map((sub) => sub.slug)).toContain(subcategory.slug);
    }
    expect(subVerified.meta.total).toBeLessThan(subcategory.tools_count);

    const both = (await listing(`?category=${category.slug}&subcategory=${subcategory.slug}`)).body;
    expect(both.meta.total).toBe(subcategory.tools_count);
  });

  it('combines a category with a subcategory of another category: only tools in both', async () => {
    const [first, second] = categories as [CategoryJson, CategoryJson];
    const foreign = second.subcategories[0];
    if (!foreign) throw new Error('no subcategory');
    const firstIds = new Set(first.subcategories.map((sub) => sub.id));
    const expected = server.dataset.visibleTools.filter(
      (tool) =>
        tool.subcategoryIds.includes(foreign.id) && tool.subcategoryIds.some((id) => firstIds.has(id)),
    );
    const { body } = await listing(`?per_page=100&category=${first.slug}&subcategory=${foreign.slug}`);
    expect(body.meta.total).toBe(expected.length);
    expect(body.meta.total).toBeLessThan(foreign.tools_count);
  });

  it('answers an empty listing for an unknown category or subcategory slug', async () => {
    expect((await listing('?category=no-such-category')).body.data).toEqual([]);
    expect((await listing('?subcategory=no-such-subcategory')).body.meta.total).toBe(0);
  });
});
