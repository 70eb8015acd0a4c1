// The full-listing sync: pages through GET /tools?per_page=100 into the store's staging area, saving
// progress after each page, and swaps the finished listing into the live set in one transaction.
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

import { apiError, holdsOffAfter, isCredentialError } from '../../api/errors';
import { PER_PAGE_MAX } from '../../api/limits';
import type { ApiError, Result, ToolPage } from '../../api/model';
import { ageOf } from '../../shared/clock';
import { isQuotaExceeded } from '../../shared/idb';
import type { SyncStatus } from '../public/index';
import { toDirectoryTool } from '../record';
import { type DirectoryMeta, type DirectoryStore, StaleSyncError } from '../store';
import type { ChangeStore } from './change-store';
import { type ProgressStorage, readProgress, type SyncProgress, writeProgress } from './progress';

/** The page size the caller's fetchPage must request: the API's maximum. */
export const SYNC_PER_PAGE = PER_PAGE_MAX;
export const SYNC_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** When the listing gives no total: 100,000 tools, far beyond the directory, ends a runaway `next`. */
const MAX_PAGES_WITHOUT_TOTAL = 1000;
/** A page that came back short is asked again this many times, after 2 s, 4 s, 8 s, before pausing. */
export const SHORT_PAGE_RETRIES = 3;
export const SHORT_PAGE_BACKOFF_MS = 2_000;
/** After a run paused on a bad answer, the next waits this long: a broken listing is not asked every minute. */
export const BAD_RESPONSE_PAUSE_MS = 15 * 60 * 1000;

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
  /** A worker start: what a stop right after the last swap left undone (its change set). Never rejects. */
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
 * A page without (valid) tools while the listing promised more: fewer tools staged than its total,
 * and the page within the pages that total needs. Without any total, an empty page is the end.
 */
export function endsTooEarly(page: ToolPage, pageNumber: number, progress: SyncProgress): boolean {
  if (page.items.length > 0) return false;
  const total = page.total;
  const pagesPromised = progress.totalPages ?? (total === null ? null : Math.ceil(total / SYNC_PER_PAGE));
  if (pagesPromised === null || pageNumber > pagesPromised) return false;
  return total === null || progress.staged < total;
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

  async function unfinishedProgress(meta: DirectoryMeta) {
    const saved = await readProgress(progressStorage);
    return saved !== null && saved.generation === meta.stagingGeneration ? saved : null;
  }

  async function getStatus(): Promise<SyncStatus> {
    const [meta, toolsStored] = await Promise.all([store.getMeta(), store.count()]);
    const unfinished = await unfinishedProgress(meta);
    return {
      state: running ? 'syncing' : meta.lastError ? 'error' : 'idle',
      page: unfinished ? unfinished.nextPage - 1 : 0,
      totalPages: unfinished?.totalPages ?? null,
      toolsSynced: unfinished?.staged ?? 0,
      toolsExpected: unfinished ? listingTotal : null,
      toolsStored,
      lastSuccessAt: meta.lastSuccessAt,
      lastError: meta.lastError,
      ready: meta.lastSuccessAt !== null,
    };
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

  async function resumeOrBegin(): Promise<SyncProgress> {
    const unfinished = await unfinishedProgress(await store.getMeta());
    if (unfinished) return unfinished;
    const generation = await store.beginStaging();
    const fresh: SyncProgress = {
      generation,
      nextPage: 1,
      staged: 0,
      startedAt: now(),
      totalPages: null,
      ended: false,
    };
    await writeProgress(progressStorage, fresh);
    return fresh;
  }

  /**
   * The page, with an empty one that comes before the promised total turned into a `bad-response`
   * after asking again with backoff; null when reset() cancelled the run meanwhile.
   */
  async function fetchPageChecked(
    pageNumber: number,
    progress: SyncProgress,
    current: () => boolean,
  ): Promise<Result<ToolPage> | null> {
    for (let retry = 0; ; retry++) {
      const result = await fetchPage(pageNumber);
      if (!current()) return null;
      if (!result.ok || !endsTooEarly(result.data, pageNumber, progress)) return result;
      if (retry >= SHORT_PAGE_RETRIES) {
        const message = `Page ${pageNumber} of the listing came back without tools before the total the directory promised.`;
        return { ok: false, error: apiError('bad-response', { message }) };
      }
      await sleep(SHORT_PAGE_BACKOFF_MS * 2 ** retry);
      if (!current()) return null;
    }
  }

  async function execute(runEpoch: number): Promise<SyncOutcome> {
    const current = () => epoch === runEpoch;
    let progress = await resumeOrBegin();
    if (!current()) return CANCELLED;
    await store.recordError(null, now());
    await notify();

    while (!progress.ended) {
      const pageNumber = progress.nextPage;
      const maxPages = progress.totalPages === null ? MAX_PAGES_WITHOUT_TOTAL : progress.totalPages + 1;
      if (pageNumber > maxPages) break;

      const result = await fetchPageChecked(pageNumber, progress, current);
      if (result === null) return CANCELLED;
      if (!result.ok) {
        await store.recordError(result.error, now());
        if (isCredentialError(result.error)) {
          await writeProgress(progressStorage, null);
          return { status: 'aborted', error: result.error };
        }
        return { status: 'paused', error: result.error, nextPage: pageNumber };
      }

      const { items, next, total } = result.data;
      if (total !== null) listingTotal = total;
      if (items.length === 0) break;
      const firstRank = (pageNumber - 1) * SYNC_PER_PAGE;
      const staged = await store.stagePage(
        progress.generation,
        items.map((tool, index) => toDirectoryTool(tool, firstRank + index)),
      );
      if (!current()) return CANCELLED;
      // The server may use a smaller page than asked; a page with a `next` shows its real size.
      const pageSize = next === null ? SYNC_PER_PAGE : items.length;
      progress = {
        ...progress,
        nextPage: pageNumber + 1,
        staged,
        totalPages: total === null ? progress.totalPages : Math.ceil(total / pageSize),
        ended: next === null,
      };
      await writeProgress(progressStorage, progress);
      await notify();
    }

    const { stored, removed } = await store.commitStaging(progress.generation, now());
    await writeProgress(progressStorage, null);
    // What's new is a nicety: failing to keep it must not fail the sync that found it.
    await deliverChanges().catch(() => undefined);
    return { status: 'complete', pages: progress.nextPage - 1, stored, removed };
  }

  /**
   * The swap's change set, kept beside the swap, into the change store: once after the swap, and again on
   * the worker's next start if it stopped in between (the same set, put under the same time: never twice).
   */
  async function deliverChanges(): Promise<void> {
    const pending = await store.pendingChanges();
    if (pending === null) return;
    await changeStore?.add(pending);
    await store.dropPendingChanges(pending.syncedAt);
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
    finishPending: () => deliverChanges().catch(() => undefined),

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
      if (holdsOffAfter(meta.lastError, meta.lastErrorAt, at, SYNC_INTERVAL_MS)) return false;
      const errorAge = ageOf(meta.lastErrorAt, at);
      // A broken listing, or no room to store it: not asked again every minute.
      const waits = meta.lastError?.kind === 'bad-response' || meta.lastError?.kind === 'storage-full';
      if (waits && errorAge < BAD_RESPONSE_PAUSE_MS) return false;
      if (await unfinishedProgress(meta)) return true;
      // A day after the last success by this clock; or now, if the clock went back past it.
      return ageOf(meta.lastSuccessAt, at) >= SYNC_INTERVAL_MS;
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
