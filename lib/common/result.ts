// What an answer is, from the directory API or from the background to a page: its data, or why not. The
// API client and the messages share it (lib/api/model.ts re-exports it with the API's own shapes).
import type { ConnectionInputProblem } from './url';

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
