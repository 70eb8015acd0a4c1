// Toolscout beside the page: Chrome's side panel (`sidePanel`, no install warning) and Firefox's sidebar
// (`sidebar_action`, no permission). Both browsers open it only during a person's act, so `open` is
// called in the same task as the menu click or shortcut that asks for it, before anything is awaited.

/** The toolbar button's right-click menu item. */
export const MENU_OPEN_PANEL = 'toolscout-open-panel';
/** Chrome's shortcut; Firefox has its own command, `_execute_sidebar_action`, that the browser handles. */
export const COMMAND_OPEN_PANEL = 'open-side-panel';

interface ChromeSidePanel {
  open(options: { windowId: number }): Promise<void>;
}
interface FirefoxSidebarAction {
  open(): Promise<void>;
}
type Scope = {
  chrome?: { sidePanel?: ChromeSidePanel };
  browser?: { sidebarAction?: FirefoxSidebarAction };
};

export interface PanelTab {
  windowId?: number;
}

/** Opens the panel in the tab's window; a browser with neither API (or a refusal) leaves things as they are. */
export function openSidePanel(tab: PanelTab | undefined, scope: Scope = globalThis as Scope): void {
  const sidebarAction = scope.browser?.sidebarAction;
  const sidePanel = scope.chrome?.sidePanel;
  try {
    let opening: Promise<void> | undefined;
    if (sidebarAction) opening = sidebarAction.open();
    else if (sidePanel && tab?.windowId !== undefined) opening = sidePanel.open({ windowId: tab.windowId });
    void opening?.catch(() => undefined);
  } catch {
    // A browser that refuses at once (no gesture, no window) leaves the person where they were.
  }
}
