// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  ACTIVE_PERIOD_MINUTES,
  type BackgroundJobsDeps,
  createBackgroundJobs,
  IDLE_PERIOD_MINUTES,
} from '../../../lib/background/background-jobs';
import type { PrefetchOutcome } from '../../../lib/directory/alternatives/prefetch';
import type { SyncOutcome } from '../../../lib/directory/sync/sync';
import type { SyncStatus } from '../../../lib/messaging/views';

const COMPLETE_SYNC: SyncOutcome = { status: 'complete', pages: 3, stored: 250, removed: 0 };
const COMPLETE_PREFETCH: PrefetchOutcome = {
  status: 'complete',
  full: true,
  fetched: 250,
  skipped: 0,
  dropped: 0,
};
const RATE_LIMITED = { kind: 'rate-limited', message: 'slow down', retryAt: 1 } as const;

function setup(
  options: {
    token?: string | null;
    syncDue?: boolean;
    syncStatus?: Partial<SyncStatus>;
    prefetchDue?: boolean;
    prefetchState?: 'idle' | 'running' | 'done';
    sync?: SyncOutcome;
    prefetch?: PrefetchOutcome;
    /** The kept category tree is a day old (or there is none). */
    treeDue?: boolean;
    /** The directory cannot answer `GET /categories`. */
    treeFails?: boolean;
  } = {},
) {
  const log: string[] = [];
  const alarms: number[] = [];
  // As the real tree: due until a fetch of it succeeds.
  let treeDue = options.treeDue ?? false;
  const deps: BackgroundJobsDeps = {
    readSettings: async () => ({
      baseUrl: 'https://directory.example/api/v1',
      token: options.token === undefined ? 'secret' : options.token,
    }),
    sync: {
      isDue: async () => options.syncDue ?? false,
      getStatus: async () => ({
        state: 'idle',
        page: 0,
        totalPages: null,
        toolsSynced: 0,
        toolsExpected: null,
        toolsStored: 250,
        lastSuccessAt: 0,
        lastError: null,
        ready: true,
        ...options.syncStatus,
      }),
      run: vi.fn(async () => {
        log.push('sync');
        return options.sync ?? COMPLETE_SYNC;
      }),
      reset: vi.fn(async () => {
        log.push('sync reset');
      }),
    },
    prefetch: {
      isDue: async () => options.prefetchDue ?? false,
      isUnfinished: async () => (options.prefetchState ?? 'done') === 'running',
      run: vi.fn(async () => {
        log.push('prefetch');
        return options.prefetch ?? COMPLETE_PREFETCH;
      }),
      reset: vi.fn(async () => {
        log.push('prefetch reset');
      }),
      yieldToSync: vi.fn(() => {
        log.push('prefetch yields');
      }),
    },
    categories: {
      run: vi.fn(async () => {
        if (!treeDue) return true;
        log.push(options.treeFails ? 'categories failed' : 'categories');
        treeDue = options.treeFails === true;
        return !options.treeFails;
      }),
      reset: vi.fn(async () => {
        log.push('categories reset');
        treeDue = true;
      }),
    },
    setAlarm: async (period) => {
      alarms.push(period);
    },
    now: () => 0,
  };
  return { jobs: createBackgroundJobs(deps), log, alarms };
}

