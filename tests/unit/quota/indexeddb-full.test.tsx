// IndexedDB full (issue 32): the directory, the change store, the request log. A page or a swap the
// browser has no room for stops the sync where it was, with the copy on the device as it was and a
// problem the options and the popup word ("no room left"); it goes on from its progress once it may. A
// change set or a log entry with no room is dropped on its own: the sync and the request still succeed.
import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncPanel } from '../../../components/options/SyncPanel';
import { createApiClient } from '../../../lib/api/client';
import { createDirectoryStore, type DirectoryStore } from '../../../lib/directory/store';
import { createChangeStore } from '../../../lib/directory/sync/change-store';
import { createDirectorySync } from '../../../lib/directory/sync/sync';
import { BAD_RESPONSE_PAUSE_MS } from '../../../lib/directory/sync/sync-schedule';
import type { SyncStatus } from '../../../lib/messaging/views';
import { createRequestLog } from '../../../lib/request-log/store';
import { BASE_URL, wireTool } from '../../support/api-fixtures';
import {
  createFakeServer,
  createMemoryProgress,
  makeTools,
  uniqueDbName,
} from '../../support/directory-fake-server';
import { flush, setUpPopupTests } from '../../support/popup-harness';

const NOW = Date.UTC(2026, 0, 1);
const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const stores: DirectoryStore[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

function setup() {
  const dbName = uniqueDbName();
  const server = createFakeServer(makeTools(300));
  const progress = createMemoryProgress();
  let clock = NOW;
  const start = (options: { full?: (method: string) => boolean } = {}) => {
    const real = createDirectoryStore(dbName);
    stores.push(real);
    // The browser's refusal, for the writes `full` names.
    const store: DirectoryStore = new Proxy(real, {
      get(target, key: keyof DirectoryStore) {
        const value = target[key];
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          options.full?.(key)
            ? Promise.reject(quotaExceeded())
            : (value as (...a: unknown[]) => unknown).apply(target, args);
      },
    });
    const changes = createChangeStore(`${dbName}-changes`);
    const sync = createDirectorySync({
      store,
      fetchPage: server.fetchPage,
      progress,
      changes,
      now: () => clock,
      sleep: async () => undefined,
    });
    return { store: real, sync, changes };
  };
  return { server, progress, start, advance: (ms: number) => (clock += ms) };
}

const slugsOf = async (store: DirectoryStore) =>
  (await store.getAll()).map((tool) => `${tool.slug}:${tool.name}`);

describe('IndexedDB full', () => {
  it('the directory: a page with no room stops the sync where it was; the copy stays; it goes on later from there', async () => {
    const { server, start, advance } = setup();
    const first = start();
    expect((await first.sync.run()).status).toBe('complete');
    const before = await slugsOf(first.store);

    // The next day, the directory changed, and the disk filled up after the first page.
    server.listing = makeTools(300, 2);
    advance(24 * 60 * 60 * 1000);
    let pages = 0;
    const full = start({ full: (method) => method === 'stagePage' && ++pages > 1 });
    const outcome = await full.sync.run();
    expect(outcome).toMatchObject({ status: 'paused', error: { kind: 'storage-full' }, nextPage: 2 });
    expect(await slugsOf(full.store)).toEqual(before);
    const status = await full.sync.getStatus();
    expect(status).toMatchObject({ state: 'error', lastError: { kind: 'storage-full' }, page: 1 });
    // Not every minute: the next try waits as after a broken listing.
    expect(await full.sync.isDue(NOW + 24 * 60 * 60 * 1000 + 60_000)).toBe(false);

    // Room again: the next run goes on at page 2, and swaps in the whole listing.
    advance(BAD_RESPONSE_PAUSE_MS);
    const again = start();
    server.requested.length = 0;
    expect(await again.sync.isDue(NOW + 24 * 60 * 60 * 1000 + BAD_RESPONSE_PAUSE_MS)).toBe(true);
    expect(await again.sync.run()).toMatchObject({ status: 'complete' });
    expect(server.requested).toEqual([2, 3]);
    expect((await again.store.getAll()).every((tool) => tool.name.endsWith('v2'))).toBe(true);
  });

  it('the directory: no room for the swap keeps the copy as it was', async () => {
    const { server, start, advance } = setup();
    const first = start();
    await first.sync.run();
    const before = await slugsOf(first.store);
    server.listing = makeTools(300, 2);
    advance(24 * 60 * 60 * 1000);
    const full = start({ full: (method) => method === 'commitStaging' });
    expect(await full.sync.run()).toMatchObject({ status: 'paused', error: { kind: 'storage-full' } });
    expect(await slugsOf(full.store)).toEqual(before);
  });

  it('the change store: no room for a change set; the sync still completes and swaps', async () => {
    const { server, start, advance } = setup();
    const first = start();
    await first.sync.run();
    server.listing = makeTools(300, 2);
    advance(24 * 60 * 60 * 1000);
    const next = start();
    vi.spyOn(next.changes, 'add').mockRejectedValue(quotaExceeded());
    expect(await next.sync.run()).toMatchObject({ status: 'complete' });
    expect((await next.store.getAll()).every((tool) => tool.name.endsWith('v2'))).toBe(true);
  });

  it('the request log: no room for an entry; the request is answered, and the log still reads', async () => {
    const log = createRequestLog({ name: uniqueDbName(), now: () => NOW });
    const client = createApiClient({
      baseUrl: BASE_URL,
      token: 'token',
      gate: { acquire: async () => undefined, report: async () => undefined },
      fetch: async () => new Response(JSON.stringify({ data: wireTool('jasper') }), { status: 200 }),
      record: log.add,
    });
    expect((await client.getTool('jasper', 'interactive', 'detail')).ok).toBe(true);
    expect(await log.list()).toHaveLength(1);
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw quotaExceeded();
    });
    expect((await client.getTool('jasper', 'interactive', 'detail')).ok).toBe(true);
    // The entry that had no room is gone; the one before it is not.
    expect(await log.list()).toHaveLength(1);
    await log.close();
  });
});

describe('the options say so', () => {
  setUpPopupTests();
  it('the sync panel names the full storage, what to do, and that nothing is lost', async () => {
    const status: SyncStatus = {
      state: 'error',
      page: 1,
      totalPages: 3,
      toolsStored: 300,
      toolsSynced: 100,
      toolsExpected: 300,
      lastSuccessAt: NOW,
      lastError: { kind: 'storage-full', message: 'The browser has no room left to store the directory.' },
      ready: true,
    };
    render(<SyncPanel status={status} connected announce onSyncNow={() => undefined} />);
    await flush();
    expect(screen.getByText(/no room left to store the directory/).textContent).toBe(
      'Your browser has no room left to store the directory: the sync stopped where it was. Free some disk space; it goes on by itself, and the copy you have stays as it is.',
    );
  });
});
