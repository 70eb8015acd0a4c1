// The background's wiring: every service built from the browser's APIs, and one named function for each
// browser event. entrypoints/background.ts only registers them; tests drive them through fakeBrowser.

import { CACHE_PURGE_ALARM, ensurePurgeAlarm, purgeExpired } from '../api/cache';
import { PER_PAGE_MAX } from '../api/limits';
import { createConnectionManager } from '../connection/connection';
import { createWelcomeOnInstall, WELCOME_PAGE } from '../connection/public/welcome';
import { restrictStorage, tokenStore } from '../connection/settings';
import { settingsStore } from '../connection/settings-store';
import { createAlternativesPrefetch, prefetchTopFrom } from '../directory/alternatives/prefetch';
import { createAlternativesStore } from '../directory/alternatives/store';
import { createSearchIndexStore } from '../directory/local-search/index-store';
import { createDirectoryService } from '../directory/service';
import { createSiteHostStore } from '../directory/site-match/host-store';
import { createDirectoryStore } from '../directory/store';
import { createCategoryTree } from '../directory/sync/category-tree';
import { createChangeStore } from '../directory/sync/change-store';
import type { ProgressStorage } from '../directory/sync/progress';
import { createDirectorySync } from '../directory/sync/sync';
import { forgetFindSession } from '../find/session';
import { createFollowStore } from '../follow/follow-store';
import { createWhatsNewService } from '../follow/whats-new-service';
import { createHideUntilChange } from '../hide-until-change/service';
import { createHideUntilChangeStore } from '../hide-until-change/store';
import { tabReadableNotice } from '../messaging/page-notice';
import { createNotThisToolStore } from '../not-this-tool/store';
import { createRecentStore } from '../recent/recent-store';
import { createRequestLog } from '../request-log/store';
import { createSavedStore } from '../saved/saved-store';
import { createSerpPolicy } from '../serp/policy';
import { readGoogleHost, readSerpEngines, setGoogleHost, setSerpEngine } from '../serp/settings';
import { classifySender, type SenderLike } from '../shared/sender';
import { pageOriginPattern } from '../shared/url';
import { createBackgroundJobs, JOBS_ALARM } from './background-jobs';
import type { BrowserApi } from './browser-api';
import { createHandlers } from './handlers';
import { isPersonAct } from './person-activity';
import { createReach } from './reach';
import { createMessageRouter } from './router';
import { type Badge, createSitePresence } from './site-presence';
import { createTabStates } from './tab-state';

/** entrypoints/card: an unlisted script, injected only into tabs of a recognised tool. */
const CARD_SCRIPT = '/card.js';
/** entrypoints/serp: an unlisted script, injected only into results pages the person allowed. */
const SERP_SCRIPT = '/serp.js';
const SYNC_PROGRESS_KEY = 'directorySyncProgress';
const BADGE_COLOR = '#4f46e5';
/** What's new: the toolbar button's quiet mark when a followed category has new tools. */
const WHATS_NEW_MARK = '•';
const DEFAULT_TITLE = 'Toolscout';

/** The toolbar button of one tab: the tool's rating and name, or back to plain Toolscout. */
export function toolbarBadge(action: BrowserApi['action']) {
  return async (tabId: number, badge: Badge | null): Promise<void> => {
    await Promise.all([
      // No tool: null gives the tab the button's own text again (What's new's mark, or none), in Chrome
      // and in Firefox; the types know only strings.
      action.setBadgeText({ tabId, text: (badge?.text ?? null) as string }),
      action.setTitle({ tabId, title: badge?.title ?? DEFAULT_TITLE }),
      badge ? action.setBadgeBackgroundColor({ tabId, color: BADGE_COLOR }) : undefined,
    ]);
  };
}

/** Where an interrupted sync resumes from: storage.local, so a restart of the worker keeps it. */
export function syncProgressIn(area: BrowserApi['storage']['local']): ProgressStorage {
  return {
    get: async () => (await area.get(SYNC_PROGRESS_KEY))[SYNC_PROGRESS_KEY],
    set: (progress) => area.set({ [SYNC_PROGRESS_KEY]: progress }),
  };
}

interface TabChange {
  url?: string;
  status?: string;
}

