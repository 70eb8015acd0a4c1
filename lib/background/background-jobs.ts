// When the background's own requests run: the directory sync (the category tree first, when due, then
// the listing), then the prefetch of the top tools' alternatives. Driven by one alarm, the worker's start, and connection changes; the browser parts are
// passed in, so the schedule is unit-tested.
import type { AlternativesPrefetch } from '../directory/alternatives/prefetch';
import type { CategoryTree } from '../directory/sync/category-tree';
import type { DirectorySync } from '../directory/sync/sync';

export const JOBS_ALARM = 'directory-sync';
/** While a job is unfinished, a frequent alarm wakes a stopped worker so it resumes where it was. */
export const ACTIVE_PERIOD_MINUTES = 1;
/** Otherwise, an hourly look at whether a sync (daily) or a prefetch refresh (weekly) is due. */
export const IDLE_PERIOD_MINUTES = 60;

export interface BackgroundJobsDeps {
  readSettings(): Promise<{ baseUrl: string; token: string | null }>;
  sync: Pick<DirectorySync, 'run' | 'isDue' | 'reset' | 'getStatus'>;
  prefetch: Pick<AlternativesPrefetch, 'run' | 'isDue' | 'reset' | 'yieldToSync' | 'isUnfinished'>;
  /** The category tree, kept with the daily sync (one request; failing it fails nothing). */
  categories: Pick<CategoryTree, 'run' | 'reset'>;
  /** (Re)creates JOBS_ALARM with this period. */
  setAlarm(periodInMinutes: number): Promise<void>;
  now?: () => number;
}

export function createBackgroundJobs(deps: BackgroundJobsDeps) {
  const now = deps.now ?? Date.now;

  /**
   * The tree when due (daily), before the sync's pages: when the sync completes, the device answers
   * categories from both. Tried again at the next look if it fails; the sync goes on either way.
   */
  async function keepCategories(): Promise<void> {
    await deps.categories.run().catch(() => false);
  }

  async function runPrefetch(): Promise<void> {
    await deps.setAlarm(ACTIVE_PERIOD_MINUTES);
    const outcome = await deps.prefetch.run();
    // Paused: the frequent alarm resumes it. Yielded: a sync took over and set its own alarm.
    if (outcome.status !== 'paused' && outcome.status !== 'yielded') await deps.setAlarm(IDLE_PERIOD_MINUTES);
  }

  /** Runs the sync when due (or forced), then the prefetch; or the prefetch alone when it is due. */
  async function start(forceSync: boolean): Promise<void> {
    // Nothing to fetch until a person has connected; that is not a problem worth reporting.
    const { baseUrl, token } = await deps.readSettings();
    if (baseUrl === '' || token === null) return;
    if (forceSync || (await deps.sync.isDue(now()))) {
      await deps.setAlarm(ACTIVE_PERIOD_MINUTES);
      // The sync goes first: a weekly refresh under way stops and resumes once the listing is in.
      deps.prefetch.yieldToSync();
      await keepCategories();
      const outcome = await deps.sync.run();
      if (outcome.status === 'paused') return;
      if (outcome.status !== 'complete') {
        await deps.setAlarm(IDLE_PERIOD_MINUTES);
        return;
      }
      // A new listing: fill in tools new to the top (usually none: no request), or refresh when due.
      await runPrefetch();
      return;
    }
    // A sync that never finished, or that paused or failed, keeps its own alarm; the prefetch would meet
    // the same error (or take the slots the sync waits for), and it needs a complete listing anyway.
    const sync = await deps.sync.getStatus();
    if (!sync.ready || sync.lastError !== null) return;
    // A tree the sync could not get, or none yet after an update from a version that kept none.
    await keepCategories();
    if (await deps.prefetch.isDue(now())) await runPrefetch();
  }

  return {
    start,
    /** The alarm fired or the browser started: resume or begin whatever is due. */
    tick: () => start(false),
    /**
     * The worker started, which a visit to any page can cause: only work already under way continues (the
     * first sync, an interrupted one, a prefetch with progress). A sync or refresh that merely fell due
     * waits for the alarm, so no request follows a visit.
     */
    async resumeUnfinished(): Promise<void> {
      const sync = await deps.sync.getStatus();
      if (!sync.ready || sync.page > 0) return start(false);
      // Not getStatus(): it reads the top tools' records, and this runs on every start of the worker.
      if ((await deps.prefetch.isUnfinished()) && (await deps.prefetch.isDue(now()))) {
        const { baseUrl, token } = await deps.readSettings();
        if (baseUrl !== '' && token !== null) await runPrefetch();
      }
    },
    /** The jobs' alarm, if the browser lost it (it may on a restart); creating it sends nothing. */
    async ensureAlarm(hasAlarm: () => Promise<boolean>): Promise<void> {
      if (!(await hasAlarm())) await deps.setAlarm(IDLE_PERIOD_MINUTES);
    },
    /** Base URL or token changed: what was stored belongs to another directory or account. */
    async connectionChanged(): Promise<void> {
      await Promise.all([deps.sync.reset(), deps.prefetch.reset(), deps.categories.reset()]);
      await start(true);
    },
  };
}
export type BackgroundJobs = ReturnType<typeof createBackgroundJobs>;
