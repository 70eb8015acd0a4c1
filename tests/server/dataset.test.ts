import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_TYPES } from '../../server/dataset/types';
import {
  EDGE_CASE_TOOLS,
  generateDataset,
  KNOWN_TOOLS,
  NESTED_TOOLS,
  type RunningServer,
  type ToolJson,
  type ToolRecord,
} from '../../server/index';
import { call, type Envelope, startTestServer } from './helpers';

const TRACKING = /^(utm_.*|ref|ref_src|via|fbclid|gclid|mc_cid|mc_eid)$/i;
const SECOND_LEVEL_SUFFIXES = ['co.uk', 'com.au', 'com.br', 'co.jp'];

/** What a website identifies, as the extension's site matcher would see it (docs/architecture.md, "The local directory"). */
function identity(website: string): string {
  const url = new URL(website);
  const host = url.hostname.replace(/\.$/, '').replace(/^www\./, '');
  const path = url.pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  const query = [...url.searchParams]
    .filter(([name]) => !TRACKING.test(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  return `${host}${path}?${query.join('&')}`;
}

function bareHost(website: string): string {
  return new URL(website).hostname.replace(/\.$/, '').replace(/^www\./, '');
}

describe('the generated dataset', () => {
  let server: RunningServer;
  let tools: readonly ToolRecord[];
  let websites: string[];

  beforeAll(async () => {
    server = await startTestServer();
    tools = server.dataset.visibleTools;
    websites = tools.map((tool) => tool.website);
  });
  afterAll(() => server.close());

  it('is identical for the same seed and size', () => {
    expect(generateDataset(7, 600)).toEqual(generateDataset(7, 600));
    expect(generateDataset(server.dataset.seed, server.dataset.size)).toEqual(server.dataset);
  });

  it('differs for another seed, over HTTP too', async () => {
    const other = await startTestServer({ seed: 2, size: 600 });
    try {
      const mine = (await call<Envelope>(server, '/tools?per_page=100&page=2')).body.data.map(
        (tool) => tool.slug,
      );
      const theirs = (await call<Envelope>(other, '/tools?per_page=100&page=2')).body.data.map(
        (tool) => tool.slug,
      );
      expect(theirs).not.toEqual(mine);
      const a = generateDataset(1, 600).visibleTools.map((tool) => tool.website);
      const b = generateDataset(2, 600).visibleTools.map((tool) => tool.website);
      expect(a).not.toEqual(b);
    } finally {
      await other.close();
    }
  });

  it('has 8,000+ visible tools by default, plus a few hundred hidden ones in each hidden state', () => {
    expect(tools.length).toBeGreaterThanOrEqual(8_000);
    expect(tools.length).toBe(server.dataset.size);
    const hidden = server.dataset.hiddenTools;
    expect(hidden.length).toBeGreaterThanOrEqual(100);
    expect(hidden.length).toBeLessThanOrEqual(1_000);
    for (const state of ['unpublished', 'delisted', 'unavailable']) {
      expect(hidden.filter((tool) => tool.visibility === state).length, state).toBeGreaterThan(30);
    }
    expect(new Set(server.dataset.tools.map((tool) => tool.slug)).size).toBe(server.dataset.tools.length);
    expect(new Set(server.dataset.tools.map((tool) => tool.id)).size).toBe(server.dataset.tools.length);
  });

  it('has 15+ categories and 100+ subcategories, each subcategory with tools', () => {
    expect(server.dataset.categories.length).toBeGreaterThanOrEqual(15);
    expect(server.dataset.subcategories.length).toBeGreaterThanOrEqual(100);
    const used = new Set(tools.flatMap((tool) => tool.subcategoryIds));
    for (const sub of server.dataset.subcategories) expect(used.has(sub.id), sub.slug).toBe(true);
  });

  it('has every price type, and amounts 0, null and decimals', () => {
    const types = new Set(tools.map((tool) => tool.price.type));
    for (const type of ['free', 'freemium', 'paid', 'subscription', 'contact', 'one-time'])
      expect(types).toContain(type);
    expect([...types].every((type) => (PRICE_TYPES as readonly string[]).includes(type))).toBe(true);
    const amounts = tools.map((tool) => tool.price.amount);
    expect(amounts).toContain(0);
    expect(amounts).toContain(null);
    expect(amounts.some((amount) => amount !== null && !Number.isInteger(amount))).toBe(true);
    expect(amounts).toContain(19.99);
  });

  it('has every rating shape: no ratings (average null), count 0 with average 0, decimals like 4.6', async () => {
    const ratings = tools.map((tool) => tool.rating);
    expect(ratings.some((rating) => rating.count === 0 && rating.average === null)).toBe(true);
    expect(ratings.some((rating) => rating.count === 0 && rating.average === 0)).toBe(true);
    expect(
      ratings.some(
        (rating) => rating.count > 0 && rating.average !== null && !Number.isInteger(rating.average),
      ),
    ).toBe(true);
    expect(ratings.some((rating) => rating.average === 4.6)).toBe(true);
    for (const rating of ratings) {
      if (rating.count > 0) expect(rating.average).toBeGreaterThanOrEqual(1);
      if (rating.average !== null) expect(rating.average).toBeLessThanOrEqual(5);
    }
    // The API sends "no ratings" as the contract's numbers; with quirks on, as the directory has it.
    const noRatings = tools.find(
      (tool) => tool.rating.count === 0 && tool.rating.average === null && tool.id % 3 !== 0,
    ) as ToolRecord;
    const rating = async () =>
      (await call<{ data: ToolJson }>(server, `/tools/${noRatings.slug}`)).body.data.rating;
    expect(await rating()).toEqual({ average: 0, count: 0 });
    server.setOptions({ quirks: true });
    try {
      expect(await rating()).toEqual({ average: null, count: 0 });
    } finally {
      server.setOptions({});
    }
  });

  it('leaves about 3% of tools without an embedding, never a known one', () => {
    const without = tools.filter((tool) => tool.embedding === null).length / tools.length;
    expect(without).toBeGreaterThan(0.01);
    expect(without).toBeLessThan(0.06);
    for (const tool of tools.filter((record) => record.embedding)) expect(tool.embedding).toHaveLength(32);
  });

  it('has websites of every shape the site matcher must handle', () => {
    const urls = websites.map((website) => new URL(website));
    const has = (test: (url: URL, raw: string) => boolean) =>
      urls.some((url, i) => test(url, websites[i] ?? ''));
    const shapes: Record<string, (url: URL, raw: string) => boolean> = {
      apex: (url) => url.hostname.split('.').length === 2,
      www: (url) => url.hostname.startsWith('www.'),
      subdomain: (url) => {
        const host = url.hostname.replace(/^www\./, '');
        return (
          host.split('.').length >= 3 && !SECOND_LEVEL_SUFFIXES.some((suffix) => host.endsWith(`.${suffix}`))
        );
      },
      'path on github.com': (url) => url.hostname === 'github.com' && url.pathname.split('/').length >= 3,
      'huggingface space': (url) =>
        url.hostname === 'huggingface.co' && /^\/spaces\/[^/]+\/[^/]+/.test(url.pathname),
      'play store ?id=': (url) => url.hostname === 'play.google.com' && url.searchParams.has('id'),
      'app store id': (url) => url.hostname === 'apps.apple.com' && /\/id\d+$/.test(url.pathname),
      '.co.uk': (url) => url.hostname.endsWith('.co.uk'),
      '.de': (url) => url.hostname.endsWith('.de'),
      '.io': (url) => url.hostname.endsWith('.io'),
      '.ai': (url) => url.hostname.endsWith('.ai'),
      'IDN in Unicode': (_, raw) => /[^\u0020-\u007e]/.test(raw),
      'IDN in punycode': (_, raw) => raw.includes('xn--'),
      'trailing slash': (_, raw) => raw.endsWith('/'),
      'no trailing slash': (url, raw) => url.pathname === '/' && !raw.endsWith('/'),
      'index.html': (url) => url.pathname.endsWith('/index.html'),
      'tracking parameter': (url) => url.searchParams.get('utm_source') === 'directory',
      port: (url) => url.port !== '',
      'uppercase host': (_, raw) => /^https?:\/\/[^/]*[A-Z]/.test(raw),
      'plain http': (url) => url.protocol === 'http:',
      'trailing dot': (url) => url.hostname.endsWith('.'),
    };
    for (const [shape, test] of Object.entries(shapes)) expect(has(test), shape).toBe(true);
    expect(websites.filter((website) => website.startsWith('https://bücher-ki.de'))).toHaveLength(1);
  });

  it('gives each visible tool its own website; shared hosts only with distinct paths or queries', () => {
    const identities = websites.map(identity);
    expect(new Set(identities).size).toBe(identities.length);
    const byHost = new Map<string, number>();
    for (const website of websites) byHost.set(bareHost(website), (byHost.get(bareHost(website)) ?? 0) + 1);
    const shared = [...byHost].filter(([, count]) => count > 1).map(([host]) => host);
    expect(shared).toEqual(
      expect.arrayContaining(['github.com', 'huggingface.co', 'play.google.com', 'apps.apple.com']),
    );
    for (const website of websites) {
      const url = new URL(website);
      expect(['http:', 'https:']).toContain(url.protocol);
      if (shared.includes(bareHost(website)))
        expect(`${url.pathname}${url.search}`.length, website).toBeGreaterThan(1);
    }
  });

  it('includes well-known real tools with fixed slugs and real websites, at the top of popularity', async () => {
    expect(KNOWN_TOOLS.length).toBeGreaterThanOrEqual(16);
    const top = (await call<Envelope>(server, '/tools?per_page=100')).body.data;
    const topSlugs = top.map((tool) => tool.slug);
    for (const known of KNOWN_TOOLS) {
      const tool = top.find((candidate) => candidate.slug === known.slug);
      expect(tool, known.slug).toBeDefined();
      expect(tool?.website).toBe(known.website);
      expect(tool?.name).toBe(known.name);
      expect(topSlugs.indexOf(known.slug)).toBeLessThan(KNOWN_TOOLS.length + 10);
    }
    expect(topSlugs.slice(0, 3)).toEqual(['chatgpt', 'gemini', 'claude']);
    for (const slug of [
      'jasper',
      'midjourney',
      'github-copilot',
      'perplexity',
      'runway',
      'elevenlabs',
      'notion-ai',
    ]) {
      expect(KNOWN_TOOLS.map((known) => known.slug)).toContain(slug);
    }
  });

  it('gives every known tool an embedding, ratings with count > 0 and five alternatives', async () => {
    const bySlug = new Map(tools.map((tool) => [tool.slug, tool]));
    for (const known of KNOWN_TOOLS) {
      const record = bySlug.get(known.slug);
      expect(record?.embedding, known.slug).not.toBeNull();
      expect(record?.rating.count, known.slug).toBeGreaterThan(0);
      const alternatives = await call<{ data: ToolJson[] }>(server, `/tools/${known.slug}/alternatives`);
      expect(alternatives.body.data.length, known.slug).toBeGreaterThanOrEqual(5);
    }
  });

  it('has tools on a subdomain of a known tool’s host (most specific wins), less popular than it', () => {
    const bySlug = new Map(tools.map((tool) => [tool.slug, tool]));
    const rank = new Map(tools.map((tool, index) => [tool.slug, index]));
    for (const nested of NESTED_TOOLS) {
      const host = bareHost(nested.website);
      const parent = KNOWN_TOOLS.find((known) => host.endsWith(`.${bareHost(known.website)}`));
      expect(parent, nested.slug).toBeDefined();
      expect(bySlug.get(nested.slug)?.website).toBe(nested.website);
      expect(rank.get(nested.slug) ?? 0).toBeGreaterThan(
        rank.get(parent?.slug ?? '') ?? Number.POSITIVE_INFINITY,
      );
    }
    expect(NESTED_TOOLS.length).toBeGreaterThanOrEqual(1);
  });

  it('includes the fixed edge-case tools with their exact websites', () => {
    const bySlug = new Map(tools.map((tool) => [tool.slug, tool]));
    for (const edge of EDGE_CASE_TOOLS) expect(bySlug.get(edge.slug)?.website, edge.slug).toBe(edge.website);
  });

  it('keeps a smaller dataset consistent: every website shape still present at size 300', () => {
    const small = generateDataset(3, 300);
    expect(small.visibleTools).toHaveLength(300);
    expect(small.visibleTools.some((tool) => tool.website.includes('xn--'))).toBe(true);
    expect(small.visibleTools.some((tool) => /[^\u0020-\u007e]/.test(tool.website))).toBe(true);
    expect(small.visibleTools.some((tool) => new URL(tool.website).port !== '')).toBe(true);
  });
});
