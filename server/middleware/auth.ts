// Bearer-token authentication (Sanctum-like): 401 "Unauthenticated." for a missing, unknown or revoked token.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { MESSAGES, respondError } from '../http/respond';
import { tokenHash } from '../request-log';
import type { ServerState } from '../state';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function authenticate(state: ServerState): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    if (token !== undefined) c.set('tokenHash', tokenHash(token));
    const { tokens, revokedTokens } = state.options;
    if (token === undefined || !tokens.includes(token) || revokedTokens.includes(token)) {
      return respondError(c, 401, MESSAGES.unauthenticated);
    }
    c.set('token', token);
    await next();
  };
}
