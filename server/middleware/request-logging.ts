// Records every request (and prints it with LOG_REQUESTS=1) after it has been answered.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { loggableHeaders, loggableQuery } from '../request-log';
import type { ServerState } from '../state';

export function requestLogging(state: ServerState): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const time = Date.now();
    const started = performance.now();
    c.set('rateHeaders', {});
    c.set('tokenHash', null);
    c.set('dropped', false);
    await next();
    const url = new URL(c.req.url);
    const status = c.get('dropped') ? 0 : c.res.status;
    const durationMs = Math.round((performance.now() - started) * 100) / 100;
    const query = loggableQuery(url.searchParams);
    state.log.add({
      time,
      method: c.req.method,
      path: url.pathname,
      query,
      status,
      durationMs,
      tokenHash: c.get('tokenHash'),
      headers: loggableHeaders(c.req.raw.headers),
    });
    if (state.options.logRequests) {
      const search = new URLSearchParams(query).toString();
      process.stdout.write(
        `${c.req.method} ${url.pathname}${search ? `?${search}` : ''} ${status || 'dropped'} ${durationMs.toFixed(1)}ms\n`,
      );
    }
  };
}
