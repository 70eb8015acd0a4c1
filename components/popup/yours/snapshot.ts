// Between what a popup row shows (ToolSummary) and what is saved (ToolSnapshot): the snapshot keeps
// what a row needs, and a saved row opens its detail with that as the preview.
import type { SavedTool, ToolSnapshot } from '../../../lib/saved/public';
import type { ToolSummary } from '../list/types';

export function toSnapshot(tool: ToolSummary): ToolSnapshot {
  return {
    slug: tool.slug,
    name: tool.name,
    logo: tool.logo,
    price: { type: tool.price.type, amount: tool.price.amount },
    verified: tool.verified,
    rating: { average: tool.rating.average, count: tool.rating.count },
  };
}

/** A saved or recent row as a summary: no description or subcategories until its detail loads them. */
export function toSummary(tool: ToolSnapshot | SavedTool): ToolSummary {
  return {
    slug: tool.slug,
    name: tool.name,
    logo: tool.logo,
    price: tool.price,
    verified: tool.verified,
    rating: tool.rating,
    description: '',
    website: null,
    subcategories: [],
  };
}
