// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  apiError,
  DEFAULT_ERROR_MESSAGES,
  isCredentialError,
  isRetryable,
  kindForStatus,
  parseRateLimitHeader,
  parseRetryAfter,
  withoutSecret,
} from '../../../lib/api/errors';
import { ERROR_KINDS } from '../../../lib/api/model';
import { apiErrorSchema } from '../../../lib/api/model-schemas';

const NOW = Date.parse('2025-06-01T12:00:00Z');

describe('parseRetryAfter', () => {
  it.each([
    ['120', 120_000],
    ['0', 0],
    [' 7 ', 7_000],
    ['1.5', 1_500],
  ])('reads delta-seconds %j', (value, ms) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms);
  });

  it('reads an HTTP-date as the time left until it', () => {
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:30 GMT', NOW)).toBe(30_000);
  });

  it('reads an HTTP-date in the past as 0', () => {
    expect(parseRetryAfter('Sun, 01 Jun 2025 11:00:00 GMT', NOW)).toBe(0);
  });

  it.each([null, '', '  ', '-5', 'soon', 'Mon, 99 Foo 2025'])('ignores %j', (value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });

  it('caps absurd values at an hour', () => {
    expect(parseRetryAfter('99999999', NOW)).toBe(3_600_000);
    expect(parseRetryAfter('Fri, 01 Jan 2100 00:00:00 GMT', NOW)).toBe(3_600_000);
  });
});

describe('status mapping', () => {
  it.each([
    [401, 'unauthorized'],
    [404, 'not-found'],
    [422, 'validation'],
    [429, 'rate-limited'],
    [400, 'bad-response'],
    [403, 'bad-response'],
    [418, 'bad-response'],
    [500, 'server'],
    [503, 'server'],
  ] as const)('%i is %s', (status, kind) => {
    expect(kindForStatus(status)).toBe(kind);
  });

  it('retries only server errors and lost connections', () => {
    expect(isRetryable('server')).toBe(true);
    expect(isRetryable('offline')).toBe(true);
    for (const kind of ['unauthorized', 'not-found', 'validation', 'rate-limited', 'bad-response'] as const) {
      expect(isRetryable(kind)).toBe(false);
    }
  });
});

describe('apiError', () => {
  it('uses the default sentence without a message', () => {
    expect(apiError('server', { status: 503, message: null })).toEqual({
      kind: 'server',
      message: DEFAULT_ERROR_MESSAGES.server,
      status: 503,
    });
  });

  it('keeps a given message and retryAt', () => {
    expect(apiError('rate-limited', { message: 'Slow down.', retryAt: 5 })).toEqual({
      kind: 'rate-limited',
      message: 'Slow down.',
      retryAt: 5,
    });
  });
});

describe('helpers', () => {
  it('reads X-RateLimit headers', () => {
    expect(parseRateLimitHeader('59')).toBe(59);
    expect(parseRateLimitHeader('0')).toBe(0);
    expect(parseRateLimitHeader(null)).toBeUndefined();
    expect(parseRateLimitHeader('-1')).toBeUndefined();
    expect(parseRateLimitHeader('many')).toBeUndefined();
  });

  it('removes every occurrence of a secret', () => {
    expect(withoutSecret('token s3cr3t is bad: s3cr3t', 's3cr3t')).toBe('token [token] is bad: [token]');
    expect(withoutSecret('nothing here', '')).toBe('nothing here');
  });
});

describe('ERROR_KINDS', () => {
  it('is what a stored error is read back with: every kind, and nothing else', () => {
    for (const kind of ERROR_KINDS) {
      expect(apiErrorSchema.safeParse(apiError(kind)).success).toBe(true);
    }
    expect(apiErrorSchema.safeParse({ kind: 'teapot', message: 'x' }).success).toBe(false);
  });

  it('tells credential errors from the rest', () => {
    expect(ERROR_KINDS.filter((kind) => isCredentialError(apiError(kind)))).toEqual([
      'unauthorized',
      'no-token',
    ]);
  });
});
