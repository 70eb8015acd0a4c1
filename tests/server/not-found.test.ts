import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_STATES } from '../../server/dataset/types';
import type { RunningServer, ToolJson, ToolRecord } from '../../server/index';
import { type CategoryJson, call, collectAll, SMALL_DATASET, startTestServer } from './helpers';

describe('404: unknown slugs, unknown routes, tools that are not publicly visible', () => {
  let server: RunningServer;
  let hiddenByState: Map<string, ToolRecord>;

  beforeAll(async () => {
    server = await startTestServer(SMALL_DATASET);
    hiddenByState = new Map(server.dataset.hiddenTools.map((tool) => [tool.visibility, tool]));
  });
  afterAll(() => server.close());

  it('answers 404 "Not Found." for an unknown slug, on the tool and on its alternatives', async () => {
    for (const path of ['/tools/no-such-tool', '/tools/no-such-tool/alternatives']) {
      const answer = await call(server, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ message: 'Not Found.' });
      expect(answer.headers.get('content-type')).toBe('application/json');
    }
  });

  it('answers 404 for unknown routes under the API prefix', async () => {
    for (const path of [
      '/nothing',
      '/tools/chatgpt/reviews',
      '/categories/writing',
      '/tools/chatgpt/alternatives/x',
      '',
    ]) {
      const answer = await call(server, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ message: 'Not Found.' });
    }
  });

  it('answers 404 for unknown routes outside the API, too', async () => {
    const answer = await call(server, `${server.origin}/api/v2/tools`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not Found.' });
  });

  it('has hidden tools in each state: unpublished, delisted, unavailable', () => {
    expect([...hiddenByState.keys()].sort()).toEqual([...HIDDEN_STATES].sort());
  });

  for (const state of HIDDEN_STATES) {
    it(`answers 404 for a ${state} tool, its alternatives, its page and its logo`, async () => {
      const tool = hiddenByState.get(state);
      if (!tool) throw new Error(`no ${state} tool`);
      expect((await call(server, `/tools/${tool.slug}`)).status).toBe(404);
      expect((await call(server, `/tools/${tool.slug}/alternatives`)).status).toBe(404);
      expect((await fetch(`${server.origin}/tools/${tool.slug}`)).status).toBe(404);
      expect((await fetch(`${server.origin}/logos/${tool.slug}.svg`)).status).toBe(404);
    });
  }

  it('never lists, finds or suggests a hidden tool, and never counts one', async () => {
    const hiddenSlugs = new Set(server.dataset.hiddenTools.map((tool) => tool.slug));
    const listed = await collectAll(server, '/tools?per_page=100');
    expect(listed.length).toBe(server.dataset.visibleTools.length);
    expect(listed.filter((tool) => hiddenSlugs.has(tool.slug))).toEqual([]);

    for (const hidden of server.dataset.hiddenTools.slice(0, 10)) {
      const found = await call<{ data: ToolJson[] }>(
        server,
        `/search?q=${encodeURIComponent(hidden.name)}&per_page=100`,
      );
      expect(found.body.data.map((tool) => tool.slug)).not.toContain(hidden.slug);
    }

    for (const tool of listed.slice(0, 40)) {
      const alternatives = await call<{ data: ToolJson[] }>(server, `/tools/${tool.slug}/alternatives`);
      expect(alternatives.body.data.filter((alternative) => hiddenSlugs.has(alternative.slug))).toEqual([]);
    }

    const tree = await call<{ data: CategoryJson[] }>(server, '/categories');
    const counted = tree.body.data
      .flatMap((category) => category.subcategories)
      .reduce((sum, sub) => sum + sub.tools_count, 0);
    const visibleMemberships = server.dataset.visibleTools.reduce(
      (sum, tool) => sum + tool.subcategoryIds.length,
      0,
    );
    expect(counted).toBe(visibleMemberships);
  });
});
