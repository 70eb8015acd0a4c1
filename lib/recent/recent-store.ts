// Recently viewed: the last tool details opened, newest first, in storage.local (this device only:
// what someone looked at is not worth syncing, and it stays private). Read back through the same checks
// as saved tools, entry by entry.
import * as z from 'zod/mini';
import { RECENT_KEY } from '../saved/keys';
import { readSnapshot, timestamp } from '../saved/snapshot';
import { MAX_RECENT, type RecentTool, type ToolSnapshot } from '../saved/types';

export interface LocalAreaLike {
  get(key: string): Promise<Record<string, unknown>>;
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
  let queue: Promise<unknown> = Promise.resolve();
  function serialize<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }
  const list = async () => readRecent((await area.get(RECENT_KEY))[RECENT_KEY]);

  return {
    list,
    add: (tool) =>
      serialize(async () => {
        const next = [
          { ...tool, viewedAt: now() },
          ...(await list()).filter((entry) => entry.slug !== tool.slug),
        ].slice(0, MAX_RECENT);
        await area.set({ [RECENT_KEY]: next });
        return next;
      }),
    clear: () => serialize(() => area.remove(RECENT_KEY)),
  };
}
