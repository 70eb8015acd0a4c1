// The directory feature's public face: what the pages show of the sync and the prefetch. Types only
// (no zod, no browser API): lib/messaging/views.ts re-exports it; sync.ts and alternatives-prefetch.ts
// build it.
import type { ApiError } from '../api/model';

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
