// The site index: what recognising a site and badging its tab need of every live tool, in one record
// of the directory database (kept with each swap, read by a restarted worker instead of every record).
import { z } from 'zod/mini';
import { type DirectoryTool, storedAverage, storedName } from '../record';

/**
 * What recognising a site and badging its tab need, for every live tool, in one record: a restarted
 * service worker reads this instead of 8,000+ full records (budget: restart to badge ≤ 150 ms).
 */
export interface SiteIndex {
  slugs: string[];
  websites: string[];
  names: string[];
  averages: (number | null)[];
  counts: number[];
}

/**
 * The site index's format. 1 (0.1.0–0.3.0): names and averages as the API sent them, no format mark.
 * 2: names and averages cleaned like the records, and the meta says so (`siteIndexFormat`).
 */
export const SITE_INDEX_FORMAT = 2;

export const siteIndexSchema = z
  .object({
    slugs: z.array(z.string()),
    websites: z.array(z.string()),
    // Cleaned like the records: an index written by an earlier version may hold raw names and averages.
    names: z.array(storedName),
    averages: z.array(storedAverage),
    counts: z.array(z.number()),
  })
  .check(
    z.refine((index) =>
      [index.websites, index.names, index.averages, index.counts].every(
        (list) => list.length === index.slugs.length,
      ),
    ),
  );

export function buildSiteIndex(tools: readonly DirectoryTool[]): SiteIndex {
  const index: SiteIndex = { slugs: [], websites: [], names: [], averages: [], counts: [] };
  for (const tool of tools) {
    if (!tool.website) continue;
    index.slugs.push(tool.slug);
    index.websites.push(tool.website);
    index.names.push(tool.name);
    index.averages.push(tool.rating.average);
    index.counts.push(tool.rating.count);
  }
  return index;
}

export function withoutSlug(index: SiteIndex, slug: string): SiteIndex {
  const at = index.slugs.indexOf(slug);
  if (at < 0) return index;
  const drop = <T>(list: T[]) => list.filter((_, i) => i !== at);
  return {
    slugs: drop(index.slugs),
    websites: drop(index.websites),
    names: drop(index.names),
    averages: drop(index.averages),
    counts: drop(index.counts),
  };
}
