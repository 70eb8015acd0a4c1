// Fetches, at background priority, the alternatives of the directory's most popular tools, so their card
// opens with no request (browsing sends nothing: docs/privacy.md).
//
// Decisions:
// - The slugs come from the local directory in listing (rank) order, never from what the person
//   browses: the order of requests tells the server nothing about them.
// - A full refresh every PREFETCH_INTERVAL_MS; between refreshes a run only fills in tools that entered
//   the top since (usually none, so no request), and drops the ones that left it.
// - Progress (the planned slugs and the next index) is saved with each answer, so a restarted service
//   worker resumes at the next slug.
// - Errors: unauthorized/no-token abort the run (only a new token, which clears the store, helps);
//   rate-limited/offline/server pause it with the progress kept; a slug that answers 404 or an
//   unreadable body is skipped, and one that pauses a run MAX_PAUSES_PER_SLUG times is skipped too.

import { holdsOffAfter, isCredentialError } from '../../api/errors';
import type { ApiError, Result, Tool } from '../../api/model';
import { ageOf } from '../../common/clock';
import type { PrefetchStatus } from '../public/index';
import type { DirectoryTool } from '../record';
import { type AlternativesMeta, type AlternativesStore, type PrefetchProgress, StaleRunError } from './store';

export const PREFETCH_TOP = 500;
/**
 * The top count a build asks for (WXT_PREFETCH_TOP): the e2e build takes a small one so a test does not
 * wait ten minutes for 500 requests. Anything but a whole number from 1 to 10,000 means PREFETCH_TOP.
 */
export function prefetchTopFrom(value: unknown): number {
  const top = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isInteger(top) && top >= 1 && top <= 10_000 ? top : PREFETCH_TOP;
}
export const PREFETCH_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;
/** After an unauthorized/no-token abort, no run is due for this long (unless the connection changes). */
const CREDENTIAL_BACKOFF_MS = 24 * 60 * 60 * 1000;
const MAX_PAUSES_PER_SLUG = 3;

export type PrefetchOutcome =
  | { status: 'complete'; full: boolean; fetched: number; skipped: number; dropped: number }
  | { status: 'paused'; error: ApiError; nextIndex: number }
  | { status: 'aborted'; error: ApiError }
  /** The local directory is empty: nothing to take the top of yet. */
  | { status: 'not-ready' }
  /** yieldToSync() stopped it: its progress is kept and the next run() resumes it. */
  | { status: 'yielded' }
  /** reset() was called while this run was under way. */
  | { status: 'cancelled' };

export interface AlternativesPrefetchOptions {
  store: AlternativesStore;
  /** The local directory's first `limit` tools in listing order. */
  topTools: (limit: number) => Promise<DirectoryTool[]>;
  /** GET /tools/{slug}/alternatives at background priority. */
  fetchAlternatives: (slug: string) => Promise<Result<Tool[]>>;
  top?: number;
  now?: () => number;
}

export interface AlternativesPrefetch {
  /** Starts or resumes a run; while one runs, returns the running one's promise. */
  run(): Promise<PrefetchOutcome>;
  /** True when a run is unfinished or a full refresh is due; false in a rate-limit cooldown. */
  isDue(now: number): Promise<boolean>;
  getStatus(): Promise<PrefetchStatus>;
  /** Whether a run is under way or paused with progress kept: one read, unlike getStatus(). */
  isUnfinished(): Promise<boolean>;
  /**
   * A sync is about to run: a running prefetch stops after the answer it waits for (which it does not
   * store: the next run asks again), so the two do not split the background share and the sync is not
   * slowed. Its progress is kept; run() resumes it.
   */
  yieldToSync(): void;
  /** The connection changed: cancel a running run and forget every stored answer. */
  reset(): Promise<void>;
}

/** Errors that say something about this slug's answer, not about the server or the budget. */
function isSlugError(error: ApiError) {
  return error.kind === 'not-found' || error.kind === 'bad-response' || error.kind === 'validation';
}

