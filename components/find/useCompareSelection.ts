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

async function add(item: CompareItem): Promise<CompareAdd | null> {
  const result = await sendRequest({ type: 'compare/add', slug: item.slug, name: item.name });
  if (!result.ok) return null;
  picks.set(result.data.selection);
  return result.data.outcome;
}

async function remove(slug: string): Promise<void> {
  const result = await sendRequest({ type: 'compare/remove', slug });
  if (result.ok) picks.set(result.data);
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
