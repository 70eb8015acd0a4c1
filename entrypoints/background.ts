// The background: the only context that holds the token and talks to the API. This file wires lib/
// to browser events; the behaviour lives in lib/background/.
import { CACHE_PURGE_ALARM, ensurePurgeAlarm, purgeExpired } from '../lib/api/cache';
import { createBackgroundJobs, JOBS_ALARM } from '../lib/background/background-jobs';
import { createConnectionManager } from '../lib/background/connection';
import { createDirectoryService } from '../lib/background/directory-service';
import { createHandlers } from '../lib/background/handlers';
import { settingsStore } from '../lib/background/settings-store';
import { createSitePresence } from '../lib/background/site-presence';
import { createTabStates } from '../lib/background/tab-state';
import { createAlternativesPrefetch, prefetchTopFrom } from '../lib/directory/alternatives-prefetch';
import { createAlternativesStore } from '../lib/directory/alternatives-store';
import { createDirectoryStore } from '../lib/directory/store';
import { createDirectorySync } from '../lib/directory/sync';
import { createMessageRouter } from '../lib/messaging/router';
import { classifySender } from '../lib/messaging/sender';
import { baseUrlItem, restrictStorage, tokenItem } from '../lib/settings';

// entrypoints/overlay: an unlisted script, injected only into tabs of a recognised tool.
const OVERLAY_SCRIPT = '/overlay.js';

export default defineBackground(() => {
  void restrictStorage(browser.storage.local as unknown as Parameters<typeof restrictStorage>[0]);

  const connections = createConnectionManager({
    readSettings: settingsStore.read,
    budgetStorage: browser.storage.session,
    cacheStorage: browser.storage.local,
  });
  const store = createDirectoryStore();
  const progressKey = 'directorySyncProgress';
  const sync = createDirectorySync({
    store,
    fetchPage: async (page) =>
      (await connections.get()).client.listTools({ page, perPage: 100 }, 'background'),
    progress: {
      get: async () => (await browser.storage.local.get(progressKey))[progressKey],
      set: (progress) => browser.storage.local.set({ [progressKey]: progress }),
    },
  });
  const alternativesStore = createAlternativesStore();
  const prefetch = createAlternativesPrefetch({
    store: alternativesStore,
    topTools: (limit) => store.getTop(limit),
    fetchAlternatives: async (slug) => (await connections.get()).client.getAlternatives(slug, 'background'),
    top: prefetchTopFrom(import.meta.env.WXT_PREFETCH_TOP),
  });
  const directory = createDirectoryService(store, sync, { store: alternativesStore, prefetch });
  const jobs = createBackgroundJobs({
    readSettings: settingsStore.read,
    sync,
    prefetch,
    setAlarm: (periodInMinutes) => browser.alarms.create(JOBS_ALARM, { periodInMinutes }),
  });

  const presence = createSitePresence({
    matcher: directory.matcher,
    tool: directory.siteTool,
    preferences: settingsStore.preferences,
    canInject: (url) => browser.permissions.contains({ origins: [`${new URL(url).origin}/*`] }),
    setBadge: async (tabId, badge) => {
      await Promise.all([
        browser.action.setBadgeText({ tabId, text: badge?.text ?? '' }),
        browser.action.setTitle({ tabId, title: badge?.title ?? 'Toolscout' }),
        badge ? browser.action.setBadgeBackgroundColor({ tabId, color: '#4f46e5' }) : undefined,
      ]);
    },
    inject: async (tabId) => {
      await browser.scripting.executeScript({ target: { tabId }, files: [OVERLAY_SCRIPT] });
    },
    tabs: createTabStates(browser.storage.session),
  });

  function startSync(force: boolean): void {
    jobs.start(force).catch(() => undefined);
  }

  const route = createMessageRouter(
    createHandlers({
      version: browser.runtime.getManifest().version,
      settings: settingsStore,
      connections,
      directory,
      presence,
      hasOrigins: (origins) => browser.permissions.contains({ origins }),
      tabUrl: async (tabId) => (await browser.tabs.get(tabId)).url ?? null,
      startSync,
    }),
  );

  browser.runtime.onMessage.addListener((message, sender) =>
    route(message, classifySender(sender, browser.runtime.id, browser.runtime.getURL('/'))),
  );

  // The connection changed: nothing cached for the old one applies, and the directory comes anew.
  const onConnectionChange = () => {
    void connections.reset();
    jobs.connectionChanged().catch(() => undefined);
  };
  baseUrlItem.watch(onConnectionChange);
  tokenItem.watch(onConnectionChange);

  // With no `tabs` permission the browser gives a tab's URL only where the person granted site access
  // (or, for the current tab, after a click on the toolbar button): other tabs arrive without one.
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (!tab.url || (change.url === undefined && change.status === undefined)) return;
    void presence.onTabUrl(tabId, tab.url, change.status === 'loading', tab.status === 'complete');
  });
  browser.tabs.onActivated.addListener(({ tabId }) => {
    void browser.tabs.get(tabId).then((tab) => {
      if (tab.url) return presence.onTabUrl(tabId, tab.url, false, tab.status === 'complete');
    });
  });
  browser.tabs.onRemoved.addListener((tabId) => void presence.onTabClosed(tabId));

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === JOBS_ALARM) jobs.tick().catch(() => undefined);
    if (alarm.name === CACHE_PURGE_ALARM) void purgeExpired(browser.storage.local).catch(() => undefined);
  });
  void ensurePurgeAlarm(browser.alarms).catch(() => undefined);
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install') void browser.runtime.openOptionsPage();
  });
  // Every start of the worker: resume an interrupted sync or prefetch, or begin one that is due.
  jobs.tick().catch(() => undefined);
});
