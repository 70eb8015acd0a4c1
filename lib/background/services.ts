// The background's services, built once from the browser's APIs: the connection, the local directory
// and its jobs, the site presence, results pages, and every feature's store; and the deps the features'
// handlers are given. lib/background/main.ts wires them to the browser's events.
import { PER_PAGE_MAX } from '../api/limits';
import { pageOriginPattern } from '../common/url';
import { createConnectionManager } from '../connection/connection';
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
import { changesAfterPending, createDirectorySync } from '../directory/sync/sync';
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
import { createBackgroundJobs, JOBS_ALARM } from './background-jobs';
import type { BrowserApi } from './browser-api';
import type { HandlerDeps } from './handlers';
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

/** Every service of the background, built from the browser's APIs. */
export function buildServices(browser: BrowserApi) {
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
    changes: changesAfterPending(sync, changes),
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
  const recent = createRecentStore(browser.storage.local);
  return {
    requests,
    connections,
    sync,
    notThisTool,
    directory,
    categoryTree,
    jobs,
    hideUntilChange,
    presence,
    serp,
    saved,
    recent,
    follows,
    whatsNew,
  };
}
export type Services = ReturnType<typeof buildServices>;

/** What the features' handlers are given: the services, and the browser where a handler needs it. */
export function handlerDeps(browser: BrowserApi, services: Services): HandlerDeps {
  const { connections, directory, categoryTree, presence, serp, jobs, saved, recent } = services;
  const { follows, whatsNew, notThisTool, requests, hideUntilChange } = services;
  return {
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
      recent,
      now: Date.now,
    },
    follows,
    whatsNew,
    notThisTool,
    requests,
    hideUntilChange,
  };
}
