// The full-listing sync: pages through GET /tools?per_page=100 into the store's staging area, saving
// progress after each page (listing-pages.ts), and swaps the finished listing into the live set in one
// transaction. When it is due and its status: sync-schedule.ts.
//
// Decisions:
// - A page's tools are ranked by position, (page - 1) * 100 + index, so re-fetching a page after a
//   restart stages exactly the same records; a slug already staged keeps its first rank.
// - A failed page pauses the sync with its progress kept; `unauthorized`/`no-token` abort it and drop
//   the progress, since only a new token (which calls reset()) can make it succeed.
// - reset() clears the progress AND the live set: after a base URL or token change the stored tools
//   belong to another server or account, and retention would otherwise keep them for two more syncs.
// - A page without (valid) tools ends the listing only once the promised total has arrived. Before
//   that it is a `bad-response`: the page is asked again after a backoff, then the sync pauses. The
//   swap never runs on a short listing, or retention would count every unseen tool as missed.

import { apiError, isCredentialError } from '../../api/errors';
import type { ApiError, Result, ToolPage } from '../../api/model';
import { isQuotaExceeded } from '../../common/idb';
import type { SyncStatus } from '../public/index';
import { type DirectoryMeta, type DirectoryStore, StaleSyncError } from '../store';
import type { ChangeStore } from './change-store';
import { resumeOrBeginListing, stageListing, unfinishedListing } from './listing-pages';
import { type ProgressStorage, readProgress, writeProgress } from './progress';
import { syncIsDue, syncStatusOf } from './sync-schedule';

export type SyncOutcome =
  | { status: 'complete'; pages: number; stored: number; removed: number }
  /** A page failed (rate limit, offline, server…): progress is kept, the next run resumes at nextPage. */
  | { status: 'paused'; error: ApiError; nextPage: number }
  /** unauthorized / no-token: progress dropped. */
  | { status: 'aborted'; error: ApiError }
  /** reset() was called while this run was under way. */
  | { status: 'cancelled' };

