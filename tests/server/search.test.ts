import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer, ToolJson } from '../../server/index';
import { type CategoryJson, call, collectAll, type Envelope, startTestServer } from './helpers';

describe('GET /search: relevance-ranked full text', () => {
  let server: RunningServer;
  let videoSubcategorySlugs: Set<string>;

  beforeAll(async () => {
    server = await startTestServer();
    const tree = (await call<{ data: CategoryJson[] }>(server, '/categories')).body.data;
    const video = tree.find((category) => category.slug === 'video');
    videoSubcategorySlugs = new Set(video?.subcategories.map((sub) => sub.slug));
  });
  afterAll(() => server.close());

  const search = (query: string) => call<Envelope>(server, `/search?${query}`);

  it('answers the list envelope with absolute links and meta', async () => {
    const answer = await search('q=video');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    const { data, links, meta } = answer.body;
    expect(data.length).toBe(24);
    expect(meta).toMatchObject({ current_page: 1, per_page: 24, from: 1 });
    expect(meta.total).toBeGreaterThan(24);
    expect(links.prev).toBeNull();
    expect(links.next).toMatch(new RegExp(`^${server.origin}/api/v1/search\\?`));
    expect(new URL(links.next ?? '').searchParams.get('q')).toBe('video');
  });

  it('ranks video tools first for "video editing", video editors at the very top', async () => {
    const { data } = (await search('q=video%20editing')).body;
    const slugsOf = (tool: ToolJson) => tool.subcategories.map((sub) => sub.slug);
    for (const tool of data.slice(0, 10)) {
      expect(
        slugsOf(tool).some((slug) => videoSubcategorySlugs.has(slug)),
        tool.name,
      ).toBe(true);
    }
    for (const tool of data.slice(0, 5)) expect(slugsOf(tool), tool.name).toContain('video-editing');
  });

  it('puts an exact name match first', async () => {
    const cases: Array<[string, string]> = [
      ['chatgpt', 'chatgpt'],
      ['Midjourney', 'midjourney'],
      ['github copilot', 'github-copilot'],
    ];
    for (const [query, slug] of cases) {
      const { data } = (await search(`q=${encodeURIComponent(query)}`)).body;
      expect(data[0]?.slug, query).toBe(slug);
    }
  });

  it('searches descriptions and category names: "remove background" finds background removers', async () => {
    const { data } = (await search('q=remove%20background')).body;
    expect(
      data.slice(0, 5).every((tool) => tool.subcategories.some((sub) => sub.slug === 'background-removal')),
    ).toBe(true);
    const byCategory = (await search('q=translation&per_page=10')).body.data;
    expect(
      byCategory.every((tool) =>
        tool.subcategories.some((sub) => /translation|dubbing|localization/.test(sub.slug)),
      ),
    ).toBe(true);
  });

  it('matches the word being typed as a prefix ("vid" finds video tools)', async () => {
    const { data, meta } = (await search('q=vid')).body;
    expect(meta.total).toBeGreaterThan(0);
    expect(
      data.slice(0, 10).every((tool) => `${tool.name} ${tool.description}`.toLowerCase().includes('vid')),
    ).toBe(true);
  });

  it('paginates with page and per_page; pages are disjoint and add up to the whole result', async () => {
    const whole = await collectAll(server, '/search?q=podcast&per_page=100');
    expect(whole.length).toBeGreaterThan(20);
    const paged = await collectAll(server, '/search?q=podcast&per_page=7');
    expect(paged.map((tool) => tool.slug)).toEqual(whole.map((tool) => tool.slug));
    expect(new Set(paged.map((tool) => tool.slug)).size).toBe(paged.length);
    const second = (await search('q=podcast&per_page=7&page=2')).body;
    expect(second.meta).toMatchObject({ current_page: 2, per_page: 7, from: 8, to: 14, total: whole.length });
    expect(second.data.map((tool) => tool.slug)).toEqual(whole.slice(7, 14).map((tool) => tool.slug));
    const past = (await search('q=podcast&page=999')).body;
    expect(past.data).toEqual([]);
  });

  it('finds visible tools only', async () => {
    const hidden = server.dataset.hiddenTools.slice(0, 20);
    for (const tool of hidden) {
      const { data } = (await search(`q=${encodeURIComponent(tool.name)}&per_page=100`)).body;
      expect(data.map((found) => found.slug)).not.toContain(tool.slug);
    }
  });

  it('answers an empty result for text that matches nothing', async () => {
    const { data, meta } = (await search('q=zzqxj%20wwvvk')).body;
    expect(data).toEqual([]);
    expect(meta.total).toBe(0);
  });
});
