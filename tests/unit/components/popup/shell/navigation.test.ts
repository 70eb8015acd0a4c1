// @vitest-environment node
// The popup's navigation stack: views pushed and popped, tabs, the depth limit.
import { describe, expect, it } from 'vitest';
import {
  initialNav,
  MAX_DEPTH,
  type NavState,
  navReducer,
  topEntry,
} from '../../../../../components/popup/shell/navigation';

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
