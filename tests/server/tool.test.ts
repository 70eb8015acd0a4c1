import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer, ToolJson, ToolRecord } from '../../server/index';
import { call, type Envelope, startTestServer } from './helpers';

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe('GET /tools/{slug}: one tool', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const detail = async (slug: string) => (await call<{ data: ToolJson }>(server, `/tools/${slug}`)).body.data;

  it('answers { data: Tool } with exactly the contract fields, in snake_case', async () => {
    const answer = await call<{ data: ToolJson }>(server, '/tools/chatgpt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(Object.keys(answer.body)).toEqual(['data']);
    const tool = answer.body.data;
    expect(Object.keys(tool).sort()).toEqual(
      [
        'created_at',
        'description',
        'id',
        'links',
        'logo',
        'name',
        'price',
        'rating',
        'slug',
        'subcategories',
        'verified',
        'website',
      ].sort(),
    );
    expect(tool).toMatchObject({
      slug: 'chatgpt',
      name: 'ChatGPT',
      website: 'https://chatgpt.com/',
      verified: true,
    });
    expect(Number.isInteger(tool.id)).toBe(true);
    expect(Object.keys(tool.price).sort()).toEqual(['amount', 'type']);
    expect(Object.keys(tool.rating).sort()).toEqual(['average', 'count']);
    expect(Object.keys(tool.links).sort()).toEqual(['alternatives', 'self', 'web']);
    for (const sub of tool.subcategories) expect(Object.keys(sub).sort()).toEqual(['id', 'name', 'slug']);
    expect(tool.created_at).toMatch(ISO_WITH_OFFSET);
  });

  it('matches the generated record of the tool', async () => {
    const record = server.dataset.visibleTools[500] as ToolRecord;
    const tool = await detail(record.slug);
    expect(tool).toMatchObject({
      id: record.id,
      name: record.name,
      description: record.description,
      website: record.website,
      price: record.price,
      rating: record.rating,
      verified: record.verified,
      created_at: record.createdAt,
    });
    expect(tool.subcategories.map((sub) => sub.id)).toEqual(record.subcategoryIds);
  });

  it('is the same object in the listing and in the detail', async () => {
    const listed = (await call<Envelope>(server, '/tools?per_page=5&page=7')).body.data;
    for (const tool of listed) expect(await detail(tool.slug)).toEqual(tool);
  });

  it('has absolute links: self answers the tool, alternatives its alternatives', async () => {
    const tool = await detail('midjourney');
    expect(tool.links.self).toBe(`${server.baseUrl}/tools/midjourney`);
    expect(tool.links.alternatives).toBe(`${server.baseUrl}/tools/midjourney/alternatives`);
    expect((await call<{ data: ToolJson }>(server, tool.links.self)).body.data).toEqual(tool);
    expect((await call(server, tool.links.alternatives)).status).toBe(200);
  });

  it('links.web is {origin}/tools/{slug}: a small HTML page naming the tool, with no token needed', async () => {
    const tool = await detail('markup-fixer');
    expect(tool.links.web).toBe(`${server.origin}/tools/markup-fixer`);
    const page = await fetch(tool.links.web);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<h1>Markup Fixer</h1>');
    // The description has markup characters: the page escapes them.
    expect(html).toContain('&lt;div&gt;');
    expect(html).not.toContain('<div>');
  });

  it('logo is {origin}/logos/{slug}.svg: a cacheable SVG letter avatar, no token needed', async () => {
    const tool = await detail('perplexity');
    expect(tool.logo).toBe(`${server.origin}/logos/perplexity.svg`);
    const logo = await fetch(tool.logo ?? '');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const svg = await logo.text();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('>P</text>');
  });

  it('has no logo image for a small share of tools: the URL is sent (contract) and answers 404', async () => {
    const withoutLogo = server.dataset.visibleTools.filter((tool) => !tool.hasLogo);
    expect(withoutLogo.length).toBeGreaterThan(0);
    expect(withoutLogo.length).toBeLessThan(server.dataset.visibleTools.length * 0.15);
    const record = withoutLogo[0] as ToolRecord;
    expect((await detail(record.slug)).logo).toBe(`${server.origin}/logos/${record.slug}.svg`);
    expect((await fetch(`${server.origin}/logos/${record.slug}.svg`)).status).toBe(404);
    // With quirks on, such a tool's logo is null, as real directories send it.
    server.setOptions({ quirks: true });
    try {
      expect((await detail(record.slug)).logo).toBeNull();
    } finally {
      server.setOptions({});
    }
  });

  it('writes created_at in ISO 8601 with a numeric offset for every tool, some offsets not +00:00', () => {
    const stamps = server.dataset.visibleTools.map((tool) => tool.createdAt);
    for (const stamp of stamps) expect(stamp).toMatch(ISO_WITH_OFFSET);
    expect(stamps.some((stamp) => stamp.endsWith('+00:00'))).toBe(true);
    expect(stamps.some((stamp) => !stamp.endsWith('+00:00'))).toBe(true);
  });

  it('answers HEAD like GET without a body, and refuses other methods with 405', async () => {
    const head = await fetch(`${server.baseUrl}/tools/chatgpt`, {
      method: 'HEAD',
      headers: { Authorization: 'Bearer demo-token' },
    });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await call(server, '/tools/chatgpt', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toContain('GET');
  });
});