export interface DirectorySyncOptions {
  store: DirectoryStore;
  /** GET /tools?per_page=SYNC_PER_PAGE&page=N at background priority. */
  fetchPage: (page: number) => Promise<Result<ToolPage>>;
  progress: ProgressStorage;
  /** Where each complete sync's changes are kept (lib/directory/sync/change-store.ts); none: not kept. */
  changes?: Pick<ChangeStore, 'add' | 'clear'>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface DirectorySync {
  /** Starts or resumes a sync; while one runs, returns the running one's promise. */
  run(): Promise<SyncOutcome>;
  /**
   * A worker start, or a read of the change sets: what a stop right after the last swap left undone (its
   * change set). Never rejects.
   */
  finishPending(): Promise<void>;
  /** Base URL or token changed: forget the progress and the stored tools; a running sync is cancelled. */
  reset(): Promise<void>;
  /** The tool's detail answered 404: it leaves the store at once. */
  markGone(slug: string): Promise<void>;
  getStatus(): Promise<SyncStatus>;
  /**
   * True when a sync should run: never succeeded, 24 h since the last success, or a sync was interrupted.
   * False while a rate-limit cooldown lasts, for 15 min after a bad answer paused it, and for 24 h after an
   * unauthorized/no-token abort.
   */
  isDue(now: number): Promise<boolean>;
  /** Called after every page, at the end of a run, on reset and markGone; returns an unsubscribe. */
  onChange(listener: (status: SyncStatus) => void): () => void;
}

const CANCELLED: SyncOutcome = { status: 'cancelled' };

/**
 * The swap's change set, kept beside the swap, into the change store: once after the swap, and again on
 * the worker's next start if it stopped in between (the same set, put under the same time: never twice).
 * Whether there was one to deliver.
 */
async function deliverChanges(
  store: DirectoryStore,
  changeStore: DirectorySyncOptions['changes'],
): Promise<boolean> {
  const pending = await store.pendingChanges();
  if (pending === null) return false;
  await changeStore?.add(pending);
  await store.dropPendingChanges(pending.syncedAt);
  return true;
}

/**
 * The change sets as their reader (What's new) wants them: one that a stop left beside the last swap is
 * delivered first, so a read as the worker wakes, before its housekeeping, has that sync's changes too.
 */
export function changesAfterPending(
  sync: Pick<DirectorySync, 'finishPending'>,
  changes: Pick<ChangeStore, 'since'>,
): Pick<ChangeStore, 'since'> {
  return {
    async since(after) {
      await sync.finishPending();
      return changes.since(after);
    },
  };
}

export function createDirectorySync({
  store,
  fetchPage,
  progress: progressStorage,
  changes: changeStore,
  now = Date.now,
  sleep = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: DirectorySyncOptions): DirectorySync {
  let running: Promise<SyncOutcome> | null = null;
  /** Bumped by reset(): a run started under an older epoch stops at its next step. */
  let epoch = 0;
  const listeners = new Set<(status: SyncStatus) => void>();
  /** The listing's total as its last page said: kept in memory only, for the pages' progress. */
  let listingTotal: number | null = null;

  const unfinishedProgress = (meta: DirectoryMeta) => unfinishedListing(progressStorage, meta);

  async function getStatus(): Promise<SyncStatus> {
    const [meta, toolsStored] = await Promise.all([store.getMeta(), store.count()]);
    const unfinished = await unfinishedProgress(meta);
    return syncStatusOf({ meta, toolsStored, unfinished, running: running !== null, listingTotal });
  }

  async function notify() {
    if (listeners.size === 0) return;
    const status = await getStatus();
    for (const listener of listeners) {
      try {
        listener(status);
      } catch {
        // A broken listener must not stop the sync.
      }
    }
  }

  async function execute(runEpoch: number): Promise<SyncOutcome> {
    const current = () => epoch === runEpoch;
    const begun = await resumeOrBeginListing(store, progressStorage, now);
    if (!current()) return CANCELLED;
    await store.recordError(null, now());
    await notify();

    const end = await stageListing(
      {
        store,
        fetchPage,
        progressStorage,
        sleep,
        current,
        onTotal: (total) => {
          listingTotal = total;
        },
        onPage: notify,
      },
      begun,
    );
    if (end.kind === 'cancelled') return CANCELLED;
    if (end.kind === 'failed') {
      await store.recordError(end.error, now());
      if (isCredentialError(end.error)) {
        await writeProgress(progressStorage, null);
        return { status: 'aborted', error: end.error };
      }
      return { status: 'paused', error: end.error, nextPage: end.page };
    }

    const { progress } = end;
    const { stored, removed } = await store.commitStaging(progress.generation, now());
    await writeProgress(progressStorage, null);
    // What's new is a nicety: failing to keep it must not fail the sync that found it.
    await deliverChanges(store, changeStore).catch(() => undefined);
    return { status: 'complete', pages: progress.nextPage - 1, stored, removed };
  }

  async function runOnce(runEpoch: number): Promise<SyncOutcome> {
    try {
      return await execute(runEpoch);
    } catch (error) {
      if (error instanceof StaleSyncError) return CANCELLED;
      // No room to store a page or the swap: what is stored stays (the staged pages and the live set),
      // the person reads why, and the sync goes on from its progress once it may (isDue).
      if (isQuotaExceeded(error)) {
        const failure = apiError('storage-full');
        await store.recordError(failure, now()).catch(() => undefined);
        const saved = await readProgress(progressStorage).catch(() => null);
        return { status: 'paused', error: failure, nextPage: saved?.nextPage ?? 1 };
      }
      throw error;
    } finally {
      // Same epoch: this run is still the one in `running` (only reset() replaces it early).
      if (epoch === runEpoch) {
        running = null;
        await notify();
      }
    }
  }

  function run(): Promise<SyncOutcome> {
    running ??= runOnce(epoch);
    return running;
  }

  return {
    run,
    getStatus,
    async finishPending() {
      // A set delivered now ends a sync the worker did not outlive: its listeners (What's new's mark) hear
      // of it as they would have when it finished.
      if (await deliverChanges(store, changeStore).catch(() => false)) await notify().catch(() => undefined);
    },

    async reset() {
      epoch += 1;
      running = null;
      listingTotal = null;
      await writeProgress(progressStorage, null);
      await store.clear();
      await changeStore?.clear().catch(() => undefined);
      await notify();
    },

    async markGone(slug) {
      await store.remove(slug);
      await notify();
    },

    async isDue(at) {
      const meta = await store.getMeta();
      return syncIsDue(meta, at, async () => (await unfinishedProgress(meta)) !== null);
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
