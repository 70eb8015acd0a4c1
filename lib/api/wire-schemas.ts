// The tolerant reader (docs/api.md): every plausible wire shape of API v1 becomes the model.ts types;
// anything else is `null` and the client turns it into a `bad-response`. Built of field-readers.ts.
import * as z from 'zod/mini';
import {
  booleanOrFalse,
  cleanText,
  countOrNull,
  idOrNull,
  MAX_DESCRIPTION_LENGTH,
  MAX_ERROR_MESSAGE_LENGTH,
  nameField,
  priceField,
  ratingField,
  readEach,
  slugField,
  subcategoryRef,
  textOrEmpty,
  timestampOrNull,
  toolLinksField,
  urlField,
} from './field-readers';
import { MAX_ALTERNATIVES } from './limits';
import type { Category, Tool, ToolPage } from './model';

const MAX_SUBCATEGORIES_PER_TOOL = 50;
// Deeper trees are not plausible; the cap keeps a hostile answer from exhausting the stack.
const MAX_CATEGORY_DEPTH = 8;

/** One tool as the API sends it; fails only when `slug` or `name` is not a usable string. */
export const wireTool = z.pipe(
  z.object({
    // A tool is identified by its slug everywhere; an unreadable id is not worth dropping it for.
    id: z.transform((id) => idOrNull(id) ?? 0),
    slug: slugField,
    name: nameField,
    description: z.transform((text) => textOrEmpty(text, MAX_DESCRIPTION_LENGTH)),
    website: urlField,
    logo: urlField,
    price: priceField,
    verified: z.transform(booleanOrFalse),
    rating: ratingField,
    subcategories: z.transform((refs) => readEach(refs, subcategoryRef, MAX_SUBCATEGORIES_PER_TOOL)),
    created_at: z.transform(timestampOrNull),
    links: toolLinksField,
  }),
  z.transform(
    (wire): Tool => ({
      id: wire.id,
      slug: wire.slug,
      name: wire.name,
      description: wire.description,
      website: wire.website,
      logo: wire.logo,
      price: wire.price,
      verified: wire.verified,
      rating: wire.rating,
      subcategories: wire.subcategories,
      createdAt: wire.created_at,
      links: wire.links,
    }),
  ),
);

function readTools(items: unknown): Tool[] {
  // Duplicate slugs would give two cards the same key; the first (more popular) one stays.
  const bySlug = new Map<string, Tool>();
  for (const tool of readEach(items, wireTool)) {
    if (!bySlug.has(tool.slug)) bySlug.set(tool.slug, tool);
  }
  return [...bySlug.values()];
}

const envelopeLinks = z.catch(z.object({ next: urlField }), { next: null });
const envelopeMeta = z.catch(
  z.object({ total: z.transform(countOrNull), current_page: z.transform(countOrNull) }),
  { total: null, current_page: null },
);

/** `GET /tools`, `GET /search`: the list envelope, `{ data: Tool[] }` or `Tool[]`. */
export const toolPageResponse = z.union([
  z.pipe(
    z.array(z.unknown()),
    z.transform((items): ToolPage => ({ items: readTools(items), next: null, total: null, page: null })),
  ),
  z.pipe(
    z.object({
      data: z.array(z.unknown()),
      links: envelopeLinks,
      meta: envelopeMeta,
      // Laravel's plain paginator (no API resource) puts these at the top level.
      next_page_url: urlField,
      total: z.transform(countOrNull),
      current_page: z.transform(countOrNull),
    }),
    z.transform(
      (wire): ToolPage => ({
        items: readTools(wire.data),
        next: wire.links.next ?? wire.next_page_url,
        total: wire.meta.total ?? wire.total,
        page: wire.meta.current_page ?? wire.current_page,
      }),
    ),
  ),
]);

/** `GET /tools/{slug}`: `{ data: Tool }` or a bare Tool. */
export const toolResponse = z.union([
  z.pipe(
    z.object({ data: wireTool }),
    z.transform((wire) => wire.data),
  ),
  wireTool,
]);

/** `GET /tools/{slug}/alternatives`: any list shape; at most 5, never the tool itself. */
export function readAlternatives(body: unknown, slug: string): Tool[] | null {
  const page = toolPageResponse.safeParse(body);
  if (!page.success) return null;
  return page.data.items.filter((tool) => tool.slug !== slug).slice(0, MAX_ALTERNATIVES);
}

const wireCategory = z.object({
  id: z.transform(idOrNull),
  slug: slugField,
  name: nameField,
  tools_count: z.transform(countOrNull),
  count: z.transform(countOrNull),
  children: z.optional(z.unknown()),
  subcategories: z.optional(z.unknown()),
});

function readCategories(items: unknown, depth: number): Category[] {
  if (depth >= MAX_CATEGORY_DEPTH) return [];
  return readEach(items, wireCategory).map(
    (wire): Category => ({
      id: wire.id,
      slug: wire.slug,
      name: wire.name,
      toolCount: wire.tools_count ?? wire.count,
      children: readCategories(
        Array.isArray(wire.children) && wire.children.length > 0 ? wire.children : wire.subcategories,
        depth + 1,
      ),
    }),
  );
}

/** `GET /categories`: `Category[]` or `{ data: Category[] }`, children under `subcategories` or `children`. */
export const categoriesResponse = z.pipe(
  z.union([
    z.array(z.unknown()),
    z.pipe(
      z.object({ data: z.array(z.unknown()) }),
      z.transform((w) => w.data),
    ),
  ]),
  z.transform((items) => readCategories(items, 0)),
);

const errorBody = z.object({ message: z.optional(z.unknown()), errors: z.optional(z.unknown()) });

function firstValidationError(errors: unknown): string | null {
  if (typeof errors !== 'object' || errors === null) return null;
  for (const messages of Object.values(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first.trim() !== '') return first;
  }
  return null;
}

/** The human sentence in an error body (`{ message, errors? }`), or null when there is none. */
export function readErrorMessage(bodyText: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return null;
  }
  const body = errorBody.safeParse(json);
  if (!body.success) return null;
  const message =
    typeof body.data.message === 'string' && body.data.message.trim() !== ''
      ? body.data.message
      : firstValidationError(body.data.errors);
  return message === null ? null : cleanText(message.replace(/\s+/g, ' '), MAX_ERROR_MESSAGE_LENGTH);
}
