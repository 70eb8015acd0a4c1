// The validation side of the message protocol: what the background accepts. Only the background
// imports this (zod stays out of the popup and options bundles); other contexts use lib/messages.ts.
import * as z from 'zod/mini';
import { isSearchableQuery, QUERY_MAX_LENGTH, queryLength } from '../api/limits';

const slug = z.string().check(z.minLength(1), z.maxLength(200));
const page = z.optional(z.number().check(z.int(), z.gte(1), z.lte(10_000)));

/** Messages only the extension's own pages (popup, options) may send. */
const pageRequests = [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('settings/get') }),
  z.object({
    type: z.literal('settings/connect'),
    baseUrl: z.string().check(z.maxLength(2_000)),
    // Absent: keep the saved token (the user changed only the URL).
    token: z.optional(z.string().check(z.maxLength(4_096))),
  }),
  z.object({ type: z.literal('settings/forget-token') }),
  z.object({ type: z.literal('settings/set-suggestions'), enabled: z.boolean() }),
  z.object({ type: z.literal('settings/unmute-host'), host: z.string().check(z.maxLength(300)) }),
  z.object({ type: z.literal('budget/get') }),
  z.object({ type: z.literal('search'), q: z.string().check(z.refine(isSearchableQuery)), page }),
  z.object({
    type: z.literal('search/local'),
    q: z.string().check(z.refine((q) => queryLength(q) <= QUERY_MAX_LENGTH)),
  }),
  z.object({ type: z.literal('page/next'), url: z.string().check(z.maxLength(4_000)) }),
  z.object({ type: z.literal('categories/get') }),
  z.object({
    type: z.literal('tools/list'),
    category: z.optional(slug),
    subcategory: z.optional(slug),
    verified: z.optional(z.boolean()),
    page,
  }),
  z.object({ type: z.literal('tool/get'), slug }),
  z.object({ type: z.literal('tool/alternatives'), slug }),
  z.object({ type: z.literal('site/for-tab'), tabId: z.number().check(z.int()) }),
  z.object({ type: z.literal('sync/status') }),
  z.object({ type: z.literal('sync/now') }),
  z.object({ type: z.literal('prefetch/status') }),
] as const;

/** Messages the on-page card may send: all about its own tab, which the background reads from `sender.tab`. */
const overlayRequests = [
  // The pill, from the local directory only: a visit asks the API nothing.
  z.object({ type: z.literal('overlay/summary') }),
  // The person opened the card: saved or locally picked alternatives, still no request.
  z.object({ type: z.literal('overlay/open') }),
  // Then, only for a tool without saved alternatives, the directory's own: a request about that tool.
  z.object({ type: z.literal('overlay/alternatives') }),
  z.object({ type: z.literal('overlay/dismiss') }),
  z.object({ type: z.literal('overlay/mute-site') }),
] as const;

export const requestSchema = z.discriminatedUnion('type', [...pageRequests, ...overlayRequests]);
export type Request = z.infer<typeof requestSchema>;
export type RequestType = Request['type'];
export const OVERLAY_REQUEST_TYPES: ReadonlySet<RequestType> = new Set(
  overlayRequests.map((schema) => schema.shape.type.def.values[0] as RequestType),
);
