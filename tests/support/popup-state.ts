// Bare tools and pages for the popup's state reducers (search, paged lists): no links, no rating,
// so a test states only what it is about.
import type { Result, Tool, ToolPage } from '../../lib/api/model';
import type { LocalSearch, LocalTool } from '../../lib/messaging/views';

export function tool(slug: string): Tool {
  return {
    id: 1,
    slug,
    name: slug,
    description: '',
    website: null,
    logo: null,
    price: { type: 'free', amount: null },
    verified: false,
    rating: { average: null, count: 0 },
    subcategories: [],
    createdAt: null,
    links: { self: null, alternatives: null, web: null },
  };
}

export function ok(slugs: string[], next: string | null = null): Result<ToolPage> {
  return { ok: true, data: { items: slugs.map(tool), next, total: null, page: null } };
}

/** The device's answer to a search: `tools` as a page, every one of `total` matches reachable. */
export function localPage(
  tools: (Omit<LocalTool, 'rank'> & { rank?: number })[],
  more: Partial<Omit<LocalSearch, 'tools'>> = {},
): Result<LocalSearch> {
  const records = tools.map((found, rank) => ({ ...found, rank: found.rank ?? rank }));
  const total = more.total ?? tools.length;
  return {
    ok: true,
    data: {
      tools: records,
      total,
      unfiltered: total,
      hiddenBy: [],
      complete: true,
      provisional: false,
      ...more,
    },
  };
}
