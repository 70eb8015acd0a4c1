// The Hono environment every handler of the server shares.
import type { HttpBindings } from '@hono/node-server';

export interface AppEnv {
  /** Present under @hono/node-server; absent when the app is called in-process (app.request). */
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** The presented bearer token; lives only for the request and is never logged. */
    token: string | undefined;
    tokenHash: string | null;
    /** X-RateLimit-* (and Retry-After) for this request's answer, whatever it is. */
    rateHeaders: Record<string, string>;
    /** The socket was destroyed on purpose (fault switch): there is no answer to log or decorate. */
    dropped: boolean;
  };
}
