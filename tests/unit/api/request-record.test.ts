// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api/client';
import type { RequestRecord } from '../../../lib/api/request-record';
import { BASE_URL, laravelPage, wireTool } from '../../support/api-fixtures';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const TOKEN = 'tok_SECRET_9f8e7d6c5b4a';

function setup(answer: (url: URL) => Response | Promise<Response>) {
  const recorded: RequestRecord[] = [];
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: TOKEN,
    gate: { acquire: async () => undefined, report: async () => undefined },
    fetch: async (input) => answer(new URL(String(input))),
    timeoutMs: 20,
    now: () => NOW,
    random: () => 0,
    sleep: async () => undefined,
    record: (entry) => recorded.push(entry),
  });
  return { client, recorded };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('what the client tells the request log', () => {
  it('each request: why, the endpoint as a template, what it carried, the status; never the token', async () => {
    const { client, recorded } = setup((url) =>
      url.pathname.endsWith('/alternatives')
        ? json({ data: [wireTool('b')] })
        : url.pathname.endsWith('/search')
          ? json(laravelPage(['a'], 1, 1))
          : json({ message: 'Not Found.' }, 404),
    );
    await client.search('  note taking ', { page: 2 }, 'interactive', 'search');
    await client.getAlternatives('jasper ai', 'interactive', 'card');
    await client.getTool('gone', 'interactive', 'detail');
    expect(recorded).toEqual([
      {
        at: NOW,
        reason: 'search',
        method: 'GET',
        path: '/search',
        params: { q: 'note taking', page: '2' },
        outcome: 200,
      },
      {
        at: NOW,
        reason: 'card',
        method: 'GET',
        path: '/tools/{slug}/alternatives',
        params: { slug: 'jasper ai' },
        outcome: 200,
      },
      {
        at: NOW,
        reason: 'detail',
        method: 'GET',
        path: '/tools/{slug}',
        params: { slug: 'gone' },
        outcome: 404,
      },
    ]);
    expect(JSON.stringify(recorded)).not.toContain(TOKEN);
  });

  it("the sync's and the prefetch's work by their priority when no reason is given; every attempt of a retry", async () => {
    let calls = 0;
    const { client, recorded } = setup(() =>
      calls++ === 0 ? json({ message: 'Oops' }, 503) : json(laravelPage([], 1, 1)),
    );
    await client.listTools({ page: 3, perPage: 100 }, 'background', 'sync');
    await client.getAlternatives('notion', 'patient', 'prefetch');
    expect(recorded.map(({ reason, path, params, outcome }) => [reason, path, params, outcome])).toEqual([
      ['sync', '/tools', { page: '3', per_page: '100' }, 503],
      ['sync', '/tools', { page: '3', per_page: '100' }, 200],
      ['prefetch', '/tools/{slug}/alternatives', { slug: 'notion' }, 200],
    ]);
  });

  it('a request refused before it is sent is not listed; one with no answer is, as offline', async () => {
    const { client, recorded } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await client.search('x', {}, 'interactive', 'search');
    expect(recorded).toEqual([]);
    await client.getCategories('interactive', 'categories');
    expect(recorded.map((entry) => [entry.reason, entry.path, entry.outcome])).toEqual([
      ['categories', '/categories', 'offline'],
      ['categories', '/categories', 'offline'],
    ]);
  });

  it('a log that throws changes nothing for the request', async () => {
    const client = createApiClient({
      baseUrl: BASE_URL,
      token: TOKEN,
      gate: { acquire: async () => undefined, report: async () => undefined },
      fetch: async () => json({ data: wireTool('jasper') }),
      record: () => {
        throw new Error('disk full');
      },
    });
    expect(await client.getTool('jasper', 'interactive', 'detail')).toMatchObject({ ok: true });
  });
});
