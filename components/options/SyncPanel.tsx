import * as optionsCopy from '../../lib/copy/options';
import { formatCount, formatDateTime } from '../../lib/format';
import { sendRequest } from '../../lib/messaging/client';
import { usePolling } from './usePolling';

async function loadStatus() {
  const result = await sendRequest({ type: 'sync/status' });
  return result.ok ? result.data : null;
}

function when(at: number | null): string {
  return at === null ? optionsCopy.never : formatDateTime(at);
}

export function SyncPanel() {
  const [status, refresh] = usePolling(loadStatus, 2_000);
  async function syncNow() {
    await sendRequest({ type: 'sync/now' });
    refresh();
  }
  return (
    <section class="ts-card" aria-labelledby="sync-heading">
      <h2 id="sync-heading">{optionsCopy.syncHeading}</h2>
      <p class="ts-help">{optionsCopy.syncHelp}</p>
      {status && (
        <dl class="ts-facts" aria-live="polite">
          <dt>{optionsCopy.syncStatus}</dt>
          <dd data-testid="sync-state">
            {status.state === 'syncing'
              ? optionsCopy.syncing(status.page, status.totalPages)
              : status.state === 'error'
                ? optionsCopy.syncStopped
                : status.ready
                  ? optionsCopy.syncReady
                  : optionsCopy.syncNever}
          </dd>
          <dt>{optionsCopy.syncToolsStored}</dt>
          <dd>{formatCount(status.toolsStored)}</dd>
          <dt>{optionsCopy.syncLastSuccess}</dt>
          <dd>{when(status.lastSuccessAt)}</dd>
          {status.lastError && (
            <>
              <dt>{optionsCopy.syncLastProblem}</dt>
              <dd class="ts-problem">{optionsCopy.connectionProblem(status.lastError)}</dd>
            </>
          )}
        </dl>
      )}
      <button type="button" class="ts-button" onClick={syncNow} disabled={status?.state === 'syncing'}>
        {optionsCopy.syncNow}
      </button>
    </section>
  );
}
