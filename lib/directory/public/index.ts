// The directory feature's public face: the local tool, the local search's answer, the tab's tool, what a
// tool's alternatives show the moment they open, and what the pages show of the sync and the prefetch.
// Types only (no zod, no browser API): record.ts checks its schema against LocalTool; the sync, the
// prefetch, the local search, the site lookup and the alternatives build the rest.
import type { ApiError, SubcategoryRef, Tool } from '../../api/model';
import type { MatchReason } from '../site-match/matcher';
import type { NarrowingFilter } from './filters';

export type { MatchReason };

/** A tool as the local synced directory keeps it (compact: no timestamps, only the web link). */
export interface LocalTool {
  id: number;
  slug: string;
  name: string;
  description: string;
  website: string | null;
  logo: string | null;
  price: { type: string; amount: number | null };
  verified: boolean;
  rating: { average: number | null; count: number };
  subcategories: { id: number; slug: string; name: string }[];
  /** Position in the popularity listing, 0 = most popular. */
  rank: number;
  /**
   * The tool's page on the directory's website (`links.web`), so the card links to it without a request.
   * Absent in records written before it was kept, and when the API gave none.
   */
  web?: string;
}

/** The local directory's answer to a query: a page of its matches under the filters, and their count. */
export interface LocalSearch {
  tools: LocalTool[];
  /** Every match the filters keep; asking from `offset` 0 to `total` reaches each once, in one order. */
  total: number;
  /** Every match before the filters. */
  unfiltered: number;
  /** When the filters hide every match: those that, cleared alone, would show some. */
  hiddenBy: NarrowingFilter[];
  /** The local copy is a whole directory (a sync finished): its answer needs no confirming request. */
  complete: boolean;
  /**
   * Names only, from the site lookup, while the search index loads: the count is not known yet, and the
   * same question asked with `settled` waits for the index.
   */
  provisional: boolean;
}

export interface SyncStatus {
  state: 'idle' | 'syncing' | 'error';
  /** Pages done in the sync under way or interrupted; 0 when there is none. */
  page: number;
  totalPages: number | null;
  /** Distinct tools the sync under way or interrupted has brought so far; 0 when there is none. */
  toolsSynced: number;
  /**
   * How many tools the directory's listing says it has, as the sync under way last read it; null when no
   * sync is under way, or before this worker has read a page of it (a restarted worker, until its next page).
   */
  toolsExpected: number | null;
  toolsStored: number;
  lastSuccessAt: number | null;
  lastError: ApiError | null;
  /** A complete sync has finished at least once (since the last reset). */
  ready: boolean;
}

export interface PrefetchStatus {
  /** running: a run is under way or paused with progress kept; done: a full refresh has finished. */
  state: 'idle' | 'running' | 'done';
  /** Tools whose alternatives are stored. */
  stored: number;
  /** Tools the store aims to hold: the top N of the local directory. */
  total: number;
  lastSuccessAt: number | null;
}

export interface SiteMatch {
  tool: LocalTool;
  host: string;
  muted: boolean;
  /** Whether the person granted site access here, which on-page suggestions need. */
  siteAccessGranted: boolean;
}

/**
 * The side panel's view of the active tab. `readable` is false where the browser keeps the tab's address
 * from the extension and site access is not granted (nor was the toolbar button clicked in that tab).
 */
export type PanelSite = { readable: false } | { readable: true; match: SiteMatch | null };

/** What a card or a detail shows of a tool's alternatives the moment it opens, without a request. */
export type CardPick =
  /** The directory's alternatives, prefetched to this device by the weekly refresh of the most popular tools. */
  | { source: 'prefetched'; alternatives: Tool[] }
  /** Picked on this device from tools sharing a subcategory, until the directory's own arrive. */
  | { source: 'similar'; subcategory: SubcategoryRef | null; alternatives: LocalTool[] };

export interface CardOpening {
  pick: CardPick;
  /** True when the card should now ask for the directory's alternatives (`card/alternatives`). */
  fetch: boolean;
  /** Device only is on: the pick is the whole answer, and the directory is not asked (absent: off). */
  deviceOnly?: true;
}

export interface CardAlternatives {
  alternatives: Tool[];
  /** Set when these are a cached copy standing in for an answer the directory could not give. */
  notice: ApiError | null;
}

/**
 * What Toolscout keeps of a tool it did not sync: enough to draw its row (logo, name, verified mark,
 * rating, price) with no request and no local directory. Small on purpose: saved tools live in
 * storage.sync, whose quota is about 100 KB for everything.
 */
export interface ToolSnapshot {
  slug: string;
  name: string;
  /** An http(s) image URL, or null (also when it was too long to be worth its bytes). */
  logo: string | null;
  price: { type: string; amount: number | null };
  verified: boolean;
  rating: { average: number | null; count: number };
}
