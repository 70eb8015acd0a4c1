// The HTTP client of API v1. Every method answers a Result and never throws; every attempt passes the
// request gate first and reports its answer back (docs/architecture.md, "Request budget").
import { parseBaseUrl } from '../shared/url';
import {
  apiError,
  DEFAULT_RETRY_AFTER_MS,
  isRetryable,
  kindForStatus,
  parseRateLimitHeader,
  parseRetryAfter,
  withoutSecret,
} from './errors';
import { isSearchableQuery, PER_PAGE_MAX, PER_PAGE_MIN, QUERY_MAX_LENGTH, QUERY_MIN_LENGTH } from './limits';
import type { ApiError, Category, Result, Tool, ToolPage } from './model';
import { backoffDelay as fullJitterDelay } from './rate-limit';
import { readBody } from './read-body';
import {
  BusyError,
  type Priority,
  RateLimitedError,
  type RequestGate,
  type ResponseInfo,
} from './request-gate';
import {
  describeRequest,
  type RequestReason,
  type RequestRecord,
  sentWhileDeviceOnly,
} from './request-record';
import {
  categoriesResponse,
  readAlternatives,
  readErrorMessage,
  toolPageResponse,
  toolResponse,
} from './schemas';

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

export const DEFAULT_TIMEOUT_MS = 10_000;
/**
 * A person gets an answer within 5 s: this timeout (after the popup's 250 ms typing pause, with room
 * for a busy machine), and no second attempt after it.
 */
export const INTERACTIVE_TIMEOUT_MS = 3_500;
/** Attempts in all, the first one included. */
export const MAX_TRIES: Readonly<Record<Priority, number>> = { interactive: 2, background: 3, patient: 3 };
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 8_000;
// A listing of 100 tools is well under 1 MB; far more is not an answer worth parsing. Counted while the
// body streams, so a hostile server cannot fill the worker's memory.
export const MAX_BODY_BYTES = 10_000_000;
/** An error answer is read only for its `message`. */
export const MAX_ERROR_BODY_BYTES = 64_000;

/** Fetched JSON before it is read into a model type; coalesced callers share it. */
type Fetched = { ok: true; body: unknown } | { ok: false; error: ApiError };

interface RequestState {
  /** Raised to 'interactive' when a person asks for what a background task already requested. */
  priority: Priority;
  /** Why the first caller asked; a joiner shares the request, so it is logged once, with this reason. */
  reason: RequestReason;
  /** Set while waiting for a background slot: lets an interactive joiner stop waiting behind it. */
  onUpgrade: (() => void) | null;
}

interface InFlight {
  state: RequestState;
  fetched: Promise<Fetched>;
}

type Attempt = { done: true; fetched: Fetched } | { done: false; error: ApiError };

/**
 * Full jitter: a random delay between 0 and an exponentially growing, capped ceiling (1 s after the
 * first failed attempt, then 2 s, 4 s, 8 s at most). The arithmetic is rate-limit's, counted from 0.
 */
