// @vitest-environment node
// The background entry as the browser runs it: background.main() on fakeBrowser, driven by its events.
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import background from '../../../entrypoints/background';
import { HOUSEKEEPING_DELAY_MS } from '../../../lib/background/main';
import { baseUrlItem } from '../../../lib/connection/settings';
import { BASE_URL } from '../../support/api-fixtures';
import {
  installBackgroundFakes,
  oneToolDirectory,
  sendToBackground,
  syncedOnce,
} from '../../support/background-harness';
import { eventually } from '../../support/eventually';

vi.mock('../../../lib/connection/settings', async (importOriginal) =>
  (await import('../../support/token-store-mock')).withMemoryToken(await importOriginal()),
);

const DAY = 24 * 60 * 60 * 1000;
const JASPER_TAB = 7;
const send = sendToBackground;

let requests: string[];
let fakes: Awaited<ReturnType<typeof installBackgroundFakes>>;

beforeEach(async () => {
  requests = [];
  // Site access not granted: the tests grant it through permissions.onAdded.
  fakes = await installBackgroundFakes({ directory: oneToolDirectory(requests), sitesGranted: false });
});

afterEach(() => {
  // A finished test's background must not hear the next test's settings.
  storage.unwatch();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('entrypoints/background', () => {
  it('routes messages by sender: the popup is answered, a stranger and a page posing as the card are not', async () => {
    background.main();
    expect(await send({ type: 'ping' })).toEqual({ ok: true, data: { version: '9.9.9' } });
    expect(
      await send({ type: 'ping' }, { id: 'another-extension', url: 'https://evil.example/' }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: 'Unknown sender.' },
    });
    expect(await send({ type: 'card/summary' })).toMatchObject({
      ok: false,
      error: { message: 'Not allowed from this context.' },
    });
    expect(await send({ type: 'search', q: '😀' })).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
  });

  it('opens the welcome page on install only', async () => {
    // A fresh profile: nothing saved yet (a profile in use is not greeted, even on "install").
    await baseUrlItem.removeValue();
    background.main();
    const welcomeTabs = async () =>
      (await fakeBrowser.tabs.query({})).filter((tab) => tab.url?.endsWith('/welcome.html'));
    await fakeBrowser.runtime.onInstalled.trigger({
      reason: 'update',
      previousVersion: '0.0.1',
      temporary: false,
    });
    expect(await welcomeTabs()).toHaveLength(0);
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    await eventually(async () => expect(await welcomeTabs()).toHaveLength(1));
    expect(fakes.openOptionsPage).not.toHaveBeenCalled();
    await baseUrlItem.setValue(BASE_URL);
    await syncedOnce();
  });

  it('syncs the directory as the worker starts, then again when the alarm rings a day later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    background.main();
    await syncedOnce();
    const listing = (path: string) => path.startsWith('/api/v1/tools?');
    expect(requests.filter(listing)).toEqual(['/api/v1/tools?page=1&per_page=100']);
    expect(await fakeBrowser.alarms.get('directory-sync')).toBeDefined();
    expect(await fakeBrowser.alarms.get('cache-purge')).toBeDefined();

    // Within the day the alarm finds nothing due.
    await fakeBrowser.alarms.onAlarm.trigger({ name: 'directory-sync', scheduledTime: Date.now() });
    await syncedOnce();
    expect(requests.filter(listing)).toHaveLength(1);

    vi.setSystemTime(Date.now() + DAY + 1);
    await fakeBrowser.alarms.onAlarm.trigger({ name: 'directory-sync', scheduledTime: Date.now() });
    await eventually(() => expect(requests.filter(listing)).toHaveLength(2));
    await syncedOnce();
  });

  it('answers what woke the worker before its own housekeeping reads or asks anything', async () => {
    // The housekeeping's timer, held back: what the worker does before it runs is what a popup meets.
    const heldBack: (() => void)[] = [];
    const setTimer = globalThis.setTimeout;
    const timers = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => {
      if (ms !== HOUSEKEEPING_DELAY_MS) return setTimer(run, ms);
      heldBack.push(run);
      return setTimer(() => undefined, 0);
    }) as typeof setTimeout);
    background.main();
    expect(await send({ type: 'search/local', q: 'jasper' })).toMatchObject({ ok: true });
    expect(heldBack).toHaveLength(1);
    expect(await fakeBrowser.alarms.get('cache-purge')).toBeUndefined();
    expect(requests).toEqual([]);

    timers.mockRestore();
    heldBack[0]?.();
    // Then it resumes what was unfinished: here, the first sync.
    await eventually(async () => expect(await fakeBrowser.alarms.get('cache-purge')).toBeDefined());
    await syncedOnce();
    expect(requests.filter((path) => path.startsWith('/api/v1/tools?'))).toHaveLength(1);
  });

  it("marks the toolbar button of a tab showing a tool's site, and clears it when the tab moves on", async () => {
    background.main();
    await syncedOnce();
    const tab = { index: 0, highlighted: false, active: true, pinned: false, incognito: false };
    const page = { ...tab, id: JASPER_TAB, url: 'https://www.jasper.example/pricing', status: 'complete' };
    await fakeBrowser.tabs.onUpdated.trigger(JASPER_TAB, { status: 'complete' }, page);
    await eventually(async () =>
      expect(await fakeBrowser.action.getBadgeText({ tabId: JASPER_TAB })).toBe('4.5'),
    );
    expect(await fakeBrowser.action.getTitle({ tabId: JASPER_TAB })).toContain('Tool jasper');

    const elsewhere = { ...page, url: 'https://news.example/' };
    await fakeBrowser.tabs.onUpdated.trigger(JASPER_TAB, { url: elsewhere.url }, elsewhere);
    await eventually(async () =>
      expect(await fakeBrowser.action.getBadgeText({ tabId: JASPER_TAB })).toBe(''),
    );
    // Visiting either page asked the directory nothing (the sync's listing and category tree, and the
    // prefetch, are the background's own).
    expect(
      requests.filter(
        (path) =>
          !path.startsWith('/api/v1/tools?') &&
          path !== '/api/v1/categories' &&
          !path.endsWith('/alternatives'),
      ),
    ).toEqual([]);
  });

  it('keeps the category tree with the sync; then the categories and their tools answer from the device, with no request', async () => {
    background.main();
    await syncedOnce();
    await eventually(() => expect(requests).toContain('/api/v1/categories'));
    requests = [];
    // The tree, counted from the local copy: jasper is the one tool, in Copywriting.
    expect(await send({ type: 'categories/get' })).toMatchObject({
      ok: true,
      data: [
        {
          slug: 'writing',
          toolCount: 1,
          children: [
            { slug: 'copywriting', toolCount: 1 },
            { slug: 'translation', toolCount: 0 },
          ],
        },
        { slug: 'images', toolCount: 0 },
      ],
    });
    const writing = (await send({ type: 'tools/list', category: 'writing', verified: true })) as {
      data: { items: { slug: string }[]; total: number };
    };
    expect(writing.data.items.map((tool) => tool.slug)).toEqual(['jasper']);
    expect(requests).toEqual([]);
  });

  it('an update from 0.1.0 rebuilds the derived stores from its records: a tool tab is badged, no listing is asked', async () => {
    // What 0.1.0 left: the records and a meta of a sync an hour ago, no site index format, no other store.
    const old = await openDB('toolscout-directory', 1, {
      upgrade(db) {
        db.createObjectStore('tools', { keyPath: 'slug' }).createIndex('rank', 'rank');
        db.createObjectStore('staging', { keyPath: 'slug' });
        db.createObjectStore('meta');
      },
    });
    await old.put('tools', {
      id: 42,
      slug: 'jasper',
      name: 'Tool jasper',
      description: 'What jasper does.',
      website: 'https://jasper.example/',
      logo: null,
      price: { type: 'freemium', amount: 19.99 },
      verified: true,
      rating: { average: 4.5, count: 120 },
      subcategories: [],
      rank: 0,
      missedSyncs: 0,
    });
    const syncedAt = Date.now() - 60 * 60 * 1000;
    await old.put(
      'meta',
      { generation: 3, stagingGeneration: null, lastSuccessAt: syncedAt, lastError: null, lastErrorAt: null },
      'meta',
    );
    old.close();

    background.main();
    await fakeBrowser.runtime.onInstalled.trigger({
      reason: 'update',
      previousVersion: '0.1.0',
      temporary: false,
    });
    const hosts = await openDB('toolscout-site-hosts', 1, {
      upgrade(db) {
        db.createObjectStore('hosts');
        db.createObjectStore('meta');
      },
    });
    await eventually(async () => expect(await hosts.get('meta', 'syncedAt')).toBe(syncedAt));
    hosts.close();

    const tab = { index: 0, highlighted: false, active: true, pinned: false, incognito: false };
    const page = { ...tab, id: JASPER_TAB, url: 'https://jasper.example/pricing', status: 'complete' };
    await fakeBrowser.tabs.onUpdated.trigger(JASPER_TAB, { status: 'complete' }, page);
    await eventually(async () =>
      expect(await fakeBrowser.action.getBadgeText({ tabId: JASPER_TAB })).toBe('4.5'),
    );
    expect(requests.filter((path) => path.startsWith('/api/v1/tools?'))).toEqual([]);
  });

  it('allowing site access marks the tool tabs already open, with no request', async () => {
    background.main();
    await syncedOnce();
    const open = await fakeBrowser.tabs.create({ url: 'https://app.jasper.example/editor' });
    if (open.id === undefined) throw new Error('no tab id');
    expect(await fakeBrowser.action.getBadgeText({ tabId: open.id })).toBe('');
    const before = requests.length;

    for (const listener of fakes.permissionsAdded) listener({ origins: ['https://*/*', 'http://*/*'] });
    await eventually(async () =>
      expect(await fakeBrowser.action.getBadgeText({ tabId: open.id })).toBe('4.5'),
    );
    expect(requests.slice(before)).toEqual([]);
  });

  it('a worker woken by a visit a day later begins no sync; the alarm or the browser starting does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    background.main();
    await syncedOnce();
    const listing = (path: string) => path.startsWith('/api/v1/tools?');
    expect(requests.filter(listing)).toHaveLength(1);

    // The worker stops; a day later a page visit starts it again.
    for (const event of [
      fakeBrowser.runtime.onMessage,
      fakeBrowser.runtime.onInstalled,
      fakeBrowser.runtime.onStartup,
      fakeBrowser.tabs.onUpdated,
      fakeBrowser.tabs.onActivated,
      fakeBrowser.tabs.onRemoved,
      fakeBrowser.alarms.onAlarm,
    ])
      event.removeAllListeners();
    storage.unwatch();
    vi.setSystemTime(Date.now() + DAY + 1);
    background.main();
    const tab = { index: 0, highlighted: false, active: true, pinned: false, incognito: false };
    const page = { ...tab, id: JASPER_TAB, url: 'https://www.jasper.example/', status: 'complete' };
    await fakeBrowser.tabs.onUpdated.trigger(JASPER_TAB, { status: 'complete' }, page);
    await eventually(async () =>
      expect(await fakeBrowser.action.getBadgeText({ tabId: JASPER_TAB })).toBe('4.5'),
    );
    expect(await send({ type: 'sync/status' })).toMatchObject({ ok: true, data: { state: 'idle' } });
    expect(requests.filter(listing)).toHaveLength(1);

    await fakeBrowser.runtime.onStartup.trigger();
    await eventually(() => expect(requests.filter(listing)).toHaveLength(2));
    await syncedOnce();
  });

  // reach: the `ts` keyword and the right-click menu, through the events the browser fires.
  it('puts its three menu items in on install and on each browser start, once each', async () => {
    background.main();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    await eventually(() => expect([...fakes.reach.menus.keys()]).toHaveLength(3));
    await fakeBrowser.runtime.onStartup.trigger();
    await eventually(() => expect(fakes.reach.contextMenus.removeAll).toHaveBeenCalledTimes(2));
    await eventually(() => expect(fakes.reach.contextMenus.create).toHaveBeenCalledTimes(6));
    expect([...fakes.reach.menus.keys()]).toEqual([
      'toolscout-search-selection',
      'toolscout-check-link',
      'toolscout-open-panel',
    ]);
    await syncedOnce();
  });

  it("opens the side panel from the toolbar button's menu and from its shortcut, in the event's own task", async () => {
    const open = vi.fn(async () => undefined);
    // Chrome: no sidebarAction; the side panel API.
    const { sidebarAction } = fakeBrowser;
    Object.assign(fakeBrowser, { sidePanel: { open }, sidebarAction: undefined });
    try {
      background.main();
      fakes.reach.contextMenus.onClicked.fire({ menuItemId: 'toolscout-open-panel' }, { id: 3, windowId: 2 });
      // Called before anything was awaited: Chrome opens a panel only during the person's act.
      expect(open).toHaveBeenCalledWith({ windowId: 2 });
      fakes.reach.commands.onCommand.fire('open-side-panel', { id: 3, windowId: 5 });
      expect(open).toHaveBeenLastCalledWith({ windowId: 5 });
      expect(open).toHaveBeenCalledTimes(2);
    } finally {
      delete (fakeBrowser as { sidePanel?: unknown }).sidePanel;
      Object.assign(fakeBrowser, { sidebarAction });
    }
    await syncedOnce();
  });

  it('suggests tools for `ts …` from the local directory, asking the directory nothing', async () => {
    background.main();
    await syncedOnce();
    expect(fakes.reach.omnibox.setDefaultSuggestion).toHaveBeenCalledWith({
      description: 'Search Toolscout for %s',
    });
    const before = requests.length;
    const suggest = vi.fn();
    fakes.reach.omnibox.onInputChanged.fire('tool jas', suggest);
    await eventually(() => expect(suggest).toHaveBeenCalled());
    expect(suggest.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ content: 'https://directory.example/tools/jasper' }),
    ]);
    expect(requests.slice(before)).toEqual([]);
  });
});

