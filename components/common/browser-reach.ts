// What this browser lets a person reach Toolscout with, for the pages that tell them (the welcome page): the
// `ts` keyword, the right-click menus, keyboard shortcuts, the panel beside the page, and whether it is a
// phone, where there is no toolbar to pin to (Firefox for Android opens the popup from its menu). Only
// what the browser has is offered (lib/common/optional-api.ts); nothing here sends anything.
import { browser } from 'wxt/browser';
import { optionalApi, type SidebarActionApi } from '../../lib/common/optional-api';

/** The manifest's command that opens the popup (the browser's own). */
const OPEN_POPUP_COMMAND = '_execute_action';

export interface BrowserReach {
  keyword: boolean;
  menus: boolean;
  /** The key that opens the popup, as the browser shows it ("Alt+Shift+S"); null where none is set. */
  popupShortcut: string | null;
  /** Chrome's side panel (Chrome 114+) or Firefox's sidebar, opened from the toolbar button's menu. */
  beside: boolean;
  phone: boolean;
}

export async function readBrowserReach(): Promise<BrowserReach> {
  const commands = optionalApi(browser, 'commands');
  const [shortcuts, platform] = await Promise.all([
    commands?.getAll().catch(() => []) ?? [],
    browser.runtime.getPlatformInfo().catch(() => null),
  ]);
  const menus = optionalApi(browser, 'contextMenus') !== undefined;
  const panels = browser as typeof browser & SidebarActionApi;
  return {
    keyword: optionalApi(browser, 'omnibox') !== undefined,
    menus,
    popupShortcut: shortcuts.find((command) => command.name === OPEN_POPUP_COMMAND)?.shortcut || null,
    beside:
      menus && (optionalApi(panels, 'sidebarAction') ?? optionalApi(browser, 'sidePanel')) !== undefined,
    phone: platform?.os === 'android',
  };
}
