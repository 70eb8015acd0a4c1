// The on-page card's public face: what its pill shows, and what its short-lived Undo takes back. Types
// only (no zod, no browser API); what it shows of alternatives is the directory's (lib/directory/public/index.ts).
import type { LocalTool, MatchReason } from '../directory/public/index';
import type { ToolChanges } from '../hide-until-change/public';

/** What the pill shows, from the local directory: a visit makes no request. */
export interface CardSummary {
  tool: LocalTool;
  /** Whether opening the card asks the directory (its alternatives are not prefetched to this device). */
  opensWithRequest: boolean;
  /** On a tool's own site: which rule of its website matched this page (the card words it). */
  why?: MatchReason | null;
  /** Device only is on: opening the card never asks the directory, whatever the device has (absent: off). */
  deviceOnly?: true;
  /** "Hide until something changes" was lifted by this visit: what changed, said at the card's top. */
  changes?: ToolChanges | null;
}

/** What the card's short-lived Undo takes back (`card/undo`). */
export type UndoStep = 'hide-until-change' | 'not-this-tool';
