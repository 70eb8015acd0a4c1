import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { optionalApi } from '../../../lib/common/optional-api';
import { sendRequest } from '../../../lib/messaging/client';
import { type NoticeSender, readTabReadableNotice } from '../../../lib/messaging/page-notice';
import { createTabFollower, type PanelTabView, type TabChange } from '../../../lib/panel/public/tab-follower';

/** The side panel's view of the active tab of its window, kept current as the person switches tabs. */
export function useActiveTabSite(): PanelTabView {
  const [view, setView] = useState<PanelTabView>({ kind: 'waiting' });
  useEffect(() => {
    let alive = true;
    const cleanups: (() => void)[] = [];
    void (async () => {
      const [window, ownTab] = await Promise.all([
        // Firefox for Android has no windows (nor a panel: the page may still be opened as a tab).
        optionalApi(browser, 'windows')
          ?.getCurrent()
          .catch(() => undefined),
        // Undefined in a real panel; a tab when the panel page was opened as one.
        browser.tabs.getCurrent().catch(() => undefined),
      ]);
      if (!alive) return;
      const windowId = window?.id;
      const follower = createTabFollower({
        windowId,
        ownTabId: ownTab?.id,
        activeTabId: async () =>
          (
            await browser.tabs.query(
              windowId === undefined ? { active: true, currentWindow: true } : { active: true, windowId },
            )
          )[0]?.id,
        lookAt: async (tabId) => {
          const result = await sendRequest({ type: 'site/for-panel', tabId });
          return result.ok ? result.data : null;
        },
        show: (next) => {
          if (alive) setView(next);
        },
      });
      const onActivated = (info: { tabId: number; windowId: number }) => void follower.activated(info);
      const onUpdated = (tabId: number, change: TabChange) => void follower.updated(tabId, change);
      const self = { id: browser.runtime.id, root: browser.runtime.getURL('/') };
      // Returns nothing: the page answers no message (the background does).
      const onMessage = (message: unknown, sender: NoticeSender) => {
        const notice = readTabReadableNotice(message, sender, self);
        if (notice) void follower.readable(notice.tabId);
      };
      browser.tabs.onActivated.addListener(onActivated);
      browser.tabs.onUpdated.addListener(onUpdated);
      browser.runtime.onMessage.addListener(onMessage);
      cleanups.push(
        () => browser.tabs.onActivated.removeListener(onActivated),
        () => browser.tabs.onUpdated.removeListener(onUpdated),
        () => browser.runtime.onMessage.removeListener(onMessage),
      );
      await follower.start();
    })();
    return () => {
      alive = false;
      for (const cleanup of cleanups) cleanup();
    };
  }, []);
  return view;
}
