// Typed API errors: status -> kind, default sentences, and the rate-limit headers.
import { ageOf } from '../common/clock';
import type { ApiError, ApiErrorKind } from './model';

// Apart from the table, so that a page reading refusalReason does not carry every sentence.
const NO_REFUSAL_REASON = 'The directory did not accept the request.';

export const DEFAULT_ERROR_MESSAGES: Readonly<Record<ApiErrorKind, string>> = {
  unauthorized: 'The API token was refused (missing, invalid or revoked). Check it in the options.',
  'not-found': 'Not found in the directory.',
  validation: NO_REFUSAL_REASON,
  'rate-limited': 'Too many requests to the directory; try again shortly.',
  busy: 'Waiting for the directory: the request goes as soon as a slot is free.',
  offline: 'The directory could not be reached.',
  timeout: 'The directory did not answer in time.',
  server: 'The directory had a problem answering; try again later.',
  'bad-response': 'The directory sent an answer Toolscout cannot read.',
  'no-token': 'No API token is set. Add one in the options.',
  'device-only': 'Device only is on: only the daily sync and the weekly prefetch reach the directory.',
  'storage-full': 'The browser has no room left to store the directory.',
};

/**
 * Why the directory refused a request (422), in its own words; null when it gave none and the error
 * carries the English default, which a screen in another language says in its own words instead.
 */
export function refusalReason(error: ApiError): string | null {
  const message = error.message.trim();
  return message && message !== NO_REFUSAL_REASON ? message : null;
}

/** When a 429 comes without Retry-After. */
export const DEFAULT_RETRY_AFTER_MS = 60_000;
// A broken or hostile Retry-After must not silence the extension for days.
const MAX_RETRY_AFTER_MS = 60 * 60_000;

export function apiError(
  kind: ApiErrorKind,
  details: { message?: string | null; status?: number; retryAt?: number } = {},
): ApiError {
  const error: ApiError = { kind, message: details.message || DEFAULT_ERROR_MESSAGES[kind] };
  if (details.status !== undefined) error.status = details.status;
  if (details.retryAt !== undefined) error.retryAt = details.retryAt;
  return error;
}

/** The kind for an HTTP status that is not 2xx. */
export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 422) return 'validation';
  if (status === 429) return 'rate-limited';
  if (status >= 500 && status <= 599) return 'server';
  return 'bad-response';
}

/** The token is missing or refused: nothing the background does will work until a person fixes it. */
export function isCredentialError(error: ApiError): boolean {
  return error.kind === 'unauthorized' || error.kind === 'no-token';
}

/**
 * Whether a background job that last failed with `error` at `errorAt` holds off at `at`: after a refused
 * token for `credentialPauseMs` (only a new token helps, and that resets the job), after a 429 until its
 * retry time.
 */
export function holdsOffAfter(
  error: ApiError | null,
  errorAt: number | null,
  at: number,
  credentialPauseMs: number,
): boolean {
  if (error === null) return false;
  const errorAge = ageOf(errorAt, at);
  if (isCredentialError(error) && errorAge < credentialPauseMs) return true;
  // A wait longer than any Retry-After honoured: the clock went back since; the wait is over.
  const wait = error.retryAt === undefined ? 0 : error.retryAt - at;
  return error.kind === 'rate-limited' && wait > 0 && wait <= MAX_RETRY_AFTER_MS;
}

/**
 * Only failures that a later attempt may not repeat: 5xx and no answer at all. The client does not
 * retry a `timeout` of a request a person waits for.
 */
export function isRetryable(kind: ApiErrorKind): boolean {
  return kind === 'server' || kind === 'offline' || kind === 'timeout';
}

/** Retry-After (delta-seconds or an HTTP-date) as ms from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(text)) {
    ms = Math.ceil(Number(text) * 1000);
  } else if (/[a-z]/i.test(text)) {
    // Requiring letters keeps Date.parse from reading "-5" or "2" as a year.
    const date = Date.parse(text);
    if (Number.isNaN(date)) return undefined;
    ms = Math.max(0, date - now);
  } else {
    return undefined;
  }
  return Math.min(ms, MAX_RETRY_AFTER_MS);
}

/** X-RateLimit-Remaining / -Limit: a non-negative integer, or undefined. */
export function parseRateLimitHeader(value: string | null): number | undefined {
  const text = value?.trim();
  return text && /^\d+$/.test(text) ? Number(text) : undefined;
}

/** Server text may echo what it was sent; the token never reaches a message. */
export function withoutSecret(message: string, secret: string): string {
  return secret === '' ? message : message.split(secret).join('[token]');
}
