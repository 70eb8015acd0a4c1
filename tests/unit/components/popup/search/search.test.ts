// @vitest-environment node
// The search state: the device's pages and count, the directory's answer (merged while the local copy
// is incomplete, a list of its own when asked), generations, the outdated list, the highlighted cell.
import { describe, expect, it } from 'vitest';
import { moveActive, searchReducer } from '../../../../../components/popup/search/search';
import { localRemaining, resultCount, searchRows } from '../../../../../components/popup/search/search-rows';
import {
  initialSearch,
  type SearchAction,
  type SearchState,
} from '../../../../../components/popup/search/search-state';
import { DEFAULT_FILTERS } from '../../../../../lib/directory/public/filters';
import { localPage, ok, tool } from '../../../../support/popup-state';

const slugs = (tools: { slug: string }[]) => tools.map((found) => found.slug);
const type = (state: SearchState, text: string) => searchReducer(state, { type: 'input', text });
const run = (state: SearchState, ...actions: SearchAction[]) => actions.reduce(searchReducer, state);
/** The device's first page for the current question. */
const local = (state: SearchState, found: string[], more: Parameters<typeof localPage>[1] = {}) =>
  searchReducer(state, {
    type: 'local',
    localGen: state.localGen,
    offset: 0,
    result: localPage(found.map(tool), more),
  });
const asked = (state: SearchState): SearchAction => ({
  type: 'server',
  action: { type: 'load', gen: state.gen },
});
const answered = (state: SearchState, found: string[], next: string | null = null): SearchAction => ({
  type: 'server',
  action: { type: 'loaded', gen: state.gen, result: ok(found, next) },
});

