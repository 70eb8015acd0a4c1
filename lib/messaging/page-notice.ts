// What the background tells the extension's open pages unasked (runtime.sendMessage reaches every
// extension page, never a content script). A notice carries no data a page must trust: it only asks the
// page to ask again, through the checked request path.

/** After a click on the toolbar button, this tab's URL is readable: the side panel may look again. */
export interface TabReadableNotice {
  notice: 'tab-readable';
  tabId: number;
}

export function tabReadableNotice(tabId: number): TabReadableNotice {
  return { notice: 'tab-readable', tabId };
}

export function isTabReadableNotice(value: unknown): value is TabReadableNotice {
  if (typeof value !== 'object' || value === null) return false;
  const { notice, tabId } = value as Record<string, unknown>;
  return notice === 'tab-readable' && Number.isInteger(tabId);
}
