// Saved tools, the public face: the storage keys (the popup and the options page hear about changes
// through storage.onChanged, then ask the background for the checked lists) and the shapes every context
// sees (types.ts). No zod, no browser API.

/** storage.sync: "saved.index" and the chunks "saved.0", "saved.1"… (lib/saved/layout.ts). */
export const SAVED_AREA = 'sync';
export const CHUNK_PREFIX = 'saved.';
export const INDEX_KEY = `${CHUNK_PREFIX}index`;
export const chunkKey = (index: number) => `${CHUNK_PREFIX}${index}`;

/** Far above any real export (500 tools): a bigger file is not one of ours. */
export const MAX_IMPORT_CHARS = 1_000_000;

/** Whether a storage.onChanged key belongs to the saved list. */
export function isSavedKey(key: string): boolean {
  return key.startsWith(CHUNK_PREFIX);
}

export type {
  ImportOutcome,
  ImportProblem,
  ImportReport,
  SavedExportFile,
  SavedList,
  SavedTool,
  SaveOutcome,
  SaveProblem,
  ToolSnapshot,
} from './types';
