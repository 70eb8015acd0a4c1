// The right-click menu: "Search Toolscout for '…'" on selected text opens the search page; "Is this an
// AI tool?" on a link answers from the local directory, in a small notice on the page. Matching the
// link sends nothing: the site matcher runs here, on the device. The toolbar button's own menu has
// "Open Toolscout beside the page" (the side panel).

import { safeHttpUrl } from '../common/format';
import * as reachCopy from '../copy/reach';
import type { LinkNotice } from '../find/public/link-notice';
import { type SearchPagePath, searchPagePath } from '../find/public/search-page';
import { aboutTool, type OmniboxTool } from './omnibox';
import { MENU_OPEN_PANEL } from './side-panel';
import type { SiteMatcherLike } from './site-presence';

export const MENU_SEARCH_SELECTION = 'toolscout-search-selection';
export const MENU_CHECK_LINK = 'toolscout-check-link';

export interface MenuItem {
  id: string;
  title: string;
  contexts: ['selection'] | ['link'] | ['action'];
}

export const MENU_ITEMS: readonly MenuItem[] = [
  { id: MENU_SEARCH_SELECTION, title: reachCopy.menuSearchSelection, contexts: ['selection'] },
  { id: MENU_CHECK_LINK, title: reachCopy.menuCheckLink, contexts: ['link'] },
  // On the toolbar button's own menu: the side panel (lib/background/side-panel.ts opens it).
  { id: MENU_OPEN_PANEL, title: reachCopy.menuOpenPanel, contexts: ['action'] },
];

export interface MenusApi {
  removeAll(): Promise<void>;
  /** Resolves once the browser has the item (or refused it). */
  create(item: MenuItem): Promise<void>;
}

/** What a click on a menu item tells: only what the menu was opened on. */
export interface MenuClick {
  menuItemId: string | number;
  selectionText?: string;
  linkUrl?: string;
}

export interface MenuTab {
  id?: number;
  index?: number;
}

export interface ContextMenuDeps {
  matcher(): Promise<SiteMatcherLike | null>;
  tool(slug: string): Promise<(OmniboxTool & { slug: string }) | undefined>;
  /** Opens an extension page beside the tab the menu was used in. */
  openPage(path: SearchPagePath, beside: MenuTab | undefined): Promise<void>;
  /** Shows the answer on the page (its top frame); rejects where no script may run. */
  showNotice(tabId: number, notice: LinkNotice): Promise<void>;
}

/**
 * Puts the items in the menus, replacing any earlier ones: run on install and update, and on each
 * browser start, so a browser that did not keep them gets them back. Calls run one after another.
 */
export function createMenuInstaller(menus: MenusApi) {
  let queue: Promise<void> = Promise.resolve();
  return function install(): Promise<void> {
    queue = queue
      .then(async () => {
        await menus.removeAll();
        for (const item of MENU_ITEMS) await menus.create(item);
      })
      .catch(() => undefined);
    return queue;
  };
}

/** The answer to "Is this an AI tool?" for a link, from the local directory only. */
export async function linkNotice(
  deps: Pick<ContextMenuDeps, 'matcher' | 'tool'>,
  linkUrl: string,
): Promise<LinkNotice> {
  const base = { label: reachCopy.linkNoticeLabel, closeLabel: reachCopy.linkNoticeClose };
  const matcher = await deps.matcher();
  if (!matcher)
    return {
      ...base,
      found: false,
      heading: reachCopy.linkNotTool,
      detail: reachCopy.linkNotSynced,
      link: null,
    };
  const slug = matcher.match(linkUrl);
  const tool = slug === null ? undefined : await deps.tool(slug);
  if (!tool)
    return {
      ...base,
      found: false,
      heading: reachCopy.linkNotTool,
      detail: reachCopy.linkNotToolDetail,
      link: null,
    };
  const directoryPage = safeHttpUrl(tool.web);
  return {
    ...base,
    found: true,
    heading: reachCopy.linkIsTool(tool.name),
    detail: aboutTool(tool),
    link: directoryPage ? { href: directoryPage, text: reachCopy.linkOpenInDirectory } : null,
  };
}

export function createContextMenu(deps: ContextMenuDeps) {
  return {
    async onClicked(info: MenuClick, tab?: MenuTab): Promise<void> {
      if (info.menuItemId === MENU_SEARCH_SELECTION) {
        await deps.openPage(searchPagePath(info.selectionText ?? ''), tab);
      } else if (info.menuItemId === MENU_CHECK_LINK && info.linkUrl && tab?.id !== undefined) {
        const notice = await linkNotice(deps, info.linkUrl);
        // A page no script may run in (the browser's own pages, the web store) gets no answer, not an error.
        await deps.showNotice(tab.id, notice).catch(() => undefined);
      }
    },
  };
}
export type ContextMenu = ReturnType<typeof createContextMenu>;