describe('background jobs', () => {
  it('a due sync runs first (the category tree, when due, before its pages), then the prefetch, with a frequent alarm until all are done', async () => {
    const { jobs, log, alarms } = setup({ syncDue: true, treeDue: true });
    await jobs.tick();
    expect(log).toEqual(['prefetch yields', 'categories', 'sync', 'prefetch']);
    expect(alarms.at(-1)).toBe(IDLE_PERIOD_MINUTES);
    expect(alarms).toContain(ACTIVE_PERIOD_MINUTES);
  });

  it('runs the prefetch after every complete sync, even when no refresh is due (it fills in new top tools)', async () => {
    const { jobs, log } = setup({ syncDue: true, prefetchDue: false });
    await jobs.tick();
    expect(log).toEqual(['prefetch yields', 'sync', 'prefetch']);
  });

  it('a category tree the directory cannot give fails nothing: the sync stands, the prefetch runs, and the next look asks again', async () => {
    const { jobs, log } = setup({ syncDue: true, treeDue: true, treeFails: true });
    await jobs.tick();
    expect(log).toEqual(['prefetch yields', 'categories failed', 'sync', 'prefetch']);
    // An hour later, with no sync due: only the tree, again.
    const later = setup({ treeDue: true, treeFails: true });
    await later.jobs.tick();
    await later.jobs.tick();
    expect(later.log).toEqual(['categories failed', 'categories failed']);
  });

  it('a tree due with no sync due (an update from a version that kept none) is fetched at the next look, not at a worker start', async () => {
    const { jobs, log } = setup({ treeDue: true });
    await jobs.resumeUnfinished();
    expect(log).toEqual([]);
    await jobs.tick();
    expect(log).toEqual(['categories']);
    await jobs.tick();
    expect(log).toEqual(['categories']);
  });

  it('a paused sync leaves the frequent alarm on and no prefetch starts', async () => {
    const { jobs, log, alarms } = setup({
      syncDue: true,
      sync: { status: 'paused', error: RATE_LIMITED, nextPage: 4 },
    });
    await jobs.tick();
    expect(log).toEqual(['prefetch yields', 'sync']);
    expect(alarms.at(-1)).toBe(ACTIVE_PERIOD_MINUTES);
  });

  it('an aborted sync (bad token) starts no prefetch and goes back to the hourly alarm', async () => {
    const error = { kind: 'unauthorized', message: 'no' } as const;
    const { jobs, log, alarms } = setup({ syncDue: true, sync: { status: 'aborted', error } });
    await jobs.tick();
    expect(log).toEqual(['prefetch yields', 'sync']);
    expect(alarms.at(-1)).toBe(IDLE_PERIOD_MINUTES);
  });

  it('with no sync due, a due prefetch (weekly, or interrupted) runs alone; a paused one keeps the frequent alarm', async () => {
    const { jobs, log, alarms } = setup({
      prefetchDue: true,
      prefetch: { status: 'paused', error: RATE_LIMITED, nextIndex: 120 },
    });
    await jobs.tick();
    expect(log).toEqual(['prefetch']);
    expect(alarms.at(-1)).toBe(ACTIVE_PERIOD_MINUTES);
  });

  it('a sync paused in a rate-limit cooldown keeps its frequent alarm: no prefetch runs and the alarm is left alone', async () => {
    const { jobs, log, alarms } = setup({
      prefetchDue: true,
      syncStatus: { state: 'error', lastError: RATE_LIMITED, page: 4, totalPages: 20 },
    });
    await jobs.tick();
    expect(log).toEqual([]);
    expect(alarms).toEqual([]);
  });

  it('before the first complete sync, no prefetch runs, nor the tree but with the sync', async () => {
    const { jobs, log } = setup({
      prefetchDue: true,
      treeDue: true,
      syncStatus: { ready: false, lastSuccessAt: null },
    });
    await jobs.tick();
    expect(log).toEqual([]);
  });

  it('a prefetch that yielded to a sync leaves the alarm to that sync', async () => {
    const { jobs, alarms } = setup({ prefetchDue: true, prefetch: { status: 'yielded' } });
    await jobs.tick();
    expect(alarms).toEqual([ACTIVE_PERIOD_MINUTES]);
  });

  it('nothing due: no request-making job runs', async () => {
    const { jobs, log } = setup();
    await jobs.tick();
    expect(log).toEqual([]);
  });

  it('before a person has connected nothing runs, even when forced', async () => {
    const { jobs, log } = setup({ token: null, syncDue: true, prefetchDue: true });
    await jobs.start(true);
    expect(log).toEqual([]);
  });

  it('a connection change forgets the directory, the category tree and the stored alternatives, then syncs anew', async () => {
    const { jobs, log } = setup();
    await jobs.connectionChanged();
    expect(log.slice(0, 3).sort()).toEqual(['categories reset', 'prefetch reset', 'sync reset']);
    expect(log.slice(3)).toEqual(['prefetch yields', 'categories', 'sync', 'prefetch']);
  });

  describe('on a start of the worker (which a page visit can cause)', () => {
    it('a sync that merely fell due does not begin: it waits for the alarm', async () => {
      const { jobs, log } = setup({ syncDue: true, prefetchDue: true });
      await jobs.resumeUnfinished();
      expect(log).toEqual([]);
      await jobs.tick();
      expect(log).toEqual(['prefetch yields', 'sync', 'prefetch']);
    });

    it('the first sync and an interrupted one continue', async () => {
      const first = setup({
        syncDue: true,
        treeDue: true,
        syncStatus: { ready: false, lastSuccessAt: null },
      });
      await first.jobs.resumeUnfinished();
      expect(first.log).toEqual(['prefetch yields', 'categories', 'sync', 'prefetch']);
      const interrupted = setup({ syncDue: true, syncStatus: { page: 3, totalPages: 9 } });
      await interrupted.jobs.resumeUnfinished();
      expect(interrupted.log).toContain('sync');
    });

    it('a prefetch with progress continues; a finished one is not refreshed', async () => {
      const running = setup({ prefetchDue: true, prefetchState: 'running' });
      await running.jobs.resumeUnfinished();
      expect(running.log).toEqual(['prefetch']);
      const done = setup({ prefetchDue: true, prefetchState: 'done' });
      await done.jobs.resumeUnfinished();
      expect(done.log).toEqual([]);
    });

    it('a lost alarm is created again (hourly), an existing one is left alone', async () => {
      const { jobs, alarms } = setup();
      await jobs.ensureAlarm(async () => true);
      expect(alarms).toEqual([]);
      await jobs.ensureAlarm(async () => false);
      expect(alarms).toEqual([IDLE_PERIOD_MINUTES]);
    });
  });
});
