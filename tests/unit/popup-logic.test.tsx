// The popup's pure behaviour: navigation stack, result merging, search and paging state, query rule.
import { describe, expect, it } from 'vitest';
import { emptyPaged, pagedReducer } from '../../components/popup/list/paged';
import { checkQuery } from '../../components/popup/search/query';
import {
  initialSearch,
  mergeRows,
  moveActive,
  type SearchState,
  searchReducer,
  searchRows,
} from '../../components/popup/search/search';
import {
  initialNav,
  MAX_DEPTH,
  type NavState,
  navReducer,
  topEntry,
} from '../../components/popup/shell/navigation';
import { describeError } from '../../components/popup/shell/status';
import type { Result, Tool, ToolPage } from '../../lib/api/model';

function tool(slug: string): Tool {
  return {
    id: 1,
    slug,
    name: slug,
    description: '',
    website: null,
    logo: null,
    price: { type: 'free', amount: null },
    verified: false,
    rating: { average: null, count: 0 },
    subcategories: [],
    createdAt: null,
    links: { self: null, alternatives: null, web: null },
  };
}

function ok(slugs: string[], next: string | null = null): Result<ToolPage> {
  return { ok: true, data: { items: slugs.map(tool), next, total: null, page: null } };
}

const slugs = (rows: { tool: { slug: string } }[]) => rows.map((row) => row.tool.slug);

describe('navigation stack', () => {
  const detail = (slug: string) => ({ kind: 'detail', slug, preview: null }) as const;

  it('pushes views, pops them with back, and never pops the root', () => {
    let state: NavState = initialNav();
    state = navReducer(state, { type: 'open', view: detail('a') });
    state = navReducer(state, { type: 'open', view: detail('b') });
    expect(state.entries.map((entry) => entry.view.kind)).toEqual(['home', 'detail', 'detail']);
    state = navReducer(state, { type: 'back' });
    expect(topEntry(state).view).toEqual(detail('a'));
    state = navReducer(navReducer(state, { type: 'back' }), { type: 'back' });
    expect(state.entries).toHaveLength(1);
    expect(topEntry(state).view.kind).toBe('home');
  });

  it('does not push the view already on top, and gives every entry a new id', () => {
    let state = navReducer(initialNav(), { type: 'open', view: detail('a') });
    expect(navReducer(state, { type: 'open', view: detail('a') })).toBe(state);
    state = navReducer(state, { type: 'open', view: detail('b') });
    state = navReducer(state, { type: 'open', view: detail('a') });
    expect(new Set(state.entries.map((entry) => entry.id)).size).toBe(4);
  });

  it('choosing a tab shows home with that tab', () => {
    let state = navReducer(initialNav(), { type: 'open', view: detail('a') });
    state = navReducer(state, { type: 'tab', tab: 'categories' });
    expect(state.tab).toBe('categories');
    expect(state.entries).toHaveLength(1);
  });

  it('forgets the oldest pushed views beyond the maximum depth', () => {
    let state = initialNav();
    for (let index = 0; index < MAX_DEPTH + 5; index += 1) {
      state = navReducer(state, { type: 'open', view: detail(`t${index}`) });
    }
    expect(state.entries).toHaveLength(MAX_DEPTH);
    expect(state.entries[0]?.view.kind).toBe('home');
    expect(topEntry(state).view).toEqual(detail(`t${MAX_DEPTH + 4}`));
  });
});

describe('mergeRows', () => {
  const local = ['a', 'b', 'c'].map(tool);

  it('shows local results alone, marked local', () => {
    expect(mergeRows(local, null).map((row) => [row.tool.slug, row.local])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
    ]);
  });

  it('puts the server order first and adds local-only results after a complete list', () => {
    const rows = mergeRows(local, { items: ['c', 'x', 'a'].map(tool), complete: true });
    expect(rows.map((row) => [row.tool.slug, row.local])).toEqual([
      ['c', false],
      ['x', false],
      ['a', false],
      ['b', true],
    ]);
  });

  it('keeps local-only results out while the server has more pages', () => {
    expect(slugs(mergeRows(local, { items: ['x', 'a'].map(tool), complete: false }))).toEqual(['x', 'a']);
  });

  it('drops duplicates inside one source too', () => {
    expect(slugs(mergeRows(['a', 'a'].map(tool), null))).toEqual(['a']);
  });
});

