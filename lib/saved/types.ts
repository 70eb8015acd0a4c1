// Saved tools and recently viewed, as every context sees them. Types only (no zod): the popup and the
// options page import them; lib/saved/snapshot.ts checks what is read back from storage or a file.

/** A tool's row as any list keeps it (lib/directory/public/index.ts): what a saved tool keeps of its tool. */
import type { ToolSnapshot } from '../directory/public/index';

export type { ToolSnapshot };

export interface SavedTool extends ToolSnapshot {
  /** Epoch ms. */
  savedAt: number;
}

export interface RecentTool extends ToolSnapshot {
  /** Epoch ms. */
  viewedAt: number;
}

export interface SavedList {
  /** Most recently saved first. */
  tools: SavedTool[];
  /** How many more fit, give or take (the limit is in bytes): 0 means full. */
  room: number;
  /**
   * Saved tools the synced local copy no longer has: gone from the directory. They stay saved, marked.
   * Empty until a sync has completed. Filled in by the background's answer, not stored.
   */
  gone?: string[];
}

/** What an import did, for the options page to say. */
export interface ImportReport {
  added: number;
  /** Already saved here: the saved copy is kept. */
  alreadySaved: number;
  /** Entries of the file that were not a readable tool. */
  invalid: number;
  /** Readable, new, but the saved list was full. */
  notAdded: number;
  /** Saved tools after the import. */
  total: number;
}

/** The exported JSON file. */
export interface SavedExportFile {
  format: 'toolscout-saved-tools';
  version: 1;
  exportedAt: string;
  tools: SavedTool[];
}

/** The last this many tool details opened are remembered, on this device only. */
export const MAX_RECENT = 20;

/**
 * Why a change was not kept: `full` (the sync quota: the person removes some first), `storage` (the
 * browser refused the write, e.g. too many changes a minute; trying again later works).
 */
export type SaveProblem = 'full' | 'storage';

export interface SaveOutcome {
  list: SavedList;
  problem: SaveProblem | null;
}

/** Why a file could not be read at all. */
export type ImportProblem = 'too-large' | 'not-json' | 'not-ours';

export interface ImportOutcome {
  /** Null when the file could not be read (then `problem` says why). */
  report: ImportReport | null;
  problem: ImportProblem | SaveProblem | null;
}
