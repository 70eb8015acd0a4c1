// What the background remembers about each tab, in storage.session so a service-worker restart keeps
// "dismissed for this tab" and avoids injecting the card twice into one page.
import * as z from 'zod/mini';
import { toolChangesSchema } from '../hide-until-change/store';

const changeNoteSchema = z.object({ slug: z.string(), changes: toolChangesSchema });

const tabStateSchema = z.object({
  /** The tool the tab's URL matched last, or null. */
  slug: z.nullable(z.string()),
  /** The card was dismissed in this tab: it stays away until the tab closes. */
  dismissed: z.boolean(),
  /** The tool whose card was injected into the tab's current document. */
  injectedSlug: z.nullable(z.string()),
  /**
   * "Hide until something changes" lifted for this document: what changed, for its card to say. Cleared
   * with the document, so the next visit shows the plain pill. Absent in states written before it.
   */
  changeNote: z.optional(z.nullable(changeNoteSchema)),
});
export type TabState = z.infer<typeof tabStateSchema>;

export const EMPTY_TAB_STATE: TabState = {
  slug: null,
  dismissed: false,
  injectedSlug: null,
  changeNote: null,
};

export interface SessionArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

const keyOf = (tabId: number) => `tab:${tabId}`;

export function createTabStates(area: SessionArea) {
  // storage.session full (or refusing): a tab's state is kept in this worker's memory instead, so the
  // badge, the card and its Dismiss still work; it is forgotten with the worker, as session data is with
  // the browser.
  const unsaved = new Map<number, TabState>();

  async function get(tabId: number): Promise<TabState> {
    const kept = unsaved.get(tabId);
    if (kept) return kept;
    const stored = (await area.get(keyOf(tabId)))[keyOf(tabId)];
    const parsed = tabStateSchema.safeParse(stored);
    return parsed.success ? parsed.data : EMPTY_TAB_STATE;
  }
  return {
    get,
    async update(tabId: number, change: (state: TabState) => TabState): Promise<TabState> {
      const current = await get(tabId);
      const next = change(current);
      // Most navigations change nothing here (a page that is no tool, after another): no write.
      const same = (Object.keys(next) as (keyof TabState)[]).every((key) => next[key] === current[key]);
      if (same) return next;
      try {
        await area.set({ [keyOf(tabId)]: next });
        unsaved.delete(tabId);
      } catch {
        unsaved.set(tabId, next);
      }
      return next;
    },
    async forget(tabId: number): Promise<void> {
      unsaved.delete(tabId);
      await area.remove(keyOf(tabId));
    },
  };
}
export type TabStates = ReturnType<typeof createTabStates>;
