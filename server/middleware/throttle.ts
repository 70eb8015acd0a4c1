// Per-token throttling with Laravel's headers: X-RateLimit-Limit/-Remaining on every answer,
// and on 429 also Retry-After (seconds) and X-RateLimit-Reset (epoch seconds).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { MESSAGES, respondError } from '../http/respond';
import type { ServerState } from '../state';

export function throttle(state: ServerState): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.get('token');
    if (token === undefined) throw new Error('throttle needs an authenticated request');
    const { rateLimitPerMinute, rateLimitWindowMs } = state.options;
    const decision = state.limiter.hit(token, rateLimitPerMinute, rateLimitWindowMs);
    const headers: Record<string, string> = {
      'X-RateLimit-Limit': String(decision.limit),
      'X-RateLimit-Remaining': String(decision.remaining),
    };
    if (!decision.allowed) {
      headers['Retry-After'] = String(decision.retryAfterSeconds);
      headers['X-RateLimit-Reset'] = String(decision.resetAt);
    }
    c.set('rateHeaders', headers);
    if (!decision.allowed) return respondError(c, 429, MESSAGES.tooManyAttempts);
    await next();
  };
}
