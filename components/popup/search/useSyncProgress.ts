import { useEffect, useState } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import { sendRequest } from '../../../lib/messaging/client';
import type { SyncStatus } from '../../../lib/messaging/views';

export const SYNC_POLL_MS = 2000;

/** The local directory's sync status, polled while the popup is open and the directory is not ready. */
export function useSyncProgress(): SyncStatus | null {
  const [status, setStatus] = useState<SyncStatus | null>(null);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await sendRequest({ type: 'sync/status' });
      if (!alive) return;
      if (result.ok) {
        setStatus(result.data);
        if (result.data.ready) return;
      }
      timer = setTimeout(poll, SYNC_POLL_MS);
    };
    void poll();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);
  return status;
}

/** "Preparing the local directory… 12 of 81 pages", or null when there is nothing to say. */
export function syncProgressText(status: SyncStatus | null): string | null {
  if (status === null || status.ready) return null;
  // Without a valid token the sync cannot run; the search and its error message say why.
  const kind = status.lastError?.kind;
  if (status.state === 'error' && (kind === 'no-token' || kind === 'unauthorized')) return null;
  if (status.totalPages !== null && status.totalPages > 0) {
    return popupCopy.syncProgress(status.page, status.totalPages);
  }
  return popupCopy.syncStarting;
}
