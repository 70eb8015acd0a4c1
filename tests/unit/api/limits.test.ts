// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkQuery } from '../../../components/popup/search/query';
import { createApiClient } from '../../../lib/api/client';
import {
  isSearchableQuery,
  MAX_ALTERNATIVES,
  QUERY_MAX_LENGTH,
  QUERY_MIN_LENGTH,
  queryLength,
} from '../../../lib/api/limits';
import { parseRequest } from '../../../lib/messaging/protocol';
import { BASE_URL } from '../../support/api-fixtures';

describe('queryLength', () => {
  it('counts code points of the trimmed text, as the API does', () => {
    expect(queryLength('😀😀')).toBe(2);
    expect('😀😀'.length).toBe(4);
    expect(queryLength('  ab  ')).toBe(2);
    expect(queryLength('é')).toBe(1);
    expect(queryLength('   ')).toBe(0);
  });

  it('takes 2 to 120 code points', () => {
    expect([QUERY_MIN_LENGTH, QUERY_MAX_LENGTH, MAX_ALTERNATIVES]).toEqual([2, 120, 5]);
    expect(isSearchableQuery('😀')).toBe(false);
    expect(isSearchableQuery('😀😀')).toBe(true);
    expect(isSearchableQuery('😀'.repeat(120))).toBe(true);
    expect(isSearchableQuery('😀'.repeat(121))).toBe(false);
    expect(isSearchableQuery('x'.repeat(121))).toBe(false);
  });
});

describe('the popup, the message schema and the client agree on a query', () => {
  const queries = [
    '😀',
    '😀😀',
    ' a ',
    'ab',
    '😀'.repeat(120),
    '😀'.repeat(121),
    'x'.repeat(120),
    'x'.repeat(121),
  ];

  async function clientSends(q: string): Promise<boolean> {
    let sent = false;
    const client = createApiClient({
      baseUrl: BASE_URL,
      token: 'token',
      gate: { acquire: async () => undefined, report: async () => undefined },
      fetch: async () => {
        sent = true;
        return new Response(JSON.stringify({ data: [] }), { status: 200 });
      },
    });
    const result = await client.search(q, {}, 'interactive', 'search');
    expect(result.ok || result.error.kind === 'validation').toBe(true);
    return sent;
  }

  for (const q of queries) {
    it(`${queryLength(q)} code points (${q.length} UTF-16 units)`, async () => {
      const popupSends = checkQuery(q).check === 'ok';
      const backgroundAccepts = parseRequest({ type: 'search', q }) !== null;
      expect(backgroundAccepts).toBe(popupSends);
      expect(await clientSends(q)).toBe(popupSends);
    });
  }
});
