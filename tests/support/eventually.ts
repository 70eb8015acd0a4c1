import { vi } from 'vitest';

/**
 * How long a unit test waits for something to happen: a guard against a hang, like the test timeout it
 * stays under (vitest.config.ts), not a speed limit. `npm test` runs the unit tests at a low priority
 * beside the end-to-end tests, and there a popup chunk's first import took longer than one second, then
 * longer than ten (the CI run of 58e107b, whose unit run took 1,411 s instead of 55). A check that passes
 * returns at once, so only a failing one waits this long.
 */
export const EVENTUALLY_MS = 60_000;

/** `vi.waitFor` with room for a loaded machine. */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: EVENTUALLY_MS });
}
