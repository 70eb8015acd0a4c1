// The server in its default mode against a strict schema of the API v1 contract (docs/api.md): every tool of the default
// dataset (all pages of /tools), the tools' details, alternatives and search results. Anything the
// contract does not allow (a null amount, a string decimal, a missing or extra field) fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { RunningServer } from '../../server/index';
import { call, startTestServer } from './helpers';

// ISO 8601 with a numeric UTC offset (contract 2.1): "Z" is not a numeric offset.
const ISO_WITH_NUMERIC_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/;

const httpUrl = z.string().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'an absolute http(s) URL');
const integer = z.number().int();

/** Contract 2.1, with nothing left out and nothing added. */
const contractTool = z.strictObject({
  id: integer.positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string(),
  website: httpUrl,
  price: z.strictObject({ amount: z.number().nonnegative(), type: z.string().min(1) }),
  verified: z.boolean(),
  logo: httpUrl,
  rating: z.strictObject({ average: z.number().min(0).max(5), count: integer.nonnegative() }),
  subcategories: z.array(
    z.strictObject({ id: integer.positive(), slug: z.string().min(1), name: z.string().min(1) }),
  ),
  created_at: z
    .string()
    .regex(ISO_WITH_NUMERIC_OFFSET)
    .refine((stamp) => !Number.isNaN(Date.parse(stamp)), 'a real date'),
  links: z.strictObject({ self: httpUrl, alternatives: httpUrl, web: httpUrl }),
});
type ContractTool = z.infer<typeof contractTool>;

/** Contract 2.2. `meta` may carry Laravel's other pagination fields; the three named ones must be there. */
const contractEnvelope = z.strictObject({
  data: z.array(contractTool),
  links: z.strictObject({
    first: httpUrl,
    last: httpUrl,
    prev: httpUrl.nullable(),
    next: httpUrl.nullable(),
  }),
  meta: z.looseObject({
    current_page: integer.min(1),
    total: integer.nonnegative(),
    per_page: integer.min(1).max(100),
  }),
});
type ContractEnvelope = z.infer<typeof contractEnvelope>;

function problems(result: { success: boolean; error?: z.ZodError }): string[] {
  return result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('default mode: every answer is contract-valid (docs/api.md)', () => {
  let server: RunningServer;
  let listed: ContractTool[] = [];

  async function envelope(path: string): Promise<ContractEnvelope> {
    const answer = await call(server, path);
    expect(answer.status, path).toBe(200);
    const parsed = contractEnvelope.safeParse(answer.body);
    expect(problems(parsed), path).toEqual([]);
    return parsed.data as ContractEnvelope;
  }

  /** Every page of a listing, following links.next, each page checked on its own. */
  async function allPages(firstPath: string): Promise<ContractTool[]> {
    const tools: ContractTool[] = [];
    let page = await envelope(firstPath);
    tools.push(...page.data);
    while (page.links.next) {
      page = await envelope(page.links.next);
      tools.push(...page.data);
    }
    return tools;
  }

  beforeAll(async () => {
    // The default dataset, at its default size.
    server = await startTestServer();
    listed = await allPages('/tools?per_page=100');
  });
  afterAll(() => server.close());

  it('lists every visible tool of the default dataset, each one contract-valid', () => {
    expect(server.options.quirks).toBe(false);
    expect(server.options.dataset).toBe('standard');
    expect(listed).toHaveLength(server.dataset.visibleTools.length);
    expect(new Set(listed.map((tool) => tool.slug)).size).toBe(listed.length);
  });

  it('sends a number for price.amount and rating.average even where the directory has none', () => {
    const noAmount = server.dataset.visibleTools.filter((tool) => tool.price.amount === null);
    const unrated = server.dataset.visibleTools.filter((tool) => tool.rating.average === null);
    expect(noAmount.length).toBeGreaterThan(0);
    expect(unrated.length).toBeGreaterThan(0);
    const bySlug = new Map(listed.map((tool) => [tool.slug, tool]));
    for (const record of noAmount) expect(bySlug.get(record.slug)?.price.amount).toBe(0);
    for (const record of unrated) expect(bySlug.get(record.slug)?.rating).toEqual({ average: 0, count: 0 });
  });

  it('the links of every tool point at its own detail, alternatives and page', () => {
    for (const tool of listed) {
      const self = `${server.baseUrl}/tools/${tool.slug}`;
      expect(tool.links).toEqual({
        self,
        alternatives: `${self}/alternatives`,
        web: `${server.origin}/tools/${tool.slug}`,
      });
    }
  });

  it('answers details as { data: Tool } with the same tool as the listing', async () => {
    // A spread sample: the first tools, then every 97th.
    const sample = listed.filter((_, index) => index < 20 || index % 97 === 0);
    for (const tool of sample) {
      const answer = await call(server, `/tools/${tool.slug}`);
      const parsed = z.strictObject({ data: contractTool }).safeParse(answer.body);
      expect(problems(parsed), tool.slug).toEqual([]);
      expect(parsed.data?.data).toEqual(tool);
    }
  });

  it('answers alternatives as { data: Tool[] } of at most five contract-valid tools', async () => {
    const sample = listed.filter((_, index) => index < 20 || index % 41 === 0);
    let nonEmpty = 0;
    for (const tool of sample) {
      const answer = await call(server, `/tools/${tool.slug}/alternatives`);
      const parsed = z.strictObject({ data: z.array(contractTool).max(5) }).safeParse(answer.body);
      expect(problems(parsed), tool.slug).toEqual([]);
      if ((parsed.data?.data.length ?? 0) > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(sample.length / 2);
  });

  it('answers every page of search results in the list envelope, contract-valid', async () => {
    for (const q of ['video', 'chat', 'image generator', 'seo', 'zz']) {
      const found = await allPages(`/search?q=${encodeURIComponent(q)}&per_page=100`);
      if (q !== 'zz') expect(found.length, q).toBeGreaterThan(0);
    }
  });

  it('keeps every filtered listing contract-valid too', async () => {
    const sub = server.dataset.subcategories[0]?.slug ?? '';
    const category = server.dataset.categories[0]?.slug ?? '';
    await allPages(`/tools?subcategory=${sub}&per_page=100`);
    await allPages(`/tools?category=${category}&verified=true&per_page=100`);
    // Past the last page: an empty page, still the full envelope.
    const past = await envelope('/tools?page=9999');
    expect(past.data).toEqual([]);
  });
});
