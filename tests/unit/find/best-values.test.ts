// @vitest-environment node
// The compare page's best value in each row (lib/find/public/best-values.ts): one stated rule per row, at most
// one tool best, a tie said as a tie, and nothing marked when a price that is not known could be lower.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestValues,
  COMPARE_ROWS,
  type ComparableTool,
  markOf,
  priceStanding,
  rowVerdict,
} from '../../../lib/find/public/best-values';
import { fuzzParameters } from '../../support/fuzz';

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

describe('priceStanding', () => {
  it('puts Free first, then Freemium, then any other model, each with its "from" amount in cents', () => {
    expect(priceStanding({ type: 'free', amount: null })).toEqual({ tier: 0, amount: 0 });
    // A free tool's amount is not read: the page shows "Free" for it too.
    expect(priceStanding({ type: 'Free', amount: 12 })).toEqual({ tier: 0, amount: 0 });
    expect(priceStanding({ type: 'Freemium', amount: 29 })).toEqual({ tier: 1, amount: 2900 });
    expect(priceStanding({ type: 'subscription', amount: 19.99 })).toEqual({ tier: 2, amount: 1999 });
    expect(priceStanding({ type: 'one-time', amount: 12.001 })).toEqual({ tier: 2, amount: 1200 });
  });

  it('knows the model but not the price without an amount, and nothing for an empty type', () => {
    expect(priceStanding({ type: 'freemium', amount: null })).toEqual({ tier: 1, amount: null });
    expect(priceStanding({ type: 'freemium', amount: 0 })).toEqual({ tier: 1, amount: null });
    expect(priceStanding({ type: 'contact', amount: null })).toEqual({ tier: 2, amount: null });
    expect(priceStanding({ type: 'paid', amount: 0 })).toEqual({ tier: 2, amount: null });
    expect(priceStanding({ type: 'paid', amount: Number.NaN })).toEqual({ tier: 2, amount: null });
    expect(priceStanding({ type: ' ', amount: 5 })).toBeNull();
  });
});

describe('the price row', () => {
  it('marks a free tool alone as best over a freemium one (issue 30: both were "Best")', () => {
    const verdict = rowVerdict(
      [
        tool('jasper', { type: 'subscription', amount: 49 }),
        tool('copy-ai', { type: 'freemium', amount: 36 }),
        tool('huggingchat', { type: 'free', amount: 0 }),
      ],
      'price',
    );
    expect(verdict).toEqual({ kind: 'best', slug: 'huggingchat' });
  });

  it('ranks a free tier before any paid price, and the lower "from" amount within a model', () => {
    expect(
      rowVerdict(
        [tool('a', { type: 'paid', amount: 5 }), tool('b', { type: 'freemium', amount: 99 })],
        'price',
      ),
    ).toEqual({ kind: 'best', slug: 'b' });
    expect(
      rowVerdict(
        [tool('a', { type: 'freemium', amount: 36 }), tool('b', { type: 'freemium', amount: 20 })],
        'price',
      ),
    ).toEqual({ kind: 'best', slug: 'b' });
    expect(
      rowVerdict(
        [tool('a', { type: 'subscription', amount: 49 }), tool('b', { type: 'one-time', amount: 10 })],
        'price',
      ),
    ).toEqual({ kind: 'best', slug: 'b' });
  });

  it('says a tie for two free tools, or the same "from" amount as shown, when a third costs more', () => {
    expect(
      rowVerdict(
        [tool('a', { type: 'free', amount: 0 }), tool('b', { type: 'free', amount: null }), tool('c', {})],
        'price',
      ),
    ).toEqual({ kind: 'tied', slugs: ['a', 'b'] });
    expect(
      rowVerdict(
        [
          tool('a', { type: 'paid', amount: 12.001 }),
          tool('b', { type: 'subscription', amount: 12 }),
          tool('c', { amount: 30 }),
        ],
        'price',
      ),
    ).toEqual({ kind: 'tied', slugs: ['a', 'b'] });
  });

  it('marks none when a price that is not known could be the lowest', () => {
    // A paid tool without an amount might cost less than $10.
    expect(
      rowVerdict(
        [tool('a', { type: 'paid', amount: 10 }), tool('b', { type: 'contact', amount: null })],
        'price',
      ),
    ).toEqual({ kind: 'unknown' });
    // A freemium tool whose paid plan is not priced, beside another freemium one.
    expect(
      rowVerdict(
        [tool('a', { type: 'freemium', amount: 20 }), tool('b', { type: 'freemium', amount: 0 })],
        'price',
      ),
    ).toEqual({ kind: 'unknown' });
    expect(rowVerdict([tool('a', { type: '', amount: null }), tool('b', { amount: 5 })], 'price')).toEqual({
      kind: 'unknown',
    });
  });

  it('still marks the best when what is not known cannot beat it', () => {
    // A free tier beats any paid model, priced or not.
    expect(
      rowVerdict(
        [tool('a', { type: 'freemium', amount: 36 }), tool('b', { type: 'contact', amount: null })],
        'price',
      ),
    ).toEqual({ kind: 'best', slug: 'a' });
    // Free beats a freemium tool whatever its paid plan costs.
    expect(
      rowVerdict([tool('a', { type: 'free' }), tool('b', { type: 'freemium', amount: null })], 'price'),
    ).toEqual({ kind: 'best', slug: 'a' });
  });

  it('marks none when every tool is alike', () => {
    expect(
      rowVerdict([tool('a', { type: 'free' }), tool('b', { type: 'Free', amount: 3 })], 'price'),
    ).toEqual({ kind: 'same' });
  });
});

