// Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi, with the e2e build installed as a
// temporary add-on from its folder. Playwright's own Firefox mode cannot install an add-on, and fails on
// ESR (`network.addDataCollector`), so this harness drives stock Firefox through puppeteer-core instead,
// under Playwright Test as the runner. Quirks it works around (../shared/driver.ts hides them):
// - page.goto() never resolves on moz-extension:// pages, and BiDi refuses to navigate a tab there:
//   extension pages are opened by the extension itself (tabs.create) and found by their tab id.
// - page.setViewport() needs a BiDi command Firefox lacks; browsingContext.setViewport works.
// - the background is an event page, not a service worker: extension APIs are evaluated in an
//   extension page, and "restarting the background" reloads that page.
// - background tabs load no lazy image: a screenshot brings its tab to the front first.
// - each install gets a moz-extension:// host of its own: read from the page the add-on opens.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { firefoxExtensionDir, firefoxPath } from '../paths';
import { type DriverPage, type ExtensionDriver, escapeRegExp } from '../shared/driver';
import { connectInExtension } from '../shared/extension-calls';

/** The add-on id of the Firefox build (wxt.config.ts, browser_specific_settings.gecko.id). */
export const GECKO_ID = 'toolscout@toolscout.dev';

/** The part of puppeteer's BiDi frame this harness uses (browsingContext.setViewport). */
interface BidiFrame {
  browsingContext: {
    setViewport(options: { viewport: { width: number; height: number } | null }): Promise<void>;
  };
}

export interface FirefoxDriver extends ExtensionDriver {
  browser: Browser;
  /** The welcome page Firefox opened on install; kept open to evaluate extension code in. */
  consolePage: Page;
  /** The same welcome page, as a DriverPage. */
  welcomePage: DriverPage;
  /**
   * Installs the add-on in `dir` over the installed one, as an update: the same gecko id, so Firefox keeps
   * its storage and databases and reports reason 'update' (a temporary add-on's data goes only with
   * the add-on: an uninstall, or the browser's end). The console page then runs the new version.
   */
  updateTo(dir: string): Promise<void>;
  /** Ends the browser (launchFirefox), or uninstalls the add-on from the shared one (installFirefoxAddon). */
  close(): Promise<void>;
}

const WEB_VIEWPORT = { width: 1280, height: 800 };

/** How a phone is played (tests/e2e/firefox/phone.spec.ts): its screen, and taps for clicks. */
export interface FirefoxDevice {
  /** Every tab's viewport, web pages and extension pages alike. */
  viewport: { width: number; height: number };
  /** Preferences set at launch: a mobile user agent, touch events, a coarse pointer, a colour scheme. */
  prefs: Record<string, string | number | boolean>;
  /** A click is a touch (BiDi input with pointerType touch), as on a phone. */
  touch: boolean;
}

/** The part of puppeteer's BiDi core that lists what it knows of Firefox's tabs (see rescanTabs). */
interface BidiCore {
  browsingContext: {
    userContext: {
      id: string;
      browsingContexts: Iterable<{ id: string }>;
      browser: {
        session: {
          send(
            method: 'browsingContext.getTree',
            params: { maxDepth: number },
          ): Promise<{ result: { contexts: { context: string; url: string; userContext: string }[] } }>;
          emit(event: string, info: unknown): void;
        };
      };
    };
  };
}

/**
 * Tabs Firefox has and puppeteer was never told of (a `browsingContext.contextCreated` event that did not
 * reach it), and tabs it lists that Firefox closed: asked of Firefox (getTree) and told to puppeteer as
 * the events would have, as puppeteer itself does for the tabs already open when it connects.
 */
async function rescanTabs(browser: Browser): Promise<{ unlisted: number; text: string }> {
  const [known] = await browser.pages();
  if (!known) return { unlisted: 0, text: 'no page to ask through' };
  const { userContext } = (known.mainFrame() as unknown as BidiCore).browsingContext;
  const { session } = userContext.browser;
  const { result } = await session.send('browsingContext.getTree', { maxDepth: 0 });
  const listed = new Set([...userContext.browsingContexts].map((context) => context.id));
  const open = new Set(result.contexts.map((info) => info.context));
  const unlisted = result.contexts.filter(
    (info) => !listed.has(info.context) && info.userContext === userContext.id,
  );
  const gone = [...listed].filter((id) => !open.has(id));
  for (const info of unlisted) session.emit('browsingContext.contextCreated', { ...info, parent: null });
  for (const id of gone) session.emit('browsingContext.contextDestroyed', { context: id, parent: null });
  return {
    unlisted: unlisted.length,
    text: `Firefox has ${open.size} tabs; ${unlisted.length} unlisted (${unlisted.map((info) => info.url).join(', ')}), ${gone.length} listed but closed`,
  };
}

