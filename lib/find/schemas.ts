// The checks for what find keeps and receives: the comparison's picks, and the filters (whose check is the
// local search's, lib/directory/local-search/filters-schema.ts). Zod; background only.
import * as z from 'zod/mini';
import { COMPARE_MAX } from './public/compare';

export { findFiltersSchema } from '../directory/local-search/filters-schema';

export const compareItemSchema = z.object({
  slug: z.string().check(z.minLength(1), z.maxLength(200)),
  name: z.string().check(z.maxLength(300)),
});

export const compareSelectionSchema = z.array(compareItemSchema).check(z.maxLength(COMPARE_MAX));
