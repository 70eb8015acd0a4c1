// How a tool stands among tools that answer a need equally well: a Bayesian average of its ratings, with a
// nudge towards the tools more people use. The local "Similar in …" pick (similar.ts) ranks by the average;
// the local search and the first sync's name search settle equally relevant results by the standing.
// Pure, so it is tested without a store.

/**
 * A Bayesian average: every score starts as PRIOR_RATINGS ratings of PRIOR_MEAN, so a handful of ratings
 * moves a tool only a little and 1 rating of 5.0 does not outrank 3,000 of 4.7. The prior is fixed, not
 * the candidates' mean: a mean dominated by one much-rated tool would hand any single 5.0 the lead.
 */
export const PRIOR_RATINGS = 20;
export const PRIOR_MEAN = 3.5;
/**
 * Stars a tenfold step down the directory's popularity listing costs: from the first tool to the
 * 50,000th about half a star, so a famous tool well rated stays before an unknown one rated a little
 * higher, and a tool with two ratings (the prior's 3.5, give or take a tenth) stays behind well-rated ones.
 */
const STARS_PER_TENFOLD_RANK = 0.1;

export interface RatingSummary {
  average: number | null;
  count: number;
}

/** The Bayesian average of a rating; a tool without ratings (or with unreadable ones) scores the prior. */
export function bayesianAverage({ average, count }: RatingSummary): number {
  if (average === null || !Number.isFinite(average) || !Number.isFinite(count) || count <= 0)
    return PRIOR_MEAN;
  const clamped = Math.min(5, Math.max(0, average));
  return (PRIOR_RATINGS * PRIOR_MEAN + count * clamped) / (PRIOR_RATINGS + count);
}

/** Higher first: the Bayesian average less STARS_PER_TENFOLD_RANK per tenfold of the listing rank (0 first). */
export function standing(rating: RatingSummary, rank: number): number {
  return bayesianAverage(rating) - STARS_PER_TENFOLD_RANK * Math.log10(1 + Math.max(0, rank));
}
