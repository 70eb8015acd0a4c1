// The check of the filters a search or a listing is asked with, and that find keeps for the session (zod;
// background only: the popup reasons with filters.ts).
import * as z from 'zod/mini';
import { MIN_RATINGS, PRICE_FILTERS, SORT_ORDERS } from '../public/filters';

export const findFiltersSchema = z.object({
  price: z.enum(PRICE_FILTERS),
  minRating: z.literal(MIN_RATINGS),
  verifiedOnly: z.boolean(),
  sort: z.enum(SORT_ORDERS),
});
