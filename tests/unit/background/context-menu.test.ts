// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  type ContextMenuDeps,
  createContextMenu,
  createMenuInstaller,
  MENU_CHECK_LINK,
  MENU_ITEMS,
  MENU_SEARCH_SELECTION,
  type MenuItem,
} from '../../../lib/background/context-menu';
import { MENU_OPEN_PANEL } from '../../../lib/background/side-panel';
import type { LinkNotice } from '../../../lib/find/public/link-notice';

const jasper = {
  slug: 'jasper',
  name: 'Jasper',
  rating: { average: 4.6, count: 1234 },
  price: { type: 'paid', amount: 39.5 },
  web: 'https://directory.example/tools/jasper',
};

function setup(overrides: Partial<ContextMenuDeps> = {}) {
  const pages: { path: string; beside: unknown }[] = [];
  const notices: { tabId: number; notice: LinkNotice }[] = [];
  const matched: string[] = [];
  const deps: ContextMenuDeps = {
    matcher: async () => ({
      match: (url) => {
        matched.push(url);
        return url.includes('jasper.ai') ? 'jasper' : null;
      },
    }),
    tool: async (slug) => (slug === 'jasper' ? jasper : undefined),
    openPage: async (path, beside) => {
      pages.push({ path, beside });
    },
    showNotice: async (tabId, notice) => {
      notices.push({ tabId, notice });
    },
    ...overrides,
  };
  return { menu: createContextMenu(deps), pages, notices, matched };
}

const TAB = { id: 4, index: 2 };

describe('context menu items', () => {
  it('offers search on a selection, the check on a link, and the side panel on the toolbar button', () => {
    expect(MENU_ITEMS).toEqual([
      { id: MENU_SEARCH_SELECTION, title: 'Search Toolscout for ‘%s’', contexts: ['selection'] },
      { id: MENU_CHECK_LINK, title: 'Is this an AI tool?', contexts: ['link'] },
      { id: MENU_OPEN_PANEL, title: 'Open Toolscout beside the page', contexts: ['action'] },
    ]);
  });

  it('installs them afresh each time, one call after another, never twice over', async () => {
    const items = new Map<string, MenuItem>();
    const log: string[] = [];
    const install = createMenuInstaller({
      removeAll: async () => {
        log.push('removeAll');
        await Promise.resolve();
        items.clear();
      },
      create: async (item) => {
        log.push(`create ${item.id}`);
        if (items.has(item.id)) throw new Error('duplicate id');
        items.set(item.id, item);
      },
    });
    await Promise.all([install(), install()]);
    expect([...items.keys()]).toEqual([MENU_SEARCH_SELECTION, MENU_CHECK_LINK, MENU_OPEN_PANEL]);
    expect(log).toEqual([
      'removeAll',
      `create ${MENU_SEARCH_SELECTION}`,
      `create ${MENU_CHECK_LINK}`,
      `create ${MENU_OPEN_PANEL}`,
      'removeAll',
      `create ${MENU_SEARCH_SELECTION}`,
      `create ${MENU_CHECK_LINK}`,
      `create ${MENU_OPEN_PANEL}`,
    ]);
  });

  it('keeps installing after a browser refused once', async () => {
    const removeAll = vi.fn().mockRejectedValueOnce(new Error('busy')).mockResolvedValue(undefined);
    const create = vi.fn(async () => undefined);
    const install = createMenuInstaller({ removeAll, create });
    await install();
    expect(create).not.toHaveBeenCalled();
    await install();
    expect(create).toHaveBeenCalledTimes(MENU_ITEMS.length);
  });
});

describe('Search Toolscout for the selection', () => {
  it('opens the search page beside the tab with the selected text, spaces collapsed', async () => {
    const { menu, pages, matched } = setup();
    await menu.onClicked({ menuItemId: MENU_SEARCH_SELECTION, selectionText: '  video\n editing ' }, TAB);
    expect(pages).toEqual([{ path: '/search.html?q=video%20editing', beside: TAB }]);
    expect(matched).toEqual([]);
  });
});

describe('Is this an AI tool?', () => {
  it('answers with the tool and its rating, matched locally, in the clicked tab', async () => {
    const { menu, notices, matched, pages } = setup();
    await menu.onClicked({ menuItemId: MENU_CHECK_LINK, linkUrl: 'https://app.jasper.ai/chat' }, TAB);
    expect(matched).toEqual(['https://app.jasper.ai/chat']);
    expect(pages).toEqual([]);
    expect(notices).toEqual([
      {
        tabId: 4,
        notice: {
          label: 'Toolscout',
          found: true,
          heading: 'Jasper is in the directory',
          detail: '★ 4.6 (1,234) · Paid · from $39.50',
          link: { href: 'https://directory.example/tools/jasper', text: 'Open in the directory' },
          closeLabel: 'Close',
        },
      },
    ]);
  });

  it('says "Not in the directory" for any other link', async () => {
    const { menu, notices } = setup();
    await menu.onClicked({ menuItemId: MENU_CHECK_LINK, linkUrl: 'https://news.example/' }, TAB);
    expect(notices[0]?.notice).toMatchObject({ found: false, heading: 'Not in the directory', link: null });
  });

  it('gives no link for a directory page that is not http(s)', async () => {
    const { menu, notices } = setup({ tool: async () => ({ ...jasper, web: 'javascript:alert(1)' }) });
    await menu.onClicked({ menuItemId: MENU_CHECK_LINK, linkUrl: 'https://jasper.ai/' }, TAB);
    expect(notices[0]?.notice).toMatchObject({ found: true, link: null });
  });

  it('says the directory is not here yet before the first sync', async () => {
    const { menu, notices } = setup({ matcher: async () => null });
    await menu.onClicked({ menuItemId: MENU_CHECK_LINK, linkUrl: 'https://jasper.ai/' }, TAB);
    expect(notices[0]?.notice).toMatchObject({ found: false, detail: expect.stringContaining('synced') });
  });

  it('stays silent where the page takes no script, and without a tab', async () => {
    const showNotice = vi.fn(async () => {
      throw new Error('Cannot access a chrome:// URL');
    });
    const { menu } = setup({ showNotice });
    await expect(
      menu.onClicked({ menuItemId: MENU_CHECK_LINK, linkUrl: 'https://jasper.ai/' }, TAB),
    ).resolves.toBeUndefined();
    await menu.onClicked({ menuItemId: MENU_CHECK_LINK, linkUrl: 'https://jasper.ai/' }, undefined);
    expect(showNotice).toHaveBeenCalledOnce();
  });

  it('ignores items that are not its own', async () => {
    const { menu, notices, pages } = setup();
    await menu.onClicked({ menuItemId: 'another', linkUrl: 'https://jasper.ai/', selectionText: 'x' }, TAB);
    expect([notices, pages]).toEqual([[], []]);
  });
});
