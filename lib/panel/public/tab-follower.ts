// Which tab the side panel shows: the active tab of the panel's own window, looked at again when the
// person switches tabs, when that tab finishes loading, and when a click on the toolbar button lets the
// extension read it (the background's notice). Browsing sends nothing: every look is answered on the
// device (`site/for-panel`).
import type { PanelSite, SiteMatch } from '../../directory/public';

export type PanelTabView =
  /** Not looked at yet. */
  | { kind: 'waiting' }
  /** The browser keeps this tab's address from the extension (no site access, no click on the button). */
  | { kind: 'unreadable' }
  | { kind: 'not-a-tool' }
  | { kind: 'tool'; match: SiteMatch };

export interface TabFollowerDeps {
  /** The window the panel is in: tabs of other windows have panels of their own. */
  windowId: number | undefined;
  /** The panel's own tab when it was opened as a page: activating it changes nothing. */
  ownTabId: number | undefined;
  activeTabId(): Promise<number | undefined>;
  /** The background's answer, or null when it could not give one. */
  lookAt(tabId: number): Promise<PanelSite | null>;
  show(view: PanelTabView): void;
}

export interface TabChange {
  status?: string;
  url?: string;
}

function viewOf(site: PanelSite): PanelTabView {
  if (!site.readable) return { kind: 'unreadable' };
  return site.match ? { kind: 'tool', match: site.match } : { kind: 'not-a-tool' };
}

export function createTabFollower(deps: TabFollowerDeps) {
  let current: number | undefined;
  // Answers can overtake each other when tabs are switched quickly: only the latest look counts.
  let looks = 0;

  async function look(tabId: number): Promise<void> {
    current = tabId;
    const mine = ++looks;
    if (tabId === deps.ownTabId) {
      deps.show({ kind: 'not-a-tool' });
      return;
    }
    const site = await deps.lookAt(tabId);
    // A failed look keeps what is shown: the background is back at the next switch.
    if (mine === looks && site !== null) deps.show(viewOf(site));
  }

  return {
    async start(): Promise<void> {
      const tabId = await deps.activeTabId();
      // A switch while the browser was asked is newer than its answer.
      if (looks > 0) return;
      if (tabId === undefined) deps.show({ kind: 'not-a-tool' });
      else await look(tabId);
    },
    /** tabs.onActivated */
    async activated({ tabId, windowId }: { tabId: number; windowId: number }): Promise<void> {
      if (deps.windowId !== undefined && windowId !== deps.windowId) return;
      // The panel opened as a page and brought to the front: keep showing the tab it showed.
      if (tabId === deps.ownTabId) return;
      await look(tabId);
    },
    /** tabs.onUpdated: the shown tab went to another address or finished loading. */
    async updated(tabId: number, change: TabChange): Promise<void> {
      if (tabId !== current || tabId === deps.ownTabId) return;
      if (change.url === undefined && change.status !== 'complete') return;
      await look(tabId);
    },
    /** The background's notice: a click on the toolbar button made this tab readable. */
    async readable(tabId: number): Promise<void> {
      if (tabId === current) await look(tabId);
    },
  };
}
export type TabFollower = ReturnType<typeof createTabFollower>;
