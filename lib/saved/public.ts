// The storage keys of saved tools and recently viewed. No zod here: the popup and options page import
// this to hear about changes (storage.onChanged), then ask the background for the checked lists.

/** storage.sync: "saved.index" and the chunks "saved.0", "saved.1"… (lib/saved/layout.ts). */
export const SAVED_AREA = 'sync';
export const CHUNK_PREFIX = 'saved.';
export const INDEX_KEY = `${CHUNK_PREFIX}index`;
export const chunkKey = (index: number) => `${CHUNK_PREFIX}${index}`;

/** storage.local: the last details opened, on this device only. */
export const RECENT_AREA = 'local';
export const RECENT_KEY = 'recentlyViewed';

/** Whether a storage.onChanged key belongs to the saved list. */
export function isSavedKey(key: string): boolean {
  return key.startsWith(CHUNK_PREFIX);
}
