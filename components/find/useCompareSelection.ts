// The comparison's picks as the popup and the compare page see them: one copy per page, read from the
// background (storage.session, checked there) when the first component needs it, and changed only
// through it, so every page agrees.
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { CompareAdd, CompareItem } from '../../lib/find/compare';
import { sendRequest } from '../../lib/messaging/client';

export interface CompareSelection {
  /** null until the background has answered. */
  items: CompareItem[] | null;
  add(item: CompareItem): Promise<CompareAdd | null>;
  remove(slug: string): Promise<void>;
  reload(): void;
}

let current: CompareItem[] | null = null;
let version = 0;
const listeners = new Set<(items: CompareItem[] | null) => void>();

function publish(items: CompareItem[]): void {
  current = items;
  for (const listener of listeners) listener(items);
}

function reload(): void {
  const asked = ++version;
  void sendRequest({ type: 'compare/selection' }).then((result) => {
    if (asked === version) publish(result.ok ? result.data : []);
  });
}

async function add(item: CompareItem): Promise<CompareAdd | null> {
  version += 1;
  const result = await sendRequest({ type: 'compare/add', slug: item.slug, name: item.name });
  if (!result.ok) return null;
  publish(result.data.selection);
  return result.data.outcome;
}

async function remove(slug: string): Promise<void> {
  version += 1;
  const result = await sendRequest({ type: 'compare/remove', slug });
  if (result.ok) publish(result.data);
}

export function useCompareSelection(): CompareSelection {
  const [items, setItems] = useState(current);
  useEffect(() => {
    listeners.add(setItems);
    if (listeners.size === 1) reload();
    else setItems(current);
    return () => {
      listeners.delete(setItems);
    };
  }, []);
  return { items, add, remove, reload };
}

/** The compare page, in a new tab. */
export function openComparePage(): void {
  void browser.tabs.create({ url: browser.runtime.getURL('/compare.html') }).catch(() => undefined);
}
