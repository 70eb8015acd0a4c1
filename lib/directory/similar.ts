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
 * A Bayesian average: every score starts as PRIOR_RATINGS ratings of PRIOR_MEAN, so a handful of ratings
 * moves a tool only a little and 1 rating of 5.0 does not outrank 3,000 of 4.7. The prior is fixed, not
 * the candidates' mean: a mean dominated by one much-rated tool would hand any single 5.0 the lead.
 */
export const PRIOR_RATINGS = 20;
export const PRIOR_MEAN = 3.5;

function ratingOf(tool: DirectoryTool): { average: number; count: number } | null {
  const { average, count } = tool.rating;
  if (average === null || !Number.isFinite(average) || !Number.isFinite(count) || count <= 0) return null;
  return { average: Math.min(5, Math.max(0, average)), count };
}

/** The score a tool is ranked by; a tool without ratings scores the prior mean. */
export function weightedRating(tool: DirectoryTool): number {
  const rating = ratingOf(tool);
  if (!rating) return PRIOR_MEAN;
  return (PRIOR_RATINGS * PRIOR_MEAN + rating.count * rating.average) / (PRIOR_RATINGS + rating.count);
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
    const scored = sharing.map((candidate) => ({ candidate, score: weightedRating(candidate) }));
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
