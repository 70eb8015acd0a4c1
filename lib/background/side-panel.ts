// Toolscout beside the page: Chrome's side panel (`sidePanel`, no install warning) and Firefox's sidebar
// (`sidebar_action`, no permission). Both browsers open it only during a person's act, so `open` is
// called in the same task as the menu click or shortcut that asks for it, before anything is awaited.
import { optionalApi, type SidebarActionApi } from '../common/optional-api';

/** The toolbar button's right-click menu item. */
export const MENU_OPEN_PANEL = 'toolscout-open-panel';
/** Chrome's shortcut; Firefox has its own command, `_execute_sidebar_action`, that the browser handles. */
export const COMMAND_OPEN_PANEL = 'open-side-panel';

/** What opening needs of the browser: Chrome's side panel or Firefox's sidebar, either optional. */
export type PanelApis = {
  sidePanel?: { open(options: { windowId: number }): Promise<void> };
} & SidebarActionApi;

export interface PanelTab {
  windowId?: number;
}

/** Opens the panel in the tab's window; a browser with neither API (or a refusal) leaves things as they are. */
export function openSidePanel(browser: PanelApis, tab: PanelTab | undefined): void {
  const sidebarAction = optionalApi(browser, 'sidebarAction');
  const sidePanel = optionalApi(browser, 'sidePanel');
  try {
    let opening: Promise<void> | undefined;
    if (sidebarAction) opening = sidebarAction.open();
    else if (sidePanel && tab?.windowId !== undefined) opening = sidePanel.open({ windowId: tab.windowId });
    void opening?.catch(() => undefined);
  } catch {
    // A browser that refuses at once (no gesture, no window) leaves the person where they were.
  }
}