describe('a profile a newer version wrote (the browser went back to an older copy)', () => {
  const DATABASES = [
    'toolscout-directory',
    'toolscout-search-index',
    'toolscout-site-hosts',
    'toolscout-alternatives',
  ];

  it('works in databases of its own beside them (synced, sites recognised, search answered) and leaves them as they are', async () => {
    for (const name of DATABASES) {
      const newer = await openDB(name, 2, { upgrade: (db) => void db.createObjectStore('future') });
      await newer.put('future', { kept: true }, 'marker');
      newer.close();
    }
    const failures: unknown[] = [];
    const onRejection = (reason: unknown) => failures.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      background.main();
      await syncedOnce();
      const tab = { index: 0, highlighted: false, active: true, pinned: false, incognito: false };
      const page = { ...tab, id: JASPER_TAB, url: 'https://www.jasper.example/', status: 'complete' };
      await fakeBrowser.tabs.onUpdated.trigger(JASPER_TAB, { status: 'complete' }, page);
      await eventually(async () =>
        expect(await fakeBrowser.action.getBadgeText({ tabId: JASPER_TAB })).toBe('4.5'),
      );
      expect(await send({ type: 'search/local', q: 'jasper' })).toMatchObject({
        ok: true,
        data: { tools: [expect.objectContaining({ slug: 'jasper' })] },
      });
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(failures).toEqual([]);
    for (const name of DATABASES) {
      const kept = await openDB(name);
      expect(kept.version).toBe(2);
      expect(await kept.get('future', 'marker')).toEqual({ kept: true });
      kept.close();
    }
  });
});
