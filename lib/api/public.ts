// The API feature's public face: what the UI may know of the request budget. Types only (no zod, no
// browser API), importing nothing: lib/messaging/views.ts re-exports it, and the rate limiter builds it.

export interface RateLimitSnapshot {
  usedInLastMinute: number;
  /** Of those, the ones a person asked for. */
  personInLastMinute: number;
  limit: number;
  backgroundLimit: number;
  cooldownUntil: number | null;
  queued: number;
  /** Whether background work is stepping back for a person who acted within the last minute. */
  personActive: boolean;
}
