// Keyboard shortcuts (manifest `commands`). `_execute_action` opens the popup and is the browser's own;
// this handles "Go to the Toolscout card on this page", which puts focus on the card's pill instead of
// leaving it the page's last Tab stop. Where no card was injected it does nothing: no script, no request.
import type { TabState } from './tab-state';

export const COMMAND_FOCUS_CARD = 'focus-card';

export interface CommandTab {
  id?: number;
}

export interface CommandDeps {
  /** The tab the shortcut was pressed in, when the browser did not say. */
  activeTabId(): Promise<number | undefined>;
  tabState(tabId: number): Promise<TabState>;
  /** Asks the card in that tab to focus its pill; rejects when the page no longer has it. */
  focusCard(tabId: number): Promise<void>;
}

export function createCommands(deps: CommandDeps) {
  return {
    async onCommand(command: string, tab?: CommandTab): Promise<void> {
      if (command !== COMMAND_FOCUS_CARD) return;
      const tabId = tab?.id ?? (await deps.activeTabId());
      if (tabId === undefined || tabId < 0) return;
      const state = await deps.tabState(tabId);
      // Only a page the card was put in: everywhere else the shortcut stays silent.
      if (state.injectedSlug === null || state.dismissed) return;
      await deps.focusCard(tabId).catch(() => undefined);
    },
  };
}
export type Commands = ReturnType<typeof createCommands>;

/**
 * Runs in the tab's isolated world (executeScript `func`, the world the card script ran in): the card's
 * handle is on that world's window, where the page cannot reach it. Self-contained, as executeScript needs.
 */
export function focusToolscoutCard(): boolean {
  const handle = (window as unknown as Record<symbol, { focus?: () => boolean } | undefined>)[
    Symbol.for('toolscout.overlay')
  ];
  return handle?.focus?.() ?? false;
}
