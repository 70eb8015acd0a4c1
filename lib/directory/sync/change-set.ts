// What one complete sync changed against the one before, from the two sets of records the swap holds
// anyway (store.ts, commitStaging): no request, nothing sent. New tools with their subcategories, tools
// that left the local copy, ratings and prices that moved.
//
// A change set needs a sync before it to compare with: the first sync, and the first after the
// connection changed (which empties the local copy), have none. A worker restarted in the middle of a
// sync resumes its staged pages and compares only at the swap, so it cannot report a half-synced
// directory. A tool "left" when the local copy drops it: after a second complete sync in a row without
// it (store.ts), so a tool that only slipped between two pages of one listing is not reported.
import type { DirectoryTool } from '../record';

export const CHANGE_SET_FORMAT = 1;
/** Each list keeps the most popular this many: a directory rebuilt overnight must not fill the device. */
export const MAX_CHANGES_PER_KIND = 500;
/** A rating "moved" when its average moves by this much (the precision it is shown with)… */
export const AVERAGE_STEP = 0.1;
/** …or when this many new ratings came in, and at least this share more than before. */
export const MANY_NEW_RATINGS = 25;
export const MANY_NEW_RATINGS_SHARE = 0.2;

export interface ChangedTool {
  slug: string;
  name: string;
  /** Its place in the popularity listing, so a list reads most popular first. */
  rank: number;
}

export interface AddedTool extends ChangedTool {
  subcategories: DirectoryTool['subcategories'];
}

export interface RatingMove extends ChangedTool {
  from: DirectoryTool['rating'];
  to: DirectoryTool['rating'];
}

export interface PriceMove extends ChangedTool {
  from: DirectoryTool['price'];
  to: DirectoryTool['price'];
}

export interface ChangeSet {
  format: typeof CHANGE_SET_FORMAT;
  /** The sync that found these changes (its lastSuccessAt), and the one it compared with. */
  syncedAt: number;
  previousSyncAt: number;
  added: AddedTool[];
  removed: ChangedTool[];
  ratings: RatingMove[];
  prices: PriceMove[];
  /** Some list held more than MAX_CHANGES_PER_KIND and kept only its most popular. */
  truncated: boolean;
}

const changed = (tool: DirectoryTool): ChangedTool => ({ slug: tool.slug, name: tool.name, rank: tool.rank });

/** Whether a rating moved as the change sets count it (also "Hide until something changes", lib/hide-until-change). */
export function ratingMoved(from: DirectoryTool['rating'], to: DirectoryTool['rating']): boolean {
  if ((from.average === null) !== (to.average === null)) return true;
  // Compared in tenths, as shown: 4.14 → 4.16 reads 4.1 → 4.2, and floating-point noise is no move.
  if (from.average !== null && to.average !== null) {
    const tenths = (average: number) => Math.round(average / AVERAGE_STEP);
    if (tenths(from.average) !== tenths(to.average)) return true;
  }
  const more = to.count - from.count;
  return more >= MANY_NEW_RATINGS && more >= from.count * MANY_NEW_RATINGS_SHARE;
}

/** Whether a price moved (its model or its amount). */
export function priceMoved(from: DirectoryTool['price'], to: DirectoryTool['price']): boolean {
  return from.type !== to.type || from.amount !== to.amount;
}

function mostPopular<T extends ChangedTool>(list: T[]): { kept: T[]; cut: boolean } {
  list.sort((a, b) => a.rank - b.rank);
  return { kept: list.slice(0, MAX_CHANGES_PER_KIND), cut: list.length > MAX_CHANGES_PER_KIND };
}

/**
 * The changes from the live set before a sync (`previous`, synced at `previousSyncAt`) to what it
 * staged (`staged`), given the tools the swap dropped (`removed`). Null when there is nothing before
 * to compare with.
 */
export function changesBetween(
  previous: readonly DirectoryTool[],
  staged: readonly DirectoryTool[],
  removed: readonly DirectoryTool[],
  times: { previousSyncAt: number | null; syncedAt: number },
): ChangeSet | null {
  if (previous.length === 0 || times.previousSyncAt === null) return null;
  const before = new Map(previous.map((tool) => [tool.slug, tool]));
  const added: AddedTool[] = [];
  const ratings: RatingMove[] = [];
  const prices: PriceMove[] = [];
  for (const tool of staged) {
    const old = before.get(tool.slug);
    if (!old) {
      added.push({ ...changed(tool), subcategories: tool.subcategories });
      continue;
    }
    if (ratingMoved(old.rating, tool.rating))
      ratings.push({ ...changed(tool), from: old.rating, to: tool.rating });
    if (priceMoved(old.price, tool.price)) prices.push({ ...changed(tool), from: old.price, to: tool.price });
  }
  const lists = {
    added: mostPopular(added),
    removed: mostPopular(removed.map(changed)),
    ratings: mostPopular(ratings),
    prices: mostPopular(prices),
  };
  return {
    format: CHANGE_SET_FORMAT,
    syncedAt: times.syncedAt,
    previousSyncAt: times.previousSyncAt,
    added: lists.added.kept,
    removed: lists.removed.kept,
    ratings: lists.ratings.kept,
    prices: lists.prices.kept,
    truncated: Object.values(lists).some((list) => list.cut),
  };
}

/** Whether a change set holds any change at all. */
export function hasChanges(changes: ChangeSet): boolean {
  return changes.added.length + changes.removed.length + changes.ratings.length + changes.prices.length > 0;
}
