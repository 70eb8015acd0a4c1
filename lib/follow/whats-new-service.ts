// The background's side of "What's new": the change sets since the person last looked, read against
// what they follow and save; "Mark as seen"; and the quiet mark on the toolbar button when a followed
// category has new tools. All from the device: nothing is sent.
import * as z from 'zod/mini';
import type { ChangeStore } from '../directory/sync/change-store';
import type { FollowStore } from './follow-store';
import { type WhatsNew, whatsNew } from './whats-new';

export const SEEN_KEY = 'whatsNewSeen';
/** `{ format, at }`: the sync whose changes the person has seen. */
export const SEEN_FORMAT = 1;
export const MARK_SETTING_KEY = 'whatsNewMark';

const seenSchema = z.object({ format: z.literal(SEEN_FORMAT), at: z.number() });

export interface LocalAreaLike {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

export interface WhatsNewDeps {
  changes: Pick<ChangeStore, 'since'>;
  follows: FollowStore;
  savedSlugs(): Promise<ReadonlySet<string>>;
  local: LocalAreaLike;
  /** Shows or hides the toolbar button's mark (its text for every tab without a tool of its own). */
  showMark(shown: boolean): Promise<void>;
}

export function createWhatsNewService(deps: WhatsNewDeps) {
  async function seenAt(): Promise<number> {
    const stored = await deps.local.get([SEEN_KEY]);
    const parsed = seenSchema.safeParse(stored[SEEN_KEY]);
    return parsed.success ? parsed.data.at : 0;
  }

  async function markEnabled(): Promise<boolean> {
    return (await deps.local.get([MARK_SETTING_KEY]))[MARK_SETTING_KEY] !== false;
  }

  async function get(): Promise<WhatsNew> {
    const [sets, followed, saved] = await Promise.all([
      deps.changes.since(await seenAt()),
      deps.follows.list(),
      deps.savedSlugs(),
    ]);
    return whatsNew(sets, followed, saved);
  }

  /** The mark shows while a followed category has new tools the person has not seen, if they want it. */
  async function refreshMark(): Promise<void> {
    const shown = (await markEnabled()) && (await get()).newToolCount > 0;
    await deps.showMark(shown);
  }

  return {
    get,
    refreshMark,
    markEnabled,
    /** "Mark as seen": everything up to that sync (a later one may have arrived meanwhile). */
    async markSeen(at: number): Promise<void> {
      if (at > (await seenAt())) await deps.local.set({ [SEEN_KEY]: { format: SEEN_FORMAT, at } });
      await refreshMark();
    },
    async setMarkEnabled(enabled: boolean): Promise<boolean> {
      await deps.local.set({ [MARK_SETTING_KEY]: enabled });
      await refreshMark();
      return enabled;
    },
  };
}
export type WhatsNewService = ReturnType<typeof createWhatsNewService>;
