// The directory N days later (FAULTS=1, faults.day; server/dataset/day.ts): what a client's change
// tests sync against. Deterministic, cumulative, and the generated directory again at day 0.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { delistedBy, PUBLISHED_PER_DAY, publishedBy } from '../../server/dataset/day';
import type { RunningServer, ToolJson } from '../../server/index';
import { settingsFromEnv } from '../../server/options';
import { call, SMALL_DATASET, startTestServer } from './helpers';

interface Page {
  data: ToolJson[];
  meta: { total: number };
}

async function everyTool(server: RunningServer): Promise<Map<string, ToolJson>> {
  const tools = new Map<string, ToolJson>();
  for (let page = 1; ; page++) {
    const { body } = await call<Page>(server, `/tools?per_page=100&page=${page}`);
    for (const tool of body.data) tools.set(tool.slug, tool);
    if (body.data.length < 100) return tools;
  }
}

describe('the directory days later (faults.day)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(SMALL_DATASET);
  });
  afterAll(() => server.close());
  beforeEach(() => server.setOptions({}));

  it('publishes tools, delists others, and moves some ratings and prices; day 0 is the directory as generated', async () => {
    const before = await everyTool(server);
    server.setOptions({ faults: { enabled: true, day: 1 } });
    const after = await everyTool(server);

    const published = publishedBy(server.dataset, 1).map((tool) => tool.slug);
    const delisted = delistedBy(server.dataset, 1).map((tool) => tool.slug);
    expect(published).toHaveLength(PUBLISHED_PER_DAY);
    expect([...after.keys()].filter((slug) => !before.has(slug)).sort()).toEqual([...published].sort());
    expect([...before.keys()].filter((slug) => !after.has(slug)).sort()).toEqual([...delisted].sort());
    expect((await call<Page>(server, '/tools?per_page=1')).body.meta.total).toBe(
      before.size + published.length - delisted.length,
    );
    // A new tool answers on its own too; a delisted one is as unknown as a made-up slug.
    expect((await call(server, `/tools/${published[0]}`)).status).toBe(200);
    expect((await call(server, `/tools/${delisted[0]}`)).status).toBe(404);

    const moved = (pick: (tool: ToolJson) => unknown) =>
      [...after.values()].filter(
        (tool) => before.has(tool.slug) && pick(tool) !== pick(before.get(tool.slug) as ToolJson),
      );
    expect(moved((tool) => JSON.stringify(tool.rating)).length).toBeGreaterThan(0);
    expect(moved((tool) => JSON.stringify(tool.price)).length).toBeGreaterThan(0);
    for (const tool of moved((tool) => JSON.stringify(tool.rating))) {
      const old = before.get(tool.slug)?.rating;
      expect(tool.rating.count).toBe((old?.count ?? 0) + 30);
    }

    server.setOptions({ faults: { enabled: true, day: 2 } });
    const later = await everyTool(server);
    expect(publishedBy(server.dataset, 2).every((tool) => later.has(tool.slug))).toBe(true);
    expect(delistedBy(server.dataset, 2).some((tool) => later.has(tool.slug))).toBe(false);

    // Without FAULTS the day does nothing; setOptions({}) is the generated directory again.
    server.setOptions({ faults: { day: 3 } });
    expect([...(await everyTool(server)).keys()]).toEqual([...before.keys()]);
    server.setOptions({});
    expect(await everyTool(server)).toEqual(before);
  });

  it('is read from FAULT_DAY, and refuses a day that is not a whole number', () => {
    expect(settingsFromEnv({ FAULTS: '1', FAULT_DAY: '2' }).faults).toMatchObject({ day: 2 });
    expect(() => server.setOptions({ faults: { day: -1 } })).toThrow(/day/);
    expect(() => server.setOptions({ faults: { day: 1.5 } })).toThrow(/day/);
  });
});