export function backoffDelay(failedAttempts: number, random: () => number): number {
  return fullJitterDelay(failedAttempts - 1, random, BACKOFF_BASE_MS, BACKOFF_MAX_MS);
}

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
  const { gate } = config;
  const token = config.token?.trim() ?? '';
  const base = parseBaseUrl(config.baseUrl);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const interactiveTimeoutMs = Math.min(config.interactiveTimeoutMs ?? INTERACTIVE_TIMEOUT_MS, timeoutMs);
  const now = config.now ?? Date.now;
  const random = config.random ?? Math.random;
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  // Called as a plain function: a fetch invoked as a method of another object throws "Illegal invocation".
  const fetchFn =
    config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  // One client holds one token, so the URL alone identifies an identical request.
  const inFlight = new Map<string, InFlight>();

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
    if (await refusedAsDeviceOnly(reason)) return failure(apiError('device-only'));
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
      const fetched = await coalesced(url.href, priority, reason);
      if (!fetched.ok) return failure(fetched.error);
      const data = read(fetched.body);
      return data === null ? failure(apiError('bad-response')) : { ok: true, data };
    } catch {
      return failure(apiError('bad-response'));
    }
  }

  /** The gate of Device only: a defence behind the handlers, which answer locally before asking. */
  async function refusedAsDeviceOnly(reason: RequestReason): Promise<boolean> {
    if (sentWhileDeviceOnly(reason) || !config.deviceOnly) return false;
    try {
      return await config.deviceOnly();
    } catch {
      // Unknown is treated as on: a request that must not go is worse than one that waits.
      return true;
    }
  }

  function coalesced(href: string, priority: Priority, reason: RequestReason): Promise<Fetched> {
    const existing = inFlight.get(href);
    if (existing) {
      const { state } = existing;
      if (priority === 'interactive' && state.priority !== 'interactive') {
        state.priority = 'interactive';
        state.onUpgrade?.();
      }
      return existing.fetched;
    }
    const state: RequestState = { priority, reason, onUpgrade: null };
    const fetched = withRetries(href, state).finally(() => inFlight.delete(href));
    inFlight.set(href, { state, fetched });
    return fetched;
  }

  async function withRetries(href: string, state: RequestState): Promise<Fetched> {
    for (let attempt = 1; ; attempt++) {
      const refused = await acquire(state);
      if (refused) return { ok: false, error: refused };
      const interactive = state.priority === 'interactive';
      const result = await attemptOnce(href, interactive ? interactiveTimeoutMs : timeoutMs, state.reason);
      if (result.done) return result.fetched;
      const { kind } = result.error;
      // A person already waited a whole timeout; a second one would double it.
      const retry = isRetryable(kind) && !(interactive && kind === 'timeout');
      if (!retry || attempt >= MAX_TRIES[state.priority]) return { ok: false, error: result.error };
      await sleep(backoffDelay(attempt, random));
    }
  }

  /** Waits for a slot at the request's current priority; an error when the gate refuses. */
  async function acquire(state: RequestState): Promise<ApiError | null> {
    try {
      if (state.priority === 'interactive') {
        await gate.acquire('interactive');
      } else {
        // If a person joins while this waits for a background slot, an interactive slot is asked for
        // too and whichever comes first is used (the other is spent unused: safe, never over budget).
        const own = state.priority;
        await new Promise<void>((resolve, reject) => {
          gate.acquire(own).then(resolve, reject);
          state.onUpgrade = () => {
            gate.acquire('interactive').then(resolve, reject);
          };
        }).finally(() => {
          state.onUpgrade = null;
        });
      }
      return null;
    } catch (error) {
      if (error instanceof RateLimitedError) {
        return apiError('rate-limited', { retryAt: error.retryAt });
      }
      if (error instanceof BusyError) return apiError('busy', { retryAt: error.retryAt });
      return apiError('offline', { message: 'The request could not be scheduled.' });
    }
  }

  async function attemptOnce(
    href: string,
    attemptTimeoutMs: number,
    reason: RequestReason,
  ): Promise<Attempt> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), attemptTimeoutMs);
    const sentAt = now();
    try {
      let response: Response;
      try {
        response = await fetchFn(href, {
          method: 'GET',
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
          cache: 'no-store',
          // A redirect could lead elsewhere; the token is only meant for the configured API.
          redirect: 'manual',
          signal: controller.signal,
        });
      } catch {
        const error = noAnswer(controller.signal.aborted);
        recordSent(href, sentAt, reason, error.kind === 'timeout' ? 'timeout' : 'offline');
        return { done: false, error };
      }
      recordSent(href, sentAt, reason, response.status);
      await report(response);

      const status = response.status;
      const success = status >= 200 && status <= 299;
      let text: string | null = null;
      try {
        text = await readBody(response, success ? MAX_BODY_BYTES : MAX_ERROR_BODY_BYTES);
      } catch {
        // The connection broke (or timed out) after the headers: for a success that is no answer.
        if (success) return { done: false, error: noAnswer(controller.signal.aborted) };
      }

      if (success) {
        if (text === null) {
          const message = 'The directory’s answer was too large to read.';
          return { done: true, fetched: { ok: false, error: apiError('bad-response', { message }) } };
        }
        return { done: true, fetched: parseJson(text) };
      }
      if (status === 0 || (status >= 300 && status <= 399)) {
        return {
          done: false,
          error: apiError('bad-response', { message: 'The directory answered with a redirect.' }),
        };
      }
      const kind = kindForStatus(status);
      const serverMessage = text === null ? null : readErrorMessage(text);
      const message = serverMessage === null ? null : withoutSecret(serverMessage, token);
      const retryAt =
        kind === 'rate-limited' ? now() + (retryAfterOf(response) ?? DEFAULT_RETRY_AFTER_MS) : undefined;
      return { done: false, error: apiError(kind, { message, status, retryAt }) };
    } finally {
      clearTimeout(timer);
    }
  }

  function recordSent(href: string, at: number, reason: RequestReason, outcome: RequestRecord['outcome']) {
    if (!config.record || !base) return;
    try {
      config.record({ at, reason, method: 'GET', ...describeRequest(href, base.pathname), outcome });
    } catch {
      // The log is told, never trusted with the request.
    }
  }

  function noAnswer(timedOut: boolean): ApiError {
    return timedOut ? apiError('timeout') : apiError('offline');
  }

  function parseJson(text: string): Fetched {
    try {
      return { ok: true, body: JSON.parse(text) };
    } catch {
      return { ok: false, error: apiError('bad-response') };
    }
  }

  function retryAfterOf(response: Response): number | undefined {
    return parseRetryAfter(response.headers.get('Retry-After'), now());
  }

  async function report(response: Response): Promise<void> {
    // An opaque redirect has no status or headers to report.
    if (response.status === 0) return;
    const info: ResponseInfo = { status: response.status };
    const retryAfterMs =
      retryAfterOf(response) ?? (response.status === 429 ? DEFAULT_RETRY_AFTER_MS : undefined);
    const remaining = parseRateLimitHeader(response.headers.get('X-RateLimit-Remaining'));
    const limit = parseRateLimitHeader(response.headers.get('X-RateLimit-Limit'));
    if (retryAfterMs !== undefined) info.retryAfterMs = retryAfterMs;
    if (remaining !== undefined) info.remaining = remaining;
    if (limit !== undefined) info.limit = limit;
    try {
      await gate.report(info);
    } catch {
      // The answer is still good; the budget keeps its own safety margin.
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
