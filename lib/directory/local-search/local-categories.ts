// Category browsing from the local copy: once a sync has completed (for everyone), and during the first
// sync while Device only is on (from its pages so far). The records know each tool's subcategories (id,
// slug, name) but not the categories above them: the directory's category tree, kept with the sync
// (lib/directory/sync/category-tree.ts), gives those, with the counts of the local records. Without a tree
// (Device only, before any was kept), the subcategories the records name are the list. Pure, so it is
// tested without a store.
import type { Category, ToolPage } from '../../api/model';
import { type DirectoryTool, toolFromRecord } from '../record';

/** Tools per page of a local listing: the popup's page of the directory's listing. */
export const LOCAL_LISTING_PAGE = 24;

export interface LocalListingQuery {
  category?: string;
  subcategory?: string;
  verified?: boolean;
  page: number;
}

/** Every subcategory the records name, as a category with no children, by name, with its local count. */
export function subcategoriesOf(tools: readonly DirectoryTool[]): Category[] {
  const found = new Map<string, { id: number; name: string; count: number }>();
  for (const tool of tools) {
    for (const sub of tool.subcategories) {
      const known = found.get(sub.slug);
      if (known) known.count += 1;
      else found.set(sub.slug, { id: sub.id, name: sub.name, count: 1 });
    }
  }
  return [...found.entries()]
    .map(
      ([slug, { id, name, count }]): Category => ({
        id,
        slug,
        name,
        toolCount: count,
        children: [],
        asSubcategory: true,
      }),
    )
    .sort((a, b) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug));
}

/**
 * The subcategory slugs a listing covers: a subcategory itself; a category of the tree, its children (or
 * itself, a category with none); a slug the tree does not know, taken as a subcategory (the local list).
 */
function coveredSlugs(query: LocalListingQuery, tree: readonly Category[] | null): Set<string> {
  if (query.subcategory !== undefined) return new Set([query.subcategory]);
  const slug = query.category ?? '';
  const category = tree?.find((candidate) => candidate.slug === slug);
  if (category && category.children.length > 0) return new Set(category.children.map((child) => child.slug));
  return new Set([slug]);
}

/**
 * The local categories: the directory's tree when the device keeps one, each count the local records'
 * (what its listing will hold), else the subcategories of the records.
 */
export function localCategories(
  tools: readonly DirectoryTool[],
  tree: readonly Category[] | null,
): Category[] {
  if (!tree || tree.length === 0) return subcategoriesOf(tools);
  const bySlug = new Map<string, Set<string>>();
  for (const tool of tools) {
    for (const sub of tool.subcategories) {
      const holders = bySlug.get(sub.slug);
      if (holders) holders.add(tool.slug);
      else bySlug.set(sub.slug, new Set([tool.slug]));
    }
  }
  const counted = (category: Category): Category => {
    const slugs =
      category.children.length > 0 ? category.children.map((child) => child.slug) : [category.slug];
    const holders = new Set(slugs.flatMap((slug) => [...(bySlug.get(slug) ?? [])]));
    return { ...category, toolCount: holders.size, children: category.children.map(counted) };
  };
  return tree.map(counted);
}

/**
 * A category's or subcategory's tools from the local records, in the directory's popularity order (its
 * rank), a page at a time. `next` is only a mark that another page exists: the popup asks for numbered
 * pages of a listing.
 */
export function localListing(
  tools: readonly DirectoryTool[],
  query: LocalListingQuery,
  tree: readonly Category[] | null,
): ToolPage {
  const slugs = coveredSlugs(query, tree);
  const matching = tools
    .filter(
      (tool) => (!query.verified || tool.verified) && tool.subcategories.some((sub) => slugs.has(sub.slug)),
    )
    .sort((a, b) => a.rank - b.rank);
  const page = Math.max(1, Math.floor(query.page));
  const start = (page - 1) * LOCAL_LISTING_PAGE;
  const items = matching.slice(start, start + LOCAL_LISTING_PAGE).map(toolFromRecord);
  const more = start + LOCAL_LISTING_PAGE < matching.length;
  return { items, next: more ? `local:${page + 1}` : null, total: matching.length, page };
}
