// @vitest-environment node
// Each complete sync keeps what it changed (lib/directory/sync/change-set.ts, change-store.ts): nothing for
// the first sync, nothing false for a worker restarted mid-sync, nothing kept across a connection change.
import { afterEach, describe, expect, it } from 'vitest';
import type { Tool } from '../../../lib/api/model';
import { createDirectoryStore, type DirectoryStore } from '../../../lib/directory/store';
import { createChangeStore } from '../../../lib/directory/sync/change-store';
import { createDirectorySync } from '../../../lib/directory/sync/sync';
import {
  createFakeServer,
  createMemoryProgress,
  hang,
  makeTool,
  makeTools,
  uniqueDbName,
} from '../../support/directory-fake-server';

const DAY = 24 * 60 * 60 * 1000;
const closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((store) => store.close()));
});

/** `size` tools: five listing pages by default; fewer where only the days count. */
function setup(size = 450) {
  const dbName = uniqueDbName();
  const server = createFakeServer(makeTools(size));
  const progress = createMemoryProgress();
  const changes = createChangeStore(uniqueDbName());
  closers.push(changes);
  let day = 0;
  /** A new sync over the same databases and progress: what a worker restart gives. */
  const start = (fetchPage = server.fetchPage) => {
    const store: DirectoryStore = createDirectoryStore(dbName);
    closers.push(store);
    const sync = createDirectorySync({ store, fetchPage, progress, changes, now: () => day * DAY });
    return { store, sync };
  };
  const tomorrow = () => {
    day += 1;
  };
  /** The directory a day later: tool 451 added, tool 5's rating and tool 7's price moved, tool 3 delisted. */
  const nextDay = () => {
    tomorrow();
    server.listing = server.listing
      .filter((tool) => tool.slug !== 'tool-3')
      .map((tool): Tool => {
        if (tool.slug === 'tool-5') return { ...tool, rating: { average: 4.9, count: 5 } };
        if (tool.slug === 'tool-7') return { ...tool, price: { type: 'paid', amount: 29 } };
        return tool;
      });
    server.listing.push(makeTool(451));
  };
  return { server, changes, start, nextDay, tomorrow };
}

describe('the change set of each sync', () => {
  it('none for the first sync; then new tools, moved ratings and prices, and a tool once the copy drops it', async () => {
    const { changes, start, nextDay, tomorrow } = setup();
    const { sync } = start();
    await sync.run();
    expect(await changes.since(0)).toEqual([]);

    nextDay();
    await sync.run();
    const [first, ...others] = await changes.since(0);
    expect(others).toEqual([]);
    expect(first).toMatchObject({ syncedAt: DAY, previousSyncAt: 0, removed: [], truncated: false });
    expect(first?.added.map((tool) => tool.slug)).toEqual(['tool-451']);
    expect(first?.ratings).toEqual([
      expect.objectContaining({
        slug: 'tool-5',
        from: { average: 4.5, count: 5 },
        to: { average: 4.9, count: 5 },
      }),
    ]);
    expect(first?.prices).toEqual([
      expect.objectContaining({
        slug: 'tool-7',
        from: { type: 'freemium', amount: null },
        to: { type: 'paid', amount: 29 },
      }),
    ]);

    // Missed by a second sync in a row, tool 3 leaves the local copy: now it is gone.
    tomorrow();
    await sync.run();
    const latest = await changes.since(DAY);
    expect(latest.map((set) => set.removed.map((tool) => tool.slug))).toEqual([['tool-3']]);
    expect(latest[0]?.added).toEqual([]);
  });

  it('a worker restarted in the middle of a sync reports the same changes, not a half-synced directory', async () => {
    const { server, changes, start, nextDay } = setup();
    await start().sync.run();
    nextDay();
    // The worker dies while page 3 of 5 is on its way; a new one resumes the staged pages.
    let hung = false;
    const dying = start((page) => {
      if (page !== 3) return server.fetchPage(page);
      hung = true;
      return hang();
    });
    void dying.sync.run();
    await expect.poll(() => hung).toBe(true);
    await start().sync.run();
    const [set, ...others] = await changes.since(0);
    expect(others).toEqual([]);
    expect(set?.added.map((tool) => tool.slug)).toEqual(['tool-451']);
    expect(set?.removed).toEqual([]);
    expect(set?.ratings.map((tool) => tool.slug)).toEqual(['tool-5']);
  });

  it('a connection change forgets the change sets, and its first sync makes none', async () => {
    const { changes, start, nextDay } = setup();
    const { sync } = start();
    await sync.run();
    nextDay();
    await sync.run();
    expect(await changes.since(0)).toHaveLength(1);
    await sync.reset();
    expect(await changes.since(0)).toEqual([]);
    await sync.run();
    expect(await changes.since(0)).toEqual([]);
  });

  it('keeps 30 days of change sets', async () => {
    // 34 syncs: one page of tools each is enough to count the days by.
    const { changes, start, nextDay } = setup(20);
    const { sync } = start();
    await sync.run();
    for (let day = 1; day <= 33; day++) {
      nextDay();
      await sync.run();
    }
    const kept = await changes.since(0);
    expect(kept[0]?.syncedAt).toBe(4 * DAY);
    expect(kept.at(-1)?.syncedAt).toBe(33 * DAY);
    expect(kept).toHaveLength(30);
  });
});
