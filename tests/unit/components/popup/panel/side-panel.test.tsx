// The side panel through the real sendRequest path: the active tab's tool on top, following tab switches
// and the background's notice, and its alternatives asked of the directory only on the person's click.
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidePanelApp } from '../../../../../components/popup/panel/SidePanelApp';
import { tabReadableNotice } from '../../../../../lib/messaging/page-notice';
import type { CardOpening, LocalTool, PanelSite } from '../../../../../lib/messaging/views';
import { loadDeferredParts } from '../../../../support/deferred';
import { background, flush, setUpPopupTests, tool } from '../../../../support/popup-harness';

setUpPopupTests();

const WINDOW = 1;
const JASPER_TAB = 4;
const NEWS_TAB = 5;
const HIDDEN_TAB = 6;
const POPULAR_TAB = 8;
const KEPT_TAB = 9;

const local = (slug: string, rating = { average: 4.5, count: 10 }): LocalTool => ({
  ...tool(slug, { rating }),
  rank: 1,
  web: `https://directory.example/tools/${slug}`,
});
const match = (slug: string) => ({
  tool: local(slug, { average: 4.2, count: 1234 }),
  host: `${slug}.example`,
  muted: false,
  siteAccessGranted: true,
});

/** Jasper is outside the prefetched top tools: the device has similar tools, and the directory would be asked. */
const OPENINGS: Record<string, CardOpening> = {
  jasper: {
    pick: {
      source: 'similar',
      subcategory: { id: 1, slug: 'copywriting', name: 'Copywriting' },
      alternatives: [local('near-one'), local('near-two')],
    },
    fetch: true,
  },
  popular: {
    pick: { source: 'prefetched', alternatives: [tool('saved-one'), tool('saved-two')] },
    fetch: false,
  },
  // Device only is on: the local pick is the whole answer.
  kept: {
    pick: {
      source: 'similar',
      subcategory: { id: 1, slug: 'copywriting', name: 'Copywriting' },
      alternatives: [local('near-one')],
    },
    fetch: false,
    deviceOnly: true,
  },
};

function setup(sites: Record<number, PanelSite>, activeTab = JASPER_TAB) {
  vi.spyOn(fakeBrowser.windows, 'getCurrent').mockResolvedValue({
    id: WINDOW,
    focused: true,
    incognito: false,
    alwaysOnTop: false,
  });
  // A real panel is in no tab.
  vi.spyOn(fakeBrowser.tabs, 'getCurrent').mockResolvedValue(undefined as never);
  let active = activeTab;
  vi.spyOn(fakeBrowser.tabs, 'query').mockImplementation(async () => [
    { id: active, index: 0, highlighted: true, active: true, pinned: false, incognito: false },
  ]);
  const bg = background({
    'saved/list': () => ({ ok: true, data: { tools: [], room: 500 } }),
    'recent/list': () => ({ ok: true, data: [] }),
    'site/for-panel': ({ tabId }) => ({ ok: true, data: sites[tabId] ?? { readable: true, match: null } }),
    'tool/alternatives-local': ({ slug }) => {
      const opening = OPENINGS[slug];
      return opening ? { ok: true, data: opening } : { ok: false, error: { kind: 'not-found', message: '' } };
    },
    'tool/alternatives': () => ({ ok: true, data: [tool('from-directory-one'), tool('from-directory-two')] }),
  });
  render(<SidePanelApp />);
  return {
    bg,
    switchTo: async (tabId: number) => {
      active = tabId;
      await fakeBrowser.tabs.onActivated.trigger({ tabId, windowId: WINDOW });
      await settle();
    },
  };
}

/** The tab's answer, then its tool's alternatives: each a message and a render. */
async function settle() {
  for (let round = 0; round < 3; round += 1) await flush();
}

const thisTab = () => screen.getByRole('region', { name: 'This tab' });
const alternativeNames = () =>
  within(thisTab())
    .queryAllByRole('button')
    .filter((button) => button.classList.contains('pp-row'))
    .map((row) => document.getElementById(row.getAttribute('aria-labelledby') ?? '')?.textContent);

