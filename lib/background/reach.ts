// Reaching Toolscout from outside its pages, wired to the browser: the `ts` keyword, the right-click
// menus, the side panel and the "go to the card" shortcut (lib/background/omnibox, context-menu, commands hold the
// behaviour). One function per browser event; entrypoints/background.ts registers them.

import { optionalApi } from '../common/optional-api';
import type { DirectoryService } from '../directory/service';
import {
  callLinkNotice,
  LINK_NOTICE_GLOBAL,
  LINK_NOTICE_MS,
  LINK_NOTICE_SCRIPT,
} from '../find/public/link-notice';
import type { BrowserApi } from './browser-api';
import { createCommands, focusToolscoutCard } from './commands';
import { createContextMenu, createMenuInstaller, type MenuItem, type MenuTab } from './context-menu';
import { createOmnibox, type OmniboxDisposition } from './omnibox';
import { COMMAND_OPEN_PANEL, MENU_OPEN_PANEL, openSidePanel, type PanelTab } from './side-panel';
import type { TabStates } from './tab-state';

// Closed in release builds, so the page cannot read the answer; open only where e2e tests look inside.
const noticeShadowMode: ShadowRootMode = import.meta.env.WXT_CARD_SHADOW_MODE === 'open' ? 'open' : 'closed';

export function createReach(browser: BrowserApi, directory: DirectoryService, tabs: TabStates) {
  // Firefox for Android has neither (lib/common/optional-api.ts): no keyword line, no menus to put in.
  const omniboxApi = optionalApi(browser, 'omnibox');
  const menusApi = optionalApi(browser, 'contextMenus');
  const openTab = async (url: string, disposition: OmniboxDisposition, beside?: MenuTab) => {
    if (disposition === 'currentTab') {
      await browser.tabs.update({ url });
      return;
    }
    await browser.tabs.create({
      url,
      active: disposition === 'newForegroundTab',
      ...(beside?.index !== undefined ? { index: beside.index + 1 } : {}),
      ...(beside?.id !== undefined && beside.id >= 0 ? { openerTabId: beside.id } : {}),
    });
  };

  const omnibox = createOmnibox({
    search: (query, limit) => directory.search(query, limit),
    markup: import.meta.env.BROWSER !== 'firefox',
    open: (target, disposition) =>
      openTab('href' in target ? target.href : browser.runtime.getURL(target.path), disposition),
  });

  const contextMenu = createContextMenu({
    matcher: directory.matcher,
    tool: directory.tool,
    openPage: (path, beside) => openTab(browser.runtime.getURL(path), 'newForegroundTab', beside),
    showNotice: async (tabId, notice) => {
      const target = { tabId, frameIds: [0] };
      await browser.scripting.executeScript({ target, files: [LINK_NOTICE_SCRIPT] });
      await browser.scripting.executeScript({
        target,
        func: callLinkNotice,
        args: [LINK_NOTICE_GLOBAL, notice, noticeShadowMode, LINK_NOTICE_MS],
      });
    },
  });

  const installMenus = menusApi
    ? createMenuInstaller({
        removeAll: () => menusApi.removeAll(),
        create: (item: MenuItem) =>
          new Promise<void>((resolve) => {
            menusApi.create(item, () => {
              // Read, so the browser does not report it as unchecked; a duplicate after a race is harmless.
              void browser.runtime.lastError;
              resolve();
            });
          }),
      })
    : async () => undefined;

  const commands = createCommands({
    activeTabId: async () => (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id,
    tabState: tabs.get,
    focusCard: async (tabId) => {
      await browser.scripting.executeScript({ target: { tabId }, func: focusToolscoutCard });
    },
  });

  return {
    /** Every worker start: the keyword's first line. */
    start(): void {
      if (!omniboxApi) return;
      void Promise.resolve(omniboxApi.setDefaultSuggestion(omnibox.defaultSuggestion)).catch(() => undefined);
    },
    installMenus,
    onOmniboxInput(
      text: string,
      suggest: (suggestions: { content: string; description: string }[]) => void,
    ): void {
      void omnibox.onInputChanged(text, suggest).catch(() => undefined);
    },
    onOmniboxEnter(text: string, disposition: OmniboxDisposition): void {
      void omnibox.onInputEntered(text, disposition).catch(() => undefined);
    },
    onMenuClicked(
      info: { menuItemId: string | number; selectionText?: string; linkUrl?: string },
      tab?: MenuTab & PanelTab,
    ): void {
      // In the click's own task: the browsers open a panel only while a person's act is running.
      if (info.menuItemId === MENU_OPEN_PANEL) openSidePanel(browser, tab);
      else void contextMenu.onClicked(info, tab).catch(() => undefined);
    },
    onCommand(command: string, tab?: { id?: number } & PanelTab): void {
      if (command === COMMAND_OPEN_PANEL) openSidePanel(browser, tab);
      else void commands.onCommand(command, tab).catch(() => undefined);
    },
  };
}
export type Reach = ReturnType<typeof createReach>;
