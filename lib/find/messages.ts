// find: the session's filters and comparison (storage.local, forgotten with the browser session), and the
// compared tools' local records (null for a tool the device does not have: the compare page then asks
// `tool/get`).
import * as z from 'zod/mini';
import { answers, message, slug } from '../common/message';
import type { FindFilters } from '../directory/public/filters';
import type { LocalTool } from '../directory/public/index';
import { COMPARE_MAX, type CompareAdd, type CompareItem } from './public/compare';
import { compareItemSchema, findFiltersSchema } from './schemas';

export const FIND_MESSAGES = {
  'find/filters': message('extension-page', {}, answers<FindFilters>()),
  'find/set-filters': message('extension-page', { filters: findFiltersSchema }, answers<FindFilters>()),
  'compare/selection': message('extension-page', {}, answers<CompareItem[]>()),
  'compare/add': message(
    'extension-page',
    compareItemSchema.shape,
    answers<{ selection: CompareItem[]; outcome: CompareAdd }>(),
  ),
  'compare/remove': message('extension-page', { slug }, answers<CompareItem[]>()),
  'compare/local-tools': message(
    'extension-page',
    { slugs: z.array(slug).check(z.maxLength(COMPARE_MAX)) },
    answers<(LocalTool | null)[]>(),
  ),
};
