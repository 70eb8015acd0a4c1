// The worker's housekeeping (resuming the sync, the prefetch…) waits HOUSEKEEPING_DELAY_MS after a wake, so
// that what woke it is answered first (lib/background/main.ts). A test that waits for the first sync learns
// nothing from that wait. Kept apart from background-run.ts, which the settings mocks import: this imports
// the background, and with it the settings.
import { vi } from 'vitest';
import { HOUSEKEEPING_DELAY_MS } from '../../lib/background/main';

/**
 * The housekeeping's timer fires at once, until `vi.unstubAllGlobals()`: waiting it out was 4.5 s of idle in
 * the unit run. A test of the wait itself holds that timer back on top of this.
 */
export function housekeepingAtOnce(): void {
  const setTimer = globalThis.setTimeout;
  const atOnce = (run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
    setTimer(run, ms === HOUSEKEEPING_DELAY_MS ? 0 : ms, ...args);
  vi.stubGlobal('setTimeout', atOnce);
}
