// The sync's pages: GET /tools page by page into the store's staging area, with the progress saved after
// each, until the listing ends, a page fails or reset() cancels the run. sync.ts runs it and swaps.
import { apiError } from '../../api/errors';
import { PER_PAGE_MAX } from '../../api/limits';
import type { ApiError, Result, ToolPage } from '../../api/model';
import { toDirectoryTool } from '../record';
import type { DirectoryMeta, DirectoryStore } from '../store';
import { type ProgressStorage, readProgress, type SyncProgress, writeProgress } from './progress';

/** The page size the caller's fetchPage must request: the API's maximum. */
export const SYNC_PER_PAGE = PER_PAGE_MAX;
/** When the listing gives no total: 100,000 tools, far beyond the directory, ends a runaway `next`. */
const MAX_PAGES_WITHOUT_TOTAL = 1000;
/** A page that came back short is asked again this many times, after 2 s, 4 s, 8 s, before pausing. */
export const SHORT_PAGE_RETRIES = 3;
export const SHORT_PAGE_BACKOFF_MS = 2_000;

/** What one run of the sync needs to page through the listing. */
export interface ListingRun {
  store: DirectoryStore;
  fetchPage: (page: number) => Promise<Result<ToolPage>>;
  progressStorage: ProgressStorage;
  sleep: (ms: number) => Promise<void>;
  /** False once reset() cancelled this run. */
  current: () => boolean;
  /** The listing's total, each time a page says it. */
  onTotal: (total: number) => void;
  /** After each page staged and its progress saved. */
  onPage: () => Promise<void>;
}

/** How paging ended: the listing staged whole, a page that failed, or the run cancelled. */
export type ListingEnd =
  | { kind: 'listed'; progress: SyncProgress }
  | { kind: 'failed'; error: ApiError; page: number }
  | { kind: 'cancelled' };

/** The progress a stopped sync left, when it is of the listing staged now; null for none. */
export async function unfinishedListing(
  progress: ProgressStorage,
  meta: DirectoryMeta,
): Promise<SyncProgress | null> {
  const saved = await readProgress(progress);
  return saved !== null && saved.generation === meta.stagingGeneration ? saved : null;
}

/** The stopped sync's progress to resume, or a new listing begun in staging, its progress saved. */
export async function resumeOrBeginListing(
  store: DirectoryStore,
  progress: ProgressStorage,
  now: () => number,
): Promise<SyncProgress> {
  const unfinished = await unfinishedListing(progress, await store.getMeta());
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
  await writeProgress(progress, fresh);
  return fresh;
}

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

/**
 * The page, with an empty one that comes before the promised total turned into a `bad-response`
 * after asking again with backoff; null when reset() cancelled the run meanwhile.
 */
async function fetchPageChecked(
  run: ListingRun,
  pageNumber: number,
  progress: SyncProgress,
): Promise<Result<ToolPage> | null> {
  for (let retry = 0; ; retry++) {
    const result = await run.fetchPage(pageNumber);
    if (!run.current()) return null;
    if (!result.ok || !endsTooEarly(result.data, pageNumber, progress)) return result;
    if (retry >= SHORT_PAGE_RETRIES) {
      const message = `Page ${pageNumber} of the listing came back without tools before the total the directory promised.`;
      return { ok: false, error: apiError('bad-response', { message }) };
    }
    await run.sleep(SHORT_PAGE_BACKOFF_MS * 2 ** retry);
    if (!run.current()) return null;
  }
}

/** Stages the listing's pages from `progress.nextPage` on. */
export async function stageListing(run: ListingRun, from: SyncProgress): Promise<ListingEnd> {
  let progress = from;
  while (!progress.ended) {
    const pageNumber = progress.nextPage;
    const maxPages = progress.totalPages === null ? MAX_PAGES_WITHOUT_TOTAL : progress.totalPages + 1;
    if (pageNumber > maxPages) break;

    const result = await fetchPageChecked(run, pageNumber, progress);
    if (result === null) return { kind: 'cancelled' };
    if (!result.ok) return { kind: 'failed', error: result.error, page: pageNumber };

    const { items, next, total } = result.data;
    if (total !== null) run.onTotal(total);
    if (items.length === 0) break;
    const firstRank = (pageNumber - 1) * SYNC_PER_PAGE;
    const staged = await run.store.stagePage(
      progress.generation,
      items.map((tool, index) => toDirectoryTool(tool, firstRank + index)),
    );
    if (!run.current()) return { kind: 'cancelled' };
    // The server may use a smaller page than asked; a page with a `next` shows its real size.
    const pageSize = next === null ? SYNC_PER_PAGE : items.length;
    progress = {
      ...progress,
      nextPage: pageNumber + 1,
      staged,
      totalPages: total === null ? progress.totalPages : Math.ceil(total / pageSize),
      ended: next === null,
    };
    await writeProgress(run.progressStorage, progress);
    await run.onPage();
  }
  return { kind: 'listed', progress };
}
