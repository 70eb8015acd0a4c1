// @vitest-environment node
// The real background (the entry point's own wiring and startBackground) on the extension APIs of each
// target, taken from @mdn/browser-compat-data (tests/support/compat-browser.ts): it starts, syncs, badges
// and answers every message, its every listener is driven, and it never reads an API the target lacks
// except through optionalApi (lib/common/optional-api.ts). Firefox for Android has no omnibox, menus, commands,
// sidebar or windows; Chrome no sidebarAction; Firefox no sidePanel.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import background from '../../../entrypoints/background';
import { COMMAND_FOCUS_CARD } from '../../../lib/background/commands';
import { MENU_ITEMS } from '../../../lib/background/context-menu';
import { COMMAND_OPEN_PANEL } from '../../../lib/background/side-panel';
import { optionalApi } from '../../../lib/common/optional-api';
import { baseUrlItem, tokenStore } from '../../../lib/connection/settings';
import type { RequestOf, RequestType } from '../../../lib/messaging/protocol';
import { BASE_URL } from '../../support/api-fixtures';
import {
  housekeepingAtOnce,
  oneToolDirectory,
  POPUP_SENDER,
  sendToBackground,
  syncedOnce,
} from '../../support/background-harness';
import {
  COMPAT_TARGETS,
  type CompatBrowser,
  compatBrowser,
  type FakeEvent,
  stubCompatGlobals,
} from '../../support/compat-browser';
import { eventually } from '../../support/eventually';

vi.mock('../../../lib/connection/settings', async (importOriginal) =>
  (await import('../../support/token-store-mock')).withMemoryToken(await importOriginal()),
);
// WXT's `browser`, as the entry point and lib/connection/settings import it: the target's, not fakeBrowser.
const current = vi.hoisted(() => ({ browser: undefined as unknown }));
vi.mock('wxt/browser', () => ({
  get browser() {
    return current.browser;
  },
}));

const JASPER_TAB_URL = 'https://www.jasper.example/pricing';
const snapshot = {
  slug: 'jasper',
  name: 'Tool jasper',
  logo: null,
  price: { type: 'freemium', amount: 19.99 },
  verified: true,
  rating: { average: 4.5, count: 120 },
};

/** One request of every message the background answers: the type checker refuses a missing one. */
const EVERY_MESSAGE: { [T in RequestType]: RequestOf<T> } = {
  ping: { type: 'ping' },
  'settings/get': { type: 'settings/get' },
  'settings/connect': { type: 'settings/connect', baseUrl: BASE_URL },
  'settings/set-suggestions': { type: 'settings/set-suggestions', enabled: true },
  'settings/set-device-only': { type: 'settings/set-device-only', enabled: false },
  'settings/unmute-host': { type: 'settings/unmute-host', host: 'jasper.example' },
  'hide-until-change/list': { type: 'hide-until-change/list' },
  'hide-until-change/show-again': { type: 'hide-until-change/show-again', slug: 'jasper' },
  'budget/get': { type: 'budget/get' },
  search: { type: 'search', q: 'jasper' },
  'search/local': { type: 'search/local', q: 'jasper' },
  'find/search-local': { type: 'find/search-local', q: 'jasper' },
  'search/warm': { type: 'search/warm' },
  'page/next': { type: 'page/next', url: `${BASE_URL}/tools?page=2` },
  'categories/get': { type: 'categories/get' },
  'tools/list': { type: 'tools/list', subcategory: 'copywriting' },
  'tool/get': { type: 'tool/get', slug: 'jasper' },
  'tool/alternatives': { type: 'tool/alternatives', slug: 'jasper', for: 'panel' },
  'tool/alternatives-local': { type: 'tool/alternatives-local', slug: 'jasper' },
  'site/for-tab': { type: 'site/for-tab', tabId: 0 },
  'site/for-panel': { type: 'site/for-panel', tabId: 0 },
  'sync/status': { type: 'sync/status' },
  'sync/now': { type: 'sync/now' },
  'prefetch/status': { type: 'prefetch/status' },
  'serp/engines': { type: 'serp/engines' },
  'serp/set-engine': { type: 'serp/set-engine', engine: 'duckduckgo', enabled: true },
  'serp/set-google-host': { type: 'serp/set-google-host', host: 'www.google.com' },
  'saved/list': { type: 'saved/list' },
  'saved/set': { type: 'saved/set', tool: snapshot, saved: true },
  'saved/export': { type: 'saved/export' },
  'saved/import': { type: 'saved/import', text: '{"tools":[]}' },
  'recent/list': { type: 'recent/list' },
  'recent/add': { type: 'recent/add', tool: snapshot },
  'recent/clear': { type: 'recent/clear' },
  'requests/list': { type: 'requests/list' },
  'requests/clear': { type: 'requests/clear' },
  'card/summary': { type: 'card/summary' },
  'card/open': { type: 'card/open' },
  'card/alternatives': { type: 'card/alternatives' },
  'serp/match': { type: 'serp/match', urls: [JASPER_TAB_URL] },
  'card/dismiss': { type: 'card/dismiss' },
  'card/hide-until-change': { type: 'card/hide-until-change' },
  'card/not-this-tool': { type: 'card/not-this-tool' },
  'card/undo': { type: 'card/undo', step: 'hide-until-change' },
  'card/mute-site': { type: 'card/mute-site' },
  'not-this-tool/list': { type: 'not-this-tool/list' },
  'not-this-tool/remove': { type: 'not-this-tool/remove', slug: 'jasper', host: 'jasper.example' },
  'find/filters': { type: 'find/filters' },
  'find/set-filters': {
    type: 'find/set-filters',
    filters: { price: 'free', minRating: 4, verifiedOnly: true, sort: 'rating' },
  },
  'compare/selection': { type: 'compare/selection' },
  'compare/add': { type: 'compare/add', slug: 'jasper', name: 'Tool jasper' },
  'compare/remove': { type: 'compare/remove', slug: 'jasper' },
  'compare/local-tools': { type: 'compare/local-tools', slugs: ['jasper'] },
  'follow/list': { type: 'follow/list' },
  'follow/set': {
    type: 'follow/set',
    item: { kind: 'subcategory', slug: 'copywriting', name: 'Copywriting', subcategories: ['copywriting'] },
    followed: true,
  },
  'whats-new/get': { type: 'whats-new/get' },
  'whats-new/seen': { type: 'whats-new/seen', at: 1 },
  'whats-new/mark': { type: 'whats-new/mark' },
  'whats-new/set-mark': { type: 'whats-new/set-mark', enabled: true },
  // Last: the messages after it would only meet "no token".
  'settings/forget-token': { type: 'settings/forget-token' },
};

