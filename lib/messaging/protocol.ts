// The message protocol between the extension's pages, the on-page card and the background: one row per
// message with who may send it, the fields its request must have (checked before any handler runs) and
// what it answers with. Only the background imports this at runtime (zod stays out of the popup, options
// and card bundles); they import its types through lib/messaging/client.ts.
import * as z from 'zod/mini';

import { isSearchableQuery, QUERY_MAX_LENGTH, queryLength } from '../api/limits';
import type { Category, Tool, ToolPage } from '../api/model';
import type { RequestRecord } from '../api/request-record';
import { COMPARE_MAX, type CompareAdd, type CompareItem } from '../find/compare';
import { type FindFilters, LOCAL_SEARCH_LIMIT_MAX } from '../find/filters';
import { LOCAL_OFFSET_MAX } from '../find/match-page';
import { compareItemSchema, findFiltersSchema } from '../find/schemas';
import { type Followed, type FollowOutcome, followedSchema } from '../follow/follow-store';
import type { WhatsNewView } from '../follow/whats-new';
import { snapshotInput } from '../saved/snapshot';
import { MAX_IMPORT_CHARS } from '../saved/transfer';
import type { ImportOutcome, RecentTool, SavedExportFile, SavedList, SaveOutcome } from '../saved/types';
import { ENGINE_IDS, type EngineId } from '../serp/engines';
import { GOOGLE_SEARCH_HOSTS } from '../serp/google-domains';
import { MAX_CANDIDATES } from '../serp/links';
import type {
  CardAlternatives,
  CardOpening,
  CardSummary,
  ConnectionReport,
  Exclusion,
  HiddenToolView,
  LocalSearch,
  LocalTool,
  PanelSite,
  PrefetchStatus,
  RateLimitSnapshot,
  SerpEngineView,
  SerpMatch,
  SettingsView,
  SiteMatch,
  SyncStatus,
  UndoStep,
} from './views';

/**
 * `extension-page`: the popup and the options page. `content-script`: the on-page card, whose messages
 * are all about its own tab, which the background reads from the browser's `sender.tab`.
 */
export type MessageSender = 'extension-page' | 'content-script';

type Fields = Record<string, z.ZodMiniType>;

interface MessageDefinition<F extends Fields, Response> {
  from: MessageSender;
  fields: F;
  /** Type only: the data of an ok Result. */
  response: Response;
}

/** The answer's type, carried by the row for the type checker; nothing at runtime. */
const answers = <Response>() => undefined as Response;

function message<F extends Fields, Response>(
  from: MessageSender,
  fields: F,
  response: Response,
): MessageDefinition<F, Response> {
  return { from, fields, response };
}

const slug = z.string().check(z.minLength(1), z.maxLength(200));
const page = z.optional(z.number().check(z.int(), z.gte(1), z.lte(10_000)));
const UNDO_STEPS = ['snooze', 'not-this-tool'] as const satisfies readonly UndoStep[];

