import { sendRequest } from '../../lib/messaging/client';
import type { SyncStatus } from '../../lib/messaging/views';
import { usePolling } from './usePolling';

const SYNC_POLL_MS = 2_000;

async function loadSyncStatus(): Promise<SyncStatus | null> {
  const result = await sendRequest({ type: 'sync/status' });
  return result.ok ? result.data : null;
}

/** The local directory's sync status, asked every 2 s while the page is open; and a refresh now. */
export function useSyncStatus(): [SyncStatus | null, () => void] {
  return usePolling(loadSyncStatus, SYNC_POLL_MS);
}
