// @vitest-environment node
// Filters and sort (lib/directory/public/filters.ts): what each keeps, the orders, the empty state's blame, and the
// shown order that arrivals never change.
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  applyFilters,
  blockingFilters,
  clearFilter,
  DEFAULT_FILTERS,
  type FilterableTool,
  type FindFilters,
  keepShownOrder,
  priceKind,
  sortTools,
} from '../../../lib/directory/public/filters';

const tool = (
  slug: string,
  fields: { type?: string; average?: number | null; count?: number; verified?: boolean; rank?: number } = {},
): FilterableTool => ({
  slug,
  price: { type: fields.type ?? 'free', amount: null },
  verified: fields.verified ?? false,
  rating: { average: fields.average === undefined ? 4 : fields.average, count: fields.count ?? 10 },
  ...(fields.rank === undefined ? {} : { rank: fields.rank }),
});
const slugs = (tools: readonly { slug: string }[]) => tools.map((item) => item.slug);
const filters = (change: Partial<FindFilters>): FindFilters => ({ ...DEFAULT_FILTERS, ...change });

describe('priceKind', () => {
  it.each([
    ['free', 'free'],
    ['Freemium', 'freemium'],
    [' FREE ', 'free'],
    ['paid', 'paid'],
    ['subscription', 'paid'],
    ['one-time', 'paid'],
    ['contact', 'paid'],
    ['', 'paid'],
  ])('%j is %s', (type, kind) => {
    expect(priceKind(type)).toBe(kind);
  });
});

describe('applyFilters', () => {
  const tools = [
    tool('free-ok', { type: 'free', average: 3.2 }),
    tool('freemium-good', { type: 'freemium', average: 4.6, verified: true }),
    tool('paid-unrated', { type: 'subscription', average: null, count: 0 }),
    tool('paid-great', { type: 'paid', average: 4.9, verified: true }),
  ];

  it('keeps everything, in the given order, with no filter', () => {
    expect(slugs(applyFilters(tools, DEFAULT_FILTERS))).toEqual(slugs(tools));
  });

  it('narrows by price type', () => {
    expect(slugs(applyFilters(tools, filters({ price: 'paid' })))).toEqual(['paid-unrated', 'paid-great']);
    expect(slugs(applyFilters(tools, filters({ price: 'freemium' })))).toEqual(['freemium-good']);
  });

  it('a minimum rating drops lower and unrated tools', () => {
    expect(slugs(applyFilters(tools, filters({ minRating: 4.5 })))).toEqual(['freemium-good', 'paid-great']);
    expect(slugs(applyFilters(tools, filters({ minRating: 3 })))).not.toContain('paid-unrated');
  });

  it('verified only', () => {
    expect(slugs(applyFilters(tools, filters({ verifiedOnly: true })))).toEqual([
      'freemium-good',
      'paid-great',
    ]);
  });

  it('combines filters', () => {
    expect(slugs(applyFilters(tools, filters({ price: 'paid', verifiedOnly: true, minRating: 4 })))).toEqual([
      'paid-great',
    ]);
  });
});

describe('sortTools', () => {
  const tools = [
    tool('a', { average: 4, count: 5, rank: 30 }),
    tool('b', { average: null, count: 0, rank: 2 }),
    tool('c', { average: 4.8, count: 1 }),
    tool('d', { average: 4, count: 500, rank: 7 }),
  ];

  it('relevance keeps the search order', () => {
    expect(slugs(sortTools(tools, 'relevance'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('rating: best first, more ratings break ties, unrated last', () => {
    expect(slugs(sortTools(tools, 'rating'))).toEqual(['c', 'd', 'a', 'b']);
  });

  it('popularity: the directory rank, tools without one after', () => {
    expect(slugs(sortTools(tools, 'popularity'))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('does not change its input', () => {
    sortTools(tools, 'rating');
    expect(slugs(tools)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('blockingFilters', () => {
  const tools = [
    tool('a', { type: 'free', verified: false, average: 4.6 }),
    tool('b', { type: 'paid', average: 3 }),
  ];

  it('names the one filter that hides everything', () => {
    expect(blockingFilters(tools, filters({ verifiedOnly: true }))).toEqual(['verifiedOnly']);
    expect(blockingFilters(tools, filters({ verifiedOnly: true, price: 'free' }))).toEqual(['verifiedOnly']);
  });

  it('names every filter that, cleared alone, shows something', () => {
    expect(blockingFilters(tools, filters({ price: 'paid', minRating: 4.5 }))).toEqual([
      'price',
      'minRating',
    ]);
  });

  it('names them all when only clearing them together helps', () => {
    const one = [tool('x', { type: 'paid', average: 2, verified: false })];
    expect(blockingFilters(one, filters({ price: 'free', verifiedOnly: true }))).toEqual([
      'price',
      'verifiedOnly',
    ]);
  });

  it('blames nothing when something shows, when no filter is on, or when nothing matched anyway', () => {
    expect(blockingFilters(tools, filters({ price: 'free' }))).toEqual([]);
    expect(blockingFilters(tools, DEFAULT_FILTERS)).toEqual([]);
    expect(blockingFilters([], filters({ verifiedOnly: true }))).toEqual([]);
  });
});

describe('clearFilter and activeFilters', () => {
  const all = filters({ price: 'free', minRating: 4, verifiedOnly: true, sort: 'rating' });
  it('clears one, or all but the sort', () => {
    expect(activeFilters(clearFilter(all, 'price'))).toEqual(['minRating', 'verifiedOnly']);
    expect(activeFilters(clearFilter(all, 'minRating'))).toEqual(['price', 'verifiedOnly']);
    expect(activeFilters(clearFilter(all, 'verifiedOnly'))).toEqual(['price', 'minRating']);
    expect(clearFilter(all, 'all')).toEqual({ ...DEFAULT_FILTERS, sort: 'rating' });
  });
});

describe('keepShownOrder', () => {
  it('keeps shown rows in place and adds new ones after, in the fresh order', () => {
    const fresh = ['new-best', 'b', 'new-other', 'a'].map((slug) => ({ slug }));
    expect(slugs(keepShownOrder(['a', 'b'], fresh))).toEqual(['a', 'b', 'new-best', 'new-other']);
  });

  it('drops shown rows that are no longer there, and duplicates', () => {
    expect(slugs(keepShownOrder(['gone', 'a', 'a'], [{ slug: 'a' }, { slug: 'c' }, { slug: 'c' }]))).toEqual([
      'a',
      'c',
    ]);
  });

  it('is the fresh order when nothing was shown', () => {
    expect(slugs(keepShownOrder([], [{ slug: 'x' }, { slug: 'y' }]))).toEqual(['x', 'y']);
  });
});
