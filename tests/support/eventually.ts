import { vi } from 'vitest';

/**
 * How long a unit test waits for something to happen. `npm test` runs the unit tests at a low priority
 * beside the end-to-end tests, and there the usual one second ran out (a popup chunk's first import alone
 * took longer). A check that passes returns at once, so only a failing one waits this long.
 */
export const EVENTUALLY_MS = 10_000;

/** `vi.waitFor` with room for a loaded machine. */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: EVENTUALLY_MS });
}
