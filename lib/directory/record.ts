// The compact record the local directory keeps per tool: only what site matching, local search,
// the omnibox and a card need, so 8,000+ tools stay small in IndexedDB and in memory.
import { z } from 'zod/mini';
import type { Tool } from '../api/model';

export const directoryToolSchema = z.object({
  id: z.number(),
  slug: z.string().check(z.minLength(1)),
  name: z.string(),
  description: z.string(),
  website: z.nullable(z.string()),
  logo: z.nullable(z.string()),
  price: z.object({ type: z.string(), amount: z.nullable(z.number()) }),
  verified: z.boolean(),
  rating: z.object({ average: z.nullable(z.number()), count: z.number() }),
  subcategories: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string() })),
  /** Position in the popularity listing, 0 = most popular. */
  rank: z.number(),
  /**
   * The tool's page on the directory's website (`links.web`), so the card links to it without a request.
   * Absent in records written before it was kept, and when the API gave none.
   */
  web: z.optional(z.string()),
});

export type DirectoryTool = z.infer<typeof directoryToolSchema>;

export function toDirectoryTool(tool: Tool, rank: number): DirectoryTool {
  return {
    id: tool.id,
    slug: tool.slug,
    name: tool.name,
    description: tool.description,
    website: tool.website,
    logo: tool.logo,
    price: { type: tool.price.type, amount: tool.price.amount },
    verified: tool.verified,
    rating: { average: tool.rating.average, count: tool.rating.count },
    subcategories: tool.subcategories.map(({ id, slug, name }) => ({ id, slug, name })),
    rank,
    ...(tool.links.web ? { web: tool.links.web } : {}),
  };
}
