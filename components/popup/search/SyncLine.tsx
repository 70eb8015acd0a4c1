import { syncProgressText, useSyncProgress } from './useSyncProgress';

/** A quiet line under the search box while the local directory is still being prepared. */
export function SyncLine() {
  const text = syncProgressText(useSyncProgress());
  if (text === null) return null;
  return <p class="pp-sync">{text}</p>;
}
