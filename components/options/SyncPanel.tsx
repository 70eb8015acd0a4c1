import { useRef } from 'preact/hooks';
import { formatCount, formatDateTime } from '../../lib/common/format';
import * as optionsCopy from '../../lib/copy/options';
import type { SyncStatus } from '../../lib/messaging/views';

export const DIRECTORY_SECTION_ID = 'local-directory';

function when(at: number | null): string {
  return at === null ? optionsCopy.never : formatDateTime(at);
}

/** The state in a word or two: what a screen reader hears when it changes, never each page. */
function phase(status: SyncStatus): string {
  if (status.state === 'syncing') return optionsCopy.syncProgressRunning;
  if (status.state === 'error') return optionsCopy.syncStopped;
  return status.ready ? optionsCopy.syncReady : optionsCopy.syncNever;
}

/**
 * The local directory: its state, size and last sync, and Sync now. Without a connection there is
 * nothing to sync: the section says so instead of offering a button that cannot work.
 */
export function SyncPanel({
  status,
  connected,
  announce,
  onSyncNow,
}: {
  /** Polled by the page (OptionsApp), which shows the first sync's progress at its top too. */
  status: SyncStatus | null;
  connected: boolean;
  /** Whether this section says a change of state aloud (not while the page's top says it already). */
  announce: boolean;
  onSyncNow: () => void;
}) {
  // Said only once the state changes while the page is open: not on opening it.
  const firstPhase = useRef<string | null>(null);
  const changed = useRef(false);
  const now = status && connected ? phase(status) : '';
  if (firstPhase.current === null && now !== '') firstPhase.current = now;
  if (now !== firstPhase.current && now !== '') changed.current = true;
  const hasCopy = status !== null && (status.toolsStored > 0 || status.lastSuccessAt !== null);
  return (
    <section class="ts-card" id={DIRECTORY_SECTION_ID} aria-labelledby="sync-heading">
      <h2 id="sync-heading">{optionsCopy.syncHeading}</h2>
      <p class="ts-help">{optionsCopy.syncHelp}</p>
      {!connected && <p class="ts-help">{optionsCopy.syncConnectFirst}</p>}
      {status && (connected || hasCopy) && (
        <dl class="ts-facts">
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
          {/* During the first sync the tools copied so far are on the device and already answer. */}
          <dd>
            {formatCount(
              status.ready ? status.toolsStored : Math.max(status.toolsStored, status.toolsSynced),
            )}
          </dd>
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
      <p class="ts-sr-only" aria-live="polite">
        {announce && changed.current ? now : ''}
      </p>
      {connected && (
        <button type="button" class="ts-button" onClick={onSyncNow} disabled={status?.state === 'syncing'}>
          {optionsCopy.syncNow}
        </button>
      )}
    </section>
  );
}
