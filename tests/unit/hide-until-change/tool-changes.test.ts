// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changesSince, type ToolSnapshotForChange } from '../../../lib/hide-until-change/tool-changes';

const before: ToolSnapshotForChange = {
  rating: { average: 4.2, count: 100 },
  price: { type: 'freemium', amount: null },
  alternatives: ['a', 'b', 'c'],
};

describe('what counts as a change to a hidden tool', () => {
  it('nothing, when the rating moved less than a shown tenth, few rated, and the same alternatives came back in another order', () => {
    expect(
      changesSince(before, {
        ...before,
        rating: { average: 4.23, count: 110 },
        alternatives: ['c', 'a', 'b'],
      }),
    ).toBeNull();
  });

  it('a rating that moves by a shown tenth', () => {
    const to = { average: 4.4, count: 101 };
    expect(changesSince(before, { ...before, rating: to })).toEqual({
      rating: { from: before.rating, to },
      price: null,
      alternatives: false,
    });
    // 4.14 → 4.16 reads 4.1 → 4.2.
    expect(
      changesSince(
        { ...before, rating: { average: 4.14, count: 100 } },
        { ...before, rating: { average: 4.16, count: 100 } },
      )?.rating,
    ).not.toBeNull();
    // A first rating is a change too.
    expect(
      changesSince({ ...before, rating: { average: null, count: 0 } }, { ...before, rating: to })?.rating,
    ).toEqual({ from: { average: null, count: 0 }, to });
  });

  it('many new ratings at the same average', () => {
    const to = { average: 4.2, count: 130 };
    expect(changesSince(before, { ...before, rating: to })?.rating).toEqual({ from: before.rating, to });
    // 24 new ratings are not many yet.
    expect(changesSince(before, { ...before, rating: { average: 4.2, count: 124 } })).toBeNull();
  });

  it('a price whose model or amount moves', () => {
    const paid = { type: 'paid', amount: 10 };
    expect(changesSince(before, { ...before, price: paid })).toEqual({
      rating: null,
      price: { from: before.price, to: paid },
      alternatives: false,
    });
    expect(
      changesSince({ ...before, price: paid }, { ...before, price: { type: 'paid', amount: 9 } })?.price,
    ).toEqual({ from: paid, to: { type: 'paid', amount: 9 } });
  });

  it('alternatives that name another tool, but only when the device knew them both times', () => {
    expect(changesSince(before, { ...before, alternatives: ['a', 'b', 'd'] })).toEqual({
      rating: null,
      price: null,
      alternatives: true,
    });
    expect(changesSince(before, { ...before, alternatives: ['a', 'b'] })?.alternatives).toBe(true);
    // Prefetched no longer, or not yet: nothing is known to have changed.
    expect(changesSince(before, { ...before, alternatives: null })).toBeNull();
    expect(changesSince({ ...before, alternatives: null }, before)).toBeNull();
  });
});
