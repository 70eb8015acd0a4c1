// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bayesianAverage, PRIOR_MEAN, standing } from '../../../lib/directory/alternatives/standing';

describe('a tool’s standing among equally relevant tools', () => {
  it('puts 2 ratings of 4.7 behind tools rated well by hundreds, and near tools nobody rated', () => {
    const twoRatings = standing({ average: 4.7, count: 2 }, 795);
    const wellRated = standing({ average: 4.3, count: 300 }, 5_000);
    const unrated = standing({ average: null, count: 0 }, 795);
    expect(twoRatings).toBeLessThan(wellRated);
    expect(Math.abs(twoRatings - unrated)).toBeLessThan(0.15);
    expect(bayesianAverage({ average: null, count: 0 })).toBe(PRIOR_MEAN);
  });

  it('keeps a famous tool rated well before an unknown one rated a little higher', () => {
    expect(standing({ average: 4.9, count: 900 }, 0)).toBeGreaterThan(
      standing({ average: 5, count: 3_000 }, 3_000),
    );
    // Popularity only nudges: far down the listing, a much better rating still wins.
    expect(standing({ average: 4.8, count: 500 }, 40_000)).toBeGreaterThan(
      standing({ average: 3.9, count: 500 }, 0),
    );
  });

  it('copes with odd ratings: out of range, NaN, negative counts', () => {
    for (const rating of [
      { average: 55, count: 10 },
      { average: Number.NaN, count: 10 },
      { average: 4, count: -3 },
      { average: 4, count: Number.POSITIVE_INFINITY },
    ])
      expect(Number.isFinite(standing(rating, 3))).toBe(true);
    expect(bayesianAverage({ average: 55, count: 10 })).toBeLessThanOrEqual(5);
  });
});
