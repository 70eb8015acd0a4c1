// Saved tools in storage.sync, so they follow the person to their other browsers. Only the background
// writes them, one change at a time (two quick stars must not each write a list missing the other).
// Every read goes through lib/saved/layout.ts's checks: another browser, or an older Toolscout, wrote it.

import { oneAtATime } from '../common/one-at-a-time';
import { chunkKeys, MAX_SAVED, pack, roomLeft, storedChunkCount, unpack, writtenByNewer } from './layout';
import { syncRefusal } from './sync-refusal';
import type {
  ImportReport,
  SavedExportFile,
  SavedList,
  SavedTool,
  SaveOutcome,
  SaveProblem,
  ToolSnapshot,
} from './types';

/** The part of a browser storage area the store uses (storage.sync in the extension). */
export interface StorageAreaLike {
  get(keys: null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

export interface SavedStore {
  list(): Promise<SavedList>;
  /** Saves or unsaves one tool; saving one already saved refreshes its snapshot. */
  set(tool: ToolSnapshot, saved: boolean): Promise<SaveOutcome>;
  /** A saved tool was seen again with fresher data (its detail opened): keep the row up to date. */
  refresh(tool: ToolSnapshot): Promise<void>;
  /** Adds the tools not saved yet, oldest first, as many as fit; the saved copies win. */
  merge(
    tools: readonly SavedTool[],
    invalid: number,
  ): Promise<{ report: ImportReport; problem: SaveProblem | null }>;
  exportFile(): Promise<SavedExportFile>;
}

function sameSnapshot(a: ToolSnapshot, b: ToolSnapshot): boolean {
  return (
    a.name === b.name &&
    a.logo === b.logo &&
    a.price.type === b.price.type &&
    a.price.amount === b.price.amount &&
    a.verified === b.verified &&
    a.rating.average === b.rating.average &&
    a.rating.count === b.rating.count
  );
}

export function createSavedStore(area: StorageAreaLike, now: () => number = Date.now): SavedStore {
  const serialize = oneAtATime();

  async function read(): Promise<{ stored: Record<string, unknown>; tools: SavedTool[]; newer: boolean }> {
    const stored = await area.get(null);
    // A list a newer version wrote: left untouched, and this version works as if none were saved.
    if (writtenByNewer(stored)) return { stored, tools: [], newer: true };
    return { stored, tools: unpack(stored), newer: false };
  }

  /** What a list this version cannot read shows: no tools, and no room (nothing may be written). */
  const UNREADABLE: SavedList = { tools: [], room: 0 };

  function view(tools: readonly SavedTool[]): SavedList {
    const items = pack(tools);
    return { tools: [...tools].reverse(), room: items ? roomLeft(items, tools.length) : 0 };
  }

  /** Writes only the items that changed, in one operation; then drops chunks the list no longer needs. */
  async function write(
    stored: Record<string, unknown>,
    next: readonly SavedTool[],
  ): Promise<SaveProblem | null> {
    const items = pack(next);
    if (items === null) return 'full';
    const changed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(items)) {
      if (JSON.stringify(stored[key]) !== JSON.stringify(value)) changed[key] = value;
    }
    const before = storedChunkCount(stored);
    // The index and one item per chunk.
    const after = Object.keys(items).length - 1;
    try {
      if (Object.keys(changed).length > 0) await area.set(changed);
      const stale = chunkKeys(before).slice(after);
      if (stale.length > 0) await area.remove(stale);
    } catch (error) {
      // Full when something else (followed categories) took the rest of the browser's quota.
      return syncRefusal(error);
    }
    return null;
  }

  return {
    list: async () => {
      const { tools, newer } = await read();
      return newer ? UNREADABLE : view(tools);
    },

    set: (tool, saved) =>
      serialize(async () => {
        const { stored, tools, newer } = await read();
        if (newer) return { list: UNREADABLE, problem: 'storage' as const };
        const existing = tools.find((entry) => entry.slug === tool.slug);
        let next: SavedTool[];
        if (!saved) next = tools.filter((entry) => entry.slug !== tool.slug);
        else if (existing)
          next = tools.map((entry) => (entry === existing ? { ...tool, savedAt: entry.savedAt } : entry));
        else next = [...tools, { ...tool, savedAt: now() }];
        const problem = await write(stored, next);
        return { list: view(problem === null ? next : tools), problem };
      }),

    refresh: (tool) =>
      serialize(async () => {
        const { stored, tools, newer } = await read();
        const existing = tools.find((entry) => entry.slug === tool.slug);
        if (newer || !existing || sameSnapshot(existing, tool)) return;
        await write(
          stored,
          tools.map((entry) => (entry === existing ? { ...tool, savedAt: entry.savedAt } : entry)),
        );
      }),

    merge: (incoming, invalid) =>
      serialize(async () => {
        const { stored, tools, newer } = await read();
        if (newer) {
          const report = { added: 0, alreadySaved: 0, invalid, notAdded: incoming.length, total: 0 };
          return { report, problem: 'storage' as const };
        }
        const known = new Set(tools.map((tool) => tool.slug));
        const fresh: SavedTool[] = [];
        let alreadySaved = 0;
        for (const tool of incoming) {
          if (known.has(tool.slug)) {
            alreadySaved += 1;
            continue;
          }
          known.add(tool.slug);
          fresh.push(tool);
        }
        // Oldest first, like the list itself; then as many as fit, so a long file fills the list up.
        fresh.sort((a, b) => a.savedAt - b.savedAt);
        let next = [...tools, ...fresh].slice(0, MAX_SAVED);
        while (next.length > tools.length && pack(next) === null) next = next.slice(0, -1);
        const added = next.length - tools.length;
        const problem = added > 0 ? await write(stored, next) : null;
        const kept = problem === null ? added : 0;
        return {
          report: {
            added: kept,
            alreadySaved,
            invalid,
            notAdded: fresh.length - kept,
            total: tools.length + kept,
          },
          problem: problem ?? (kept < fresh.length ? 'full' : null),
        };
      }),

    exportFile: async () => ({
      format: 'toolscout-saved-tools',
      version: 1,
      exportedAt: new Date(now()).toISOString(),
      tools: [...(await read()).tools].reverse(),
    }),
  };
}
