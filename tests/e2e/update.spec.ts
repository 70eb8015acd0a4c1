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
      const options = await context.newPage();
      await options.goto(`chrome-extension://${id}/options.html`);
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

      // No token in plaintext: moved on the worker's start, not at the first request.
      await expect.poll(() => storedLocal(worker, 'apiToken'), { timeout: 5_000 }).toBeUndefined();

      // A tool's site shows its card within 10 s, from the records 0.1.0 synced: no listing request.
      const host = new URL(tool.website).host;
      await routeSites(context, [host]);
      const site = await context.newPage();
      await site.goto(`https://${host}/`);
      await expect(pillOf(site, tool.name)).toBeVisible({ timeout: 10_000 });
      const listings = () =>
        extensionRequests(server).filter((entry) => entry.path.endsWith('/tools') && entry.query.page);
      expect(listings()).toEqual([]);

      // The token still works: the directory's search answers.
      const page = await context.newPage();
      await page.goto(`chrome-extension://${id}/options.html`);
      const answer = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'search', q: 'writing' }));
      expect(answer).toMatchObject({ ok: true });
      expect(extensionRequests(server).some((entry) => entry.path.endsWith('/search'))).toBe(true);

      // No welcome tab: an update is no install.
      expect(opened.map((page) => page.url()).filter((url) => url.includes('/welcome.html'))).toEqual([]);
      expect(context.pages().filter((page) => page.url().includes('/welcome.html'))).toEqual([]);
      expect(listings()).toEqual([]);
      await context.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