export const MESSAGES = {
  ping: message('extension-page', {}, answers<{ version: string }>()),
  'settings/get': message('extension-page', {}, answers<SettingsView>()),
  'settings/connect': message(
    'extension-page',
    {
      baseUrl: z.string().check(z.maxLength(2_000)),
      // Absent: keep the saved token (the person changed only the URL).
      token: z.optional(z.string().check(z.maxLength(4_096))),
    },
    answers<ConnectionReport>(),
  ),
  'settings/forget-token': message('extension-page', {}, answers<null>()),
  'settings/set-suggestions': message('extension-page', { enabled: z.boolean() }, answers<SettingsView>()),
  // Device only: while on, nothing a person types or opens is sent (only the sync and the prefetch).
  'settings/set-device-only': message('extension-page', { enabled: z.boolean() }, answers<SettingsView>()),
  'settings/unmute-host': message(
    'extension-page',
    { host: z.string().check(z.maxLength(300)) },
    answers<SettingsView>(),
  ),
  // The options' "Hidden until something changes" list, and its Show again.
  'hidden/list': message('extension-page', {}, answers<HiddenToolView[]>()),
  'hidden/show-again': message('extension-page', { slug }, answers<HiddenToolView[]>()),
  'budget/get': message('extension-page', {}, answers<RateLimitSnapshot>()),
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
  'site/for-tab': message(
    'extension-page',
    { tabId: z.number().check(z.int()) },
    answers<SiteMatch | null>(),
  ),
  // The side panel follows the active tab: its tool, matched locally, or why there is none. No request.
  'site/for-panel': message('extension-page', { tabId: z.number().check(z.int()) }, answers<PanelSite>()),
  'sync/status': message('extension-page', {}, answers<SyncStatus>()),
  'sync/now': message('extension-page', {}, answers<SyncStatus>()),
  'prefetch/status': message('extension-page', {}, answers<PrefetchStatus>()),
  // The options page's switches for search engines' results pages; the origins are asked for on the click.
  'serp/engines': message('extension-page', {}, answers<SerpEngineView[]>()),
  'serp/set-engine': message(
    'extension-page',
    { engine: z.enum(ENGINE_IDS as [EngineId, ...EngineId[]]), enabled: z.boolean() },
    answers<SerpEngineView[]>(),
  ),
  // Ratings in search results: the Google address the person searches at (one of Google's own).
  'serp/set-google-host': message(
    'extension-page',
    { host: z.enum(GOOGLE_SEARCH_HOSTS as [string, ...string[]]) },
    answers<SerpEngineView[]>(),
  ),

  // Yours: saved tools (storage.sync) and recently viewed (storage.local). All answered on the device:
  // none of these makes a request.
  'saved/list': message('extension-page', {}, answers<SavedList>()),
  'saved/set': message('extension-page', { tool: snapshotInput, saved: z.boolean() }, answers<SaveOutcome>()),
  'saved/export': message('extension-page', {}, answers<SavedExportFile>()),
  'saved/import': message(
    'extension-page',
    { text: z.string().check(z.maxLength(MAX_IMPORT_CHARS + 1)) },
    answers<ImportOutcome>(),
  ),
  'recent/list': message('extension-page', {}, answers<RecentTool[]>()),
  // A detail was opened: remembered here, and a saved tool's row refreshed with what the detail showed.
  'recent/add': message('extension-page', { tool: snapshotInput }, answers<null>()),
  'recent/clear': message('extension-page', {}, answers<null>()),
  // The options' Requests view: what the extension sent in the last 7 days (which says what the person
  // looked for, so never to a content script), and its Clear.
  'requests/list': message('extension-page', {}, answers<RequestRecord[]>()),
  'requests/clear': message('extension-page', {}, answers<null>()),

  // The pill, from the local directory only: a visit asks the API nothing.
  'card/summary': message('content-script', {}, answers<CardSummary>()),
  // The person opened the card: saved or locally picked alternatives, still no request. `slug` only from
  // a results page (the tool whose chip was clicked); on a tool's own site the tab's URL says which tool.
  'card/open': message('content-script', { slug: z.optional(slug) }, answers<CardOpening>()),
  // Then, only for a tool without prefetched alternatives, the directory's own: a request about that tool.
  'card/alternatives': message('content-script', { slug: z.optional(slug) }, answers<CardAlternatives>()),
  // A results page's result links, matched locally for their chips: answered from the device, no request.
  'serp/match': message(
    'content-script',
    { urls: z.array(z.string().check(z.maxLength(4_000))).check(z.maxLength(MAX_CANDIDATES)) },
    answers<SerpMatch[]>(),
  ),
  'card/dismiss': message('content-script', {}, answers<null>()),
  'card/mute-site': message('content-script', {}, answers<null>()),
  // "Not this tool": the tab's tool stops matching the tab's host (or its website's path) on this device.
  'card/not-this-tool': message('content-script', {}, answers<null>()),
  // The options' list of those, and its Undo. Stored on the device; nothing is sent.
  'exclusions/list': message('extension-page', {}, answers<Exclusion[]>()),
  'exclusions/remove': message(
    'extension-page',
    {
      slug,
      host: z.string().check(z.minLength(1), z.maxLength(300)),
      path: z.optional(z.string().check(z.maxLength(2_000))),
    },
    answers<Exclusion[]>(),
  ),
  // "Hide until something changes": the tool is the one the sender's tab URL matches, never one named.
  'card/snooze': message('content-script', {}, answers<null>()),
  // The card's short-lived Undo of either step, about the tool and host of the sender's tab URL only.
  'card/undo': message('content-script', { step: z.enum(UNDO_STEPS) }, answers<null>()),

  // find: the session's filters and comparison (storage.session), and the compared tools' local records
  // (null for a tool the device does not have: the compare page then asks `tool/get`).
  'find/filters': message('extension-page', {}, answers<FindFilters>()),
  'find/set-filters': message('extension-page', { filters: findFiltersSchema }, answers<FindFilters>()),
  'compare/selection': message('extension-page', {}, answers<CompareItem[]>()),
  'compare/add': message(
    'extension-page',
    compareItemSchema.shape,
    answers<{ selection: CompareItem[]; outcome: CompareAdd }>(),
  ),
  'compare/remove': message('extension-page', { slug }, answers<CompareItem[]>()),
  // Follow a category or subcategory (storage.sync), and "What's new" since the person last looked: all
  // from the device, no request.
  'follow/list': message('extension-page', {}, answers<Followed[]>()),
  'follow/set': message(
    'extension-page',
    { item: followedSchema, followed: z.boolean() },
    answers<FollowOutcome>(),
  ),
  'whats-new/get': message('extension-page', {}, answers<WhatsNewView>()),
  'whats-new/seen': message('extension-page', { at: z.number().check(z.gte(0)) }, answers<null>()),
  'whats-new/mark': message('extension-page', {}, answers<boolean>()),
  'whats-new/set-mark': message('extension-page', { enabled: z.boolean() }, answers<boolean>()),
  'compare/local-tools': message(
    'extension-page',
    { slugs: z.array(slug).check(z.maxLength(COMPARE_MAX)) },
    answers<(LocalTool | null)[]>(),
  ),
};

type Messages = typeof MESSAGES;
export type RequestType = keyof Messages;
/** A row's fields as its checked request has them: a field whose schema allows undefined is optional. */
type Checked<F extends Fields> = {
  [K in keyof F as undefined extends z.output<F[K]> ? never : K]: z.output<F[K]>;
} & {
  [K in keyof F as undefined extends z.output<F[K]> ? K : never]?: z.output<F[K]>;
};
type Flat<T> = { [K in keyof T]: T[K] };
export type Request = { [T in RequestType]: Flat<{ type: T } & Checked<Messages[T]['fields']>> }[RequestType];
export type RequestOf<T extends RequestType> = Extract<Request, { type: T }>;
/** What each request answers with, as the data of an ok Result. */
export type ResponseMap = { [T in RequestType]: Messages[T]['response'] };

const requestSchemas = new Map<string, z.ZodMiniType>(
  Object.entries(MESSAGES).map(([type, { fields }]) => [
    type,
    z.object({ type: z.literal(type), ...fields }),
  ]),
);

/** The request, checked against its message's row; null for anything else. */
export function parseRequest(message: unknown): Request | null {
  const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : null;
  const schema = typeof type === 'string' ? requestSchemas.get(type) : undefined;
  const parsed = schema?.safeParse(message);
  return parsed?.success ? (parsed.data as Request) : null;
}
