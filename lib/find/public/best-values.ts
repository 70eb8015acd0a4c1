// Which compared tool is best in each row of the compare page, by one stated rule per row (the page shows
// it under the row's name): the highest rating, the most ratings, the cheapest price, verified. Pure.
//
// At most one tool is "best". Tools that share the best value are "tied"; a row where every tool has the
// same value marks none (nothing stands out), and so does a row where a value that is not known could be
// the best one (a price the directory does not give).

import { shownAverage } from '../../common/format';
import { priceKind } from '../../directory/public/filters';

export interface ComparableTool {
  slug: string;
  price: { type: string; amount: number | null };
  verified: boolean;
  rating: { average: number | null; count: number };
}

export const COMPARE_ROWS = ['rating', 'count', 'price', 'verified'] as const;
export type CompareRow = (typeof COMPARE_ROWS)[number];

export type RowVerdict =
  /** One tool alone has the best value. */
  | { kind: 'best'; slug: string }
  /** Several (not all) share the best value. */
  | { kind: 'tied'; slugs: string[] }
  /** Every tool has the same value, or there are fewer than two tools. */
  | { kind: 'same' }
  /** A value that is not known could be the best: no tool is marked. */
  | { kind: 'unknown' };

/** -1: `a` is better, 1: `b` is, 0: as good, null: cannot tell (a value is not known). */
type Order = -1 | 0 | 1 | null;

function sign(difference: number): Order {
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
}

/**
 * Where a price stands on the row's rule: Free, then Freemium (a free tier), then every other model
 * (paid, subscription, one-time…); within Freemium and the others, the lower "from" amount. Amounts count
 * in cents, as the page shows them. The API gives no currency: every amount is the directory's one
 * currency (shown in dollars), so amounts compare as they are. Null: not known at all (an empty type).
 * `amount` null: the model is known, its price is not (no amount, or 0 for a model that is not free).
 */
export function priceStanding(
  price: ComparableTool['price'],
): { tier: 0 | 1 | 2; amount: number | null } | null {
  if (price.type.trim() === '') return null;
  const kind = priceKind(price.type);
  if (kind === 'free') return { tier: 0, amount: 0 };
  const amount =
    price.amount !== null && Number.isFinite(price.amount) && price.amount > 0
      ? Math.round(price.amount * 100)
      : null;
  return { tier: kind === 'freemium' ? 1 : 2, amount };
}

function byPrice(a: ComparableTool, b: ComparableTool): Order {
  const left = priceStanding(a.price);
  const right = priceStanding(b.price);
  if (left === null || right === null) return null;
  if (left.tier !== right.tier) return sign(left.tier - right.tier);
  if (left.tier === 0) return 0;
  if (left.amount === null || right.amount === null) return null;
  return sign(left.amount - right.amount);
}

/** The average as the page shows it (one decimal), so a tie is what the person sees as one. */
function shownTenths(tool: ComparableTool): number | null {
  const average = shownAverage(tool.rating);
  return average === null ? null : Math.round(average * 10);
}

function byRating(a: ComparableTool, b: ComparableTool): Order {
  const left = shownTenths(a);
  const right = shownTenths(b);
  // A rated tool is better than one with no ratings; two without are alike.
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  return sign(right - left);
}

const ratingCount = (tool: ComparableTool) =>
  Number.isFinite(tool.rating.count) && tool.rating.count > 0 ? Math.floor(tool.rating.count) : 0;

const RULES: Record<CompareRow, (a: ComparableTool, b: ComparableTool) => Order> = {
  rating: byRating,
  count: (a, b) => sign(ratingCount(b) - ratingCount(a)),
  price: byPrice,
  verified: (a, b) => sign(Number(b.verified) - Number(a.verified)),
};

/** The row's verdict: the tools that are as good as or better than every other one. */
export function rowVerdict(tools: readonly ComparableTool[], row: CompareRow): RowVerdict {
  if (tools.length < 2) return { kind: 'same' };
  const order = RULES[row];
  const top = tools.filter((tool, at) =>
    tools.every((other, index) => {
      if (index === at) return true;
      const said = order(tool, other);
      return said === -1 || said === 0;
    }),
  );
  if (top.length === tools.length) return { kind: 'same' };
  if (top.length === 0) return { kind: 'unknown' };
  // The top tools are as good as one another (each is at least as good as the other): one is best, more tie.
  const [only] = top;
  if (top.length === 1 && only) return { kind: 'best', slug: only.slug };
  return { kind: 'tied', slugs: top.map((tool) => tool.slug) };
}

export function bestValues(tools: readonly ComparableTool[]): Record<CompareRow, RowVerdict> {
  return {
    rating: rowVerdict(tools, 'rating'),
    count: rowVerdict(tools, 'count'),
    price: rowVerdict(tools, 'price'),
    verified: rowVerdict(tools, 'verified'),
  };
}

/** How a row marks one tool's cell: "Best", "Tied best", or nothing. */
export function markOf(verdict: RowVerdict, slug: string): 'best' | 'tied' | null {
  if (verdict.kind === 'best') return verdict.slug === slug ? 'best' : null;
  if (verdict.kind === 'tied') return verdict.slugs.includes(slug) ? 'tied' : null;
  return null;
}
