// @vitest-environment node
// A worker stopped right after a daily sync's swap, before its change set reached the change store
// (issue 32): the change set is kept beside the swap and delivered at the next start (or at the first
// read of What's new, lib/background/services.ts), once.
import { afterEach, describe, expect, it } from 'vitest';
import { createDirectoryStore, type DirectoryStore } from '../../../lib/directory/store';
import { createChangeStore } from '../../../lib/directory/sync/change-store';
import { changesAfterPending, createDirectorySync } from '../../../lib/directory/sync/sync';
import {
  createFakeServer,
  createMemoryProgress,
  makeTools,
  uniqueDbName,
} from '../../support/directory-fake-server';

const T = Date.UTC(2026, 3, 1);
const DAY = 24 * 60 * 60 * 1000;
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

describe('the change set of a swap the worker did not outlive', () => {
  it("is delivered at the next start or the first read of What's new, telling the sync's listeners, and delivering it again does not count it twice", async () => {
    const dbName = uniqueDbName();
    const changesName = uniqueDbName();
    const server = createFakeServer(makeTools(120));
    const progress = createMemoryProgress();
    let clock = T;
    const start = (stopsBeforeChangeStore = false) => {
      const store: DirectoryStore = createDirectoryStore(dbName);
      const changes = createChangeStore(changesName);
      opened.push(store, changes);
      // The worker stops between the swap and the change store: the change store never hears of it.
      const reaching = stopsBeforeChangeStore
        ? { ...changes, add: () => new Promise<void>(() => undefined) }
        : changes;
      const sync = createDirectorySync({
        store,
        fetchPage: server.fetchPage,
        progress,
        changes: reaching,
        now: () => clock,
        sleep: async () => undefined,
      });
      return { store, changes, sync };
    };

    await start().sync.run();
    server.listing = makeTools(130, 2);
    clock = T + DAY;
    const stopped = start(true);
    void stopped.sync.run();
    // The swap is done (the new listing is live) and its change set waits beside it.
    await expect.poll(async () => (await stopped.store.getAll()).length).toBe(130);
    expect(await stopped.changes.since(0)).toEqual([]);

    const restarted = start();
    // What's new's mark listens for a finished sync: the late delivery tells it, once.
    const heard: string[] = [];
    restarted.sync.onChange((status) => heard.push(status.state));
    // What's new reads before the start's housekeeping has delivered it: the read delivers it first.
    const kept = await changesAfterPending(restarted.sync, restarted.changes).since(0);
    expect(heard).toHaveLength(1);
    expect(heard[0]).not.toBe('syncing');
    expect(kept.map((set) => set.syncedAt)).toEqual([T + DAY]);
    expect(kept[0]?.added.map((tool) => tool.slug)).toEqual(
      makeTools(130)
        .slice(120)
        .map((tool) => tool.slug),
    );
    await restarted.sync.finishPending();
    await start().sync.finishPending();
    expect(await restarted.changes.since(0)).toHaveLength(1);
    // Nothing was left to deliver the second time: nothing to tell.
    expect(heard).toHaveLength(1);
  });
});