describe('search state', () => {
  const type = (state: SearchState, text: string) => searchReducer(state, { type: 'input', text });

  it('starts a new generation only when the query itself changes', () => {
    const first = type(initialSearch(), 'video');
    expect(first.gen).toBe(1);
    const spaced = type(first, 'video ');
    expect(spaced.gen).toBe(1);
    expect(spaced.text).toBe('video ');
    expect(type(spaced, 'videos').gen).toBe(2);
  });

  it('drops answers for an older generation', () => {
    let state = type(initialSearch(), 'video');
    const old = state.gen;
    state = searchReducer(state, { type: 'server', action: { type: 'load', gen: old } });
    state = type(state, 'audio');
    state = searchReducer(state, { type: 'server', action: { type: 'loaded', gen: old, result: ok(['v']) } });
    state = searchReducer(state, { type: 'local', gen: old, result: { ok: true, data: [tool('v')] } });
    expect(searchRows(state).rows).toEqual([]);
  });

  it('keeps the previous results, marked outdated, until the new query has an answer', () => {
    let state = type(initialSearch(), 'video');
    state = searchReducer(state, { type: 'local', gen: state.gen, result: { ok: true, data: [tool('v')] } });
    state = type(state, 'videos');
    expect(searchRows(state)).toEqual({ rows: [{ tool: tool('v'), local: true }], outdated: true });
    state = searchReducer(state, { type: 'server', action: { type: 'load', gen: state.gen } });
    state = searchReducer(state, {
      type: 'server',
      action: { type: 'loaded', gen: state.gen, result: ok([]) },
    });
    expect(searchRows(state)).toEqual({ rows: [], outdated: false });
  });

  it('shows nothing and forgets everything for a too-short query', () => {
    let state = type(initialSearch(), 'video');
    state = searchReducer(state, { type: 'local', gen: state.gen, result: { ok: true, data: [tool('v')] } });
    state = type(state, 'v');
    expect(state.check).toBe('too-short');
    expect(searchRows(state).rows).toEqual([]);
  });

  it('moves the highlight without wrapping; ↑ from the first row returns to the box', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(2, 1, 3)).toBe(2);
    expect(moveActive(0, -1, 3)).toBe(-1);
    expect(moveActive(5, -1, 3)).toBe(1);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});

describe('paged list', () => {
  it('appends pages without duplicates and ignores a "more" answer nobody waits for', () => {
    let state = pagedReducer(emptyPaged(1), { type: 'load', gen: 1 });
    state = pagedReducer(state, { type: 'loaded', gen: 1, result: ok(['a', 'b'], 'next') });
    state = pagedReducer(state, { type: 'load-more', gen: 1 });
    state = pagedReducer(state, { type: 'loaded-more', gen: 1, result: ok(['b', 'c']) });
    expect(state.items.map((item) => item.slug)).toEqual(['a', 'b', 'c']);
    expect(state.next).toBeNull();
    expect(state.pages).toBe(2);
    expect(pagedReducer(state, { type: 'loaded-more', gen: 1, result: ok(['d']) })).toBe(state);
  });

  it('remembers which request failed and that some page was stale', () => {
    let state = pagedReducer(emptyPaged(1), { type: 'load', gen: 1 });
    state = pagedReducer(state, {
      type: 'loaded',
      gen: 1,
      result: { ok: true, data: { items: [tool('a')], next: 'n', total: 9, page: 1 }, stale: true },
    });
    expect(state.stale).toBe(true);
    expect(state.total).toBe(9);
    state = pagedReducer(state, { type: 'load-more', gen: 1 });
    state = pagedReducer(state, {
      type: 'loaded-more',
      gen: 1,
      result: { ok: false, error: { kind: 'server', message: 'x' } },
    });
    expect(state.failed).toBe('more');
    expect(state.items).toHaveLength(1);
  });
});

describe('query rule and messages', () => {
  it('mirrors the API: 2 to 120 characters, trimmed', () => {
    expect(checkQuery('   ').check).toBe('empty');
    expect(checkQuery(' a ').check).toBe('too-short');
    expect(checkQuery(' ab ')).toEqual({ query: 'ab', check: 'ok' });
    expect(checkQuery('x'.repeat(120)).check).toBe('ok');
    expect(checkQuery('x'.repeat(121)).check).toBe('too-long');
  });

  it('offers the right action for each error', () => {
    const action = (kind: Parameters<typeof describeError>[0]['kind'], retryAt?: number) =>
      describeError({ kind, message: 'm', retryAt }, 'results').action;
    expect(action('no-token')).toBe('options');
    expect(action('unauthorized')).toBe('options');
    expect(action('rate-limited', 1)).toBe('countdown');
    expect(action('rate-limited')).toBe('retry');
    expect(action('offline')).toBe('retry');
    expect(action('timeout')).toBe('retry');
    expect(action('server')).toBe('retry');
    expect(action('bad-response')).toBe('retry');
    expect(action('validation')).toBeNull();
    expect(describeError({ kind: 'validation', message: 'Too long.' }, 'results').text).toBe('Too long.');
  });
});
