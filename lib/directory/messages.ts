// The popup's questions of the directory: the local search, the directory's own search and listings, a
// tool and its alternatives; and the sync's and the prefetch's progress.
import * as z from 'zod/mini';
import { isSearchableQuery, QUERY_MAX_LENGTH, queryLength } from '../api/limits';
import type { Category, Tool, ToolPage } from '../api/model';
import { answers, message, page, slug } from '../common/message';
import { findFiltersSchema } from './local-search/filters-schema';
import { LOCAL_SEARCH_LIMIT_MAX } from './public/filters';
import type {
  CardOpening,
  LocalSearch,
  PanelSite,
  PrefetchStatus,
  SiteMatch,
  SyncStatus,
} from './public/index';
import { LOCAL_OFFSET_MAX } from './public/match-page';

export const DIRECTORY_MESSAGES = {
  search: message(
    'extension-page',
    { q: z.string().check(z.refine(isSearchableQuery)), page },
    answers<ToolPage>(),
  ),
  'search/local': message(
    'extension-page',
    {
      q: z.string().check(z.refine((q) => queryLength(q) <= QUERY_MAX_LENGTH)),
      // A page of the matches: from `offset` (0), `limit` of them (8), under the filters and sort.
      offset: z.optional(z.number().check(z.int(), z.gte(0), z.lte(LOCAL_OFFSET_MAX))),
      limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(LOCAL_SEARCH_LIMIT_MAX))),
      filters: z.optional(findFiltersSchema),
      // Wait for the search index rather than answer from the names while it loads.
      settled: z.optional(z.boolean()),
    },
    answers<LocalSearch>(),
  ),
  // The popup's page has started (entrypoints/popup-wake.ts, before the app's script loads): load the search index.
  'search/warm': message('extension-page', {}, answers<null>()),
  'page/next': message('extension-page', { url: z.string().check(z.maxLength(4_000)) }, answers<ToolPage>()),
  'categories/get': message('extension-page', {}, answers<Category[]>()),
  'tools/list': message(
    'extension-page',
    {
      category: z.optional(slug),
      subcategory: z.optional(slug),
      verified: z.optional(z.boolean()),
      page,
    },
    answers<ToolPage>(),
  ),
  // `for`: the compare page asks too (the request log says which).
  'tool/get': message('extension-page', { slug, for: z.optional(z.literal('compare')) }, answers<Tool>()),
  // `for`: the side panel asks too, on the person's click beside the page (the request log says which).
  'tool/alternatives': message(
    'extension-page',
    { slug, for: z.optional(z.literal('panel')) },
    answers<Tool[]>(),
  ),
  // A detail opened: the alternatives the device has (prefetched, or similar tools picked locally), and
  // whether the directory should now be asked. No request.
  'tool/alternatives-local': message('extension-page', { slug }, answers<CardOpening>()),
};

export const SITE_MATCH_MESSAGES = {
  'site/for-tab': message(
    'extension-page',
    { tabId: z.number().check(z.int()) },
    answers<SiteMatch | null>(),
  ),
  // The side panel follows the active tab: its tool, matched locally, or why there is none. No request.
  'site/for-panel': message('extension-page', { tabId: z.number().check(z.int()) }, answers<PanelSite>()),
};

export const SYNC_MESSAGES = {
  'sync/status': message('extension-page', {}, answers<SyncStatus>()),
  'sync/now': message('extension-page', {}, answers<SyncStatus>()),
  'prefetch/status': message('extension-page', {}, answers<PrefetchStatus>()),
};
