// "What's new" on the popup's home screen, from the change sets kept on the device since the person
// last looked (lib/directory/sync/change-store.ts): new tools in what they follow, and what changed about
// their saved tools. Pure: no request, nothing stored.
import type { DirectoryTool } from '../directory/record';
import type { AddedTool, ChangeSet, PriceMove, RatingMove } from '../directory/sync/change-set';
import type { Followed, SavedToolChange, WhatsNewView } from './public';

export type { SavedToolChange, WhatsNewView };

/** New tools listed at most; the popup says how many there are in all. */
export const MAX_NEW_TOOLS = 50;

export interface WhatsNew {
  /** The newest change set's sync, which "Mark as seen" records; null when there is none. */
  latestAt: number | null;
  /** New tools in followed categories and subcategories, most popular first (at most MAX_NEW_TOOLS). */
  newTools: AddedTool[];
  newToolCount: number;
  savedChanges: SavedToolChange[];
}

const sameRating = (a: RatingMove['from'], b: RatingMove['from']) =>
  a.average === b.average && a.count === b.count;
const samePrice = (a: PriceMove['from'], b: PriceMove['from']) => a.type === b.type && a.amount === b.amount;

/** A saved tool's change still worth saying: its rating or price did not come back where it started. */
function stillChanged(change: SavedToolChange): SavedToolChange | null {
  const rating = change.rating && !sameRating(change.rating.from, change.rating.to) ? change.rating : null;
  const price = change.price && !samePrice(change.price.from, change.price.to) ? change.price : null;
  return rating || price || change.removed ? { ...change, rating, price } : null;
}

/**
 * One truth per screen: each change as the local copy stands now, so "rating 3.7 → 4.1" ends where the
 * saved list's row does. The name and where a rating or price moved to are the record's; a tool the
 * copy no longer has keeps what the change sets say.
 */
export function savedChangesNow(
  changes: readonly SavedToolChange[],
  records: readonly DirectoryTool[],
): SavedToolChange[] {
  const bySlug = new Map(records.map((record) => [record.slug, record]));
  return changes.flatMap((change) => {
    const record = bySlug.get(change.slug);
    if (!record) return [change];
    const now = stillChanged({
      ...change,
      name: record.name,
      rating: change.rating && { from: change.rating.from, to: { ...record.rating } },
      price: change.price && { from: change.price.from, to: { ...record.price } },
    });
    return now ? [now] : [];
  });
}

/** `changeSets` oldest first: the moves of several syncs add up (from the first, to the last). */
export function whatsNew(
  changeSets: readonly ChangeSet[],
  followed: readonly Followed[],
  savedSlugs: ReadonlySet<string>,
): WhatsNew {
  const followedSubcategories = new Set(followed.flatMap((item) => item.subcategories));
  const added = new Map<string, AddedTool>();
  const saved = new Map<string, SavedToolChange>();
  const savedChange = (tool: { slug: string; name: string }) => {
    let change = saved.get(tool.slug);
    if (!change) {
      change = { slug: tool.slug, name: tool.name, rating: null, price: null, removed: false };
      saved.set(tool.slug, change);
    }
    change.name = tool.name;
    return change;
  };
  for (const set of changeSets) {
    for (const tool of set.added) {
      if (tool.subcategories.some((sub) => followedSubcategories.has(sub.slug))) added.set(tool.slug, tool);
      if (savedSlugs.has(tool.slug)) savedChange(tool).removed = false;
    }
    for (const tool of set.removed) {
      added.delete(tool.slug);
      if (savedSlugs.has(tool.slug)) savedChange(tool).removed = true;
    }
    for (const move of set.ratings) {
      if (!savedSlugs.has(move.slug)) continue;
      const change = savedChange(move);
      change.rating = { from: change.rating?.from ?? move.from, to: move.to };
    }
    for (const move of set.prices) {
      if (!savedSlugs.has(move.slug)) continue;
      const change = savedChange(move);
      change.price = { from: change.price?.from ?? move.from, to: move.to };
    }
  }
  // A move that came back where it started is no change.
  const savedChanges = [...saved.values()].flatMap((change) => stillChanged(change) ?? []);
  const newTools = [...added.values()].sort((a, b) => a.rank - b.rank);
  return {
    latestAt: changeSets.at(-1)?.syncedAt ?? null,
    newTools: newTools.slice(0, MAX_NEW_TOOLS),
    newToolCount: newTools.length,
    savedChanges,
  };
}
