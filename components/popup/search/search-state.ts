// The search box's state as data: what is typed, the device's answer, the directory's, which list is shown
// and the highlighted cell; and the state a popup starts with. search.ts says how actions change it.
import type { Result } from '../../../lib/api/model';
import {
  DEFAULT_FILTERS,
  type FindFilters,
  type NarrowingFilter,
} from '../../../lib/directory/public/filters';
import type { LocalSearch } from '../../../lib/messaging/views';
import { emptyPaged, type PagedAction, type PagedList } from '../list/paged';
import type { ToolSummary } from '../list/types';
import type { QueryCheck } from './query';

/** The device's answer so far: the pages loaded, and the count of every match. */
export interface DeviceAnswer {
  tools: ToolSummary[];
  /** Every match the filters keep (a page at a time, all reachable). */
  total: number;
  unfiltered: number;
  hiddenBy: NarrowingFilter[];
  /** The local copy is a whole directory: the directory is asked only when the person wants it. */
  complete: boolean;
  /** Names only while the search index loads: no count yet (the settled answer follows). */
  provisional: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
}

/** Which list is shown: the device's matches, or the directory's own results (asked by the person). */
export type ResultsView = 'device' | 'directory';

/** The highlighted cell: a row, and in it the tool (0) or its star (1). */
export interface ActiveCell {
  row: number;
  cell: 0 | 1;
}

/** What the count line says, as data. */
export type ResultCount =
  | { source: 'device'; count: number; of: number | null; soFar: boolean }
  | { source: 'directory'; count: number; of: number | null }
  | { source: 'directory-asking' };

export interface SearchState {
  text: string;
  check: QueryCheck;
  /** The trimmed text; searched only when `check` is 'ok'. */
  query: string;
  /** The query's generation: the directory's answers carry it. */
  gen: number;
  /** The device's question's generation (the query or the filters changed): its answers carry it. */
  localGen: number;
  local: DeviceAnswer | null;
  server: PagedList;
  view: ResultsView;
  /** The previous query's rows and count, shown (outdated) until this one's first answer. */
  previous: { rows: ToolSummary[]; count: ResultCount | null };
  active: ActiveCell | null;
  /**
   * ↓ pressed past the last loaded row while the device has more: rows the highlight still owes, taken
   * as the next page comes (a held key outruns a page on a busy machine; no press is lost).
   */
  owedDown: number;
  filters: FindFilters;
  /** Slugs of the rows on screen, in their order, so arrivals never reorder them. */
  shown: string[];
  /** The filters changed: the next first page orders the rows afresh. */
  afresh: boolean;
}

export type SearchAction =
  | { type: 'input'; text: string }
  /** A page of the device's matches from `offset` (0: the first, which replaces what was there). */
  | { type: 'local'; localGen: number; offset: number; result: Result<LocalSearch>; final?: boolean }
  | { type: 'local-more'; localGen: number }
  | { type: 'server'; action: PagedAction }
  | { type: 'view'; view: ResultsView }
  | { type: 'move'; delta: number }
  | { type: 'move-cell'; delta: number }
  | { type: 'highlight'; active: ActiveCell | null }
  | { type: 'filters'; filters: FindFilters };

export const NO_PREVIOUS: SearchState['previous'] = { rows: [], count: null };

export function initialSearch(): SearchState {
  return {
    text: '',
    check: 'empty',
    query: '',
    gen: 0,
    localGen: 0,
    local: null,
    server: emptyPaged(0),
    view: 'device',
    previous: NO_PREVIOUS,
    active: null,
    owedDown: 0,
    filters: DEFAULT_FILTERS,
    shown: [],
    afresh: false,
  };
}
