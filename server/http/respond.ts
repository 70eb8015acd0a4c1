// Every answer of the server is built here, so CORS and rate-limit headers are never forgotten.
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

export const MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  notFound: 'Not Found.',
  tooManyAttempts: 'Too Many Attempts.',
  invalid: 'The given data was invalid.',
  serverError: 'Server Error.',
  serviceUnavailable: 'Service Unavailable.',
} as const;

const JSON_TYPE = 'application/json';

/** Text, or bytes already encoded (cached tool JSON). */
export type Body = string | Uint8Array<ArrayBuffer>;

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  // The rate-limit headers are what a well-behaved client paces itself with; let browsers read them.
  'Access-Control-Expose-Headers': 'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset',
};

export function respond(
  c: Context<AppEnv>,
  status: number,
  body: Body | null,
  contentType: string | null = JSON_TYPE,
  headers: Record<string, string> = {},
): Response {
  const all: Record<string, string> = { ...CORS_HEADERS, ...c.get('rateHeaders'), ...headers };
  if (contentType !== null) all['Content-Type'] = contentType;
  return new Response(body, { status, headers: all });
}

export function respondJson(
  c: Context<AppEnv>,
  status: number,
  body: Body,
  headers?: Record<string, string>,
): Response {
  return respond(c, status, body, JSON_TYPE, headers);
}

export function respondError(
  c: Context<AppEnv>,
  status: number,
  message: string,
  headers?: Record<string, string>,
): Response {
  return respond(c, status, JSON.stringify({ message }), JSON_TYPE, headers);
}
