// @vitest-environment node
// The compare page's best value in each row (lib/find/best-values.ts).
import { describe, expect, it } from 'vitest';
import { bestValues, type ComparableTool, entryPrice } from '../../../lib/find/best-values';

const tool = (
  slug: string,
  fields: {
    type?: string;
    amount?: number | null;
    average?: number | null;
    count?: number;
    verified?: boolean;
  },
): ComparableTool => ({
  slug,
  price: { type: fields.type ?? 'paid', amount: fields.amount === undefined ? 10 : fields.amount },
  verified: fields.verified ?? false,
  rating: { average: fields.average === undefined ? 4 : fields.average, count: fields.count ?? 10 },
});
const sorted = (set: Set<string>) => [...set].sort();

describe('entryPrice', () => {
  it('is 0 with a free tier, the amount when paid, unknown without one', () => {
    expect(entryPrice({ type: 'free', amount: null })).toBe(0);
    expect(entryPrice({ type: 'Freemium', amount: 29 })).toBe(0);
    expect(entryPrice({ type: 'subscription', amount: 19.99 })).toBe(19.99);
    expect(entryPrice({ type: 'contact', amount: null })).toBeNull();
    expect(entryPrice({ type: 'paid', amount: 0 })).toBeNull();
  });
});

describe('bestValues', () => {
  it('marks the highest rating, most ratings, lowest price and the verified tools', () => {
    const best = bestValues([
      tool('a', { average: 4.8, count: 20, amount: 30 }),
      tool('b', { average: 4.1, count: 900, amount: 12, verified: true }),
      tool('c', { average: null, count: 0, type: 'contact', amount: null }),
    ]);
    expect(sorted(best.rating)).toEqual(['a']);
    expect(sorted(best.count)).toEqual(['b']);
    expect(sorted(best.price)).toEqual(['b']);
    expect(sorted(best.verified)).toEqual(['b']);
  });

  it('marks every tool of a tie, but none when all are equal', () => {
    const best = bestValues([
      tool('a', { type: 'free', average: 4.5 }),
      tool('b', { type: 'freemium', average: 4.5 }),
      tool('c', { amount: 9, average: 3 }),
    ]);
    expect(sorted(best.price)).toEqual(['a', 'b']);
    expect(sorted(best.rating)).toEqual(['a', 'b']);
    expect(sorted(best.count)).toEqual([]);
    expect(sorted(best.verified)).toEqual([]);
  });

  it('marks nothing for a single tool', () => {
    const best = bestValues([tool('a', { verified: true })]);
    expect([...best.rating, ...best.count, ...best.price, ...best.verified]).toEqual([]);
  });
});
