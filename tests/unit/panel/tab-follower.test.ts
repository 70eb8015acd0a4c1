// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PanelSite, SiteMatch } from '../../../lib/messaging/views';
import {
  createTabFollower,
  type PanelTabView,
  type TabFollowerDeps,
} from '../../../lib/panel/public/tab-follower';
import { modelTool } from '../../support/api-fixtures';

const WINDOW = 1;
const JASPER_TAB = 4;
const NEWS_TAB = 5;
const HIDDEN_TAB = 6;
const COPY_AI_TAB = 8;

const matchOf = (slug: string, host: string): SiteMatch => ({
  tool: { ...modelTool(slug), rank: 1 },
  host,
  muted: false,
  siteAccessGranted: true,
});

/** What the background would answer for each tab: a tool, a page that is none, a tab it cannot read. */
const ANSWERS: Record<number, PanelSite> = {
  [JASPER_TAB]: { readable: true, match: matchOf('jasper', 'jasper.example') },
  [NEWS_TAB]: { readable: true, match: null },
  [HIDDEN_TAB]: { readable: false },
  [COPY_AI_TAB]: { readable: true, match: matchOf('copy-ai', 'copy.ai') },
};

/** A view as a short word, so a test reads as what the person sees. */
function seen(view: PanelTabView): string {
  return view.kind === 'tool' ? view.match.tool.slug : view.kind;
}

function setup(overrides: Partial<TabFollowerDeps> = {}) {
  const shown: string[] = [];
  const looked: number[] = [];
  let active: number | undefined = JASPER_TAB;
  const follower = createTabFollower({
    windowId: WINDOW,
    ownTabId: undefined,
    activeTabId: async () => active,
    lookAt: async (tabId) => {
      looked.push(tabId);
      return ANSWERS[tabId] ?? null;
    },
    show: (view) => shown.push(seen(view)),
    ...overrides,
  });
  return {
    follower,
    shown,
    looked,
    activate: (tabId: number, windowId = WINDOW) => {
      active = tabId;
      return follower.activated({ tabId, windowId });
    },
  };
}

/** A promise the test settles itself: an answer from the background that arrives late. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the side panel follows the active tab', () => {
  it('shows the active tab at start, and each tab the person switches to', async () => {
    const { follower, activate, shown } = setup();
    await follower.start();
    await activate(NEWS_TAB);
    await activate(COPY_AI_TAB);
    await activate(HIDDEN_TAB);
    await activate(JASPER_TAB);
    expect(shown).toEqual(['jasper', 'not-a-tool', 'copy-ai', 'unreadable', 'jasper']);
  });

  it('says "not a tool" when the window has no active tab to look at', async () => {
    const { follower, shown, looked } = setup({ activeTabId: async () => undefined });
    await follower.start();
    expect(shown).toEqual(['not-a-tool']);
    expect(looked).toEqual([]);
  });

  it('shows the last tab switched to when an earlier answer arrives after it', async () => {
    const slow = deferred<PanelSite | null>();
    const { follower, shown } = setup({
      lookAt: async (tabId) => (tabId === JASPER_TAB ? slow.promise : (ANSWERS[tabId] ?? null)),
    });
    const first = follower.activated({ tabId: JASPER_TAB, windowId: WINDOW });
    await follower.activated({ tabId: NEWS_TAB, windowId: WINDOW });
    slow.resolve(ANSWERS[JASPER_TAB] ?? null);
    await first;
    expect(shown).toEqual(['not-a-tool']);
  });

  it('a switch while the panel is still asking which tab is active wins over that answer', async () => {
    const activeAsked = deferred<number | undefined>();
    const { follower, shown } = setup({ activeTabId: () => activeAsked.promise });
    const starting = follower.start();
    await follower.activated({ tabId: NEWS_TAB, windowId: WINDOW });
    activeAsked.resolve(JASPER_TAB);
    await starting;
    expect(shown).toEqual(['not-a-tool']);
  });

  it('ignores tab switches in other windows: they have panels of their own', async () => {
    const { follower, activate, shown, looked } = setup();
    await follower.start();
    await activate(NEWS_TAB, WINDOW + 1);
    expect(shown).toEqual(['jasper']);
    expect(looked).toEqual([JASPER_TAB]);
  });

  it('follows every window when it does not know its own', async () => {
    const { follower, activate, shown } = setup({ windowId: undefined });
    await follower.start();
    await activate(NEWS_TAB, 9);
    expect(shown).toEqual(['jasper', 'not-a-tool']);
  });

  it('opened as a page in a tab: bringing that tab to the front keeps the tab it showed', async () => {
    const own = 20;
    const { follower, activate, shown, looked } = setup({ ownTabId: own });
    await follower.start();
    await activate(own);
    // An update of its own tab (it finished loading) is no reason to look either.
    await follower.updated(own, { status: 'complete' });
    expect(shown).toEqual(['jasper']);
    expect(looked).toEqual([JASPER_TAB]);
  });

  it('opened as a page that is itself the active tab: shows no tool, asks nothing', async () => {
    const own = 20;
    const { follower, shown, looked } = setup({ ownTabId: own, activeTabId: async () => own });
    await follower.start();
    expect(shown).toEqual(['not-a-tool']);
    expect(looked).toEqual([]);
  });

  it('looks again when the shown tab goes elsewhere or finishes loading, not for other tabs or other changes', async () => {
    const { follower, shown, looked } = setup();
    await follower.start();
    await follower.updated(NEWS_TAB, { status: 'complete' });
    await follower.updated(JASPER_TAB, { status: 'loading' });
    expect(looked).toEqual([JASPER_TAB]);
    // Without site access the browser gives no url in the change, but always the status.
    await follower.updated(JASPER_TAB, { status: 'complete' });
    await follower.updated(JASPER_TAB, { url: 'https://jasper.example/pricing' });
    expect(looked).toEqual([JASPER_TAB, JASPER_TAB, JASPER_TAB]);
    expect(shown).toEqual(['jasper', 'jasper', 'jasper']);
  });

  it('keeps what it shows when the background cannot answer', async () => {
    const { follower, activate, shown } = setup({
      lookAt: async (tabId) => (tabId === JASPER_TAB ? (ANSWERS[JASPER_TAB] ?? null) : null),
    });
    await follower.start();
    await activate(NEWS_TAB);
    expect(shown).toEqual(['jasper']);
  });

  it('looks again at the shown tab when the background says a click made it readable', async () => {
    let readable = false;
    const { follower, shown, looked } = setup({
      activeTabId: async () => HIDDEN_TAB,
      lookAt: async (tabId) => {
        looked.push(tabId);
        return readable ? (ANSWERS[JASPER_TAB] ?? null) : { readable: false };
      },
    });
    await follower.start();
    expect(shown).toEqual(['unreadable']);
    readable = true;
    // A notice about another tab (a click in another window) changes nothing here.
    await follower.readable(NEWS_TAB);
    expect(looked).toEqual([HIDDEN_TAB]);
    await follower.readable(HIDDEN_TAB);
    expect(shown).toEqual(['unreadable', 'jasper']);
  });
});
