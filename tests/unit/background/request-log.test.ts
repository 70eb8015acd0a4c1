// @vitest-environment node
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import type { RequestRecord } from '../../../lib/api/request-record';
import {
  createRequestLog,
  MAX_REQUESTS,
  REQUEST_LOG_FORMAT,
  REQUESTS_KEPT_MS,
} from '../../../lib/request-log/store';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 12);

const search = (q: string, at: number): RequestRecord => ({
  at,
  reason: 'search',
  method: 'GET',
  path: '/search',
  params: { q },
  outcome: 200,
});

function setup(start = NOW) {
  let now = start;
  const name = `requests-${crypto.randomUUID()}`;
  const log = createRequestLog({ name, now: () => now });
  return {
    log,
    name,
    setNow: (next: number) => {
      now = next;
    },
  };
}

describe('request log', () => {
  it('lists what was added, newest first, with why and what it carried', async () => {
    const { log } = setup();
    log.add({
      at: NOW - 2000,
      reason: 'sync',
      method: 'GET',
      path: '/tools',
      params: { page: '1' },
      outcome: 200,
    });
    log.add(search('notion', NOW - 1000));
    log.add({
      at: NOW,
      reason: 'card',
      method: 'GET',
      path: '/tools/{slug}/alternatives',
      params: { slug: 'jasper' },
      outcome: 'timeout',
    });
    const listed = await log.list();
    expect(listed.map((entry) => [entry.reason, entry.path, entry.params, entry.outcome])).toEqual([
      ['card', '/tools/{slug}/alternatives', { slug: 'jasper' }, 'timeout'],
      ['search', '/search', { q: 'notion' }, 200],
      ['sync', '/tools', { page: '1' }, 200],
    ]);
  });

  it(`keeps the newest ${MAX_REQUESTS} requests`, async () => {
    const { log } = setup();
    for (let i = 0; i < MAX_REQUESTS + 25; i++) log.add(search(`query ${i}`, NOW - 60_000 + i));
    const listed = await log.list();
    expect(listed).toHaveLength(MAX_REQUESTS);
    expect(listed[0]?.params.q).toBe(`query ${MAX_REQUESTS + 24}`);
    expect(listed.at(-1)?.params.q).toBe('query 25');
  });

  it('drops requests older than 7 days on the next write, and lists none of them meanwhile', async () => {
    const { log, name, setNow } = setup(NOW - 8 * DAY);
    log.add(search('old one', NOW - 8 * DAY));
    log.add(search('six days ago', NOW - 6 * DAY));
    expect(await log.list()).toHaveLength(2);

    setNow(NOW);
    // Not listed once 7 days old, even before a write has removed it.
    expect((await log.list()).map((entry) => entry.params.q)).toEqual(['six days ago']);
    log.add(search('today', NOW));
    expect((await log.list()).map((entry) => entry.params.q)).toEqual(['today', 'six days ago']);
    await log.close();
    const db = await openDB(name, 1);
    expect((await db.getAll('requests')).map((value) => value.params.q)).toEqual(['six days ago', 'today']);
    db.close();
    expect(REQUESTS_KEPT_MS).toBe(7 * DAY);
  });

  it('Clear empties it, entries not yet written too', async () => {
    const { log } = setup();
    log.add(search('written', NOW - 10));
    expect(await log.list()).toHaveLength(1);
    log.add(search('still waiting', NOW));
    await log.clear();
    expect(await log.list()).toEqual([]);
    log.add(search('after', NOW));
    expect((await log.list()).map((entry) => entry.params.q)).toEqual(['after']);
  });

  it('leaves out an entry of a newer format or another shape, and keeps it until its time', async () => {
    const { log, name } = setup();
    log.add(search('mine', NOW - 10));
    await log.list();
    await log.close();
    const db = await openDB(name, 1);
    await db.add('requests', { ...search('newer', NOW - 5), format: REQUEST_LOG_FORMAT + 1, extra: true });
    await db.add('requests', { format: REQUEST_LOG_FORMAT, at: NOW, reason: 'telemetry' });
    db.close();
    expect((await log.list()).map((entry) => entry.params.q)).toEqual(['mine']);
    log.add(search('next', NOW));
    await log.list();
    await log.close();
    const again = await openDB(name, 1);
    expect(await again.count('requests')).toBe(4);
    again.close();
  });

  it('a write that fails loses its entries, never throws at the request, and the log goes on', async () => {
    const { log } = setup();
    // Not a structured-cloneable value: IndexedDB refuses the whole batch.
    log.add({ ...search('broken', NOW), params: { q: (() => 'x') as unknown as string } });
    expect(await log.list()).toEqual([]);
    log.add(search('fine', NOW));
    expect((await log.list()).map((entry) => entry.params.q)).toEqual(['fine']);
  });
});
