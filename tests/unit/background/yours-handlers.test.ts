// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { HandlerDeps } from '../../../lib/background/handlers';
import { parseRequest } from '../../../lib/messaging/protocol';
import { recentHandlers } from '../../../lib/recent/handlers';
import { createRecentStore } from '../../../lib/recent/recent-store';
import { savedHandlers } from '../../../lib/saved/handlers';
import { createSavedStore } from '../../../lib/saved/saved-store';

const PAGE = { kind: 'extension-page' } as const;
const jasper = {
  slug: 'jasper',
  name: 'Jasper',
  logo: 'https://cdn.example/jasper.png',
  price: { type: 'paid', amount: 39 },
  verified: true,
  rating: { average: 4.6, count: 10 },
};

function handlers() {
  const deps = {
    yours: {
      saved: createSavedStore(fakeBrowser.storage.sync, () => 1_000),
      recent: createRecentStore(fakeBrowser.storage.local, () => 2_000),
      now: () => 3_000,
    },
    // No sync has completed: no saved tool is marked gone (handlers.test.ts covers the marking).
    directory: { isComplete: async () => false, tools: async () => [] },
  } as unknown as HandlerDeps;
  return { ...savedHandlers(deps), ...recentHandlers(deps) };
}

describe('yours handlers', () => {
  it('saves, lists and exports through storage.sync', async () => {
    const h = handlers();
    const set = await h['saved/set']({ type: 'saved/set', tool: jasper, saved: true }, PAGE);
    expect(set).toMatchObject({
      ok: true,
      data: { problem: null, list: { tools: [{ ...jasper, savedAt: 1_000 }] } },
    });
    expect(await h['saved/list']({ type: 'saved/list' }, PAGE)).toMatchObject({
      ok: true,
      data: { tools: [{ slug: 'jasper' }] },
    });
    const exported = await h['saved/export']({ type: 'saved/export' }, PAGE);
    expect(exported.ok && exported.data.tools).toEqual([{ ...jasper, savedAt: 1_000 }]);
  });

  it('cleans what a page sends before keeping it', async () => {
    const h = handlers();
    await h['saved/set'](
      {
        type: 'saved/set',
        tool: { ...jasper, name: '  \u202EJasper  ', logo: 'javascript:alert(1)' },
        saved: true,
      },
      PAGE,
    );
    const list = await h['saved/list']({ type: 'saved/list' }, PAGE);
    expect(list.ok && list.data.tools[0]).toMatchObject({ name: 'Jasper', logo: null });
    expect(
      await h['saved/set']({ type: 'saved/set', tool: { ...jasper, name: '   ' }, saved: true }, PAGE),
    ).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
  });

  it('imports a file, reporting counts, and names a file that is not one', async () => {
    const h = handlers();
    const file = JSON.stringify({
      format: 'toolscout-saved-tools',
      version: 1,
      tools: [jasper, { nope: 1 }],
    });
    expect(await h['saved/import']({ type: 'saved/import', text: file }, PAGE)).toEqual({
      ok: true,
      data: { report: { added: 1, alreadySaved: 0, invalid: 1, notAdded: 0, total: 1 }, problem: null },
    });
    expect(await h['saved/import']({ type: 'saved/import', text: 'nope' }, PAGE)).toEqual({
      ok: true,
      data: { report: null, problem: 'not-json' },
    });
  });

  it('a viewed detail joins recently viewed and refreshes a saved row', async () => {
    const h = handlers();
    await h['saved/set']({ type: 'saved/set', tool: jasper, saved: true }, PAGE);
    const fresher = { ...jasper, rating: { average: 4.9, count: 12 } };
    await h['recent/add']({ type: 'recent/add', tool: fresher }, PAGE);
    expect(await h['recent/list']({ type: 'recent/list' }, PAGE)).toEqual({
      ok: true,
      data: [{ ...fresher, viewedAt: 2_000 }],
    });
    const saved = await h['saved/list']({ type: 'saved/list' }, PAGE);
    expect(saved.ok && saved.data.tools[0]?.rating).toEqual({ average: 4.9, count: 12 });
    await h['recent/clear']({ type: 'recent/clear' }, PAGE);
    expect(await h['recent/list']({ type: 'recent/list' }, PAGE)).toEqual({ ok: true, data: [] });
  });

  it('the protocol refuses a malformed tool before any handler runs', () => {
    expect(parseRequest({ type: 'saved/set', tool: { slug: 'x' }, saved: true })).toBeNull();
    expect(parseRequest({ type: 'saved/set', tool: { ...jasper, slug: '' }, saved: true })).toBeNull();
    expect(parseRequest({ type: 'recent/add', tool: jasper })).not.toBeNull();
    expect(parseRequest({ type: 'saved/import', text: 'x'.repeat(1_000_002) })).toBeNull();
  });
});
