// Fault switches for tests of the client's resilience; they act only when faults.enabled is true.
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { MESSAGES, respondError } from '../http/respond';
import type { ServerState } from '../state';

export function faults(state: ServerState): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const settings = state.options.faults;
    if (!settings.enabled) return next();
    const roll = (rate: number) => rate > 0 && state.faultRandom.float() < rate;

    if (settings.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.latencyMs));
    if (roll(settings.dropRate)) {
      const socket = c.env?.incoming?.socket;
      // In-process (app.request) there is no socket to destroy: a 500 is the nearest thing.
      if (!socket) return respondError(c, 500, MESSAGES.serverError);
      c.set('dropped', true);
      socket.destroy();
      return RESPONSE_ALREADY_SENT;
    }
    if (roll(settings.errorRate)) {
      return state.faultRandom.float() < 0.5
        ? respondError(c, 500, MESSAGES.serverError)
        : respondError(c, 503, MESSAGES.serviceUnavailable);
    }
    await next();
    if (roll(settings.malformedRate)) {
      const answer = c.res;
      const text = await answer.text();
      // Half of a JSON document is never valid JSON: an object or array is left unclosed.
      c.res = new Response(text.slice(0, Math.floor(text.length / 2)), {
        status: answer.status,
        headers: answer.headers,
      });
    }
  };
}
