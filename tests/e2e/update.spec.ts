import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from '@playwright/test';
import {
  DEMO_TOKEN,
  expect,
  extensionRequests,
  extensionWorker,
  launchArgs,
  test,
  waitForDirectory,
} from './fixtures';
import { chromiumPath, extensionDir } from './paths';
import { releaseBuild, releaseNamed } from './releases';
import { listing, pillOf, plainSiteTools, routeSites } from './sites';

const FROM = '0.1.0';
/** What the profile is updated to: this tree's e2e build (TOOLSCOUT_UPDATE_TO overrides, for bisecting). */
const updateTo = process.env.TOOLSCOUT_UPDATE_TO ?? extensionDir;

async function launch(dir: string, profile: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: launchArgs(dir),
    viewport: { width: 1280, height: 800 },
  });
  // Nothing may leave the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  return context;
}

/** The options tab 0.1.0 opens on install (it navigates from about:blank), or a new one after 5 s. */
async function installedOptions(context: BrowserContext, id: string): Promise<Page> {
  const url = `chrome-extension://${id}/options.html`;
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const open = context.pages().find((page) => page.url().startsWith(url));
    if (open) {
      await open.waitForLoadState('load');
      return open;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** In the worker: what the directory's meta says of the site index, and whether the derived stores are written. */
async function derivedState() {
  const read = (name: string, store: string, key: string) =>
    new Promise<unknown>((resolve) => {
      const request = indexedDB.open(name);
      request.onupgradeneeded = () => {
        request.transaction?.abort();
        resolve(undefined);
      };
      request.onerror = () => resolve(undefined);
      request.onsuccess = () => {
        const db = request.result;
        try {
          const get = db.transaction(store).objectStore(store).get(key);
          get.onsuccess = () => {
            db.close();
            resolve(get.result);
          };
          get.onerror = () => resolve(undefined);
        } catch {
          db.close();
          resolve(undefined);
        }
      };
    });
  const meta = (await read('toolscout-directory', 'meta', 'meta')) as
    | { siteIndexFormat?: number }
    | undefined;
  return {
    siteIndexFormat: meta?.siteIndexFormat ?? null,
    searchIndexWritten: (await read('toolscout-search-index', 'indexes', 'current')) !== undefined,
    siteHostsWritten: typeof (await read('toolscout-site-hosts', 'meta', 'syncedAt')) === 'number',
  };
}

const storedLocal = (worker: Worker, key: string) =>
  worker.evaluate(async (key) => (await chrome.storage.local.get(key))[key], key);

// 302 tools, as a 0.1.0 profile had synced.
test.use({ serverSettings: { size: 302, tokens: [DEMO_TOKEN, 'observer-token'] } });

test.describe('an update from 0.1.0 keeps everything', () => {
  let builtOld = '';
  test.beforeAll(() => {
    test.setTimeout(15 * 60_000);
    builtOld = releaseBuild(releaseNamed(FROM), 'chrome');
  });

  test('token moved and working, sites recognised at once, no listing request, no welcome', async ({
    server,
  }) => {
    test.setTimeout(3 * 60_000);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'toolscout-update-ext-'));
    const profile = mkdtempSync(path.join(os.tmpdir(), 'toolscout-update-profile-'));
    const extension = path.join(dir, 'toolscout');
    try {
      // 0.1.0: connected (what its options page's Save stored) and synced.
      cpSync(builtOld, extension, { recursive: true });
      let context = await launch(extension, profile);
      let worker = await extensionWorker(context);
      const id = new URL(worker.url()).host;
      // 0.1.0 opens its options page on install: that tab, once it has loaded, or one of ours.
      const options = await installedOptions(context, id);
      await options.evaluate(
        async (settings) =>
          chrome.storage.local.set({ apiBaseUrl: settings.baseUrl, apiToken: settings.token }),
        { baseUrl: server.baseUrl, token: DEMO_TOKEN },
      );
      await waitForDirectory(options, 60_000, { prefetch: false });
      expect(await storedLocal(worker, 'apiToken')).toBe(DEMO_TOKEN);
      const sites = plainSiteTools(await listing(server, 1));
      const tool = sites[0];
      if (!tool?.website) throw new Error('no tool with a plain website');
      await context.close();

      // The update: this build over the same folder, the same profile.
      rmSync(extension, { recursive: true, force: true });
      cpSync(updateTo, extension, { recursive: true });
      // A store update registers the new version's service worker; Chromium keeps running the cached
      // script of an unpacked extension whose files changed while it was closed (the new manifest, the
      // old background.js). Dropping the profile's worker registrations makes it register the new one.
      rmSync(path.join(profile, 'Default', 'Service Worker'), { recursive: true, force: true });
      server.clearLog();
      context = await launch(extension, profile);
      const opened: Page[] = [];
      context.on('page', (page) => opened.push(page));
      worker = await extensionWorker(context);
      expect(new URL(worker.url()).host).toBe(id);
      expect(await worker.evaluate(() => chrome.runtime.getManifest().version)).not.toBe(FROM);

      // Each check is soft: a run before the fixes lists every one that fails.
      // No token in plaintext: moved on the worker's start, not at the first request.
      await expect.soft.poll(() => storedLocal(worker, 'apiToken'), { timeout: 5_000 }).toBeUndefined();

      // The update rebuilt what is derived from the records, before any page or popup asked for it.
      await expect.soft
        .poll(() => worker.evaluate(derivedState), { timeout: 10_000 })
        .toEqual({ siteIndexFormat: 2, searchIndexWritten: true, siteHostsWritten: true });

      // A tool's site shows its card within 10 s, from the records 0.1.0 synced: no listing request.
      const host = new URL(tool.website).host;
      await routeSites(context, [host]);
      const site = await context.newPage();
      await site.goto(`https://${host}/`);
      await expect.soft(pillOf(site, tool.name)).toBeVisible({ timeout: 10_000 });
      const listings = () =>
        extensionRequests(server).filter((entry) => entry.path.endsWith('/tools') && entry.query.page);
      expect.soft(listings()).toEqual([]);

      // The token still works: the directory's search answers.
      const page = await context.newPage();
      await page.goto(`chrome-extension://${id}/options.html`);
      const answer = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'search', q: 'writing' }));
      expect.soft(answer).toMatchObject({ ok: true });
      expect.soft(extensionRequests(server).some((entry) => entry.path.endsWith('/search'))).toBe(true);

      // No welcome tab: an update is no install.
      expect
        .soft(opened.map((page) => page.url()).filter((url) => url.includes('/welcome.html')))
        .toEqual([]);
      expect.soft(listings()).toEqual([]);
      await context.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
