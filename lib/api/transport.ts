// Sending one GET to the API: the request gate's slot first, then the attempt with its timeout, the
// answer's headers reported back to the gate, retries with backoff, identical requests in flight shared,
// and each attempt told to the request log. lib/api/client.ts says which requests the API has and reads
// their answers; this sends them (docs/architecture.md, "Request budget").
import {
  apiError,
  DEFAULT_RETRY_AFTER_MS,
  isRetryable,
  kindForStatus,
  parseRateLimitHeader,
  parseRetryAfter,
  withoutSecret,
} from './errors';
import type { ApiError } from './model';
import { backoffDelay as fullJitterDelay } from './rate-limit';
import { readBody } from './read-body';
import {
  BusyError,
  type Priority,
  RateLimitedError,
  type RequestGate,
  type ResponseInfo,
} from './request-gate';
import { describeRequest, type RequestReason, type RequestRecord } from './request-record';
import { readErrorMessage } from './wire-schemas';

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

/** What sending needs, fixed for one client: one token, one base URL, one gate. */
export interface Transport {
  gate: RequestGate;
  token: string;
  base: URL | null;
  timeoutMs: number;
  interactiveTimeoutMs: number;
  now: () => number;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  record?: (entry: RequestRecord) => void;
}

/** Sends GET requests through one transport; one client holds one token, so the URL alone identifies a request. */
export function createSender(transport: Transport) {
  const inFlight = new Map<string, InFlight>();

  /** The answer to `href`, shared with a caller already waiting for the same one (raised to its priority). */
  return function send(href: string, priority: Priority, reason: RequestReason): Promise<Fetched> {
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
    const fetched = withRetries(transport, href, state).finally(() => inFlight.delete(href));
    inFlight.set(href, { state, fetched });
    return fetched;
  };
}

async function withRetries(transport: Transport, href: string, state: RequestState): Promise<Fetched> {
  for (let attempt = 1; ; attempt++) {
    const refused = await acquire(transport.gate, state);
    if (refused) return { ok: false, error: refused };
    const interactive = state.priority === 'interactive';
    const timeoutMs = interactive ? transport.interactiveTimeoutMs : transport.timeoutMs;
    const result = await attemptOnce(transport, href, timeoutMs, state.reason);
    if (result.done) return result.fetched;
    const { kind } = result.error;
    // A person already waited a whole timeout; a second one would double it.
    const retry = isRetryable(kind) && !(interactive && kind === 'timeout');
    if (!retry || attempt >= MAX_TRIES[state.priority]) return { ok: false, error: result.error };
    await transport.sleep(backoffDelay(attempt, transport.random));
  }
}

/** Waits for a slot at the request's current priority; an error when the gate refuses. */
async function acquire(gate: RequestGate, state: RequestState): Promise<ApiError | null> {
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

/** One attempt: the fetch under its timeout, told to the log and the gate, then its answer read. */
async function attemptOnce(
  transport: Transport,
  href: string,
  attemptTimeoutMs: number,
  reason: RequestReason,
): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), attemptTimeoutMs);
  const sentAt = transport.now();
  try {
    let response: Response;
    try {
      response = await transport.fetch(href, {
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: `Bearer ${transport.token}` },
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
        // A redirect could lead elsewhere; the token is only meant for the configured API.
        redirect: 'manual',
        signal: controller.signal,
      });
    } catch {
      const error = noAnswer(controller.signal.aborted);
      recordSent(transport, href, sentAt, reason, error.kind === 'timeout' ? 'timeout' : 'offline');
      return { done: false, error };
    }
    recordSent(transport, href, sentAt, reason, response.status);
    await report(transport, response);
    return await readAnswer(transport, response, () => controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
}

/** What an answer is: the JSON of a success, or the error its status and body say. */
async function readAnswer(
  transport: Transport,
  response: Response,
  timedOut: () => boolean,
): Promise<Attempt> {
  const status = response.status;
  const success = status >= 200 && status <= 299;
  let text: string | null = null;
  try {
    text = await readBody(response, success ? MAX_BODY_BYTES : MAX_ERROR_BODY_BYTES);
  } catch {
    // The connection broke (or timed out) after the headers: for a success that is no answer.
    if (success) return { done: false, error: noAnswer(timedOut()) };
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
  const message = serverMessage === null ? null : withoutSecret(serverMessage, transport.token);
  const retryAt =
    kind === 'rate-limited'
      ? transport.now() + (retryAfterOf(transport, response) ?? DEFAULT_RETRY_AFTER_MS)
      : undefined;
  return { done: false, error: apiError(kind, { message, status, retryAt }) };
}

function recordSent(
  transport: Transport,
  href: string,
  at: number,
  reason: RequestReason,
  outcome: RequestRecord['outcome'],
) {
  if (!transport.record || !transport.base) return;
  try {
    transport.record({
      at,
      reason,
      method: 'GET',
      ...describeRequest(href, transport.base.pathname),
      outcome,
    });
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

function retryAfterOf(transport: Transport, response: Response): number | undefined {
  return parseRetryAfter(response.headers.get('Retry-After'), transport.now());
}

/** The answer's rate-limit headers, told to the gate. */
async function report(transport: Transport, response: Response): Promise<void> {
  // An opaque redirect has no status or headers to report.
  if (response.status === 0) return;
  const info: ResponseInfo = { status: response.status };
  const retryAfterMs =
    retryAfterOf(transport, response) ?? (response.status === 429 ? DEFAULT_RETRY_AFTER_MS : undefined);
  const remaining = parseRateLimitHeader(response.headers.get('X-RateLimit-Remaining'));
  const limit = parseRateLimitHeader(response.headers.get('X-RateLimit-Limit'));
  if (retryAfterMs !== undefined) info.retryAfterMs = retryAfterMs;
  if (remaining !== undefined) info.remaining = remaining;
  if (limit !== undefined) info.limit = limit;
  try {
    await transport.gate.report(info);
  } catch {
    // The answer is still good; the budget keeps its own safety margin.
  }
}
