// find: the session's filters and comparison (storage.local, forgotten with the browser session), the
// popup page's first search under those filters, and the compared tools' local records (null for a tool
// the device does not have: the compare page then asks `tool/get`).
import * as z from 'zod/mini';
import { answers, message, slug } from '../common/message';
import { DIRECTORY_MESSAGES } from '../directory/messages';
import type { FindFilters } from '../directory/public/filters';
import type { LocalSearch, LocalTool } from '../directory/public/index';
import { COMPARE_MAX, type CompareAdd, type CompareItem } from './public/compare';
import { compareItemSchema, findFiltersSchema } from './schemas';

export const FIND_MESSAGES = {
  'find/filters': message('extension-page', {}, answers<FindFilters>()),
  // The popup page's first search (entrypoints/popup-wake.ts), asked before it has read the session's
  // filters: answered under them, and saying which they were. One question where two in a row (the
  // filters, then the search) kept the first results waiting for a round trip.
  'find/search-local': message(
    'extension-page',
    { q: DIRECTORY_MESSAGES['search/local'].fields.q },
    answers<{ filters: FindFilters; found: LocalSearch }>(),
  ),
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