const BROKEN = 'Something went wrong in Toolscout. Try again.';
/** The namespaces some targets lack, of those Toolscout uses. */
const OPTIONAL = ['omnibox', 'contextMenus', 'menus', 'commands', 'windows', 'sidePanel', 'sidebarAction'];

let compat: CompatBrowser;
let requests: string[];
let rejections: unknown[];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeEach(() => {
  requests = [];
  rejections = [];
  process.on('unhandledRejection', onRejection);
  globalThis.indexedDB = new IDBFactory();
  vi.stubGlobal('fetch', vi.fn(oneToolDirectory(requests)));
  housekeepingAtOnce();
  Object.assign(fakeBrowser.runtime, {
    getManifest: () => ({ manifest_version: 3, name: 'Toolscout', version: '9.9.9' }),
    openOptionsPage: vi.fn(async () => undefined),
  });
});

afterEach(() => {
  process.off('unhandledRejection', onRejection);
  storage.unwatch();
  vi.unstubAllGlobals();
});

/** Fires an event of a fake the target has; the fired listeners' promises are awaited. */
async function fire(event: FakeEvent | undefined, ...args: unknown[]): Promise<void> {
  await Promise.all(event?.fire(...args) ?? []);
}

describe.each(COMPAT_TARGETS)('the background on $name $version', (target) => {
  beforeEach(async () => {
    compat = compatBrowser(target);
    current.browser = compat.browser;
    stubCompatGlobals(compat);
    await baseUrlItem.setValue(BASE_URL);
    // A token of its own: the request budget's window is kept per token, and each target's run fills it.
    await tokenStore.write(`token-${target.bcd}`);
  });

  it('starts, syncs, badges and answers every message and event, never reading an API the target lacks', async () => {
    background.main();
    const { browser, fakes } = compat;
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    await fakeBrowser.runtime.onStartup.trigger();
    await syncedOnce();
    expect(requests).toContain('/api/v1/tools?page=1&per_page=100');

    // A tab of a tool's site: matched on the device and badged.
    const tab = await fakeBrowser.tabs.create({ url: JASPER_TAB_URL });
    const tabId = tab.id ?? -1;
    await fakeBrowser.tabs.onUpdated.trigger(tabId, { status: 'complete' }, { ...tab, status: 'complete' });
    await eventually(async () => expect(await browser.action.getBadgeText({ tabId })).toBe('4.5'));
    await fakeBrowser.tabs.onActivated.trigger({ tabId, windowId: tab.windowId ?? 0 });

    // Every message, from the sender it is meant for: an extension page, or the card in that tab.
    const cardSender = { id: fakeBrowser.runtime.id, frameId: 0, tab: { id: tabId, url: JASPER_TAB_URL } };
    const answers: Record<string, unknown> = {};
    for (const request of Object.values(EVERY_MESSAGE)) {
      const fromCard = request.type.startsWith('card/') || request.type === 'serp/match';
      const forTab = 'tabId' in request ? { ...request, tabId } : request;
      answers[request.type] = await sendToBackground(forTab, fromCard ? cardSender : POPUP_SENDER);
    }
    expect(answers.ping).toEqual({ ok: true, data: { version: '9.9.9' } });
    expect(answers['search/local']).toMatchObject({ ok: true, data: { tools: [{ slug: 'jasper' }] } });
    expect(answers['find/search-local']).toMatchObject({
      ok: true,
      data: { filters: { verifiedOnly: false }, found: { tools: [{ slug: 'jasper' }] } },
    });
    expect(answers['card/summary']).toMatchObject({ ok: true });
    const broken = Object.entries(answers).filter(([, answer]) => JSON.stringify(answer).includes(BROKEN));
    expect(broken).toEqual([]);

    await tokenStore.write(`token-${target.bcd}`);

    // The browser's other events, those of reach only where the target has them.
    await fire(fakes.permissions.onAdded, { origins: ['https://*/*'] });
    await fakeBrowser.alarms.onAlarm.trigger({ name: 'directory-sync', scheduledTime: Date.now() });
    await fakeBrowser.alarms.onAlarm.trigger({ name: 'cache-purge', scheduledTime: Date.now() });
    const suggest = vi.fn();
    await fire(fakes.omnibox.onInputChanged, 'tool jas', suggest);
    await fire(fakes.omnibox.onInputEntered, 'jasper', 'newForegroundTab');
    for (const item of MENU_ITEMS)
      await fire(
        fakes.contextMenus.onClicked,
        { menuItemId: item.id, selectionText: 'jasper', linkUrl: JASPER_TAB_URL },
        { id: tabId, index: 0, windowId: 1 },
      );
    for (const command of [COMMAND_FOCUS_CARD, COMMAND_OPEN_PANEL])
      await fire(fakes.commands.onCommand, command, { id: tabId, windowId: 1 });
    await baseUrlItem.setValue('https://other.example/api/v1');
    await fakeBrowser.tabs.onRemoved.trigger(tabId, { windowId: 1, isWindowClosing: false });
    await syncedOnce();

    // Listened to exactly where the target has the API.
    for (const [name, event] of [
      ['omnibox', fakes.omnibox.onInputChanged],
      ['contextMenus', fakes.contextMenus.onClicked],
      ['commands', fakes.commands.onCommand],
    ] as const)
      expect({ name, listeners: event.listeners.length }).toEqual({
        name,
        listeners: compat.has(name) ? 1 : 0,
      });
    expect(fakes.omnibox.setDefaultSuggestion).toHaveBeenCalledTimes(compat.has('omnibox') ? 1 : 0);
    if (compat.has('omnibox')) await eventually(() => expect(suggest).toHaveBeenCalled());
    expect(fakes.contextMenus.create).toHaveBeenCalledTimes(
      compat.has('contextMenus') ? 2 * MENU_ITEMS.length : 0,
    );
    // Beside the page: Chrome's side panel, Firefox's sidebar, nothing on Android.
    const panelsOpened = fakes.sidePanel.open.mock.calls.length + fakes.sidebarAction.open.mock.calls.length;
    expect(panelsOpened).toBe(compat.has('sidePanel') || compat.has('sidebarAction') ? 2 : 0);

    expect(compat.reached).toEqual([]);
    expect(rejections).toEqual([]);
  });

  it('the test has teeth: reading an API the target lacks is recorded, asking optionalApi is not', () => {
    const absent = OPTIONAL.filter((name) => !compat.has(name));
    const namespaces = compat.browser as unknown as Record<string, unknown>;
    for (const name of absent) expect(optionalApi(namespaces, name)).toBeUndefined();
    expect(compat.reached).toEqual([]);
    for (const name of absent) expect(namespaces[name]).toBeUndefined();
    expect(compat.reached.map((read) => read.split(' ')[0])).toEqual(absent.map((name) => `browser.${name}`));
  });
});

describe('what the data says each target lacks', () => {
  it('Firefox for Android has no omnibox, menus, commands, sidebar or windows; Chrome and Edge no sidebarAction; Firefox no sidePanel', () => {
    const lacks = Object.fromEntries(
      COMPAT_TARGETS.map((target) => {
        const browser = compatBrowser(target);
        return [target.name, OPTIONAL.filter((name) => !browser.has(name))];
      }),
    );
    expect(lacks).toEqual({
      // Chrome 111: its side panel came in 114, so the oldest Chrome Toolscout installs in has none.
      Chrome: ['menus', 'sidePanel', 'sidebarAction'],
      Edge: ['menus', 'sidePanel', 'sidebarAction'],
      Firefox: ['sidePanel'],
      'Firefox for Android': OPTIONAL,
    });
  });
});
