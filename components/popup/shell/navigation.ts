// The popup's navigation: a stack of views in memory. The root is the home view (Search |
// Categories tabs); listings and tool details are pushed on top and Back pops them. Views below the
// top stay mounted, so the search text, loaded pages and scroll positions survive a round trip.
import type { ToolSummary } from '../list/types';

export type PopupTab = 'search' | 'categories';

export type ListingFilter = { category: string } | { subcategory: string };

export type PopupView =
  | { kind: 'home' }
  | {
      kind: 'listing';
      filter: ListingFilter;
      title: string;
      /** A category's subcategories, as the tree that opened it knew them (what following it follows). */
      subcategories?: string[];
    }
  | { kind: 'detail'; slug: string; preview: ToolSummary | null };

export type PushedView = Exclude<PopupView, { kind: 'home' }>;

export interface NavEntry {
  id: number;
  view: PopupView;
}

export interface NavState {
  tab: PopupTab;
  entries: NavEntry[];
  nextId: number;
}

export type NavAction =
  | { type: 'open'; view: PushedView }
  | { type: 'back' }
  | { type: 'tab'; tab: PopupTab };

/** Deep enough for any browsing session; beyond it the oldest pushed views are forgotten. */
export const MAX_DEPTH = 20;

export function initialNav(): NavState {
  return { tab: 'search', entries: [{ id: 0, view: { kind: 'home' } }], nextId: 1 };
}

export function topEntry(state: NavState): NavEntry {
  // The root is never popped, so there is always a top.
  return state.entries[state.entries.length - 1] as NavEntry;
}

export function canGoBack(state: NavState): boolean {
  return state.entries.length > 1;
}

export function sameView(a: PopupView, b: PopupView): boolean {
  if (a.kind === 'detail' && b.kind === 'detail') return a.slug === b.slug;
  if (a.kind === 'listing' && b.kind === 'listing') return filterKey(a.filter) === filterKey(b.filter);
  return a.kind === 'home' && b.kind === 'home';
}

export function filterKey(filter: ListingFilter): string {
  return 'category' in filter ? `category:${filter.category}` : `subcategory:${filter.subcategory}`;
}

export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'open': {
      // Opening what is already on screen (a double click, the same alternative) adds no step.
      if (sameView(topEntry(state).view, action.view)) return state;
      let entries = [...state.entries, { id: state.nextId, view: action.view }];
      if (entries.length > MAX_DEPTH) entries = [entries[0] as NavEntry, ...entries.slice(-(MAX_DEPTH - 1))];
      return { ...state, entries, nextId: state.nextId + 1 };
    }
    case 'back':
      return canGoBack(state) ? { ...state, entries: state.entries.slice(0, -1) } : state;
    case 'tab':
      // The tabs live on the home view: choosing one shows home with that tab.
      if (state.tab === action.tab && !canGoBack(state)) return state;
      return { ...state, tab: action.tab, entries: state.entries.slice(0, 1) };
  }
}
