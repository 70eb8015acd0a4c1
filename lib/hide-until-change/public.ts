// "Hide until something changes", the public face: where it is kept (storage.local), so the options page
// can watch the key without carrying zod, and the shapes the options page and the card show. No zod, no
// browser API.
import type { ToolSnapshotForChange } from './tool-changes';

export const HIDE_UNTIL_CHANGE_AREA = 'local';
// The stored key keeps the name earlier releases wrote ('hiddenUntilChange', which says the same thing):
// renaming it would change the stored format, with a migration from every release, for no one's benefit.
export const HIDE_UNTIL_CHANGE_KEY = 'hiddenUntilChange';

/** A tool hidden until something changes, as the options list it (and as store.ts keeps it). */
export interface HiddenUntilChange extends ToolSnapshotForChange {
  slug: string;
  name: string;
  /** The site it was hidden on (as the tab showed it). */
  host: string;
  hiddenAt: number;
}

/** What changed about a hidden tool, said at the card's top when the hiding lifts (tool-changes.ts). */
export type { ToolChanges } from './tool-changes';
