// How long ago a stored time was, on a clock a person (or the network) may set back or forward. A time
// the clock has not reached yet was stored before the clock went back: it counts as long ago, so a daily
// job is due and a pause is over, instead of waiting for as long as the clock went back (a day back would
// otherwise skip a day's sync). A clock set forward simply makes everything older.

/** Small skews between a time stored and the clock now are no jump. */
export const CLOCK_SLACK_MS = 5 * 60 * 1000;

/** `at - since`, or infinity when nothing was stored or `since` lies ahead of the clock. */
export function ageOf(since: number | null, at: number): number {
  if (since === null || since > at + CLOCK_SLACK_MS) return Number.POSITIVE_INFINITY;
  return at - since;
}
