// Who sent a message. Only two kinds of sender are served: the extension's own pages, and the on-page
// card's content script, which is identified by the tab the browser says it runs in — never by anything
// it says about itself.

export interface SenderLike {
  id?: string;
  url?: string;
  frameId?: number;
  tab?: { id?: number; url?: string };
}

export type SenderKind =
  | { kind: 'extension-page' }
  | { kind: 'content-script'; tabId: number; pageUrl: string }
  | { kind: 'foreign' };

export function classifySender(
  sender: SenderLike | undefined,
  extensionId: string,
  extensionOrigin: string,
): SenderKind {
  // A message with no sender at all is nobody's: refused like a stranger's, never a throw in the listener.
  if (!sender || sender.id !== extensionId) return { kind: 'foreign' };
  // The options page may run in a tab, so the page's own URL decides, not the presence of a tab.
  if (sender.url?.startsWith(extensionOrigin)) return { kind: 'extension-page' };
  const tabId = sender.tab?.id;
  const pageUrl = sender.tab?.url;
  // The card lives in the top frame only; frames inside a page get nothing.
  if (typeof tabId === 'number' && tabId >= 0 && typeof pageUrl === 'string' && sender.frameId === 0) {
    return { kind: 'content-script', tabId, pageUrl };
  }
  return { kind: 'foreign' };
}
