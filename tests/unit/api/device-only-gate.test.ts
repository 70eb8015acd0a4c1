// @vitest-environment node
// Device only (issue 21): the client is the last gate. While the switch is on, only the daily sync and the
// weekly prefetch are sent; every other request is refused before it is sent, and never logged.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api/client';
import type { RequestGate } from '../../../lib/api/request-gate';
import { REQUEST_REASONS, type RequestRecord } from '../../../lib/api/request-record';
import { BASE_URL, laravelPage, wireTool } from '../../support/api-fixtures';

function setup(deviceOnly: () => boolean | Promise<boolean>) {
  const sent: string[] = [];
  const logged: RequestRecord[] = [];
  const acquired: string[] = [];
  const gate: RequestGate = {
    acquire: async (priority) => {
      acquired.push(priority);
    },
    report: async () => undefined,
  };
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: 'tok_device_only',
    gate,
    fetch: async (input) => {
      const url = new URL(String(input));
      sent.push(`${url.pathname}${url.search}`);
      if (url.pathname.endsWith('/alternatives')) {
        return new Response(JSON.stringify({ data: [wireTool('other')] }), { status: 200 });
      }
      return new Response(JSON.stringify(laravelPage(['a'], 1, 1)), { status: 200 });
    },
    record: (entry) => logged.push(entry),
    deviceOnly,
  });
  return { client, sent, logged, acquired };
}

describe('the Device only gate', () => {
  it('refuses every request a person causes, sends nothing, logs nothing and spends no slot', async () => {
    const { client, sent, logged, acquired } = setup(() => true);
    const answers = await Promise.all([
      client.search('writer', {}, 'interactive', 'search'),
      client.getTool('jasper', 'interactive', 'detail'),
      client.getAlternatives('jasper', 'interactive', 'card'),
      client.getAlternatives('jasper', 'interactive', 'panel'),
      client.getCategories('interactive', 'categories'),
      client.listTools({ category: 'writing' }, 'interactive', 'categories'),
      client.getTool('jasper', 'interactive', 'compare'),
      client.listTools({ perPage: 1 }, 'interactive', 'connection'),
      client.getPage(`${BASE_URL}/search?q=writer&page=2`, 'interactive', 'search'),
      // No reason given: an interactive request is a search.
      client.search('writer', {}, 'interactive', 'search'),
    ]);
    for (const answer of answers) {
      expect(answer).toMatchObject({ ok: false, error: { kind: 'device-only' } });
      expect(answer.ok || answer.error.message).toMatch(/Device only/);
    }
    expect(sent).toEqual([]);
    expect(logged).toEqual([]);
    expect(acquired).toEqual([]);
  });

  it('lets the daily sync and the weekly prefetch through, and logs them as sent', async () => {
    const { client, sent, logged } = setup(() => true);
    expect((await client.listTools({ page: 1, perPage: 100 }, 'background', 'sync')).ok).toBe(true);
    expect((await client.getAlternatives('popular', 'patient', 'prefetch')).ok).toBe(true);
    // By priority alone: background work is the sync, patient work the prefetch.
    expect((await client.listTools({ page: 2 }, 'background', 'sync')).ok).toBe(true);
    expect(sent).toEqual([
      '/api/v1/tools?page=1&per_page=100',
      '/api/v1/tools/popular/alternatives',
      '/api/v1/tools?page=2',
    ]);
    expect(logged.map((entry) => entry.reason)).toEqual(['sync', 'prefetch', 'sync']);
  });

  it('asks the switch before each request: turned off, the next search goes; an unreadable switch counts as on', async () => {
    let on = true;
    const { client, sent } = setup(() => on);
    await client.search('writer', {}, 'interactive', 'search');
    on = false;
    expect((await client.search('writer', {}, 'interactive', 'search')).ok).toBe(true);
    expect(sent).toEqual(['/api/v1/search?q=writer']);

    const broken = setup(async () => {
      throw new Error('storage gone');
    });
    expect(await broken.client.getTool('jasper', 'interactive', 'detail')).toMatchObject({
      ok: false,
      error: { kind: 'device-only' },
    });
    expect(broken.sent).toEqual([]);
  });

  it('only sync and prefetch are let through, of every reason there is', async () => {
    const through = [];
    for (const reason of REQUEST_REASONS) {
      const { client, sent } = setup(() => true);
      await client.listTools({}, 'interactive', reason);
      if (sent.length > 0) through.push(reason);
    }
    expect(through).toEqual(['sync', 'prefetch']);
  });
});
