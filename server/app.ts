// The Hono application: logging, CORS preflight, then authentication, throttling and fault switches
// in front of the API routes; the website stand-ins need no token.
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './http/app-env';
import { MESSAGES, respond, respondError } from './http/respond';
import { authenticate } from './middleware/auth';
import { faults } from './middleware/faults';
import { requestLogging } from './middleware/request-logging';
import { throttle } from './middleware/throttle';
import { API_PREFIX, DEFAULT_OPTIONS, resolveOptions, type ServerSettings } from './options';
import { apiRoutes } from './routes/api';
import { websiteRoutes } from './routes/website';
import { ServerState } from './state';

const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Accept, Content-Type',
  'Access-Control-Max-Age': '86400',
};

/** The API is read-only: like Laravel's router, other methods are refused before authentication. */
const readOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  return respondError(
    c,
    405,
    `The ${c.req.method} method is not supported for this route. Supported methods: GET, HEAD.`,
    { Allow: 'GET, HEAD' },
  );
};

export function buildApp(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestLogging(state));
  // Browsers send preflights without credentials, so they are answered before anything else.
  app.options('*', (c) => respond(c, 204, null, null, PREFLIGHT_HEADERS));
  app.use(`${API_PREFIX}/*`, readOnly, authenticate(state), throttle(state), faults(state));
  app.route(API_PREFIX, apiRoutes(state));
  app.route('/', websiteRoutes(state));
  app.notFound((c) => respondError(c, 404, MESSAGES.notFound));
  app.onError((error, c) => {
    console.error(error);
    return respondError(c, 500, MESSAGES.serverError);
  });
  return app;
}

/** The app alone, for in-process use (`app.request(...)`); startServer adds the socket around it. */
export function createApp(settings: ServerSettings = {}): Hono<AppEnv> {
  return buildApp(new ServerState(resolveOptions(DEFAULT_OPTIONS, settings)));
}