/** How long a tab may go unlisted before Firefox is asked for its tabs: its events come in milliseconds. */
const RESCAN_AFTER_MS = 5_000;

/**
 * Waits for `probe` (a tab of the add-on's), asking Firefox for its tabs once after RESCAN_AFTER_MS
 * (rescanTabs), so that an event puppeteer missed costs seconds, not the whole wait. BiDi sends a
 * command's answer after every event before it, so a tab getTree lists and puppeteer does not know was
 * never announced.
 */
async function waitForListedTab<T>(
  browser: Browser,
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs: number,
): Promise<T> {
  const early = await waitUntil(probe, what, RESCAN_AFTER_MS).catch(() => undefined);
  if (early !== undefined) return early;
  const rescan = await rescanTabs(browser).catch((reason: unknown) => ({
    unlisted: 0,
    text: `rescan failed: ${reason}`,
  }));
  try {
    const found = await waitUntil(probe, what, Math.max(timeoutMs - RESCAN_AFTER_MS, 3_000));
    if (rescan.unlisted > 0)
      console.warn(`Firefox: ${what} within ${RESCAN_AFTER_MS} ms; found by asking Firefox (${rescan.text})`);
    return found;
  } catch (error) {
    throw new Error(`${(error as Error).message}; ${rescan.text}`);
  }
}

/** page.setViewport() needs a command Firefox lacks; BiDi's own browsingContext.setViewport works. */
async function setViewport(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await (page.mainFrame() as unknown as BidiFrame).browsingContext.setViewport({ viewport });
}

/** A tab's address, read without touching the extension's APIs in it. */
const hrefOf = (page: Page) => page.evaluate(() => location.href).catch(() => '');

/**
 * An extension page's address once its extension APIs are in place, else ''. A page just opened can be
 * read before they are: once in CI the page an install opened had its address and no `chrome` yet.
 */
const readyExtensionPageHref = (page: Page) =>
  page
    .evaluate(() => (typeof chrome === 'object' && chrome.runtime?.id ? location.href : ''))
    .catch(() => '');

async function waitUntil<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Firefox: ${what} within ${timeoutMs} ms`);
}

interface AddonOptions {
  baseUrl: string;
  token: string;
  /** The add-on's folder: this tree's e2e build unless a test installs another (an earlier release). */
  extensionDir?: string;
  /** The page the add-on opens on install (welcome.html); '' takes any of its pages (0.1.0 opened options). */
  opensOnInstall?: string;
  /** A phone's screen and input instead of a desktop's (launchFirefox only: its prefs are set at launch). */
  device?: FirefoxDevice;
}

/**
 * A headless Firefox ESR with a fresh profile and no add-on yet (puppeteer makes the profile, and removes
 * it on close). It keeps Firefox's own process model: fewer content processes (`fission.autostart` off,
 * `dom.ipc.processCount` 1, no prelaunched process), as Chromium's renderer limit gives Chromium
 * (fixtures.ts), did not cost less. The shared suite took 199 and 204 CPU-s with them, 244 and 198
 * without (2 cores, 3 workers, 2026-12-07).
 */
export function startFirefox(device?: FirefoxDevice): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      // permissions.request() is granted without a prompt no automation could click.
      'extensions.webextOptionalPermissionPrompts': false,
      'devtools.console.stdout.chrome': Boolean(process.env.FIREFOX_CONSOLE),
      ...device?.prefs,
    },
  });
}

/**
 * Installs the add-on in `browser` and waits for the page it opens on install. Its moz-extension:// host
 * is read from that page: each install of the add-on gets a new one.
 */
async function installAddon(
  browser: Browser,
  options: AddonOptions,
  close: () => Promise<void>,
): Promise<FirefoxDriver> {
  const opensOnInstall = options.opensOnInstall ?? 'welcome.html';
  const opened = new RegExp(`^(moz-extension://[^/]+)/${escapeRegExp(opensOnInstall)}`);
  const install = async (timeoutMs: number) => {
    const installed = await browser.installExtension(options.extensionDir ?? firefoxExtensionDir);
    if (installed !== GECKO_ID) throw new Error(`installed ${installed}, expected ${GECKO_ID}`);
    const found = async () => {
      // A new tab, or the blank one (0.1.0's openOptionsPage() took it).
      for (const page of await browser.pages()) {
        const origin = opened.exec(await readyExtensionPageHref(page))?.[1];
        if (origin) return [page, origin] as const;
      }
      return undefined;
    };
    const what = `${opensOnInstall || 'a page'} did not open on install`;
    return waitForListedTab(browser, found, what, timeoutMs);
  };
  // Three workers starting their browsers at once on two cores: an install has taken over 15 s. Once in
  // CI the page it opened never reached the driver at all (as with tabs, openExtensionTab): the add-on is
  // then installed anew, which opens the page again.
  let found: Awaited<ReturnType<typeof install>>;
  try {
    found = await install(20_000);
  } catch (first) {
    console.warn(`${(first as Error).message}; installing the add-on again`);
    await browser.uninstallExtension(GECKO_ID).catch(() => undefined);
    found = await install(30_000);
  }
  const [consolePage, extensionOrigin] = found;
  return firefoxDriver({ ...options, browser, consolePage, extensionOrigin, close });
}

