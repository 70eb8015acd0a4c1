// The extension's own view of API v1 data, after tolerant reading (docs/api.md, "Tolerances").
// Every context codes against these types; only lib/api/schemas.ts knows the wire shapes.
import type { ConnectionInputProblem } from '../shared/url';

export interface SubcategoryRef {
  id: number;
  slug: string;
  name: string;
}

export interface Tool {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Only an http(s) URL survives reading; anything else becomes null. */
  website: string | null;
  logo: string | null;
  price: {
    /** Any string the server sends, e.g. "freemium"; see lib/shared/format.ts for display. */
    type: string;
    amount: number | null;
  };
  verified: boolean;
  rating: {
    /** null or with count 0: "no ratings yet". */
    average: number | null;
    count: number;
  };
  subcategories: SubcategoryRef[];
  createdAt: string | null;
  links: {
    self: string | null;
    alternatives: string | null;
    /** The tool's page on the directory's website. */
    web: string | null;
  };
}

export interface Category {
  id: number | null;
  slug: string;
  name: string;
  /** How many tools, when the server says so. */
  toolCount: number | null;
  children: Category[];
  /**
   * Device only's local list (lib/directory/local-search/local-categories.ts), which knows no categories above the
   * records' subcategories: this entry is such a subcategory, and opens as one.
   */
  asSubcategory?: true;
}

/** One page of a tool listing or of search results. */
export interface ToolPage {
  items: Tool[];
  /** Absolute URL of the next page; null on the last page (or when absent). */
  next: string | null;
  total: number | null;
  page: number | null;
}

/** Every way a request can fail; the one list behind the type and every schema that reads one back. */
export const ERROR_KINDS = [
  'unauthorized',
  'not-found',
  'validation',
  'rate-limited',
  // The extension's own background work holds the minute's slots: the request may go at `retryAt`.
  'busy',
  'offline',
  // The directory took longer than the request's timeout: reachable, maybe, but not answering.
  'timeout',
  'server',
  'bad-response',
  'no-token',
  // Device only is on: the extension refused to send a request that is not the sync or the prefetch.
  'device-only',
  // The browser refused to store more (IndexedDB's quota): nothing was lost, the work waits for room.
  'storage-full',
] as const;
export type ApiErrorKind = (typeof ERROR_KINDS)[number];

export interface ApiError {
  kind: ApiErrorKind;
  /** A sentence a person can read: the server's `message` when it sent one. */
  message: string;
  status?: number;
  /** Epoch ms when requests may go again; only with kinds 'rate-limited' and 'busy'. */
  retryAt?: number;
  /** With kind 'validation' from "Save & test": what was wrong with the input, for the page to say. */
  input?: ConnectionInputProblem;
}

/**
 * `stale`: the data is a cached copy past its lifetime. `staleBecause`: set when that copy stands in for
 * an answer the API could not give (offline, server error, rate-limited), as opposed to one being refreshed.
 */
export type Result<T> =
  | { ok: true; data: T; stale?: boolean; staleBecause?: ApiError }
  | { ok: false; error: ApiError };
