// @vitest-environment node
// The popup's copy of the API's rule for `q`.
import { describe, expect, it } from 'vitest';
import { checkQuery } from '../../../../../components/popup/search/query';

describe('query rule', () => {
  it('mirrors the API: 2 to 120 characters, trimmed', () => {
    expect(checkQuery('   ').check).toBe('empty');
    expect(checkQuery(' a ').check).toBe('too-short');
    expect(checkQuery(' ab ')).toEqual({ query: 'ab', check: 'ok' });
    expect(checkQuery('x'.repeat(120)).check).toBe('ok');
    expect(checkQuery('x'.repeat(121)).check).toBe('too-long');
  });
});
