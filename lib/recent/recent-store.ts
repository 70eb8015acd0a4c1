// Recently viewed: the last tool details opened, newest first, in storage.local (this device only:
// what someone looked at is not worth syncing, and it stays private). Read back through the same checks
// as saved tools, entry by entry.
import * as z from 'zod/mini';
import { oneAtATime } from '../common/one-at-a-time';
import { isNewerFormat, versionOf } from '../common/stored-format';
import { readSnapshot, timestamp } from '../saved/snapshot';
import { MAX_RECENT, type RecentTool, type ToolSnapshot } from '../saved/types';
import { RECENT_KEY } from './public';

export interface LocalAreaLike {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface RecentStore {
  list(): Promise<RecentTool[]>;
  /** A detail was opened: it goes to the top (once), and the list keeps the last MAX_RECENT. */
  add(tool: ToolSnapshot): Promise<RecentTool[]>;
  clear(): Promise<void>;
}

const viewedAt = z.object({ viewedAt: timestamp });

/**
 * The list's format, kept beside it as wxt/storage keeps an item's version ("recentlyViewed$" = { v }).
 * 1: the list as 0.2.0–0.4.0 wrote it (0.2.0 and 0.3.0 wrote no version: a list without one is 1).
 */
export const RECENT_FORMAT = 1;
const RECENT_VERSION_KEY = `${RECENT_KEY}$`;

/** Whether a newer version wrote the list: it is then neither read nor written over. */
function writtenByNewer(stored: Record<string, unknown>): boolean {
  return isNewerFormat(versionOf(stored[RECENT_VERSION_KEY]), RECENT_FORMAT);
}

export function readRecent(value: unknown): RecentTool[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const tools: RecentTool[] = [];
  for (const entry of value) {
    const snapshot = readSnapshot(entry);
    const when = viewedAt.safeParse(entry);
    if (snapshot === null || !when.success || seen.has(snapshot.slug)) continue;
    seen.add(snapshot.slug);
    tools.push({ ...snapshot, viewedAt: when.data.viewedAt });
    if (tools.length === MAX_RECENT) break;
  }
  return tools;
}

export function createRecentStore(area: LocalAreaLike, now: () => number = Date.now): RecentStore {
  const serialize = oneAtATime();
  const read = async () => {
    const stored = await area.get([RECENT_KEY, RECENT_VERSION_KEY]);
    const newer = writtenByNewer(stored);
    return { newer, tools: newer ? [] : readRecent(stored[RECENT_KEY]) };
  };

  return {
    list: async () => (await read()).tools,
    add: (tool) =>
      serialize(async () => {
        const { newer, tools } = await read();
        // A newer version's list stays as it is: this version shows none and adds none.
        if (newer) return [];
        const next = [
          { ...tool, viewedAt: now() },
          ...tools.filter((entry) => entry.slug !== tool.slug),
        ].slice(0, MAX_RECENT);
        await area.set({ [RECENT_KEY]: next, [RECENT_VERSION_KEY]: { v: RECENT_FORMAT } });
        return next;
      }),
    clear: () =>
      serialize(async () => {
        if ((await read()).newer) return;
        await area.remove(RECENT_KEY);
      }),
  };
}
