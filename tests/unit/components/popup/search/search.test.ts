// @vitest-environment node
// The search state: result merging, generations, the outdated list, the highlight.
import { describe, expect, it } from 'vitest';
import {
  initialSearch,
  mergeRows,
  moveActive,
  type SearchState,
  searchReducer,
  searchRows,
  unfilteredRows,
} from '../../../../../components/popup/search/search';
import { ok, tool } from '../../../../support/popup-state';

const slugs = (rows: { tool: { slug: string } }[]) => rows.map((row) => row.tool.slug);

describe('mergeRows', () => {
  const local = ['a', 'b', 'c'].map(tool);

  it('shows local results alone, marked local', () => {
    expect(mergeRows(local, null).map((row) => [row.tool.slug, row.local])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
    ]);
  });

  it('keeps local results first, confirmed in place by the server, and adds its others after', () => {
    const rows = mergeRows(local, { items: ['c', 'x', 'a'].map(tool) });
    expect(rows.map((row) => [row.tool.slug, row.local])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
      ['x', false],
    ]);
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
    state = searchReducer(state, {
      type: 'local',
      gen: old,
      result: { ok: true, data: { tools: [tool('v')], complete: false } },
    });
    expect(searchRows(state).rows).toEqual([]);
  });

  it('keeps the previous results, marked outdated, until the new query has an answer', () => {
    let state = type(initialSearch(), 'video');
    state = searchReducer(state, {
      type: 'local',
      gen: state.gen,
      result: { ok: true, data: { tools: [tool('v')], complete: false } },
    });
    state = type(state, 'videos');
    expect(searchRows(state)).toEqual({ rows: [{ tool: tool('v'), local: true }], outdated: true });
    state = searchReducer(state, { type: 'server', action: { type: 'load', gen: state.gen } });
    state = searchReducer(state, {
      type: 'server',
      action: { type: 'loaded', gen: state.gen, result: ok([]) },
    });
    expect(searchRows(state)).toEqual({ rows: [], outdated: false });
  });

  it("Device only: an empty local answer is final, so the previous query's rows go at once", () => {
    let state = type(initialSearch(), 'video');
    state = searchReducer(state, {
      type: 'local',
      gen: state.gen,
      result: { ok: true, data: { tools: [tool('v')], complete: true } },
    });
    state = type(state, 'videoqq');
    const empty = { ok: true as const, data: { tools: [], complete: true } };
    // Not final: the directory's answer may still bring rows, so the previous ones stay, outdated.
    expect(searchRows(searchReducer(state, { type: 'local', gen: state.gen, result: empty })).outdated).toBe(
      true,
    );
    const final = searchReducer(state, { type: 'local', gen: state.gen, result: empty, final: true });
    expect(searchRows(final)).toEqual({ rows: [], outdated: false });
  });

  it('shows nothing and forgets everything for a too-short query', () => {
    let state = type(initialSearch(), 'video');
    state = searchReducer(state, {
      type: 'local',
      gen: state.gen,
      result: { ok: true, data: { tools: [tool('v')], complete: false } },
    });
    state = type(state, 'v');
    expect(state.check).toBe('too-short');
    expect(searchRows(state).rows).toEqual([]);
  });

  it('never moves a shown row when the server answers: new rows come below, sorted among themselves', () => {
    let state = searchReducer(type(initialSearch(), 'video'), {
      type: 'filters',
      filters: { price: 'any', minRating: 0, verifiedOnly: false, sort: 'rating' },
    });
    const rated = (slug: string, average: number) => ({ ...tool(slug), rating: { average, count: 10 } });
    state = searchReducer(state, {
      type: 'local',
      gen: state.gen,
      result: { ok: true, data: { tools: [rated('low', 3), rated('mid', 4)], complete: false } },
    });
    expect(slugs(searchRows(state).rows)).toEqual(['mid', 'low']);
    state = searchReducer(state, { type: 'server', action: { type: 'load', gen: state.gen } });
    state = searchReducer(state, {
      type: 'server',
      action: {
        type: 'loaded',
        gen: state.gen,
        result: {
          ok: true,
          data: {
            items: [rated('top', 5), rated('low', 3), rated('ok', 3.5)],
            next: null,
            total: 3,
            page: 1,
          },
        },
      },
    });
    // "top" rates best but arrived last: it goes below what the person already sees.
    expect(slugs(searchRows(state).rows)).toEqual(['mid', 'low', 'top', 'ok']);
    // Choosing the sort again orders everything afresh.
    state = searchReducer(state, { type: 'filters', filters: { ...state.filters } });
    expect(slugs(searchRows(state).rows)).toEqual(['top', 'mid', 'ok', 'low']);
  });

  it('filters at once and keeps the unfiltered rows for the empty state', () => {
    let state = type(initialSearch(), 'video');
    state = searchReducer(state, {
      type: 'local',
      gen: state.gen,
      result: {
        ok: true,
        data: {
          tools: [
            { ...tool('a'), verified: false },
            { ...tool('b'), verified: true },
          ],
          complete: false,
        },
      },
    });
    state = searchReducer(state, {
      type: 'filters',
      filters: { price: 'any', minRating: 0, verifiedOnly: true, sort: 'relevance' },
    });
    expect(slugs(searchRows(state).rows)).toEqual(['b']);
    expect(slugs(unfilteredRows(state))).toEqual(['a', 'b']);
  });

  it('moves the highlight without wrapping; ↑ from the first row returns to the box', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(2, 1, 3)).toBe(2);
    expect(moveActive(0, -1, 3)).toBe(-1);
    expect(moveActive(5, -1, 3)).toBe(1);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});
