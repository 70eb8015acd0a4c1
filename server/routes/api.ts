// The endpoints of API v1 (mounted under /api/v1, behind authentication and throttling).
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { envelopeJson, paginate } from '../http/envelope';
import { MESSAGES, respondError, respondJson } from '../http/respond';
import { dataWrapper } from '../http/tool-json';
import { validateListing, validateSearch, validationBody } from '../http/validation';
import type { ServerState } from '../state';

/** The category tree is cached by clients for six hours (contract, section 8). */
const CATEGORIES_CACHE_CONTROL = 'max-age=21600';

export function apiRoutes(state: ServerState): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get('/tools', (c) => {
    const { catalog, renderer } = state;
    const url = new URL(c.req.url);
    const query = validateListing(url.searchParams);
    if (!query.ok) return respondJson(c, 422, validationBody(query.errors));
    const { page, perPage, ...filters } = query.value;
    const full = paginate(catalog.listing(filters), page, perPage);
    const slice = state.takeEmptyPageFault(page) ? { ...full, items: [] } : full;
    return respondJson(
      c,
      200,
      envelopeJson(slice, renderer.array(slice.items, url.origin), url, state.options.shape),
    );
  });

  api.get('/tools/:slug', (c) => {
    const { catalog, renderer } = state;
    const tool = catalog.visibleTool(c.req.param('slug'));
    if (!tool) return notFound(c);
    const json = renderer.json(tool, new URL(c.req.url).origin);
    return respondJson(c, 200, state.options.shape === 'bare' ? json : dataWrapper(json));
  });

  api.get('/tools/:slug/alternatives', (c) => {
    const { catalog, renderer } = state;
    const tool = catalog.visibleTool(c.req.param('slug'));
    if (!tool) return notFound(c);
    const json = renderer.array(catalog.similarity.alternativesOf(tool), new URL(c.req.url).origin);
    return respondJson(c, 200, state.options.shape === 'bare' ? json : dataWrapper(json));
  });

  api.get('/categories', (c) => {
    const { catalog } = state;
    const bare = state.options.shape === 'bare';
    const childrenKey = bare ? 'children' : 'subcategories';
    const tree = catalog.tree.map((node) => ({
      id: node.category.id,
      slug: node.category.slug,
      name: node.category.name,
      tools_count: node.toolsCount,
      [childrenKey]: node.subcategories.map(({ subcategory, toolsCount }) => ({
        id: subcategory.id,
        slug: subcategory.slug,
        name: subcategory.name,
        tools_count: toolsCount,
      })),
    }));
    const body = JSON.stringify(bare ? tree : { data: tree });
    return respondJson(c, 200, body, { 'Cache-Control': CATEGORIES_CACHE_CONTROL });
  });

  api.get('/search', (c) => {
    const { catalog, renderer } = state;
    const url = new URL(c.req.url);
    const query = validateSearch(url.searchParams);
    if (!query.ok) return respondJson(c, 422, validationBody(query.errors));
    const { q, page, perPage } = query.value;
    const slice = paginate(catalog.search.search(q), page, perPage);
    const data = renderer.array(slice.items, url.origin);
    const shape = state.options.shape;
    return respondJson(c, 200, shape === 'bare' ? data : envelopeJson(slice, data, url, shape));
  });

  return api;
}

function notFound(c: Context<AppEnv>): Response {
  return respondError(c, 404, MESSAGES.notFound);
}
