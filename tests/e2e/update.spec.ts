// An update keeps everything (issue "Every update keeps everything"): each earlier release
// (releases.json, built by tests/e2e/releases.ts) is used as a person would, then updated in place to
// the current build in the same profile: the same unpacked folder, so the same extension id and storage.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
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
import { RELEASES, releaseBuild } from './releases';
import { storedTokenInExtension } from './shared/extension-calls';
import { routeSites } from './sites';

async function launch(profile: string, dir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: launchArgs(dir),
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  await routeSites(context, ['www.jasper.ai', 'claude.ai']);
  return context;
}

async function extensionPage(context: BrowserContext, file: string): Promise<Page> {
  const id = new URL((await extensionWorker(context)).url()).host;
  // 0.1.0 opens its options page on install: that one, rather than a second racing it.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const opened = context.pages().find((page) => page.url() === `chrome-extension://${id}/${file}`);
  if (opened) return opened;
  const page = await context.newPage();
  await page.goto(`chrome-extension://${id}/${file}`);
  return page;
}

const byVersion = (a: string, b: string) => {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let i = 0; i < 3; i++) if ((x?.[i] ?? 0) !== (y?.[i] ?? 0)) return (x?.[i] ?? 0) - (y?.[i] ?? 0);
  return 0;
};

const pill = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Toolscout: ${name}, `) });

for (const release of RELEASES) {
  test(`an update from ${release.version} keeps the token, the directory and a muted site, and recognises sites at once`, async ({
    server,
  }) => {
    // The first run on a machine builds the release (npm install and a build: about a minute).
    test.setTimeout(600_000);
    // Known defects of the update from 0.1.0, still open (CHANGELOG "Known problems"): its tool sites
    // are recognised (the badge shows the rating) but get no card, and its token stays in storage.local
    // until first used. Marked so the suite says so when they are fixed.
    test.fail(release.version === '0.1.0', 'the update from 0.1.0 shows no card and keeps apiToken');
    const oldBuild = releaseBuild(release);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'toolscout-update-extension-'));
    const profile = mkdtempSync(path.join(os.tmpdir(), 'toolscout-update-profile-'));
    cpSync(oldBuild, dir, { recursive: true });
    const oldVersion = (
      JSON.parse(readFileSync(path.join(oldBuild, 'manifest.json'), 'utf8')) as { version: string }
    ).version;
    try {
      // The release, as a person uses it: connect, let it sync, mute a site from its card.
      let context = await launch(profile, dir);
      const options = await extensionPage(context, 'options.html');
      await options.getByLabel('API base URL').fill(server.baseUrl);
      await options.getByLabel('API token').fill(DEMO_TOKEN);
      await options.getByRole('button', { name: 'Save & test' }).click();
      await waitForDirectory(options, 120_000, { prefetch: false });
      const jasper = await context.newPage();
      await jasper.goto('https://www.jasper.ai/');
      await pill(jasper, 'Jasper').click();
      await jasper.getByRole('button', { name: "Don't show on this site" }).click();
      await expect(pill(jasper, 'Jasper')).toHaveCount(0);
      await context.close();

      // The update: the current build in the same folder, the browser started again with that profile.
      rmSync(dir, { recursive: true, force: true });
      cpSync(extensionDir, dir, { recursive: true });
      server.clearLog();
      context = await launch(profile, dir);
      const problems: string[] = [];
      context.on('weberror', (error) => problems.push(error.error().message));
      const worker = await extensionWorker(context);
      // An update, not a reload: a higher version than the release's manifest (all three said 0.1.0).
      const versions = [oldVersion, await worker.evaluate(() => chrome.runtime.getManifest().version)];
      expect(versions[1]).not.toBe(versions[0]);
      expect(versions.sort(byVersion)[1]).not.toBe(oldVersion);

      // Sites are recognised within seconds, from the kept directory: no listing is asked for.
      const claude = await context.newPage();
      await claude.goto('https://claude.ai/');
      await expect(pill(claude, 'Claude')).toBeVisible({ timeout: 10_000 });
      expect(extensionRequests(server).filter((entry) => entry.path.endsWith('/tools'))).toEqual([]);

      // The muted site stays muted.
      await claude.goto('https://www.jasper.ai/');
      await claude.waitForTimeout(1_500);
      await expect(pill(claude, 'Jasper')).toHaveCount(0);

      // The token is kept, and only in the token store: nothing of it in storage.local.
      expect(await worker.evaluate(storedTokenInExtension, undefined)).toBe(DEMO_TOKEN);
      const local = await worker.evaluate(() => chrome.storage.local.get(null));
      expect(JSON.stringify(local)).not.toContain(DEMO_TOKEN);
      expect(Object.keys(local)).not.toContain('apiToken');

      // Nothing greets the person again, and no page broke.
      expect(
        context
          .pages()
          .map((page) => page.url())
          .filter((url) => url.includes('welcome.html')),
      ).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    }
  });
}
