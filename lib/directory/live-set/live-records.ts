// The live set's records as the background reads them: one record by slug (remembered per live set:
// each keystroke's results are mostly the last one's, and reading them again costs more than a frame),
// and, before the first sync has finished, the pages it staged so far.

import type { DirectoryTool } from '../record';
import type { DirectoryStore } from '../store';
import type { LiveSet } from './live-set';

/** Records kept in memory (about 1 KB each). */
const REMEMBERED_RECORDS = 2_000;

export function createLiveRecords(store: DirectoryStore, liveSet: LiveSet) {
  const remembered = liveSet.derive(() => new Map<string, DirectoryTool>());
  const syncedAt = liveSet.derive(() => store.getMeta().then((meta) => meta.lastSuccessAt));

  /** The live record; during the first sync, the staged one. */
  async function tool(slug: string): Promise<DirectoryTool | undefined> {
    // The map of the live set this read began in: a record read across a change is not kept for the next.
    const records = remembered.get();
    const known = records.get(slug);
    if (known) return known;
    const live = await store.get(slug);
    if (live) {
      if (records.size >= REMEMBERED_RECORDS) records.clear();
      records.set(slug, live);
      return live;
    }
    return (await syncedAt.get()) === null ? store.getStagedTool(slug) : undefined;
  }

  return {
    store,
    tool,
    /** When the live set's sync finished; null while none has. */
    syncedAt: (): Promise<number | null> => syncedAt.get(),

    async tools(slugs: readonly string[]): Promise<DirectoryTool[]> {
      const tools = await Promise.all(slugs.map(tool));
      return tools.filter((found) => found !== undefined);
    },

    /** Before the first sync has finished, the pages it staged so far; else none. */
    async firstSyncTools(): Promise<DirectoryTool[]> {
      const meta = await store.getMeta();
      return meta.lastSuccessAt === null && meta.stagingGeneration !== null ? store.getStaged() : [];
    },
  };
}
export type LiveRecords = ReturnType<typeof createLiveRecords>;