describe('search state: the device answers with every match, a page at a time', () => {
  it('counts every match; the next page is appended below, and the rows already shown stay where they are', () => {
    let state = local(type(initialSearch(), 'video'), ['a', 'b'], { total: 5 });
    expect(slugs(searchRows(state).rows)).toEqual(['a', 'b']);
    expect(resultCount(state)).toEqual({ source: 'device', count: 5, of: null, soFar: false });
    expect(localRemaining(state)).toBe(3);

    state = searchReducer(state, { type: 'local-more', localGen: state.localGen });
    expect(state.local?.loadingMore).toBe(true);
    state = searchReducer(state, {
      type: 'local',
      localGen: state.localGen,
      offset: 2,
      result: localPage(['c', 'd', 'e'].map(tool), { total: 5 }),
    });
    expect(slugs(searchRows(state).rows)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(localRemaining(state)).toBe(0);
    expect(state.local?.loadingMore).toBe(false);
  });

  it('a page that failed leaves "Show more" to try again; a page of an older question is dropped', () => {
    let state = local(type(initialSearch(), 'video'), ['a'], { total: 3 });
    const { localGen } = state;
    state = searchReducer(state, { type: 'local-more', localGen });
    state = searchReducer(state, {
      type: 'local',
      localGen,
      offset: 1,
      result: { ok: false, error: { kind: 'server', message: '' } },
    });
    expect(localRemaining(state)).toBe(2);
    expect(state.local?.loadingMore).toBe(false);

    const typedOn = type(state, 'videos');
    const late = searchReducer(typedOn, {
      type: 'local',
      localGen,
      offset: 1,
      result: localPage(['b'].map(tool), { total: 3 }),
    });
    expect(late).toBe(typedOn);
  });

  it('a complete copy asks nothing of the directory by itself; an incomplete one merges its rows below, counted "so far"', () => {
    const complete = local(type(initialSearch(), 'video'), ['a']);
    expect(complete.local?.complete).toBe(true);

    let state = local(type(initialSearch(), 'video'), ['a', 'b'], { complete: false });
    state = run(state, asked(state), answered(state, ['x', 'b', 'y']));
    expect(slugs(searchRows(state).rows)).toEqual(['a', 'b', 'x', 'y']);
    expect(resultCount(state)).toEqual({ source: 'device', count: 4, of: null, soFar: true });
  });

  it('the tool the query names is first during the first sync as after it, wherever it came from (issue 28)', () => {
    const named = (slug: string, name: string) => ({ ...tool(slug), name });
    // The partial copy holds eight tools about video, not the one named "Video"; the directory has it.
    const partial = [
      'video-editor-pro',
      'clipmaker',
      'vidgen',
      'reelsmith',
      'cutly',
      'framecraft',
      'motionly',
      'subtitler',
    ];
    let state = searchReducer(type(initialSearch(), 'video'), {
      type: 'local',
      localGen: 1,
      offset: 0,
      result: localPage(
        partial.map((slug) => named(slug, slug === 'video-editor-pro' ? 'Video Editor Pro' : slug)),
        {
          complete: false,
        },
      ),
    });
    expect(slugs(searchRows(state).rows)).toEqual(partial);
    state = run(state, asked(state), {
      type: 'server',
      action: {
        type: 'loaded',
        gen: state.gen,
        result: {
          ok: true,
          data: {
            items: [named('scenery', 'Scenery'), named('video', 'Video')],
            next: null,
            total: null,
            page: null,
          },
        },
      },
    });
    // As the whole copy's search ranks it: the name that is the whole query first, then the rows as they came.
    expect(slugs(searchRows(state).rows)).toEqual(['video', ...partial, 'scenery']);
    // Folded as the search folds names; a name holding more words is no exact name.
    const accented = local(type(initialSearch(), 'dall e'), ['dall-e-helper', 'dall-e']);
    expect(slugs(searchRows(accented).rows)).toEqual(['dall-e', 'dall-e-helper']);

    // A sort the person chose orders every row, the named one too.
    const byRating = searchReducer(state, {
      type: 'filters',
      filters: { ...DEFAULT_FILTERS, sort: 'rating' },
    });
    const sorted = local(byRating, ['cutly', 'video'], { complete: false });
    expect(slugs(searchRows(sorted).rows).slice(0, 2)).toEqual(['cutly', 'video']);
  });

  it("the directory's own results, asked by the person: its order, its count, and back to the device's", () => {
    let state = local(type(initialSearch(), 'video'), ['a', 'b', 'c'], { total: 40 });
    state = run(state, { type: 'view', view: 'directory' }, asked(state));
    expect(resultCount(state)).toEqual({ source: 'directory-asking' });
    expect(searchRows(state).rows).toEqual([]);
    expect(localRemaining(state)).toBe(0);

    state = run(state, answered(state, ['c', 'x', 'a'], 'https://directory.example/search?page=2'));
    expect(slugs(searchRows(state).rows)).toEqual(['c', 'x', 'a']);
    // The server's total is not in ok(): the items it gave stand in.
    expect(resultCount(state)).toEqual({ source: 'directory', count: 3, of: null });

    state = searchReducer(state, { type: 'view', view: 'device' });
    expect(slugs(searchRows(state).rows)).toEqual(['a', 'b', 'c']);
    expect(resultCount(state)).toMatchObject({ source: 'device', count: 40 });

    // A new query goes back to the device's list, and asks the directory nothing by itself.
    const next = type(searchReducer(state, { type: 'view', view: 'directory' }), 'audio');
    expect(next.view).toBe('device');
    expect(next.server.status).toBe('idle');
  });

  it('filters: the count says how many of all, the device is asked again, and its answer is ordered afresh', () => {
    let state = local(type(initialSearch(), 'video'), ['a', 'b', 'c']);
    const verified = { ...DEFAULT_FILTERS, verifiedOnly: true, sort: 'rating' as const };
    const before = state.localGen;
    state = searchReducer(state, { type: 'filters', filters: verified });
    expect(state.localGen).toBe(before + 1);
    // No further page of the old answer meanwhile.
    expect(searchReducer(state, { type: 'local-more', localGen: state.localGen })).toBe(state);
    state = local(state, ['c', 'a'], { total: 2, unfiltered: 3 });
    expect(slugs(searchRows(state).rows)).toEqual(['c', 'a']);
    expect(resultCount(state)).toEqual({ source: 'device', count: 2, of: 3, soFar: false });
    // The same filters again change nothing.
    expect(searchReducer(state, { type: 'filters', filters: { ...verified } })).toBe(state);
  });

  it('drops answers for an older query', () => {
    let state = type(initialSearch(), 'video');
    const old = state;
    state = run(state, asked(state));
    state = type(state, 'audio');
    state = run(state, answered(old, ['v']), {
      type: 'local',
      localGen: old.localGen,
      offset: 0,
      result: localPage([tool('v')]),
    });
    expect(searchRows(state).rows).toEqual([]);
  });

  it('keeps the previous rows and count, marked outdated, until the new query has an answer', () => {
    let state = local(type(initialSearch(), 'video'), ['v'], { total: 12 });
    state = type(state, 'videos');
    expect(searchRows(state)).toEqual({
      rows: [tool('v')].map((found) => ({ ...found, rank: 0 })),
      outdated: true,
    });
    expect(resultCount(state)).toMatchObject({ count: 12 });
    state = local(state, []);
    expect(searchRows(state)).toEqual({ rows: [], outdated: false });
    expect(resultCount(state)).toMatchObject({ count: 0 });
  });

  it("an empty answer of an incomplete copy waits for the directory's, unless it is final (Device only)", () => {
    const state = type(local(type(initialSearch(), 'video'), ['v']), 'videoqq');
    const waiting = local(state, [], { complete: false });
    expect(searchRows(waiting).outdated).toBe(true);
    const final = searchReducer(state, {
      type: 'local',
      localGen: state.localGen,
      offset: 0,
      final: true,
      result: localPage([], { complete: false }),
    });
    expect(searchRows(final)).toEqual({ rows: [], outdated: false });
  });

  it('names only while the index loads: no count yet, and the settled answer keeps the rows shown in place', () => {
    let state = local(type(initialSearch(), 'vid'), ['vidbase'], { provisional: true });
    expect(resultCount(state)).toBeNull();
    expect(localRemaining(state)).toBe(0);
    state = local(state, ['runway', 'vidbase', 'heygen'], { total: 30 });
    expect(slugs(searchRows(state).rows)).toEqual(['vidbase', 'runway', 'heygen']);
    expect(resultCount(state)).toMatchObject({ count: 30 });
  });

  it('shows nothing and forgets everything for a too-short query', () => {
    const state = type(local(type(initialSearch(), 'video'), ['v']), 'v');
    expect(state.check).toBe('too-short');
    expect(searchRows(state).rows).toEqual([]);
    expect(resultCount(state)).toBeNull();
  });
});

describe('search state: the highlighted cell', () => {
  it('↓/↑ move between rows keeping the cell; ←/→ between the tool and its star; ↑ from the first row leaves the grid', () => {
    let state = local(type(initialSearch(), 'video'), ['a', 'b', 'c']);
    state = run(state, { type: 'move', delta: 1 });
    expect(state.active).toEqual({ row: 0, cell: 0 });
    state = run(state, { type: 'move-cell', delta: 1 }, { type: 'move', delta: 1 });
    expect(state.active).toEqual({ row: 1, cell: 1 });
    state = run(state, { type: 'move-cell', delta: 1 });
    expect(state.active).toEqual({ row: 1, cell: 1 });
    state = run(
      state,
      { type: 'move-cell', delta: -1 },
      { type: 'move', delta: -1 },
      { type: 'move', delta: -1 },
    );
    expect(state.active).toBeNull();
    expect(run(state, { type: 'move-cell', delta: 1 })).toBe(state);
  });

  it('↓ held past the loaded rows loses no press: the rows it was owed are taken as the next page comes', () => {
    let state = local(type(initialSearch(), 'video'), ['a', 'b'], { total: 6 });
    const down: SearchAction = { type: 'move', delta: 1 };
    // Two presses reach the last loaded row; three more come before the next page does.
    state = run(state, down, down, down, down, down);
    expect(state.active).toEqual({ row: 1, cell: 0 });
    const nextPage = (from: number, found: string[]): SearchAction => ({
      type: 'local',
      localGen: state.localGen,
      offset: from,
      result: localPage(found.map(tool), { total: 6 }),
    });
    state = run(state, nextPage(2, ['c', 'd']));
    expect(state.active).toEqual({ row: 3, cell: 0 });
    state = run(state, nextPage(4, ['e', 'f']));
    // Three owed from row 1: row 4, not further (one more ↓ would be needed for the last row).
    expect(state.active).toEqual({ row: 4, cell: 0 });
    expect(state.owedDown).toBe(0);
  });

  it('owes nothing past the last match, and forgets what it owed on ↑, a hover or another query', () => {
    let state = local(type(initialSearch(), 'video'), ['a', 'b'], { total: 3 });
    const down: SearchAction = { type: 'move', delta: 1 };
    state = run(state, down, down, down, down, down);
    // One row remains: one press owed, however many came.
    expect(state.owedDown).toBe(1);
    expect(run(state, { type: 'move', delta: -1 }).owedDown).toBe(0);
    expect(run(state, { type: 'highlight', active: { row: 0, cell: 0 } }).owedDown).toBe(0);
    expect(type(state, 'audio').owedDown).toBe(0);
    // Every match loaded: ↓ at the last row owes nothing.
    const whole = local(type(initialSearch(), 'video'), ['a', 'b'], { total: 2 });
    expect(run(whole, down, down, down).owedDown).toBe(0);
  });

  it('moves without wrapping', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(2, 1, 3)).toBe(2);
    expect(moveActive(0, -1, 3)).toBe(-1);
    expect(moveActive(5, -1, 3)).toBe(1);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});
