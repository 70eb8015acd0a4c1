// The comparison's picks as the popup and the compare page see them: one copy per page, read from the
// background (checked there) when the first component needs it, and changed only
// through it, so every page agrees.
import { browser } from 'wxt/browser';
import type { CompareAdd, CompareItem } from '../../lib/find/public/compare';
import { comparePagePath } from '../../lib/find/public/way-back';
import { sendRequest } from '../../lib/messaging/client';
import { createSharedState } from '../common/shared-state';

export interface CompareSelection {
  /** null until the background has answered. */
  items: CompareItem[] | null;
  add(item: CompareItem): Promise<CompareAdd | null>;
  remove(slug: string): Promise<void>;
  reload(): void;
}

const picks = createSharedState<CompareItem[] | null>({
  initial: null,
  load: async () => {
    const result = await sendRequest({ type: 'compare/selection' });
    return result.ok ? result.data : [];
  },
});

/**
 * The background makes changes one at a time, so the answer to the last one sent holds every pick: an
 * earlier answer that arrives after it would show a pick as undone. Only the last is shown.
 */
let lastChange = 0;

function show(change: number, selection: CompareItem[] | null): void {
  if (change !== lastChange) return;
  if (selection) picks.set(selection);
  else picks.reload();
}

async function add(item: CompareItem): Promise<CompareAdd | null> {
  const change = ++lastChange;
  const result = await sendRequest({ type: 'compare/add', slug: item.slug, name: item.name });
  show(change, result.ok ? result.data.selection : null);
  return result.ok ? result.data.outcome : null;
}

async function remove(slug: string): Promise<void> {
  const change = ++lastChange;
  const result = await sendRequest({ type: 'compare/remove', slug });
  show(change, result.ok ? result.data : null);
}

export function useCompareSelection(): CompareSelection {
  return { items: picks.use(), add, remove, reload: picks.reload };
}

/** The compare page, in a new tab that knows the tab it was opened from (its way back). */
export function openComparePage(): void {
  void browser.tabs
    .query({ active: true, currentWindow: true })
    .then(
      ([active]) => active?.id,
      () => undefined,
    )
    .then((from) => browser.tabs.create({ url: browser.runtime.getURL(comparePagePath(from)) }))
    .catch(() => undefined);
}
