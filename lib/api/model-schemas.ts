// Strict schemas of the model.ts types: they check data the tolerant reader already read, when it comes back
// from storage or from another context. An entry cached before a reader's rule fails and is fetched again.
import * as z from 'zod/mini';
import {
  httpUrlOrNull,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PRICE_TYPE_LENGTH,
  MAX_RATING,
  stripBidiControls,
} from './field-readers';
import { type ApiError, type Category, ERROR_KINDS, type Tool, type ToolPage } from './model';

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
