import { formatCount } from '../../lib/format';
import { sendRequest } from '../../lib/messages';
import { optionsCopy } from '../copy';
import { usePolling } from './usePolling';

async function loadStatus() {
  const result = await sendRequest({ type: 'sync/status' });
  return result.ok ? result.data : null;
}

function when(at: number | null): string {
  return at === null ? 'never' : new Date(at).toLocaleString();
}

export function SyncPanel() {
  const [status, refresh] = usePolling(loadStatus, 2_000);
  async function syncNow() {
    await sendRequest({ type: 'sync/now' });
    refresh();
  }
  return (
    <section class="ts-card" aria-labelledby="sync-heading">
      <h2 id="sync-heading">Local directory</h2>
      <p class="ts-help">
        A copy of the directory on this device recognises tool sites and makes search instant. It refreshes
        once a day.
      </p>
      {status && (
        <dl class="ts-facts" aria-live="polite">
          <dt>Status</dt>
          <dd data-testid="sync-state">
            {status.state === 'syncing'
              ? optionsCopy.syncing(status.page, status.totalPages)
              : status.state === 'error'
                ? optionsCopy.syncStopped
                : status.ready
                  ? optionsCopy.syncReady
                  : optionsCopy.syncNever}
          </dd>
          <dt>Tools on this device</dt>
          <dd>{formatCount(status.toolsStored)}</dd>
          <dt>Last complete sync</dt>
          <dd>{when(status.lastSuccessAt)}</dd>
          {status.lastError && (
            <>
              <dt>Last problem</dt>
              <dd class="ts-problem">{status.lastError.message}</dd>
            </>
          )}
        </dl>
      )}
      <button type="button" class="ts-button" onClick={syncNow} disabled={status?.state === 'syncing'}>
        Sync now
      </button>
    </section>
  );
}
