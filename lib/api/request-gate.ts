// The seam between the HTTP client (lib/api/client.ts) and the request budget (lib/api/rate-limit.ts).
// The client asks the gate before every request and reports every answer back.

export type Priority = 'interactive' | 'background';

export interface ResponseInfo {
  status: number;
  /** Parsed Retry-After in ms from now (delta-seconds or HTTP-date); undefined when absent. */
  retryAfterMs?: number;
  /** X-RateLimit-Remaining / X-RateLimit-Limit when the server sent them. */
  remaining?: number;
  limit?: number;
}

export class RateLimitedError extends Error {
  constructor(readonly retryAt: number) {
    super(`Rate limited until ${new Date(retryAt).toISOString()}`);
    this.name = 'RateLimitedError';
  }
}

export interface RequestGate {
  /**
   * Resolves when a request of this priority may be sent (the slot is then counted as used).
   * Rejects with RateLimitedError when an interactive request would have to wait more than ~2 s.
   */
  acquire(priority: Priority): Promise<void>;
  /** Every HTTP answer (including 429s) goes back here: Retry-After cooldown, X-RateLimit-* tightening. */
  report(info: ResponseInfo): Promise<void>;
}
