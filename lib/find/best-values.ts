// Which compared tool is best in each row of the compare page: highest rating, most ratings, lowest
// price, verified. Pure. Ties are all best; a row where every tool is equal (or none has a value) marks
// none, since "best" would then say nothing.
import { shownAverage } from '../format';
import { priceKind } from './filters';

export interface ComparableTool {
  slug: string;
  price: { type: string; amount: number | null };
  verified: boolean;
  rating: { average: number | null; count: number };
}

export type CompareRow = 'rating' | 'count' | 'price' | 'verified';

/**
 * What it costs to start: 0 for free and freemium (a free tier), else the "from" amount; null when
 * unknown (a paid tool without an amount), which is never best.
 */
export function entryPrice(price: ComparableTool['price']): number | null {
  const kind = priceKind(price.type);
  if (kind === 'free' || kind === 'freemium') return 0;
  return price.amount !== null && Number.isFinite(price.amount) && price.amount > 0 ? price.amount : null;
}

/** Slugs of the tools with the best value (highest, or lowest with `lowest`), or none when all tie. */
function bestBy(
  tools: readonly ComparableTool[],
  value: (tool: ComparableTool) => number | null,
  lowest = false,
): Set<string> {
  const valued = tools.flatMap((tool) => {
    const v = value(tool);
    return v === null ? [] : [{ slug: tool.slug, v }];
  });
  if (valued.length === 0) return new Set();
  const best = lowest ? Math.min(...valued.map((e) => e.v)) : Math.max(...valued.map((e) => e.v));
  const winners = valued.filter((entry) => entry.v === best);
  // Everyone equal: nothing stands out.
  if (winners.length === tools.length) return new Set();
  return new Set(winners.map((entry) => entry.slug));
}

export function bestValues(tools: readonly ComparableTool[]): Record<CompareRow, Set<string>> {
  if (tools.length < 2) return { rating: new Set(), count: new Set(), price: new Set(), verified: new Set() };
  return {
    rating: bestBy(tools, (tool) => shownAverage(tool.rating)),
    count: bestBy(tools, (tool) => (tool.rating.count > 0 ? tool.rating.count : null)),
    price: bestBy(tools, (tool) => entryPrice(tool.price), true),
    verified: bestBy(tools, (tool) => (tool.verified ? 1 : null)),
  };
}
