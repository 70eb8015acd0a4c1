// The comparison's way back. The popup is not a page to go back to, so the comparison opens in a new tab
// that carries the tab it was opened from in its address (`?from=`): Back shows that tab again and closes
// the comparison (the picks stay, so "Compare N tools" opens it again). `openerTabId` would say the same,
// but Firefox for Android has none. Without that tab (an address typed or kept, the tab since closed),
// the way back is the search page. Browser APIs come in as parameters.

export const COMPARE_PAGE = '/compare.html';
export type ComparePagePath = `${typeof COMPARE_PAGE}${string}`;

/** The compare page's path for runtime.getURL, remembering the tab it is opened from. */
export function comparePagePath(fromTabId: number | undefined): ComparePagePath {
  return fromTabId !== undefined && Number.isSafeInteger(fromTabId) && fromTabId >= 0
    ? `${COMPARE_PAGE}?from=${fromTabId}`
    : COMPARE_PAGE;
}

/** The tab the comparison was opened from, read from its `location.search`; null when there is none. */
export function openerTabOf(search: string): number | null {
  const from = new URLSearchParams(search).get('from') ?? '';
  if (!/^\d{1,15}$/.test(from)) return null;
  const id = Number(from);
  return Number.isSafeInteger(id) ? id : null;
}

/** The few tab calls the way back makes (webextension-polyfill's shapes). */
export interface WayBackTabs {
  get(tabId: number): Promise<{ id?: number }>;
  getCurrent(): Promise<{ id?: number } | undefined>;
  update(tabId: number, properties: { active: boolean }): Promise<unknown>;
  remove(tabId: number): Promise<void>;
}

/** Whether the tab it came from is still open. */
export async function openerIsOpen(tabs: WayBackTabs, opener: number): Promise<boolean> {
  try {
    return (await tabs.get(opener)).id === opener;
  } catch {
    return false;
  }
}

/**
 * Shows the tab it came from and closes this one. False when that tab is gone (nothing changed): the
 * caller then takes the other way back.
 */
export async function returnToOpener(tabs: WayBackTabs, opener: number): Promise<boolean> {
  try {
    await tabs.update(opener, { active: true });
  } catch {
    return false;
  }
  const self = await tabs.getCurrent().catch(() => undefined);
  // The tab it came from is in front either way; only a page outside a tab (none here) would stay open.
  if (self?.id !== undefined && self.id !== opener) await tabs.remove(self.id).catch(() => undefined);
  return true;
}
