// "Hide until something changes", the public face: where it is kept (storage.local), so the options page
// can watch the key without carrying zod, and the shapes the options page and the card show. No zod, no
// browser API.
import type { ToolSnapshotForChange } from './tool-changes';

export const HIDDEN_AREA = 'local';
export const HIDDEN_KEY = 'hiddenUntilChange';

/** A tool hidden until something changes, as the options list it (and as store.ts keeps it). */
export interface HiddenTool extends ToolSnapshotForChange {
  slug: string;
  name: string;
  /** The site it was hidden on (as the tab showed it). */
  host: string;
  hiddenAt: number;
}
export type HiddenToolView = HiddenTool;

/** What changed about a hidden tool, said at the card's top when the hiding lifts (tool-changes.ts). */
export type { ToolChanges } from './tool-changes';