/** A Firefox of its own with the add-on installed; close() ends that browser. */
export async function launchFirefox(options: AddonOptions): Promise<FirefoxDriver> {
  const browser = await startFirefox(options.device);
  try {
    return await installAddon(browser, options, () => browser.close());
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * The add-on installed for one test in a Firefox that tests take turns in (one per Playwright worker,
 * ./fixtures.ts): about a third of a second instead of three to four for a browser of its own. close()
 * closes every tab the test left, then uninstalls the add-on, and with it everything it kept (storage,
 * databases, granted permissions), as at the end of a browser of its own.
 */
export function installFirefoxAddon(browser: Browser, options: AddonOptions): Promise<FirefoxDriver> {
  return installAddon(browser, options, async () => {
    // One blank tab stays, as in a browser just started: without an ordinary tab, uninstalling the add-on
    // from a window of only its pages closes the window, and Firefox with it.
    const blank = await browser.newPage();
    for (const page of await browser.pages()) if (page !== blank) await page.close().catch(() => undefined);
    await browser.uninstallExtension(GECKO_ID);
  });
}

function firefoxDriver(options: {
  browser: Browser;
  consolePage: Page;
  extensionOrigin: string;
  baseUrl: string;
  token: string;
  close: () => Promise<void>;
  device?: FirefoxDevice;
}): FirefoxDriver {
  const { browser, extensionOrigin } = options;
  const viewport = options.device?.viewport ?? WEB_VIEWPORT;
  // The page extension code is evaluated in; updateTo() moves it to a page of the new version.
  let consolePage = options.consolePage;
  const routes = new Map<string, (url: URL) => string>();

  function wrap(page: Page): DriverPage {
    return {
      evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => unknown, arg) as never,
      evaluateSource: (source) => page.evaluate(source),
      clickAt: (x, y) => (options.device?.touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y)),
      moveMouseTo: (x, y) => page.mouse.move(x, y),
      press: (key) => page.keyboard.press(key),
      type: (text) => page.keyboard.type(text),
      goto: async (url) => {
        await page.goto(url, { waitUntil: 'load' });
      },
      reload: async () => {
        await page.reload({ waitUntil: 'load' });
      },
      screenshot: async (file) => {
        await page.bringToFront();
        await page.screenshot({ path: file });
      },
      bringToFront: () => page.bringToFront(),
      close: () => page.close(),
    };
  }

  /** Serves routed hosts, lets loopback through (the reference server), and stops everything else. */
  function onRequest(request: HTTPRequest): void {
    const url = new URL(request.url());
    const routed = url.protocol === 'https:' ? routes.get(url.host) : undefined;
    // A request its page gave up on meanwhile (a navigation, a closed tab) is gone from Firefox's list:
    // answering it fails with "no such request", which nobody waits for (seen in a CI run, where it
    // failed the test as an unhandled rejection). Any other refusal is ignored too: the page then gets no
    // answer, and the test's own checks say what it missed.
    const ignore = () => undefined;
    if (routed) {
      request.respond({ status: 200, contentType: 'text/html', body: routed(url) }).catch(ignore);
    } else if (url.hostname === '127.0.0.1' || url.protocol === 'about:' || url.protocol === 'data:') {
      request.continue().catch(ignore);
    } else {
      request.abort('internetdisconnected').catch(ignore);
    }
  }

  async function tabIdOf(page: Page): Promise<number | null> {
    return page
      .evaluate(async () =>
        document.readyState === 'complete' ? ((await chrome.tabs.getCurrent())?.id ?? null) : null,
      )
      .catch(() => null);
  }

  /**
   * A tab of the extension's, opened by the extension (tabs.create) and found by its tab id, or, with
   * `byAddress`, by its address alone: asking a page its tab id uses the extension's APIs in it.
   */
  async function openExtensionTab(file: string, options: { byAddress?: boolean } = {}): Promise<Page> {
    const url = `${extensionOrigin}/${file}`;
    const attempt = async (timeoutMs: number): Promise<Page> => {
      const before = new Set(await browser.pages());
      // BiDi may not navigate a tab to moz-extension://, the extension itself may.
      // Retried: on a loaded machine the console page can still be between documents (no `chrome` yet).
      const tabId = await waitUntil(
        () =>
          consolePage
            .evaluate(async (url) => (await chrome.tabs.create({ url, active: true })).id ?? -1, url)
            .catch(() => undefined),
        'the welcome page could not open another extension page',
      );
      const opened = async () => {
        for (const candidate of await browser.pages()) {
          if (before.has(candidate)) continue;
          if (options.byAddress ? (await hrefOf(candidate)) === url : (await tabIdOf(candidate)) === tabId)
            return candidate;
        }
        return undefined;
      };
      try {
        return await waitForListedTab(browser, opened, `${file} did not load`, timeoutMs);
      } catch (error) {
        // What there was instead, for the report; the tab goes, so that a second attempt is alone.
        const tabs = await Promise.all(
          (await browser.pages()).map(async (page) => {
            const state = await page
              .evaluate(() => `${location.href} (${document.readyState})`)
              .catch((reason: unknown) => `unreadable: ${String(reason).slice(0, 80)}`);
            return `${before.has(page) ? 'before' : 'new'} ${state}`;
          }),
        );
        await consolePage.evaluate((id) => chrome.tabs.remove(id), tabId).catch(() => undefined);
        throw new Error(`${(error as Error).message}; tab ${tabId} asked for; tabs: ${tabs.join(' | ')}`);
      }
    };
    // A loaded 2-core machine has taken more than 15 s to list a new tab right after an update. In CI, a
    // tab Firefox said it had opened has never reached the driver at all (not listed after 30 s), while
    // tabs closed long before were still listed: puppeteer missed Firefox's events. Firefox is asked for
    // its tabs after 5 s (waitForListedTab), and failing that a second tab is the way on.
    try {
      return await attempt(20_000);
    } catch (first) {
      console.warn(`${(first as Error).message}; asking for another tab`);
      return attempt(30_000);
    }
  }

  return {
    browserName: 'firefox',
    extensionOrigin,
    browser,
    get consolePage() {
      return consolePage;
    },
    get welcomePage() {
      return wrap(consolePage);
    },
    async openExtensionPage(file, requested) {
      const page = await openExtensionTab(file);
      await setViewport(page, requested ?? viewport);
      return wrap(page);
    },
    async newTab(url) {
      const page = await browser.newPage();
      // The size Chromium's tests use (fixtures.ts), so both browsers' screenshots compare; a phone's own.
      await setViewport(page, viewport);
      await page.setRequestInterception(true);
      page.on('request', onRequest);
      const wrapped = wrap(page);
      if (url) await wrapped.goto(url);
      return wrapped;
    },
    async routeSite(host, body) {
      routes.set(host, body);
    },
    evalInExtension: (fn, arg) => consolePage.evaluate(fn as (arg: unknown) => unknown, arg) as never,
    async restartBackground() {
      const backgroundStart = () =>
        consolePage
          .evaluate(
            async () =>
              ((await chrome.runtime.getBackgroundPage()) as globalThis.Window | null)?.performance
                .timeOrigin ?? 0,
          )
          .catch(() => 0);
      const before = await backgroundStart();
      await consolePage.evaluate(async () => {
        ((await chrome.runtime.getBackgroundPage()) as globalThis.Window | null)?.location.reload();
      });
      // A new background page has a new time origin.
      await expect.poll(backgroundStart).toBeGreaterThan(before);
    },
    async connect(settings = {}) {
      await consolePage.evaluate(connectInExtension, {
        baseUrl: settings.baseUrl ?? options.baseUrl,
        token: settings.token === undefined ? options.token : settings.token,
      });
    },
    async updateTo(dir) {
      const { version } = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
        version: string;
      };
      // Firefox closes every page of the add-on that used its APIs when the add-on is updated, and BiDi
      // may not open one (nor navigate a tab to moz-extension:). A tab showing one of its static files,
      // untouched, stays open through the update, and once reloaded it runs with the new version's APIs.
      const kept = await openExtensionTab('icon/128.png', { byAddress: true });
      const installed = await browser.installExtension(dir);
      if (installed !== GECKO_ID) throw new Error(`installed ${installed}, expected ${GECKO_ID}`);
      // Like goto on these pages, the reload never resolves: the new version is awaited by asking it.
      void kept.reload().catch(() => undefined);
      consolePage = kept;
      await waitUntil(
        () =>
          kept
            .evaluate(() => chrome.runtime.getManifest().version)
            .then((running) => (running === version ? true : undefined))
            .catch(() => undefined),
        `the add-on was not updated to ${version}`,
      );
    },
    close: options.close,
  };
}
