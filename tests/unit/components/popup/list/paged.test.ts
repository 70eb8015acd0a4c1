// @vitest-environment node
// The paged list reducer shared by search results and listings.
import { describe, expect, it } from 'vitest';
import { emptyPaged, pagedReducer } from '../../../../../components/popup/list/paged';
import { ok, tool } from '../../../../support/popup-state';

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
