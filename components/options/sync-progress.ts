// What the first sync's progress says, on the options page's top and on the welcome page after
// "Connected". Pure, from the background's sync status.
import type { ApiError } from '../../lib/api/model';
import type { SyncStatus } from '../../lib/messaging/views';

export type SyncProgressView =
  | { phase: 'hidden' }
  /** `expected` null: the listing's total is not known yet (the first page, or a restarted worker). */
  | { phase: 'running'; synced: number; expected: number | null; page: number; totalPages: number | null }
  | { phase: 'stopped'; error: ApiError }
  | { phase: 'done'; tools: number };

/**
 * `showDone`: say "done" for a directory that is ready (the welcome page after connecting, or a page that
 * saw this sync run); otherwise a ready directory has nothing to say here (the Local directory section
 * has its facts). Daily syncs of a ready directory are not shown: it works throughout.
 */
export function syncProgressView(status: SyncStatus | null, showDone: boolean): SyncProgressView {
  if (status === null) return { phase: 'hidden' };
  if (status.ready) return showDone ? { phase: 'done', tools: status.toolsStored } : { phase: 'hidden' };
  if (status.state === 'syncing')
    return {
      phase: 'running',
      synced: status.toolsSynced,
      expected: status.toolsExpected,
      page: status.page,
      totalPages: status.totalPages,
    };
  // No token yet: nothing is syncing, and the connection says what to do.
  if (status.state === 'error' && status.lastError && status.lastError.kind !== 'no-token')
    return { phase: 'stopped', error: status.lastError };
  return { phase: 'hidden' };
}
