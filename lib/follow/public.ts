// Follow and What's new, the public face: a followed listing and the popup's What's new, and whether two
// followed entries are the same listing (shared by the follow store and the popup's switch). No zod, no
// browser API: follow-store.ts checks its schema against Followed.
import type { Tool } from '../api/model';
import type { PriceMove, RatingMove } from '../directory/sync/change-set';

/** A followed category or subcategory, kept with its subcategories' slugs as the popup knew them. */
export interface Followed {
  kind: 'category' | 'subcategory';
  slug: string;
  name: string;
  /** A category's subcategories; a subcategory's is itself. */
  subcategories: string[];
}

/**
 * Not kept: `full` (as many as Toolscout keeps), `newer` (a newer version's list), `sync-full` (the
 * browser's sync quota is full, mostly with saved tools), `storage` (the browser refused the write, e.g.
 * too many changes a minute).
 */
export type FollowOutcome =
  | { ok: true; followed: Followed[] }
  | { ok: false; reason: 'full' | 'newer' | 'sync-full' | 'storage' };

export interface SavedToolChange {
  slug: string;
  name: string;
  rating: Pick<RatingMove, 'from' | 'to'> | null;
  price: Pick<PriceMove, 'from' | 'to'> | null;
  /** No longer in the directory (the local copy dropped it); it stays in the saved list, marked. */
  removed: boolean;
}

/** What the popup is given: the new tools as the local copy has them, to show as any tool row. */
export interface WhatsNewView {
  /** The newest change set's sync, which "Mark as seen" records; null when there is none. */
  latestAt: number | null;
  /** New tools in followed categories and subcategories, most popular first. */
  newTools: Tool[];
  newToolCount: number;
  savedChanges: SavedToolChange[];
}

export function sameListing(a: { kind: string; slug: string }, b: { kind: string; slug: string }): boolean {
  return a.kind === b.kind && a.slug === b.slug;
}