export function startBackground(browser: BrowserApi) {
  // Every request sent, for the options' Requests view (issue 21).
  const requests = createRequestLog();
  const connections = createConnectionManager({
    readSettings: settingsStore.read,
    budgetStorage: browser.storage.session,
    cacheStorage: browser.storage.local,
    record: requests.add,
    // Asked before every request (a storage read): a switch in the options takes effect at once.
    deviceOnly: settingsStore.deviceOnly,
  });
  const store = createDirectoryStore();
  const changes = createChangeStore();
  const sync = createDirectorySync({
    store,
    fetchPage: async (page) =>
      (await connections.get()).client.listTools({ page, perPage: PER_PAGE_MAX }, 'background', 'sync'),
    progress: syncProgressIn(browser.storage.local),
    changes,
  });
  // "Not this tool": on this device only; every match passes over it.
  const notThisTool = createNotThisToolStore(browser.storage.local);
  const alternativesStore = createAlternativesStore();
  const prefetch = createAlternativesPrefetch({
    store: alternativesStore,
    topTools: (limit) => store.getTop(limit),
    // The most patient work of all: it yields to the person and to the sync.
    fetchAlternatives: async (slug) =>
      (await connections.get()).client.getAlternatives(slug, 'patient', 'prefetch'),
    top: prefetchTopFrom(import.meta.env.WXT_PREFETCH_TOP),
  });
  const directory = createDirectoryService(
    store,
    sync,
    { store: alternativesStore, prefetch },
    createSearchIndexStore(),
    createSiteHostStore(),
    notThisTool,
  );
  // The category tree, kept with the sync: browsing categories then asks nothing.
  const categoryTree = createCategoryTree({
    area: browser.storage.local,
    fetchTree: async () => (await connections.get()).client.getCategories('background', 'sync'),
  });
  const jobs = createBackgroundJobs({
    readSettings: settingsStore.read,
    sync,
    prefetch,
    categories: categoryTree,
    setAlarm: async (periodInMinutes) => {
      await browser.alarms.create(JOBS_ALARM, { periodInMinutes });
    },
  });
  // "Hide until something changes": measured against the local copy and the prefetched alternatives.
  const hideUntilChange = createHideUntilChange({
    store: createHideUntilChangeStore(browser.storage.local),
    record: directory.tool,
    alternatives: async (slug) =>
      (await directory.prefetchedAlternatives(slug))?.map((alternative) => alternative.slug) ?? null,
    now: Date.now,
  });
  const presence = createSitePresence({
    matcher: directory.matcher,
    // Scale (issue 12): a restarted worker reads the websites of the page's hosts, not of every tool.
    matchUrl: directory.matchUrl,
    tool: directory.siteTool,
    preferences: settingsStore.preferences,
    canInject: (url) => browser.permissions.contains({ origins: [pageOriginPattern(url)] }),
    setBadge: toolbarBadge(browser.action),
    inject: async (tabId) => {
      await browser.scripting.executeScript({ target: { tabId }, files: [CARD_SCRIPT] });
    },
    tabs: createTabStates(browser.storage.session),
    hideUntilChange,
  });
  const serp = createSerpPolicy({
    enabledEngines: readSerpEngines,
    hasOrigins: (origins) => browser.permissions.contains({ origins }),
    inject: async (tabId) => {
      await browser.scripting.executeScript({ target: { tabId }, files: [SERP_SCRIPT] });
    },
  });
  const saved = createSavedStore(browser.storage.sync);
  const follows = createFollowStore(browser.storage.sync);
  const whatsNew = createWhatsNewService({
    changes,
    follows,
    savedSlugs: async () => new Set((await saved.list()).tools.map((tool) => tool.slug)),
    local: browser.storage.local,
    // The button's own text, under every tab's: a tool's tab shows its rating over it.
    showMark: async (shown) => {
      await browser.action.setBadgeText({ text: shown ? WHATS_NEW_MARK : '' });
      if (shown) await browser.action.setBadgeBackgroundColor({ color: BADGE_COLOR });
    },
  });
  // A sync that finished may have brought new tools to a followed category.
  sync.onChange((status) => {
    if (status.state !== 'syncing') void whatsNew.refreshMark().catch(() => undefined);
  });
  const route = createMessageRouter(
    createHandlers({
      version: browser.runtime.getManifest().version,
      settings: settingsStore,
      connections,
      directory,
      categoryTree,
      presence,
      serp: {
        allowedEngine: serp.allowedEngine,
        enabledEngines: readSerpEngines,
        setEngine: async (engine, enabled) => {
          await setSerpEngine(engine, enabled);
        },
        // Ratings in search results: Google's address, suggested from the browser's language until chosen.
        googleHost: () => readGoogleHost(globalThis.navigator?.language),
        setGoogleHost,
      },
      hasOrigins: (origins) => browser.permissions.contains({ origins }),
      tabUrl: async (tabId) => (await browser.tabs.get(tabId)).url ?? null,
      // No page may be listening (no side panel open): the browser then rejects, which says nothing.
      tabReadable: (tabId) => {
        void Promise.resolve(browser.runtime.sendMessage(tabReadableNotice(tabId))).catch(() => undefined);
      },
      startSync: (force) => {
        jobs.start(force).catch(() => undefined);
      },
      // Yours: saved tools follow the person (storage.sync); what they viewed stays here (storage.local).
      yours: {
        saved,
        recent: createRecentStore(browser.storage.local),
        now: Date.now,
      },
      follows,
      whatsNew,
      notThisTool,
      requests,
      hideUntilChange,
    }),
    {
      // The person comes first: while they act, the sync and the prefetch leave them more room.
      onAccepted: (type) => {
        if (isPersonAct(type)) void connections.get().then((connection) => connection.limiter.noteActivity());
      },
    },
  );

  // reach: the `ts` address bar keyword, the right-click menu and the "go to the card" shortcut.
  const reach = createReach(browser, directory, createTabStates(browser.storage.session));

  const welcomeOnInstall = createWelcomeOnInstall({
    storage: browser.storage.local,
    openWelcome: () => browser.tabs.create({ url: browser.runtime.getURL(WELCOME_PAGE) }),
  });

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
      // First, before the housekeeping below queues its reads: the popup that may have woken the worker
      // finds the stored search index's head on its way (one read; nothing is built for a page visit).
      directory.warmSearch({ build: false });
      reach.start();
      // An update from 0.1.0 left the token in plaintext in storage.local: moved now, not at the first request.
      void tokenStore.moveLegacy().catch(() => undefined);
      // The site index and the websites by host, if an older version left them missing or older than the
      // records: rebuilt from the records, with no request (the sync stays on its daily schedule).
      void directory.refreshDerived({ thorough: false }).catch(() => undefined);
      void restrictStorage(browser.storage.local as unknown as Parameters<typeof restrictStorage>[0]);
      void ensurePurgeAlarm(browser.alarms).catch(() => undefined);
      void jobs
        .ensureAlarm(async () => (await browser.alarms.get(JOBS_ALARM)) !== undefined)
        .catch(() => undefined);
      jobs.resumeUnfinished().catch(() => undefined);
      void sync.finishPending();
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
