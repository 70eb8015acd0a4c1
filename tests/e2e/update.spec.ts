// Every update keeps everything (issue 18): a profile that used release 0.1.0 (built from its commit in
// releases.json) is updated in place to this build, as a store update would: same folder, so same
// extension id and same storage. After the update the token is out of storage.local and still works,
// and a tool's site shows its card at once, with no listing request and no welcome tab.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
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
import { chromiumPath, extensionDir, projectRoot } from './paths';
import { listing, pillOf, plainSiteTools, routeSites } from './sites';

const FROM = '0.1.0';
const releases = JSON.parse(readFileSync(path.join(projectRoot, 'releases.json'), 'utf8')) as {
  version: string;
  commit: string;
}[];
const from = releases.find((release) => release.version === FROM);
const cacheRoot = path.join(projectRoot, 'node_modules/.cache/toolscout-releases');
const worktree = path.join(cacheRoot, FROM);
/** The built release, keyed by its commit: a later run skips the install and the build. */
const builtOld = path.join(cacheRoot, 'builds', from?.commit ?? 'unknown', 'chrome-mv3');
/** What the profile is updated to: this tree's e2e build (TOOLSCOUT_UPDATE_TO overrides, for bisecting). */
const updateTo = process.env.TOOLSCOUT_UPDATE_TO ?? extensionDir;

/**
 * Release 0.1.0's e2e build (site access pre-granted, as its e2e build had), from a git worktree of its
 * commit. WXT does not apply its auto-imports to files under a node_modules folder, which the cached
 * worktree is in: it is built from a copy of its files in a temporary folder, its node_modules linked.
 */
function buildRelease(): string {
  if (!from) throw new Error(`releases.json has no ${FROM}`);
  if (existsSync(path.join(builtOld, 'manifest.json'))) return builtOld;
  const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) =>
    execFileSync(command, args, { cwd, env, stdio: 'inherit' });
  if (!existsSync(path.join(worktree, 'package.json'))) {
    mkdirSync(cacheRoot, { recursive: true });
    run('git', ['worktree', 'add', '--force', '--detach', worktree, from.commit], projectRoot);
  }
  // No scripts: its postinstall (`wxt prepare`) fails under node_modules for the same reason.
  if (!existsSync(path.join(worktree, 'node_modules/.bin/wxt')))
    run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund'], worktree);
  const build = mkdtempSync(path.join(os.tmpdir(), `toolscout-release-${FROM}-`));
  try {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: worktree, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    for (const file of files) cpSync(path.join(worktree, file), path.join(build, file));
    symlinkSync(path.join(worktree, 'node_modules'), path.join(build, 'node_modules'));
    const {
      TOOLSCOUT_OUT_DIR: _out,
      WXT_OVERLAY_SHADOW_MODE: _shadow,
      WXT_PREFETCH_TOP: _top,
      ...env
    } = process.env;
    run('npx', ['wxt', 'build'], build, { ...env, TOOLSCOUT_E2E: '1' });
    mkdirSync(path.dirname(builtOld), { recursive: true });
    cpSync(path.join(build, '.output/e2e/chrome-mv3'), builtOld, { recursive: true });
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  return builtOld;
}

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
  test.beforeAll(() => {
    test.setTimeout(15 * 60_000);
    buildRelease();
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