export function createAlternativesPrefetch({
  store,
  topTools,
  fetchAlternatives,
  top = PREFETCH_TOP,
  now = Date.now,
}: AlternativesPrefetchOptions): AlternativesPrefetch {
  let running: Promise<PrefetchOutcome> | null = null;
  /** Bumped by reset() and yieldToSync(): a run started under an older epoch stops at its next step. */
  let epoch = 0;
  /** The last epoch ended by reset(); a run of a later one that stops was stopped by yieldToSync(). */
  let resetEpoch = -1;

  function fullRefreshDue(meta: AlternativesMeta, at: number) {
    // A week after the last full run by this clock; or now, if the clock went back past it.
    return ageOf(meta.lastSuccessAt, at) >= PREFETCH_INTERVAL_MS;
  }

  async function plan(
    meta: AlternativesMeta,
  ): Promise<{ progress: PrefetchProgress | null; dropped: number }> {
    const slugs = (await topTools(top)).map((tool) => tool.slug);
    if (slugs.length === 0) return { progress: null, dropped: 0 };
    const dropped = await store.retainOnly(new Set(slugs));
    const full = fullRefreshDue(meta, now());
    const stored = new Set(await store.slugs());
    return {
      progress: {
        slugs: full ? slugs : slugs.filter((slug) => !stored.has(slug)),
        nextIndex: 0,
        startedAt: now(),
        full,
        failures: 0,
      },
      dropped,
    };
  }

  async function execute(runEpoch: number): Promise<PrefetchOutcome> {
    const current = () => epoch === runEpoch;
    const stopped = (): PrefetchOutcome =>
      runEpoch <= resetEpoch ? { status: 'cancelled' } : { status: 'yielded' };
    const meta = await store.getMeta();
    const { generation } = meta;
    let dropped = 0;
    let progress = meta.progress;
    if (!progress) {
      const planned = await plan(meta);
      if (!current()) return stopped();
      if (!planned.progress) return { status: 'not-ready' };
      progress = planned.progress;
      dropped = planned.dropped;
    }
    await store.updateMeta({ progress, lastError: null, lastErrorAt: null }, generation);

    let fetched = 0;
    let skipped = 0;
    while (progress.nextIndex < progress.slugs.length) {
      if (!current()) return stopped();
      const slug = progress.slugs[progress.nextIndex] as string;
      const result = await fetchAlternatives(slug);
      if (!current()) return stopped();
      const next: PrefetchProgress = { ...progress, nextIndex: progress.nextIndex + 1, failures: 0 };
      if (result.ok) {
        await store.put({ slug, alternatives: result.data, fetchedAt: now() }, next, generation);
        fetched += 1;
      } else if (isCredentialError(result.error)) {
        await store.updateMeta({ progress: null, lastError: result.error, lastErrorAt: now() }, generation);
        return { status: 'aborted', error: result.error };
      } else if (isSlugError(result.error) || progress.failures + 1 >= MAX_PAUSES_PER_SLUG) {
        // Not passed on to the directory's markGone: a server without this endpoint would answer 404 for
        // every tool and empty the directory. The tool's own detail (GET /tools/{slug}) decides that.
        if (result.error.kind === 'not-found') await store.remove(slug);
        await store.updateMeta({ progress: next }, generation);
        skipped += 1;
      } else {
        const paused = { ...progress, failures: progress.failures + 1 };
        await store.updateMeta({ progress: paused, lastError: result.error, lastErrorAt: now() }, generation);
        return { status: 'paused', error: result.error, nextIndex: progress.nextIndex };
      }
      progress = next;
    }

    await store.updateMeta(
      {
        progress: null,
        lastError: null,
        lastErrorAt: null,
        ...(progress.full ? { lastSuccessAt: now() } : {}),
      },
      generation,
    );
    return { status: 'complete', full: progress.full, fetched, skipped, dropped };
  }

  async function runOnce(runEpoch: number): Promise<PrefetchOutcome> {
    try {
      return await execute(runEpoch);
    } catch (error) {
      if (error instanceof StaleRunError) return { status: 'cancelled' };
      throw error;
    } finally {
      if (epoch === runEpoch) running = null;
    }
  }

  return {
    run() {
      running ??= runOnce(epoch);
      return running;
    },

    async isDue(at) {
      const meta = await store.getMeta();
      if (holdsOffAfter(meta.lastError, meta.lastErrorAt, at, CREDENTIAL_BACKOFF_MS)) return false;
      return meta.progress !== null || fullRefreshDue(meta, at);
    },

    async isUnfinished() {
      return running !== null || (await store.getMeta()).progress !== null;
    },

    async getStatus() {
      const [meta, stored, topCount] = await Promise.all([
        store.getMeta(),
        store.count(),
        topTools(top).then((tools) => tools.length),
      ]);
      const unfinished = running !== null || meta.progress !== null;
      return {
        state: unfinished ? 'running' : meta.lastSuccessAt !== null ? 'done' : 'idle',
        stored,
        total: topCount,
        lastSuccessAt: meta.lastSuccessAt,
      };
    },

    yieldToSync() {
      if (!running) return;
      epoch += 1;
      running = null;
    },

    async reset() {
      resetEpoch = epoch;
      epoch += 1;
      running = null;
      await store.clear();
    },
  };
}
