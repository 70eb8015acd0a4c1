// Wire bodies in the shapes the reference server serves (`laravel`, `bare`) and the Tool they read as.
import type { Tool } from '../../lib/api/model';

export const BASE_URL = 'https://directory.example/api/v1';

export function wireTool(slug: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 42,
    slug,
    name: `Tool ${slug}`,
    description: `What ${slug} does.`,
    website: `https://${slug}.example/`,
    price: { amount: 19.99, type: 'freemium' },
    verified: true,
    logo: `https://cdn.directory.example/logos/${slug}.png`,
    rating: { average: 4.5, count: 120 },
    subcategories: [{ id: 3, slug: 'copywriting', name: 'Copywriting' }],
    created_at: '2024-03-01T10:00:00+00:00',
    links: {
      self: `${BASE_URL}/tools/${slug}`,
      alternatives: `${BASE_URL}/tools/${slug}/alternatives`,
      web: `https://directory.example/tools/${slug}`,
    },
    ...overrides,
  };
}

/** What `wireTool(slug)` reads as. */
export function modelTool(slug: string): Tool {
  return {
    id: 42,
    slug,
    name: `Tool ${slug}`,
    description: `What ${slug} does.`,
    website: `https://${slug}.example/`,
    logo: `https://cdn.directory.example/logos/${slug}.png`,
    price: { type: 'freemium', amount: 19.99 },
    verified: true,
    rating: { average: 4.5, count: 120 },
    subcategories: [{ id: 3, slug: 'copywriting', name: 'Copywriting' }],
    createdAt: '2024-03-01T10:00:00+00:00',
    links: {
      self: `${BASE_URL}/tools/${slug}`,
      alternatives: `${BASE_URL}/tools/${slug}/alternatives`,
      web: `https://directory.example/tools/${slug}`,
    },
  };
}

/** Laravel's paginated resource collection, absolute links, `prev` null on page 1, `next` null on the last. */
export function laravelPage(slugs: string[], page: number, lastPage: number, perPage = 24) {
  const url = (n: number) => `${BASE_URL}/tools?page=${n}`;
  return {
    data: slugs.map((slug) => wireTool(slug)),
    links: {
      first: url(1),
      last: url(lastPage),
      prev: page > 1 ? url(page - 1) : null,
      next: page < lastPage ? url(page + 1) : null,
    },
    meta: {
      current_page: page,
      from: (page - 1) * perPage + 1,
      last_page: lastPage,
      path: `${BASE_URL}/tools`,
      per_page: perPage,
      to: (page - 1) * perPage + slugs.length,
      total: (lastPage - 1) * perPage + slugs.length,
    },
  };
}

/** The `bare` shape's envelope: no `next` key at all on the last page. */
export function barePage(slugs: string[], page: number, lastPage: number) {
  const links: Record<string, string | null> = { first: `${BASE_URL}/tools?page=1`, prev: null };
  if (page < lastPage) links.next = `${BASE_URL}/tools?page=${page + 1}`;
  return {
    data: slugs.map((slug) => wireTool(slug)),
    links,
    meta: { current_page: page, total: 99, per_page: 24 },
  };
}

export const laravelCategories = {
  data: [
    {
      id: 1,
      slug: 'writing',
      name: 'Writing',
      tools_count: 812,
      subcategories: [
        { id: 3, slug: 'copywriting', name: 'Copywriting', tools_count: 301 },
        { id: 4, slug: 'translation', name: 'Translation', tools_count: 0 },
      ],
    },
    { id: 2, slug: 'images', name: 'Images', tools_count: 640, subcategories: [] },
  ],
};

export const bareCategories = [
  {
    id: '1',
    slug: 'writing',
    name: 'Writing',
    count: 812,
    children: [
      { id: 3, slug: 'copywriting', name: 'Copywriting', count: 301, children: [] },
      { id: 4, slug: 'translation', name: 'Translation', count: 0 },
    ],
  },
  { id: 2, slug: 'images', name: 'Images', count: 640 },
];

/** Both category fixtures read as this tree. */
export const categoryTree = [
  {
    id: 1,
    slug: 'writing',
    name: 'Writing',
    toolCount: 812,
    children: [
      { id: 3, slug: 'copywriting', name: 'Copywriting', toolCount: 301, children: [] },
      { id: 4, slug: 'translation', name: 'Translation', toolCount: 0, children: [] },
    ],
  },
  { id: 2, slug: 'images', name: 'Images', toolCount: 640, children: [] },
];
