import { useId } from 'preact/hooks';
import * as optionsCopy from '../../lib/copy/options';
import type { SyncStatus } from '../../lib/messaging/views';
import { type SyncProgressView, syncProgressView } from './sync-progress';

/**
 * The first sync's progress: the tools copied so far of the directory's total, on a bar, then done. Its
 * sentence is a polite live region that changes only with the phase (copying, stopped, done), never with
 * each page, so a screen reader hears it start and end; the count beside the bar is there to read. The
 * region stays in the page while there is nothing to say, so what it says later is announced.
 */
export function SyncProgress({
  status,
  showDone,
  extraClass,
}: {
  status: SyncStatus | null;
  /** Say "done" for a ready directory (see syncProgressView). */
  showDone: boolean;
  extraClass?: string;
}) {
  const view = syncProgressView(status, showDone);
  const sentenceId = useId();
  return (
    <div class={`ts-sync-progress ts-sync-progress--${view.phase}${extraClass ? ` ${extraClass}` : ''}`}>
      <p id={sentenceId} class="ts-sync-progress__sentence" aria-live="polite">
        {sentence(view)}
      </p>
      {view.phase === 'running' && (
        <div class="ts-sync-progress__bar">
          <progress
            aria-labelledby={sentenceId}
            aria-valuetext={countText(view)}
            {...(view.expected ? { max: view.expected, value: Math.min(view.synced, view.expected) } : {})}
          />
          <span class="ts-sync-progress__count">{countText(view)}</span>
        </div>
      )}
      {view.phase === 'running' && <p class="ts-help">{optionsCopy.syncProgressWorks}</p>}
      {view.phase === 'stopped' && <p class="ts-problem">{optionsCopy.connectionProblem(view.error)}</p>}
    </div>
  );
}

function sentence(view: SyncProgressView): string {
  switch (view.phase) {
    case 'running':
      return optionsCopy.syncProgressRunning;
    case 'done':
      return optionsCopy.syncProgressDone(view.tools);
    case 'stopped':
      return optionsCopy.syncProgressStopped;
    case 'hidden':
      return '';
  }
}

function countText(view: Extract<SyncProgressView, { phase: 'running' }>): string {
  if (view.expected) return optionsCopy.syncProgressCount(view.synced, view.expected);
  if (view.totalPages) return optionsCopy.syncing(view.page, view.totalPages);
  return optionsCopy.syncProgressStarting;
}
