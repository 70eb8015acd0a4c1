/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The value at `share` of the sorted values (nearest rank, 0.95 for the p95); NaN for none. */
export function percentile(values: ArrayLike<number>, share: number): number {
  const sorted = Array.from(values).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** The most entries in any window of `windowMs`, by their times. */
export function mostInAnyWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

/**
 * The mean of the middle values, a tenth cut off at each end: finer than a median where the values come
 * in steps (paint times in steps of 4 ms), and as steady against outliers.
 */
export function trimmedMean(values: readonly number[], cut = 0.1): number {
  const sorted = [...values].sort((a, b) => a - b);
  const drop = Math.floor(sorted.length * cut);
  const kept = sorted.slice(drop, sorted.length - drop);
  return kept.length === 0 ? Number.NaN : kept.reduce((sum, value) => sum + value, 0) / kept.length;
}
