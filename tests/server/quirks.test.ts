// API_QUIRKS=1 and DATASET=hostile: the oddities a client must survive, only when asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset, HOSTILE_TOOLS, type RunningServer, type WireToolJson } from '../../server/index';
import { settingsFromEnv } from '../../server/options';
import { call, collectAll, SMALL_DATASET, startTestServer } from './helpers';

const LARAVEL_DECIMAL = /^\d+\.\d{2}$/;

async function listing(server: RunningServer): Promise<WireToolJson[]> {
  return (await collectAll(server, '/tools?per_page=100')) as unknown as WireToolJson[];
}

describe('API_QUIRKS=1', () => {
  let server: RunningServer;
  let tools: WireToolJson[] = [];

  beforeAll(async () => {
    server = await startTestServer({ ...SMALL_DATASET, quirks: true });
    tools = await listing(server);
  });
  afterAll(() => server.close());

  const prices = () => tools.map((tool) => (tool.price as { amount: unknown }).amount);
  const ratings = () => tools.map((tool) => tool.rating as { average: unknown; count: unknown } | undefined);

  it('sends null amounts', () => {
    expect(prices()).toContain(null);
  });

  it('sends decimals as strings on some tools, as numbers on others (Laravel decimal:2: "12.00", "4.50")', () => {
    const asStrings = prices().filter((amount) => typeof amount === 'string');
    expect(asStrings.length).toBeGreaterThan(0);
    for (const amount of asStrings) expect(amount).toMatch(LARAVEL_DECIMAL);
    expect(prices().some((amount) => typeof amount === 'number')).toBe(true);
    const averages = ratings().map((rating) => rating?.average);
    expect(averages.some((average) => typeof average === 'string' && LARAVEL_DECIMAL.test(average))).toBe(
      true,
    );
    expect(averages.some((average) => typeof average === 'number')).toBe(true);
  });

  it('leaves rating out on some unrated tools and sends {average: null} on others', () => {
    expect(ratings()).toContain(undefined);
    expect(ratings()).toContainEqual({ average: null, count: 0 });
  });

  it('adds fields the contract does not list, and null logos', () => {
    expect(tools.every((tool) => 'updated_at' in tool && 'is_featured' in tool)).toBe(true);
    expect(tools.some((tool) => tool.logo === null)).toBe(true);
  });

  it('can be switched off and on while the server runs (setOptions), answers re-rendered', async () => {
    const unrated = server.dataset.visibleTools.find(
      (tool) => tool.rating.average === null && tool.id % 3 !== 0,
    );
    const path = `/tools/${unrated?.slug}`;
    const rating = async () => (await call<{ data: WireToolJson }>(server, path)).body.data.rating;
    expect(await rating()).toEqual({ average: null, count: 0 });
    server.setOptions({ quirks: false });
    try {
      expect(await rating()).toEqual({ average: 0, count: 0 });
    } finally {
      server.setOptions({});
    }
    expect(await rating()).toEqual({ average: null, count: 0 });
  });

  it('reads API_QUIRKS and DATASET from the environment', () => {
    expect(settingsFromEnv({ API_QUIRKS: '1', DATASET: 'hostile' })).toMatchObject({
      quirks: true,
      dataset: 'hostile',
    });
    expect(settingsFromEnv({ API_QUIRKS: '0' }).quirks).toBeUndefined();
    expect(() => settingsFromEnv({ DATASET: 'evil' })).toThrow(/DATASET/);
  });
});

describe('DATASET=hostile', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer({ ...SMALL_DATASET, dataset: 'hostile' });
  });
  afterAll(() => server.close());

  it('adds the hostile tools on top of the standard directory, which stays exactly as it was', () => {
    const standard = generateDataset(server.dataset.seed, server.dataset.size);
    const hostileSlugs = new Set(HOSTILE_TOOLS.map((tool) => tool.slug));
    expect(server.dataset.visibleTools.filter((tool) => hostileSlugs.has(tool.slug))).toHaveLength(
      HOSTILE_TOOLS.length,
    );
    expect(server.dataset.tools.filter((tool) => !hostileSlugs.has(tool.slug))).toEqual(standard.tools);
  });

  it('lists, finds and serves the hostile tools with their fields exactly as written', async () => {
    const listed = new Map((await listing(server)).map((tool) => [tool.slug, tool]));
    for (const spec of HOSTILE_TOOLS) {
      const tool = listed.get(spec.slug);
      expect(tool, spec.slug).toBeDefined();
      expect(tool?.name).toBe(spec.name);
      expect(tool).toMatchObject(spec.wire);
    }
    expect(listed.get('oddity-fifty-five')?.rating).toEqual({ average: 55, count: 7 });
    expect(listed.get('oddity-string-rating')?.rating).toEqual({ average: '7.5', count: '12' });
    const found = await call<{ data: WireToolJson[] }>(server, '/search?q=oddity');
    expect(found.body.data.map((tool) => tool.slug)).toEqual(expect.arrayContaining(['oddity-over-five']));
  });

  it('keeps HTML as text on the stand-in website page', async () => {
    const page = await (await fetch(`${server.origin}/tools/oddity-fifty-five`)).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;');
  });

  it('cannot switch datasets while running', () => {
    expect(() => server.setOptions({ dataset: 'standard' })).toThrow(/dataset/);
  });
});
