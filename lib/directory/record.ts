// The compact record the local directory keeps per tool: only what site matching, local search,
// the omnibox and a card need, so 8,000+ tools stay small in IndexedDB and in memory.
import { z } from 'zod/mini';
import {
  cleanText,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PRICE_TYPE_LENGTH,
  ratingAverageOrNull,
} from '../api/field-readers';
import type { Tool } from '../api/model';
import type { SameShape } from '../common/same-shape';
import type { LocalTool } from './public/index';

// A record written by an older version (before ratings were clamped and bidi controls stripped) is
// cleaned as it is read, not dropped: dropping it would shrink the local directory.
const storedText = (max: number) =>
  z.pipe(
    z.string(),
    z.transform((text) => cleanText(text, max)),
  );
/** A stored name or average, cleaned the same way (also for the site index, which repeats both). */
export const storedName = storedText(MAX_NAME_LENGTH);
export const storedAverage = z.pipe(
  z.nullable(z.number()),
  z.transform((average): number | null => ratingAverageOrNull(average)),
);
const storedCount = z.pipe(
  z.number(),
  z.transform((count) =>
    Number.isFinite(count) ? Math.min(Math.max(0, Math.floor(count)), Number.MAX_SAFE_INTEGER) : 0,
  ),
);

export const directoryToolSchema = z.object({
  id: z.number(),
  slug: z.string().check(z.minLength(1)),
  name: storedName,
  description: storedText(MAX_DESCRIPTION_LENGTH),
  website: z.nullable(z.string()),
  logo: z.nullable(z.string()),
  price: z.object({ type: storedText(MAX_PRICE_TYPE_LENGTH), amount: z.nullable(z.number()) }),
  verified: z.boolean(),
  rating: z.object({
    average: storedAverage,
    count: storedCount,
  }),
  subcategories: z.array(z.object({ id: z.number(), slug: z.string(), name: storedName })),
  /** Position in the popularity listing, 0 = most popular. */
  rank: z.number(),
  /**
   * The tool's page on the directory's website (`links.web`), so the card links to it without a request.
   * Absent in records written before it was kept, and when the API gave none.
   */
  web: z.optional(z.string()),
});

/** The record as the schema reads it: the public face's LocalTool, which the UI imports without zod. */
export type DirectoryTool = LocalTool;
// The schema and the public type say the same: a change to one that the other lacks fails the typecheck.
true satisfies SameShape<z.output<typeof directoryToolSchema>, LocalTool>;

/** A local record as the API's Tool: what a detail shows with no request (no timestamp, only the web link). */
export function toolFromRecord(record: DirectoryTool): Tool {
  return {
    id: record.id,
    slug: record.slug,
    name: record.name,
    description: record.description,
    website: record.website,
    logo: record.logo,
    price: { ...record.price },
    verified: record.verified,
    rating: { ...record.rating },
    subcategories: record.subcategories.map((sub) => ({ ...sub })),
    createdAt: null,
    links: { self: null, alternatives: null, web: record.web ?? null },
  };
}

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
