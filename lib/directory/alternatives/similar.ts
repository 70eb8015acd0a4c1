// "Similar in <subcategory>": a local pick of tools that share a subcategory with a tool, shown at once
// when its card opens, with no request. Pure, so it is tested without a store.
import type { DirectoryTool } from '../record';
import { bayesianAverage } from './standing';

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

/** The score a tool is ranked by (its ratings' Bayesian average); a tool without ratings scores the prior. */
export function weightedRating(tool: DirectoryTool): number {
  return bayesianAverage(tool.rating);
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
