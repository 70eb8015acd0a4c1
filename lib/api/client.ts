// The HTTP client of API v1: which requests the API has, checked before they are sent, and their answers
// read into the model. Every method answers a Result and never throws; sending (the request gate, retries,
// timeouts, the request log) is lib/api/transport.ts's (docs/architecture.md, "Request budget").
import { parseBaseUrl } from '../common/url';
import { apiError } from './errors';
import { isSearchableQuery, PER_PAGE_MAX, PER_PAGE_MIN, QUERY_MAX_LENGTH, QUERY_MIN_LENGTH } from './limits';
import type { ApiError, Category, Result, Tool, ToolPage } from './model';
import type { Priority, RequestGate } from './request-gate';
import { type RequestReason, type RequestRecord, sentWhileDeviceOnly } from './request-record';
import { createSender, DEFAULT_TIMEOUT_MS, INTERACTIVE_TIMEOUT_MS } from './transport';
import { categoriesResponse, readAlternatives, toolPageResponse, toolResponse } from './wire-schemas';

export interface ApiClientConfig {
  /** Ends in `/api/v1`, with or without a trailing slash. */
  baseUrl: string;
  token: string | null;
  gate: RequestGate;
  fetch?: typeof fetch;
  /** For background requests. */
  timeoutMs?: number;
  /** For requests a person waits for; never longer than timeoutMs. */
  interactiveTimeoutMs?: number;
  now?: () => number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Told of every HTTP request sent (each attempt, as the server sees it): the request log. Called
   * synchronously and never awaited; whatever it throws is ignored, so it can neither slow nor fail one.
   */
  record?: (entry: RequestRecord) => void;
  /**
   * Whether Device only is on, asked before each request: while it is, every request but the sync's and
   * the prefetch's is refused with `device-only`, never sent and never logged (it was not sent).
   */
  deviceOnly?: () => boolean | Promise<boolean>;
}

export interface ListToolsQuery {
  page?: number;
  perPage?: number;
  category?: string;
  subcategory?: string;
  verified?: boolean;
}

export interface PageQuery {
  page?: number;
  perPage?: number;
}

/**
 * Every method's last argument: why the request is made, for the request log and Device only's gate.
 * Required: a reason guessed from the priority could let a person's request pass as the sync.
 */
type Reason = RequestReason;

export interface ApiClient {
  listTools(query: ListToolsQuery, priority: Priority, reason: Reason): Promise<Result<ToolPage>>;
  getTool(slug: string, priority: Priority, reason: Reason): Promise<Result<Tool>>;
  getAlternatives(slug: string, priority: Priority, reason: Reason): Promise<Result<Tool[]>>;
  getCategories(priority: Priority, reason: Reason): Promise<Result<Category[]>>;
  search(q: string, query: PageQuery, priority: Priority, reason: Reason): Promise<Result<ToolPage>>;
  /** Follows a `links.next` URL; refused unless it is under the configured base URL. */
  getPage(nextUrl: string, priority: Priority, reason: Reason): Promise<Result<ToolPage>>;
}

export {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffDelay,
  DEFAULT_TIMEOUT_MS,
  INTERACTIVE_TIMEOUT_MS,
  MAX_BODY_BYTES,
  MAX_ERROR_BODY_BYTES,
  MAX_TRIES,
} from './transport';

// Header values are Latin-1 only; a pasted token with a line break would make fetch throw.
const SENDABLE_TOKEN = /^[\x21-\x7e]+$/;

function positiveInteger(value: number | undefined, max: number, min = 1): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return Math.min(max, Math.max(min, Math.floor(value)));
}

