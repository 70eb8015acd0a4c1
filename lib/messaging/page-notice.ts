// What the background tells the extension's open pages unasked. runtime.sendMessage from the background
// reaches every extension page, but so does one from a content script: a page reads a notice only when
// the browser says an extension page sent it (classifySender, as the background's router does). A
// notice carries no data a page must trust: it only asks the page to ask again, through the checked
// request path. (It is checked by hand, not with zod: UI code carries no zod; the shape is two fields.)
import { classifySender, type SenderLike } from '../common/sender';

/** After a click on the toolbar button, this tab's URL is readable: the side panel may look again. */
export interface TabReadableNotice {
  notice: 'tab-readable';
  tabId: number;
}

export function tabReadableNotice(tabId: number): TabReadableNotice {
  return { notice: 'tab-readable', tabId };
}

/** Who sent a message, as runtime.onMessage gives it (the UI reads it here, not from ./sender). */
export type NoticeSender = SenderLike;

export interface ExtensionIdentity {
  id: string;
  /** The extension's root URL, `runtime.getURL('/')`: chrome-extension://<id>/ or moz-extension://<uuid>/. */
  root: string;
}

/** The notice, when `value` is one and the extension's own background or pages sent it; else null. */
export function readTabReadableNotice(
  value: unknown,
  sender: SenderLike | undefined,
  self: ExtensionIdentity,
): TabReadableNotice | null {
  if (!sender || classifySender(sender, self.id, self.root).kind !== 'extension-page') return null;
  if (typeof value !== 'object' || value === null) return null;
  const { notice, tabId } = value as Record<string, unknown>;
  if (notice !== 'tab-readable' || typeof tabId !== 'number' || !Number.isInteger(tabId) || tabId < 0) {
    return null;
  }
  return { notice, tabId };
}
