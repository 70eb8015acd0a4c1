// Laravel-like fixed-window throttling: a token's window opens with its first request and lasts
// `windowMs`; requests past the limit are refused (and not counted) until the window ends.

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window ends (at least 1); what Retry-After says. */
  retryAfterSeconds: number;
  /** Epoch seconds when the window ends; what X-RateLimit-Reset says. */
  resetAt: number;
}

interface Window {
  startedAt: number;
  hits: number;
}

const SWEEP_THRESHOLD = 10_000;

export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, limit: number, windowMs: number): RateDecision {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now >= window.startedAt + windowMs) {
      if (this.windows.size >= SWEEP_THRESHOLD) this.sweep(now, windowMs);
      window = { startedAt: now, hits: 0 };
      this.windows.set(key, window);
    }
    const endsAt = window.startedAt + windowMs;
    const allowed = window.hits < limit;
    if (allowed) window.hits++;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - window.hits),
      retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)),
      resetAt: Math.ceil(endsAt / 1000),
    };
  }

  reset(): void {
    this.windows.clear();
  }

  private sweep(now: number, windowMs: number): void {
    for (const [key, window] of this.windows)
      if (now >= window.startedAt + windowMs) this.windows.delete(key);
  }
}