describe('the rating, count and verified rows', () => {
  it('marks the highest rating, most ratings and the verified tool', () => {
    const best = bestValues([
      tool('a', { average: 4.8, count: 20, amount: 30 }),
      tool('b', { average: 4.1, count: 900, amount: 12, verified: true }),
      tool('c', { average: null, count: 0, type: 'subscription', amount: 40 }),
    ]);
    expect(best).toEqual({
      rating: { kind: 'best', slug: 'a' },
      count: { kind: 'best', slug: 'b' },
      price: { kind: 'best', slug: 'b' },
      verified: { kind: 'best', slug: 'b' },
    });
  });

  it('compares ratings as shown (one decimal), so 4.86 and 4.9 tie', () => {
    expect(
      rowVerdict(
        [tool('a', { average: 4.86 }), tool('b', { average: 4.9 }), tool('c', { average: 4.1 })],
        'rating',
      ),
    ).toEqual({ kind: 'tied', slugs: ['a', 'b'] });
  });

  it('never marks a tool with no ratings over a rated one, and marks none when no tool has ratings', () => {
    expect(
      rowVerdict([tool('a', { average: 1, count: 1 }), tool('b', { average: null, count: 0 })], 'rating'),
    ).toEqual({ kind: 'best', slug: 'a' });
    expect(
      rowVerdict([tool('a', { average: null, count: 0 }), tool('b', { average: 4, count: 0 })], 'rating'),
    ).toEqual({ kind: 'same' });
    expect(rowVerdict([tool('a', { count: 0 }), tool('b', { count: 0 })], 'count')).toEqual({ kind: 'same' });
  });

  it('says a tie for two verified tools of three, and marks none when all are', () => {
    expect(
      rowVerdict(
        [tool('a', { verified: true }), tool('b', { verified: false }), tool('c', { verified: true })],
        'verified',
      ),
    ).toEqual({ kind: 'tied', slugs: ['a', 'c'] });
    expect(rowVerdict([tool('a', { verified: true }), tool('b', { verified: true })], 'verified')).toEqual({
      kind: 'same',
    });
  });

  it('marks nothing for a single tool or none', () => {
    for (const row of COMPARE_ROWS) {
      expect(rowVerdict([tool('a', { verified: true })], row)).toEqual({ kind: 'same' });
      expect(rowVerdict([], row)).toEqual({ kind: 'same' });
    }
  });
});

describe('markOf', () => {
  it('reads a verdict for one cell', () => {
    expect(markOf({ kind: 'best', slug: 'a' }, 'a')).toBe('best');
    expect(markOf({ kind: 'best', slug: 'a' }, 'b')).toBeNull();
    expect(markOf({ kind: 'tied', slugs: ['a', 'b'] }, 'b')).toBe('tied');
    expect(markOf({ kind: 'tied', slugs: ['a', 'b'] }, 'c')).toBeNull();
    expect(markOf({ kind: 'unknown' }, 'a')).toBeNull();
    expect(markOf({ kind: 'same' }, 'a')).toBeNull();
  });
});

// Any 2–4 tools, with the prices and ratings the directory sends (and some it should not).
const anyTool = (slug: string) =>
  fc.record({
    slug: fc.constant(slug),
    price: fc.record({
      type: fc.constantFrom('free', 'Freemium', 'paid', 'subscription', 'one-time', 'contact', '', 'x'),
      amount: fc.oneof(fc.constant(null), fc.constantFrom(0, 10, 10.004, 36, -1, Number.NaN), fc.double()),
    }),
    verified: fc.boolean(),
    rating: fc.record({
      average: fc.oneof(fc.constant(null), fc.constantFrom(4.1, 4.14, 4.9), fc.double()),
      count: fc.oneof(fc.constantFrom(0, 1, 908), fc.integer()),
    }),
  });
const anyTools = fc
  .integer({ min: 2, max: 4 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, at) => anyTool(`t${at}`))));

describe('properties of every row', () => {
  it('marks at most one tool "Best", and never both a best and a tie', () => {
    fc.assert(
      fc.property(anyTools, (tools) => {
        for (const row of COMPARE_ROWS) {
          const marks = tools.map((each) => markOf(rowVerdict(tools, row), each.slug));
          expect(marks.filter((mark) => mark === 'best').length).toBeLessThanOrEqual(1);
          if (marks.includes('best')) expect(marks).not.toContain('tied');
          // A tie is at least two tools and never all of them.
          const tied = marks.filter((mark) => mark === 'tied').length;
          expect(tied === 0 || (tied >= 2 && tied < tools.length)).toBe(true);
        }
      }),
      fuzzParameters(),
    );
  });

  it('gives the same verdict whatever the order of the columns', () => {
    fc.assert(
      fc.property(anyTools, (tools) => {
        const reversed = [...tools].reverse();
        for (const row of COMPARE_ROWS) {
          const marks = (list: readonly ComparableTool[]) =>
            Object.fromEntries(list.map((each) => [each.slug, markOf(rowVerdict(list, row), each.slug)]));
          expect(marks(reversed)).toEqual(marks(tools));
        }
      }),
      fuzzParameters(),
    );
  });
});
