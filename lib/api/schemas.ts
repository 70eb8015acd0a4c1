// The tolerant reader (docs/api.md): every plausible wire shape of API v1 becomes the model.ts types;
// anything else is `null` and the client turns it into a `bad-response`. Also the strict model schemas
// that validate already-normalised data read back from storage or received from another context.
import * as z from 'zod/mini';
import { parseHttpUrl } from '../shared/url';
import { MAX_ALTERNATIVES } from './limits';
import {
  type ApiError,
  type Category,
  ERROR_KINDS,
  type SubcategoryRef,
  type Tool,
  type ToolPage,
} from './model';

export const MAX_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2_000;
export const MAX_ERROR_MESSAGE_LENGTH = 300;
const MAX_SLUG_LENGTH = 200;
const MAX_URL_LENGTH = 2_048;
export const MAX_PRICE_TYPE_LENGTH = 40;
const MAX_TIMESTAMP_LENGTH = 64;
const MAX_SUBCATEGORIES_PER_TOOL = 50;
export const MAX_RATING = 5;
// Deeper trees are not plausible; the cap keeps a hostile answer from exhausting the stack.
const MAX_CATEGORY_DEPTH = 8;

// ---- Field readers: never fail, fall back to a safe default -------------------------------------

/** Cuts at a code-point boundary and marks the cut, so the result is at most `max` characters. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${cut}…`;
}

// Embeddings, overrides and isolates (U+202A–202E, U+2066–2069): a name carrying one can flip or
// disguise the text around it (the "Trojan Source" trick), so no text from the API keeps them.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** How every text field from the API is kept: no bidi controls, trimmed, at most `max` characters. */
export function cleanText(text: string, max: number): string {
  return capText(stripBidiControls(text).trim(), max);
}

/** The canonical form of an absolute http(s) URL; null for any other scheme, relative URLs and garbage. */
export function httpUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return null;
  return parseHttpUrl(value.trim())?.href ?? null;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

// Number("") is 0 and Number("0x1f") is 31: only plain decimals count as numeric strings.
function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  return null;
}

function nonNegativeOrNull(value: unknown): number | null {
  const number = numberOrNull(value);
  return number !== null && number >= 0 ? number : null;
}

/** A non-negative integer, at most Number.MAX_SAFE_INTEGER; null for anything unreadable or negative. */
function countOrNull(value: unknown): number | null {
  const number = nonNegativeOrNull(value);
  return number === null ? null : Math.min(Math.floor(number), Number.MAX_SAFE_INTEGER);
}

/** A rating average clamped to 0–5 (a directory that sends 5.5 or -1 still means "top" or "bottom"). */
export function ratingAverageOrNull(value: unknown): number | null {
  const number = numberOrNull(value);
  return number === null ? null : Math.min(MAX_RATING, Math.max(0, number));
}

function idOrNull(value: unknown): number | null {
  const number = numberOrNull(value);
  return number !== null && Number.isSafeInteger(number) ? number : null;
}

function textOrEmpty(value: unknown, max: number): string {
  return typeof value === 'string' ? cleanText(value, max) : '';
}

// Laravel sends booleans without a cast as 1/0; anything unrecognised is "not verified".
function booleanOrFalse(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function timestampOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text.length <= MAX_TIMESTAMP_LENGTH && !Number.isNaN(Date.parse(text)) ? text : null;
}

const slugField = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_SLUG_LENGTH));
// Cleaned before the emptiness check: a name made only of bidi controls is no name.
const nameField = z.pipe(
  z.pipe(
    z.string(),
    z.transform((name) => cleanText(name, MAX_NAME_LENGTH)),
  ),
  z.string().check(z.minLength(1)),
);
const urlField = z.transform(httpUrlOrNull);

const priceField = z.catch(
  z.object({
    type: z.transform((type) => textOrEmpty(type, MAX_PRICE_TYPE_LENGTH)),
    amount: z.transform(nonNegativeOrNull),
  }),
  { type: '', amount: null },
);

const ratingField = z.catch(
  z.pipe(
    z.object({
      average: z.transform(ratingAverageOrNull),
      count: z.transform((count) => countOrNull(count) ?? 0),
    }),
    // A count of 0 means "no ratings yet", whatever average came with it.
    z.transform((rating) => (rating.count === 0 ? { average: null, count: 0 } : rating)),
  ),
  { average: null, count: 0 },
);

const subcategoryRef = z.pipe(
  z.object({ id: z.transform((id) => idOrNull(id) ?? 0), slug: slugField, name: nameField }),
  z.transform((ref): SubcategoryRef => ({ id: ref.id, slug: ref.slug, name: ref.name })),
);

const toolLinksField = z.catch(z.object({ self: urlField, alternatives: urlField, web: urlField }), {
  self: null,
  alternatives: null,
  web: null,
});

/** Items that cannot be read are dropped, so one broken entry never costs the whole list. */
function readEach<T>(items: unknown, schema: z.ZodMiniType<T>, max = Number.POSITIVE_INFINITY): T[] {
  if (!Array.isArray(items)) return [];
  const read: T[] = [];
  for (const item of items) {
    if (read.length >= max) break;
    const result = schema.safeParse(item);
    if (result.success) read.push(result.data);
  }
  return read;
}

// ---- Wire schemas ----------------------------------------------------------------------------------

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

// ---- Model schemas: strict checks of data that was already read -----------------------------------

const httpUrl = z.nullable(z.string().check(z.refine((url) => httpUrlOrNull(url) === url)));
const nonEmpty = z.string().check(z.minLength(1));
/** Text as the reader leaves it: within its cap, no bidi controls (an entry cached before that rule fails). */
const cleanString = (max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((text) => stripBidiControls(text) === text),
  );
const cleanName = cleanString(MAX_NAME_LENGTH).check(z.minLength(1));
const ratingAverage = z.nullable(z.number().check(z.gte(0), z.lte(MAX_RATING)));
const count = z.number().check(z.int(), z.gte(0));

export const toolSchema: z.ZodMiniType<Tool> = z.object({
  id: z.number(),
  slug: nonEmpty,
  name: cleanName,
  description: cleanString(MAX_DESCRIPTION_LENGTH),
  website: httpUrl,
  logo: httpUrl,
  price: z.object({ type: cleanString(MAX_PRICE_TYPE_LENGTH), amount: z.nullable(z.number()) }),
  verified: z.boolean(),
  rating: z.object({ average: ratingAverage, count }),
  subcategories: z.array(z.object({ id: z.number(), slug: nonEmpty, name: cleanName })),
  createdAt: z.nullable(z.string()),
  links: z.object({ self: httpUrl, alternatives: httpUrl, web: httpUrl }),
});

export const toolListSchema: z.ZodMiniType<Tool[]> = z.array(toolSchema);

export const toolPageSchema: z.ZodMiniType<ToolPage> = z.object({
  items: toolListSchema,
  next: httpUrl,
  total: z.nullable(z.number()),
  page: z.nullable(z.number()),
});

export const categorySchema: z.ZodMiniType<Category> = z.object({
  id: z.nullable(z.number()),
  slug: nonEmpty,
  name: cleanName,
  toolCount: z.nullable(z.number()),
  get children() {
    return z.array(categorySchema);
  },
});

export const categoryListSchema: z.ZodMiniType<Category[]> = z.array(categorySchema);

/** An error as the background stores it (a sync's or a prefetch's last failure). */
export const apiErrorSchema: z.ZodMiniType<ApiError> = z.object({
  kind: z.enum(ERROR_KINDS),
  message: z.string(),
  status: z.optional(z.number()),
  retryAt: z.optional(z.number()),
});
