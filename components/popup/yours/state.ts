// The popup's view of saved tools and recently viewed. The background reads and checks the stored lists
// (by message); this module keeps the latest answer for every star on screen, and asks again when the
// stored list changes, here or in another browser (storage.onChanged: sync brings other devices' stars).
import { browser } from 'wxt/browser';
import { sendRequest } from '../../../lib/messaging/client';
import { RECENT_AREA, RECENT_KEY, type RecentTool } from '../../../lib/recent/public';
import { isSavedKey, SAVED_AREA, type SavedTool, type SaveProblem } from '../../../lib/saved/public';
import { createSharedState } from '../../common/shared-state';
import type { ToolSummary } from '../list/types';
import { toSnapshot } from './snapshot';

interface YoursState {
  /** Null until the first answer. */
  saved: SavedTool[] | null;
  /** Saved tools gone from the directory (kept, marked). */
  gone: ReadonlySet<string>;
  recent: RecentTool[] | null;
  /** The last change that was not kept, until the next one is (or the person dismisses it). */
  problem: SaveProblem | null;
}

const EMPTY: YoursState = { saved: null, gone: new Set(), recent: null, problem: null };

/** The first component on screen loads both lists and listens; the last one to go stops and forgets them. */
const yours = createSharedState<YoursState>({
  initial: EMPTY,
  onFirst() {
    void loadSaved();
    void loadRecent();
    browser.storage.onChanged.addListener(onStorageChanged);
  },
  onLast() {
    browser.storage.onChanged.removeListener(onStorageChanged);
    yours.set(EMPTY);
  },
});

function update(change: Partial<YoursState>) {
  yours.set({ ...yours.get(), ...change });
}

async function loadSaved() {
  const result = await sendRequest({ type: 'saved/list' });
  if (result.ok) update({ saved: result.data.tools, gone: new Set(result.data.gone ?? []) });
}

async function loadRecent() {
  const result = await sendRequest({ type: 'recent/list' });
  if (result.ok) update({ recent: result.data });
}

function onStorageChanged(changes: Record<string, unknown>, area: string) {
  const keys = Object.keys(changes);
  if (area === SAVED_AREA && keys.some(isSavedKey)) void loadSaved();
  if (area === RECENT_AREA && keys.includes(RECENT_KEY)) void loadRecent();
}

/** The saved and recent lists, kept current while the component is mounted. */
export function useYours(): YoursState {
  return yours.use();
}

export function isSaved(yours: YoursState, slug: string): boolean {
  return yours.saved?.some((tool) => tool.slug === slug) ?? false;
}

/** Stars or unstars a tool; the star changes at once and falls back if the change was not kept. */
export async function setSaved(tool: ToolSummary, saved: boolean): Promise<void> {
  const snapshot = toSnapshot(tool);
  const before = yours.get().saved ?? [];
  update({
    saved: saved
      ? [{ ...snapshot, savedAt: Date.now() }, ...before.filter((entry) => entry.slug !== tool.slug)]
      : before.filter((entry) => entry.slug !== tool.slug),
  });
  const result = await sendRequest({ type: 'saved/set', tool: snapshot, saved });
  if (result.ok) update({ saved: result.data.list.tools, problem: result.data.problem });
  else {
    update({ saved: before, problem: 'storage' });
    void loadSaved();
  }
}

export function dismissProblem(): void {
  update({ problem: null });
}

/** A detail was opened: it joins recently viewed (the list updates through storage.onChanged). */
export function recordView(tool: ToolSummary): void {
  void sendRequest({ type: 'recent/add', tool: toSnapshot(tool) });
}

/** Saves a tool that is not saved, and removes one that is (Enter on a search result's star). */
export function toggleSaved(tool: ToolSummary): Promise<void> {
  return setSaved(tool, !isSaved(yours.get(), tool.slug));
}
