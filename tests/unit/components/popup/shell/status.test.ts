// @vitest-environment node
// What the popup says and offers for each error kind.
import { describe, expect, it } from 'vitest';
import { describeError } from '../../../../../components/popup/shell/status';

describe('error messages', () => {
  it('offers the right action for each error', () => {
    const action = (kind: Parameters<typeof describeError>[0]['kind'], retryAt?: number) =>
      describeError({ kind, message: 'm', retryAt }, 'results').action;
    expect(action('no-token')).toBe('options');
    expect(action('unauthorized')).toBe('options');
    expect(action('rate-limited', 1)).toBe('countdown');
    expect(action('rate-limited')).toBe('retry');
    expect(action('offline')).toBe('retry');
    expect(action('timeout')).toBe('retry');
    expect(action('server')).toBe('retry');
    expect(action('bad-response')).toBe('retry');
    expect(action('validation')).toBeNull();
    expect(describeError({ kind: 'validation', message: 'Too long.' }, 'results').text).toBe('Too long.');
  });
});