// A detail or a listing opens as in a popup open for a moment: their chunks have loaded.
beforeAll(loadDeferredParts);
describe('the side panel', () => {
  it("shows the active tab's tool with its rating and the device's similar tools; the directory is asked only on a click", async () => {
    const { bg } = setup({ [JASPER_TAB]: { readable: true, match: match('jasper') } });
    await settle();
    expect(within(thisTab()).getByRole('button', { name: 'More about Jasper' }).textContent).toBe('Jasper');
    expect(thisTab().textContent).toMatch(/4\.2/);
    expect(thisTab().textContent).toMatch(/1,234/);
    expect(alternativeNames()).toEqual(['Near-one', 'Near-two']);
    expect(within(thisTab()).getByText(/Copywriting/)).toBeTruthy();
    // Following a tab is browsing: nothing that would reach the directory was asked.
    expect(bg.of('tool/alternatives')).toEqual([]);

    fireEvent.click(within(thisTab()).getByRole('button', { name: 'Ask the directory for alternatives' }));
    await settle();
    expect(bg.of('tool/alternatives')).toEqual([{ type: 'tool/alternatives', slug: 'jasper', for: 'panel' }]);
    expect(alternativeNames()).toEqual(['From-directory-one', 'From-directory-two']);
    expect(
      within(thisTab()).queryByRole('button', { name: 'Ask the directory for alternatives' }),
    ).toBeNull();
  });

  it('shows prefetched alternatives with no button and no request', async () => {
    const { bg } = setup({ [POPULAR_TAB]: { readable: true, match: match('popular') } }, POPULAR_TAB);
    await settle();
    expect(alternativeNames()).toEqual(['Saved-one', 'Saved-two']);
    expect(
      within(thisTab()).queryByRole('button', { name: 'Ask the directory for alternatives' }),
    ).toBeNull();
    expect(bg.of('tool/alternatives')).toEqual([]);
  });

  it('Device only: the local pick with the reason, no "ask" button and no request', async () => {
    const { bg } = setup({ [KEPT_TAB]: { readable: true, match: match('kept') } }, KEPT_TAB);
    await settle();
    expect(alternativeNames()).toEqual(['Near-one']);
    expect(within(thisTab()).getByText(/Device only is on: these come from this device/)).toBeTruthy();
    expect(
      within(thisTab()).queryByRole('button', { name: 'Ask the directory for alternatives' }),
    ).toBeNull();
    expect(bg.of('tool/alternatives')).toEqual([]);
  });

  it('follows tab switches: another tool, a page that is none, and back', async () => {
    const { bg, switchTo } = setup({
      [JASPER_TAB]: { readable: true, match: match('jasper') },
      [POPULAR_TAB]: { readable: true, match: match('popular') },
    });
    await settle();
    expect(within(thisTab()).getByRole('button', { name: 'More about Jasper' })).toBeTruthy();
    await switchTo(NEWS_TAB);
    expect(thisTab().textContent).toMatch('This tab is not a tool in the directory.');
    await switchTo(POPULAR_TAB);
    expect(within(thisTab()).getByRole('button', { name: 'More about Popular' })).toBeTruthy();
    expect(alternativeNames()).toEqual(['Saved-one', 'Saved-two']);
    await switchTo(JASPER_TAB);
    expect(alternativeNames()).toEqual(['Near-one', 'Near-two']);
    expect(bg.of('site/for-panel').map((request) => request.tabId)).toEqual([
      JASPER_TAB,
      NEWS_TAB,
      POPULAR_TAB,
      JASPER_TAB,
    ]);
    expect(bg.of('tool/alternatives')).toEqual([]);
  });

  it("says a tab it cannot read is unreadable, and shows its tool after the background's notice, not a content script's", async () => {
    const sites: Record<number, PanelSite> = { [HIDDEN_TAB]: { readable: false } };
    setup(sites, HIDDEN_TAB);
    await settle();
    expect(thisTab().textContent).toMatch(/when you click its toolbar button here/);
    expect(within(thisTab()).getByRole('button', { name: 'Allow on-page suggestions…' })).toBeTruthy();

    // The click on the toolbar button lets the extension read the tab.
    sites[HIDDEN_TAB] = { readable: true, match: match('jasper') };
    const tab = { id: 3, index: 0, highlighted: false, active: true, pinned: false, incognito: false };
    const page = { id: fakeBrowser.runtime.id, url: 'https://jasper.example/', frameId: 0, tab };
    await fakeBrowser.runtime.onMessage.trigger(tabReadableNotice(HIDDEN_TAB), page);
    await settle();
    expect(thisTab().textContent).toMatch(/when you click its toolbar button here/);

    const worker = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/background.js') };
    await fakeBrowser.runtime.onMessage.trigger(tabReadableNotice(HIDDEN_TAB), worker);
    await settle();
    expect(within(thisTab()).getByRole('button', { name: 'More about Jasper' })).toBeTruthy();
  });
});
