// "Hide until something changes" (issue 21): what counts as a change to a hidden tool. The snapshot
// taken when the person hid it is compared with the local copy as it is now, by the rules the change
// sets use (lib/directory/sync/change-set.ts), so "changed" means the same in What's new and here. No zod:
// the card's bundle takes the types.
import { priceMoved, ratingMoved } from '../directory/sync/change-set';

export interface RatingValue {
  average: number | null;
  count: number;
}

export interface PriceValue {
  type: string;
  amount: number | null;
}

/** What a hidden tool's change is measured against: the tool as this device had it when it was hidden. */
export interface ToolSnapshotForChange {
  rating: RatingValue;
  price: PriceValue;
  /** Its alternatives' slugs when the device had them (prefetched); null when it did not. */
  alternatives: string[] | null;
}

/** What changed since the tool was hidden; the card says it in words (lib/copy/card.ts). */
export interface ToolChanges {
  rating: { from: RatingValue; to: RatingValue } | null;
  price: { from: PriceValue; to: PriceValue } | null;
  alternatives: boolean;
}

/** Whether two lists of alternatives name different tools (their order is the directory's ranking, not a change). */
function alternativesDiffer(before: readonly string[], now: readonly string[]): boolean {
  const was = new Set(before);
  const is = new Set(now);
  return was.size !== is.size || [...is].some((slug) => !was.has(slug));
}

/**
 * The changes from `before` to `now`, or null when nothing changed. Alternatives count only when the
 * device knew them both times: a tool that left or joined the prefetched top is no change of its own.
 */
export function changesSince(before: ToolSnapshotForChange, now: ToolSnapshotForChange): ToolChanges | null {
  const rating = ratingMoved(before.rating, now.rating) ? { from: before.rating, to: now.rating } : null;
  const price = priceMoved(before.price, now.price) ? { from: before.price, to: now.price } : null;
  const alternatives =
    before.alternatives !== null &&
    now.alternatives !== null &&
    alternativesDiffer(before.alternatives, now.alternatives);
  return rating || price || alternatives ? { rating, price, alternatives } : null;
}
