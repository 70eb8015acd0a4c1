// When the sync is due, and its status as the pages show it: decisions on what the store and the saved
// progress say, apart from sync.ts, which runs the sync.
import { holdsOffAfter } from '../../api/errors';
import { ageOf } from '../../common/clock';
import type { SyncStatus } from '../public/index';
import type { DirectoryMeta } from '../store';
import type { SyncProgress } from './progress';

export const SYNC_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** After a run paused on a bad answer, the next waits this long: a broken listing is not asked every minute. */
export const BAD_RESPONSE_PAUSE_MS = 15 * 60 * 1000;

/** See DirectorySync.isDue. `unfinished`: whether a stop left a sync's progress behind (read only if needed). */
export async function syncIsDue(
  meta: DirectoryMeta,
  at: number,
  unfinished: () => Promise<boolean>,
): Promise<boolean> {
  if (holdsOffAfter(meta.lastError, meta.lastErrorAt, at, SYNC_INTERVAL_MS)) return false;
  const errorAge = ageOf(meta.lastErrorAt, at);
  // A broken listing, or no room to store it: not asked again every minute.
  const waits = meta.lastError?.kind === 'bad-response' || meta.lastError?.kind === 'storage-full';
  if (waits && errorAge < BAD_RESPONSE_PAUSE_MS) return false;
  if (await unfinished()) return true;
  // A day after the last success by this clock; or now, if the clock went back past it.
  return ageOf(meta.lastSuccessAt, at) >= SYNC_INTERVAL_MS;
}

interface StatusFacts {
  meta: DirectoryMeta;
  toolsStored: number;
  unfinished: SyncProgress | null;
  running: boolean;
  /** The listing's total as its last page said (memory only). */
  listingTotal: number | null;
}

export function syncStatusOf({
  meta,
  toolsStored,
  unfinished,
  running,
  listingTotal,
}: StatusFacts): SyncStatus {
  return {
    state: running ? 'syncing' : meta.lastError ? 'error' : 'idle',
    page: unfinished ? unfinished.nextPage - 1 : 0,
    totalPages: unfinished?.totalPages ?? null,
    toolsSynced: unfinished?.staged ?? 0,
    toolsExpected: unfinished ? listingTotal : null,
    toolsStored,
    lastSuccessAt: meta.lastSuccessAt,
    lastError: meta.lastError,
    ready: meta.lastSuccessAt !== null,
  };
}