function perPageOf(value: number | undefined): number | undefined {
  return positiveInteger(value, PER_PAGE_MAX, PER_PAGE_MIN);
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const token = config.token?.trim() ?? '';
  const base = parseBaseUrl(config.baseUrl);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const send = createSender({
    gate: config.gate,
    token,
    base,
    timeoutMs,
    interactiveTimeoutMs: Math.min(config.interactiveTimeoutMs ?? INTERACTIVE_TIMEOUT_MS, timeoutMs),
    now: config.now ?? Date.now,
    random: config.random ?? Math.random,
    sleep: config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    // Called as a plain function: a fetch invoked as a method of another object throws "Illegal invocation".
    fetch: config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)),
    record: config.record,
  });

  function failure<T>(error: ApiError): Result<T> {
    return { ok: false, error };
  }

  function endpoint(path: string, params: Record<string, string | number | undefined> = {}): URL | null {
    if (!base) return null;
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url;
  }

  function slugPath(slug: string): string | null {
    const trimmed = slug.trim();
    // "." and ".." (even percent-encoded) would be resolved as path segments and leave /tools.
    if (trimmed === '' || trimmed === '.' || trimmed === '..') return null;
    return `tools/${encodeURIComponent(trimmed)}`;
  }

  async function get<T>(
    url: URL | null,
    priority: Priority,
    reason: Reason,
    read: (body: unknown) => T | null,
  ): Promise<Result<T>> {
    if (await refusedAsDeviceOnly(config, reason)) return failure(apiError('device-only'));
    if (token === '') return failure(apiError('no-token'));
    if (!SENDABLE_TOKEN.test(token)) {
      return failure(
        apiError('unauthorized', { message: 'The API token contains characters that cannot be sent.' }),
      );
    }
    if (!url) {
      return failure(apiError('bad-response', { message: 'The API address is not a valid https URL.' }));
    }
    try {
      const fetched = await send(url.href, priority, reason);
      if (!fetched.ok) return failure(fetched.error);
      const data = read(fetched.body);
      return data === null ? failure(apiError('bad-response')) : { ok: true, data };
    } catch {
      return failure(apiError('bad-response'));
    }
  }

  return {
    listTools(query, priority, reason) {
      const url = endpoint('tools', {
        page: positiveInteger(query.page, Number.MAX_SAFE_INTEGER),
        per_page: perPageOf(query.perPage),
        category: query.category,
        subcategory: query.subcategory,
        // Laravel's boolean rule accepts 1 but not "true"; false means "no filter", so it is left out.
        verified: query.verified ? 1 : undefined,
      });
      return get(url, priority, reason, (body) => readOrNull(toolPageResponse.safeParse(body)));
    },

    getTool(slug, priority, reason) {
      const path = slugPath(slug);
      if (path === null) return Promise.resolve(failure(apiError('not-found')));
      return get(endpoint(path), priority, reason, (body) => readOrNull(toolResponse.safeParse(body)));
    },

    getAlternatives(slug, priority, reason) {
      const path = slugPath(slug);
      if (path === null) return Promise.resolve(failure(apiError('not-found')));
      const self = slug.trim();
      return get(endpoint(`${path}/alternatives`), priority, reason, (body) => readAlternatives(body, self));
    },

    getCategories(priority, reason) {
      return get(endpoint('categories'), priority, reason, (body) =>
        readOrNull(categoriesResponse.safeParse(body)),
      );
    },

    search(q, query, priority, reason) {
      const text = q.trim();
      // The API answers 422 for these; checking first saves a request from the budget.
      if (!isSearchableQuery(text)) {
        const message = `A search needs ${QUERY_MIN_LENGTH} to ${QUERY_MAX_LENGTH} characters.`;
        return Promise.resolve(failure(apiError('validation', { message })));
      }
      const url = endpoint('search', {
        q: text,
        page: positiveInteger(query.page, Number.MAX_SAFE_INTEGER),
        per_page: perPageOf(query.perPage),
      });
      return get(url, priority, reason, (body) => readOrNull(toolPageResponse.safeParse(body)));
    },

    getPage(nextUrl, priority, reason) {
      if (token === '') return get<ToolPage>(null, priority, reason, () => null);
      let url: URL | null = null;
      try {
        url = new URL(nextUrl);
      } catch {
        url = null;
      }
      // The token goes only to the configured API: same origin and under its path.
      if (!base || !url || url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) {
        const message = 'The next page is not on the configured API address.';
        return Promise.resolve(failure(apiError('bad-response', { message })));
      }
      url.hash = '';
      return get(url, priority, reason, (body) => readOrNull(toolPageResponse.safeParse(body)));
    },
  };
}

function readOrNull<T>(result: { success: true; data: T } | { success: false }): T | null {
  return result.success ? result.data : null;
}

/** The gate of Device only: a defence behind the handlers, which answer locally before asking. */
async function refusedAsDeviceOnly(config: ApiClientConfig, reason: RequestReason): Promise<boolean> {
  if (sentWhileDeviceOnly(reason) || !config.deviceOnly) return false;
  try {
    return await config.deviceOnly();
  } catch {
    // Unknown is treated as on: a request that must not go is worse than one that waits.
    return true;
  }
}
