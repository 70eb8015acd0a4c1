// @vitest-environment node
// find's messages in the background: the session's filters and comparison through the protocol's checks,
// and the compared tools from the local directory with no request.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { HandlerDeps } from '../../../lib/background/handlers';
import { DEFAULT_FILTERS } from '../../../lib/directory/public/filters';
import { LOCAL_FIRST_PAGE } from '../../../lib/directory/public/match-page';
import type { DirectoryTool } from '../../../lib/directory/record';
import { findHandlers } from '../../../lib/find/handlers';
import { parseRequest } from '../../../lib/messaging/protocol';
import { modelTool } from '../../support/api-fixtures';

const local: DirectoryTool = { ...modelTool('jasper'), rank: 3 };
const deps = {
  directory: { tool: async (slug: string) => (slug === 'jasper' ? local : undefined) },
} as unknown as HandlerDeps;
const handlers = findHandlers(deps);
const PAGE = { kind: 'extension-page' } as const;

describe('find handlers', () => {
  beforeEach(() => fakeBrowser.reset());

  it('saves the filters for the session and reads them back', async () => {
    expect(await handlers['find/filters']({ type: 'find/filters' }, PAGE)).toEqual({
      ok: true,
      data: DEFAULT_FILTERS,
    });
    const filters = { price: 'free', minRating: 4, verifiedOnly: true, sort: 'popularity' } as const;
    await handlers['find/set-filters']({ type: 'find/set-filters', filters }, PAGE);
    expect(await handlers['find/filters']({ type: 'find/filters' }, PAGE)).toEqual({
      ok: true,
      data: filters,
    });
  });

  it("answers the popup page's first search under the session's filters, and says which they were", async () => {
    const asked: unknown[] = [];
    const searching = findHandlers({
      directory: {
        ...deps.directory,
        localSearch: async (q: string, request: unknown) => {
          asked.push([q, request]);
          return { tools: [], total: 0, unfiltered: 0, hiddenBy: [], complete: true, provisional: false };
        },
      },
    } as unknown as HandlerDeps);
    const filters = { price: 'any', minRating: 4, verifiedOnly: true, sort: 'relevance' } as const;
    await searching['find/set-filters']({ type: 'find/set-filters', filters }, PAGE);
    const answer = await searching['find/search-local']({ type: 'find/search-local', q: 'video' }, PAGE);
    expect(answer).toMatchObject({ ok: true, data: { filters, found: { total: 0, complete: true } } });
    // The search began before the filters were read; filters that change the matches ask again under them.
    expect(asked.at(-1)).toEqual(['video', { offset: 0, limit: LOCAL_FIRST_PAGE, filters, settled: false }]);
  });

  it('starts the first search beside the read of the filters, and asks once when they change no match', async () => {
    const asked: unknown[] = [];
    let readFilters: (filters: typeof DEFAULT_FILTERS) => void = () => undefined;
    const searching = findHandlers(
      {
        directory: {
          ...deps.directory,
          localSearch: async (q: string, request: unknown) => {
            asked.push([q, request]);
            return {
              tools: [local],
              total: 1,
              unfiltered: 1,
              hiddenBy: [],
              complete: true,
              provisional: false,
            };
          },
        },
      } as unknown as HandlerDeps,
      {
        readFindFilters: () => new Promise((resolve) => (readFilters = resolve)),
      } as unknown as Parameters<typeof findHandlers>[1],
    );
    const answer = searching['find/search-local']({ type: 'find/search-local', q: 'jasper' }, PAGE);
    expect(asked).toHaveLength(1);
    readFilters({ ...DEFAULT_FILTERS });
    expect(await answer).toMatchObject({ ok: true, data: { filters: DEFAULT_FILTERS, found: { total: 1 } } });
    expect(asked).toEqual([
      ['jasper', { offset: 0, limit: LOCAL_FIRST_PAGE, filters: DEFAULT_FILTERS, settled: false }],
    ]);
  });

  it('adds to the comparison up to four, and removes', async () => {
    const add = (slug: string) => handlers['compare/add']({ type: 'compare/add', slug, name: slug }, PAGE);
    for (const slug of ['a', 'b', 'c', 'd']) expect((await add(slug)).ok).toBe(true);
    const full = await add('e');
    expect(full.ok && full.data.outcome).toBe('full');
    const removed = await handlers['compare/remove']({ type: 'compare/remove', slug: 'b' }, PAGE);
    expect(removed.ok && removed.data.map((item) => item.slug)).toEqual(['a', 'c', 'd']);
    const read = await handlers['compare/selection']({ type: 'compare/selection' }, PAGE);
    expect(read.ok && read.data.map((item) => item.slug)).toEqual(['a', 'c', 'd']);
  });

  it('picks made at once are all kept, and so are a pick and a removal (two quick clicks)', async () => {
    const add = (slug: string) => handlers['compare/add']({ type: 'compare/add', slug, name: slug }, PAGE);
    await Promise.all([add('a'), add('b'), add('c')]);
    const read = async () => {
      const answer = await handlers['compare/selection']({ type: 'compare/selection' }, PAGE);
      return answer.ok ? answer.data.map((item) => item.slug) : null;
    };
    expect(await read()).toEqual(['a', 'b', 'c']);
    await Promise.all([handlers['compare/remove']({ type: 'compare/remove', slug: 'a' }, PAGE), add('d')]);
    expect(await read()).toEqual(['b', 'c', 'd']);
  });

  it('says the picked tools under the names the local copy gives them now', async () => {
    await handlers['compare/add']({ type: 'compare/add', slug: 'jasper', name: 'Jasper (as picked)' }, PAGE);
    await handlers['compare/add']({ type: 'compare/add', slug: 'unknown', name: 'Unknown' }, PAGE);
    expect(await handlers['compare/selection']({ type: 'compare/selection' }, PAGE)).toEqual({
      ok: true,
      data: [
        { slug: 'jasper', name: local.name },
        { slug: 'unknown', name: 'Unknown' },
      ],
    });
  });

  it('answers the compared tools from the local directory, null for one the device does not have', async () => {
    const answer = await handlers['compare/local-tools'](
      { type: 'compare/local-tools', slugs: ['jasper', 'unknown'] },
      PAGE,
    );
    expect(answer).toEqual({ ok: true, data: [local, null] });
  });
});

describe('find messages are checked before any handler runs', () => {
  it.each([
    { type: 'find/set-filters', filters: { ...DEFAULT_FILTERS, minRating: 2 } },
    { type: 'find/set-filters', filters: { ...DEFAULT_FILTERS, sort: 'newest' } },
    { type: 'compare/add', slug: '', name: 'x' },
    { type: 'compare/local-tools', slugs: ['a', 'b', 'c', 'd', 'e'] },
    { type: 'search/local', q: 'video', limit: 1_000 },
    { type: 'search/local', q: 'video', offset: -1 },
    { type: 'search/local', q: 'video', filters: { ...DEFAULT_FILTERS, price: 'cheap' } },
  ])('refuses %j', (message) => {
    expect(parseRequest(message)).toBeNull();
  });

  it('accepts well-formed ones', () => {
    expect(parseRequest({ type: 'find/set-filters', filters: DEFAULT_FILTERS })).not.toBeNull();
    expect(parseRequest({ type: 'search/local', q: 'video', limit: 40 })).not.toBeNull();
    expect(
      parseRequest({ type: 'search/local', q: 'video', offset: 20, limit: 20, filters: DEFAULT_FILTERS }),
    ).not.toBeNull();
  });
});
