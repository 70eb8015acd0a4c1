// The directory feature's public face: the local tool, the local search's answer, and what the pages show
// of the sync and the prefetch. Types only (no zod, no browser API): lib/messaging/views.ts re-exports it;
// record.ts checks its schema against LocalTool, and the sync, the prefetch and the local search build the rest.
import type { ApiError } from '../api/model';
import type { NarrowingFilter } from '../find/filters';

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
