// The seam between the HTTP client (lib/api/client.ts) and the request budget (lib/api/rate-limit.ts).
// The client asks the gate before every request and reports every answer back.

/**
 * Who waits for a request. `interactive`: a person (popup, card, pages). `background`: the directory
 * sync. `patient`: the prefetch of alternatives, the most patient work of all, which yields to both.
 */
export type Priority = 'interactive' | 'background' | 'patient';

export interface ResponseInfo {
  status: number;
  /** Parsed Retry-After in ms from now (delta-seconds or HTTP-date); undefined when absent. */
  retryAfterMs?: number;
  /** X-RateLimit-Remaining / X-RateLimit-Limit when the server sent them. */
  remaining?: number;
  limit?: number;
}

/** The server said 429, or the person alone used the minute: "too many requests" is the truth. */
export class RateLimitedError extends Error {
  constructor(readonly retryAt: number) {
    super(`Rate limited until ${new Date(retryAt).toISOString()}`);
    this.name = 'RateLimitedError';
  }
}

/** The extension's own work holds the slots: the person's request goes at `retryAt`, nobody refused it. */
export class BusyError extends Error {
  constructor(readonly retryAt: number) {
    super(`Waiting for a slot until ${new Date(retryAt).toISOString()}`);
    this.name = 'BusyError';
  }
}

export interface RequestGate {
  /**
   * Resolves when a request of this priority may be sent (the slot is then counted as used). An
   * interactive request that would wait more than ~2 s rejects at once: RateLimitedError after a 429
   * or when the person's own requests fill the window, BusyError otherwise.
   */
  acquire(priority: Priority): Promise<void>;
  /** Every HTTP answer (including 429s) goes back here: Retry-After cooldown, X-RateLimit-* tightening. */
  report(info: ResponseInfo): Promise<void>;
}
