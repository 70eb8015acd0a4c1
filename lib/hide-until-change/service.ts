// "Hide until something changes" (issue 21), for the background: hiding a tool with a snapshot of how
// the local copy has it, and the verdict on each visit to its site. A change is found by comparing that
// snapshot with the local record now, not by reading the syncs' change sets: those keep only the 500
// most popular tools of each kind and expire after 30 days, so a tool hidden longer, or further down
// the listing, would stay hidden for good (docs/architecture.md, "Hide until something changes").

import { mutedHostKey } from '../common/url';
import type { DirectoryTool } from '../directory/record';
import type { HiddenUntilChange, HideUntilChangeStore } from './store';
import { changesSince, type ToolChanges, type ToolSnapshotForChange } from './tool-changes';

export interface HideUntilChangeServiceDeps {
  store: HideUntilChangeStore;
  /** The tool's record in the local copy; undefined when the copy no longer has it. */
  record(slug: string): Promise<DirectoryTool | undefined>;
  /** The slugs of its alternatives as this device has them (prefetched); null when it has none. */
  alternatives(slug: string): Promise<string[] | null>;
  now(): number;
}

export type HideUntilChangeVerdict =
  | { kind: 'not-hidden' }
  /** Hidden, and nothing changed yet (or the local copy no longer has the tool: kept until it returns). */
  | { kind: 'hidden' }
  /** Hidden, and a sync brought a change: the pill comes back once, saying what changed. */
  | { kind: 'changed'; changes: ToolChanges };

export const NOT_HIDDEN: HideUntilChangeVerdict = { kind: 'not-hidden' };

async function snapshotNow(
  deps: HideUntilChangeServiceDeps,
  record: DirectoryTool,
): Promise<ToolSnapshotForChange> {
  return {
    rating: { ...record.rating },
    price: { ...record.price },
    alternatives: await deps.alternatives(record.slug),
  };
}

export function createHideUntilChange(deps: HideUntilChangeServiceDeps) {
  return {
    /** Hides the tool's pill on its site until it changes; false when the tool is not in the local copy. */
    async hide(slug: string, host: string): Promise<boolean> {
      const record = await deps.record(slug);
      if (!record) return false;
      const entry: HiddenUntilChange = {
        slug,
        name: record.name,
        host: mutedHostKey(host),
        hiddenAt: deps.now(),
        ...(await snapshotNow(deps, record)),
      };
      return deps.store.add(entry);
    },

    async verdict(slug: string): Promise<HideUntilChangeVerdict> {
      const entry = await deps.store.get(slug);
      if (!entry) return NOT_HIDDEN;
      const record = await deps.record(slug);
      // A tool the copy dropped has no site to show a pill on; its entry stays for when it returns.
      if (!record) return { kind: 'hidden' };
      const changes = changesSince(entry, await snapshotNow(deps, record));
      return changes ? { kind: 'changed', changes } : { kind: 'hidden' };
    },

    /** The pill came back (or the person chose "Show again"): the tool is no longer hidden. */
    lift: (slug: string): Promise<boolean> => deps.store.remove(slug),

    list: (): Promise<HiddenUntilChange[]> => deps.store.list(),
  };
}
export type HideUntilChange = ReturnType<typeof createHideUntilChange>;
