// The background's wiring: the services (./services.ts) and the router, and one named function for each
// browser event. entrypoints/background.ts only registers them; tests drive them through fakeBrowser.

import { CACHE_PURGE_ALARM, ensurePurgeAlarm, purgeExpired } from '../api/cache-purge';
import { classifySender, type SenderLike } from '../common/sender';
import { createWelcomeOnInstall, WELCOME_PAGE } from '../connection/public/welcome';
import { restrictStorage, tokenStore } from '../connection/settings';
import { forgetFindSession } from '../find/session';
import { JOBS_ALARM } from './background-jobs';
import type { BrowserApi } from './browser-api';
import { createHandlers } from './handlers';
import { isPersonAct } from './person-activity';
import { createReach } from './reach';
import { createMessageRouter } from './router';
import { buildServices, handlerDeps } from './services';
import { createTabStates } from './tab-state';

/**
 * How long a starting worker leaves to what woke it before its own housekeeping. Its answer to a popup's
 * first search came 21 ms after its wiring here (8,123 tools, median of 12), against 27.5 ms with the
 * housekeeping's reads queued beside it.
 */
export const HOUSEKEEPING_DELAY_MS = 500;

interface TabChange {
  url?: string;
  status?: string;
}

export function startBackground(browser: BrowserApi) {
  const services = buildServices(browser);
  const { connections, sync, directory, jobs, presence, serp, whatsNew } = services;
  const route = createMessageRouter(createHandlers(handlerDeps(browser, services)), {
    // The person comes first: while they act, the sync and the prefetch leave them more room.
    onAccepted: (type) => {
      if (isPersonAct(type)) void connections.get().then((connection) => connection.limiter.noteActivity());
    },
  });

  // reach: the `ts` address bar keyword, the right-click menu and the "go to the card" shortcut.
  const reach = createReach(browser, directory, createTabStates(browser.storage.session));

  const welcomeOnInstall = createWelcomeOnInstall({
    storage: browser.storage.local,
    openWelcome: () => browser.tabs.create({ url: browser.runtime.getURL(WELCOME_PAGE) }),
  });

  /** What every start of the worker checks once the question that woke it is answered (onStart). */
  function housekeeping(): void {
    // The site index and the websites by host, if an older version left them missing or older than the
    // records: rebuilt from the records, with no request (the sync stays on its daily schedule).
    void directory.refreshDerived({ thorough: false }).catch(() => undefined);
    void ensurePurgeAlarm(browser.alarms).catch(() => undefined);
    void jobs
      .ensureAlarm(async () => (await browser.alarms.get(JOBS_ALARM)) !== undefined)
      .catch(() => undefined);
    jobs.resumeUnfinished().catch(() => undefined);
    void sync.finishPending();
  }

  return {
    onOmniboxInput: reach.onOmniboxInput,
    onOmniboxEnter: reach.onOmniboxEnter,
    onMenuClicked: reach.onMenuClicked,
    onCommand: reach.onCommand,

    /**
     * Every start of the worker, which a page visit can cause: resume an interrupted sync or prefetch.
     * Anything merely due waits for its alarm or the browser's start (`onBrowserStartup`).
     */
    onStart(): void {
      // First, before anything else queues its reads: the popup that may have woken the worker finds the
      // stored search index's head on its way (one read; nothing is built for a page visit).
      directory.warmSearch({ build: false });
      // The address bar's `ts` may be what woke it.
      reach.start();
      // An update from 0.1.0 left the token in plaintext in storage.local: moved now, not at the first request.
      void tokenStore.moveLegacy().catch(() => undefined);
      void restrictStorage(browser.storage.local as unknown as Parameters<typeof restrictStorage>[0]);
      // The person comes first: what woke the worker (a popup's search, a tab's badge) is answered before
      // the housekeeping's own reads queue beside it.
      setTimeout(housekeeping, HOUSEKEEPING_DELAY_MS);
    },

    /**
     * The browser started (not a page visit): a sync that fell due while it was closed begins, and the
     * menus are put back in case the browser did not keep them (they persist in Chrome).
     */
    onBrowserStartup(): void {
      void reach.installMenus();
      void forgetFindSession().catch(() => undefined);
      // The browser does not keep the button's text across a restart.
      void whatsNew.refreshMark().catch(() => undefined);
      jobs.tick().catch(() => undefined);
    },

    onMessage(message: unknown, sender: SenderLike | undefined): Promise<unknown> {
      return route(message, classifySender(sender, browser.runtime.id, browser.runtime.getURL('/')));
    },

    /** The base URL or token changed: nothing cached for the old one applies, and the directory comes anew. */
    onConnectionChange(): void {
      void connections.reset();
      jobs.connectionChanged().catch(() => undefined);
    },

    // With no `tabs` permission the browser gives a tab's URL only where the person granted site access
    // (or, for the current tab, after a click on the toolbar button): other tabs arrive without one.
    onTabUpdated(tabId: number, change: TabChange, tab: TabChange): void {
      if (!tab.url || (change.url === undefined && change.status === undefined)) return;
      void presence.onTabUrl(tabId, tab.url, change.status === 'loading', tab.status === 'complete');
      void serp.onTabUrl(tabId, tab.url, tab.status === 'complete').catch(() => undefined);
    },

    onTabActivated({ tabId }: { tabId: number }): void {
      void browser.tabs.get(tabId).then((tab) => {
        if (tab.url) return presence.onTabUrl(tabId, tab.url, false, tab.status === 'complete');
      });
    },

    /**
     * The person allowed site access: tabs already open get their badge and card now, not on their next
     * navigation. The URLs are matched locally, as always.
     */
    onPermissionsAdded({ origins }: { origins?: string[] }): void {
      if (!origins?.length) return;
      void browser.tabs
        .query({})
        .then((tabs) =>
          Promise.all(
            tabs.map((tab) =>
              tab.id !== undefined && tab.url
                ? Promise.all([
                    presence.onTabUrl(tab.id, tab.url, false, tab.status === 'complete'),
                    serp.onTabUrl(tab.id, tab.url, tab.status === 'complete').catch(() => undefined),
                  ])
                : undefined,
            ),
          ),
        );
    },

    onTabRemoved(tabId: number): void {
      void presence.onTabClosed(tabId);
    },

    onAlarm(alarm: { name: string }): void {
      if (alarm.name === JOBS_ALARM) jobs.tick().catch(() => undefined);
      if (alarm.name === CACHE_PURGE_ALARM) void purgeExpired(browser.storage.local).catch(() => undefined);
    },

    // firstrun: a fresh install opens the welcome page (what Toolscout does, its two permission steps).
    onInstalled({ reason }: { reason: string }): void {
      void reach.installMenus();
      if (reason === 'update') void tokenStore.moveLegacy().catch(() => undefined);
      // An update (or Chromium's "install" of an unpacked build over a profile that has records): every
      // structure derived from the stored records, the search index too, is rebuilt from them if it is
      // missing or older; no listing request, no waiting for the next daily sync.
      if (reason === 'update' || reason === 'install')
        void directory.refreshDerived({ thorough: true }).catch(() => undefined);
      void welcomeOnInstall(reason).catch(() => undefined);
    },
  };
}
export type Background = ReturnType<typeof startBackground>;
