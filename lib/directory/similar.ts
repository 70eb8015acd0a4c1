// "Similar in <subcategory>": a local pick of tools that share a subcategory with a tool, shown at once
// when its card opens, with no request. Pure, so it is tested without a store.
import type { DirectoryTool } from './record';

export interface SubcategoryName {
  id: number;
  slug: string;
  name: string;
}

export interface SimilarPick {
  /** The subcategory every picked tool shares with the tool; null when none is shared. */
  subcategory: SubcategoryName | null;
  tools: DirectoryTool[];
}

/**
 * How many ratings at the prior mean each score starts with: a handful of ratings moves a tool only a
 * little, so 1 rating of 5.0 does not outrank 3,000 of 4.7 (a Bayesian average, as IMDb's top list uses).
 */
export const PRIOR_RATINGS = 20;
/** The prior mean when no candidate has a rating to average. */
const FALLBACK_PRIOR_MEAN = 3.5;

function ratingOf(tool: DirectoryTool): { average: number; count: number } | null {
  const { average, count } = tool.rating;
  if (average === null || !Number.isFinite(average) || !Number.isFinite(count) || count <= 0) return null;
  return { average: Math.min(5, Math.max(0, average)), count };
}

/** The count-weighted mean rating of the candidates: the score a tool with no ratings gets. */
export function priorMean(candidates: readonly DirectoryTool[]): number {
  let sum = 0;
  let count = 0;
  for (const tool of candidates) {
    const rating = ratingOf(tool);
    if (!rating) continue;
    sum += rating.average * rating.count;
    count += rating.count;
  }
  return count > 0 ? sum / count : FALLBACK_PRIOR_MEAN;
}

/** The Bayesian average: (prior weight × prior mean + count × average) / (prior weight + count). */
export function weightedRating(tool: DirectoryTool, prior: number, priorWeight = PRIOR_RATINGS): number {
  const rating = ratingOf(tool);
  if (!rating) return prior;
  return (priorWeight * prior + rating.count * rating.average) / (priorWeight + rating.count);
}

export function pickSimilar(
  tool: DirectoryTool,
  candidates: readonly DirectoryTool[],
  limit = 5,
): SimilarPick {
  const others = candidates.filter((candidate) => candidate.slug !== tool.slug);
  for (const subcategory of tool.subcategories) {
    const sharing = others.filter((candidate) =>
      candidate.subcategories.some((other) => other.id === subcategory.id),
    );
    if (sharing.length === 0) continue;
    const prior = priorMean(sharing);
    const scored = sharing.map((candidate) => ({ candidate, score: weightedRating(candidate, prior) }));
    // Rating first, then popularity: a lower rank is listed earlier by the directory.
    scored.sort((a, b) => b.score - a.score || a.candidate.rank - b.candidate.rank);
    const { id, slug, name } = subcategory;
    return {
      subcategory: { id, slug, name },
      tools: scored.slice(0, Math.max(0, limit)).map(({ candidate }) => candidate),
    };
  }
  return { subcategory: null, tools: [] };
}
