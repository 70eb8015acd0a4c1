// The checks for what find keeps and receives: filters and the comparison's picks (zod; background only).
import * as z from 'zod/mini';
import { COMPARE_MAX } from './compare';
import { MIN_RATINGS, PRICE_FILTERS, SORT_ORDERS } from './filters';

export const findFiltersSchema = z.object({
  price: z.enum(PRICE_FILTERS),
  minRating: z.literal(MIN_RATINGS),
  verifiedOnly: z.boolean(),
  sort: z.enum(SORT_ORDERS),
});

export const compareItemSchema = z.object({
  slug: z.string().check(z.minLength(1), z.maxLength(200)),
  name: z.string().check(z.maxLength(300)),
});

export const compareSelectionSchema = z.array(compareItemSchema).check(z.maxLength(COMPARE_MAX));
