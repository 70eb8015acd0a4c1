// Every update keeps everything, in Firefox (issue 18): each earlier release (releases.json, built from
// its commit) is installed and used as a person would, then this build is installed over it in the same
// browser, as an update (same gecko id: Firefox keeps the add-on's storage and databases and reports
// reason 'update'). Firefox matters most for the token: there, storage.local is readable by the card's
// content script, which runs inside third-party pages.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_TOKEN, extensionRequests, resetServer } from '../fixtures';
import { firefoxExtensionDir } from '../paths';
import { CURRENT_VERSION, hasSavedAndSerp, PICKED, RELEASES, releaseBuildWhenReady } from '../releases';
import { byRole, type DriverPage, PageUi } from '../shared/driver';
import {
  ANSWER_WAIT_MS,
  type Answer,
  askWithinInExtension,
  storedTokenInExtension,
  syncStatusInExtension,
} from '../shared/extension-calls';
import { useSavedSerpAndCompare } from '../shared/release-use';
import { launchFirefox } from './driver';
import { expect, test } from './fixtures';

const cardHost = { css: 'toolscout-overlay' };
const pill = (name: string) => byRole('button', new RegExp(`^Toolscout: ${name}, `));
const PAGE = (title: string) => `<!doctype html><title>${title}</title><main><h1>${title}</h1></main>`;

/** Sends a message to the background from an extension page, as the popup and options pages do. */
function ask<T>(page: DriverPage, message: Record<string, unknown>): Promise<Answer<T>> {
  return page.evaluate(askWithinInExtension, { message, waitMs: ANSWER_WAIT_MS }) as Promise<Answer<T>>;
}

async function waitForDirectory(page: DriverPage): Promise<void> {
  await expect
    .poll(async () => (await page.evaluate(syncStatusInExtension, undefined))?.ready ?? false, {
      message: 'the directory was synced',
      timeout: 60_000,
    })
    .toBe(true);
}

/** This build as its next release would be: the same files, a higher version (made once per run). */
let nextBuild = '';
function nextVersionOfThisBuild(): string {
  if (nextBuild) return nextBuild;
  nextBuild = mkdtempSync(path.join(os.tmpdir(), 'toolscout-next-'));
  cpSync(firefoxExtensionDir, nextBuild, { recursive: true });
  const manifestPath = path.join(nextBuild, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string };
  writeFileSync(manifestPath, JSON.stringify({ ...manifest, version: `${CURRENT_VERSION}.1` }));
  return nextBuild;
}
test.afterAll(() => {
  if (nextBuild) rmSync(nextBuild, { recursive: true, force: true });
  // A worker may run this file's tests again after this (fullyParallel): it makes the build anew.
  nextBuild = '';
});

// 302 tools, as the profile in the issue had synced.
test.use({ serverSettings: { size: 302, tokens: [DEMO_TOKEN, 'observer-token'] } });

for (const release of RELEASES) {
  test(`an update from ${release.version} keeps the token (out of storage.local), the directory, muted sites and saved tools`, async ({
    server,
  }) => {
    // The release's build is unpacked from tests/e2e/release-builds/ at once; one with no archive there is
    // built first (an npm install and a build: a minute or two; in CI the global setup builds it while the
    // other tests run, and this waits for it). Once there, a test takes about 10 s. The wait sets the
    // test's time limit for both (releaseBuildWhenReady).
    resetServer(server);
    const oldBuild = await releaseBuildWhenReady(release, 'firefox');
    // The release, installed: 0.1.0 opens its options page, later ones their welcome page.
    const firefox = await launchFirefox({
      baseUrl: server.baseUrl,
      token: DEMO_TOKEN,
      extensionDir: oldBuild,
      opensOnInstall: '',
    });
    try {
      for (const host of ['chatgpt.com', 'claude.ai']) await firefox.routeSite(host, () => PAGE(host));
      expect(await firefox.evalInExtension(() => chrome.runtime.getManifest().version, undefined)).toBe(
        release.version,
      );

      // Connected through its options page, and synced.
      const options = await firefox.openExtensionPage('options.html');
      const optionsUi = new PageUi(options);
      await optionsUi.fill(byRole('textbox', 'API base URL'), server.baseUrl);
      await optionsUi.fill(byRole('textbox', 'API token'), DEMO_TOKEN);
      await optionsUi.click(byRole('button', 'Save & test'));
      await waitForDirectory(options);

      // ChatGPT muted from its card.
      const chatgpt = await firefox.newTab('https://chatgpt.com/');
      const chatgptUi = new PageUi(chatgpt);
      await chatgptUi.click(pill('ChatGPT'));
      await chatgptUi.click(byRole('button', "Don't show on this site"));
      await chatgptUi.expectCount(cardHost, 0);
      await chatgpt.close();

      // Where the release has them: a saved tool and a search engine's results pages switched on.
      if (hasSavedAndSerp(release.version))
        await useSavedSerpAndCompare(server, (message) => ask(options, message));
      await options.close();
      const before = await firefox.evalInExtension(() => chrome.storage.local.get(null), undefined);

      // The update, in the same browser.
      server.clearLog();
      await firefox.updateTo(firefoxExtensionDir);
      const current = firefox.welcomePage;
      expect(await current.evaluate(() => chrome.runtime.getManifest().version, undefined)).toBe(
        CURRENT_VERSION,
      );

      // Each check is soft: a run before the fixes lists every one that fails.
      // The token is no longer in storage.local (which the card's content script can read here), and is
      // in the token store: moved on the update, not at the first request.
      if (release.version === '0.1.0') expect(before.apiToken).toBe(DEMO_TOKEN);
      await expect.soft
        .poll(
          () =>
            current.evaluate(async () => (await chrome.storage.local.get('apiToken')).apiToken, undefined),
          {
            message: 'no token in storage.local',
            timeout: 5_000,
          },
        )
        .toBeUndefined();
      expect.soft(await current.evaluate(storedTokenInExtension, undefined)).toBe(DEMO_TOKEN);

      // A tool's site shows its card within 10 s, from the records the release synced: no listing request.
      const claude = new PageUi(await firefox.newTab('https://claude.ai/'));
      await expect.soft
        .poll(() => claude.count(pill('Claude')), { message: "Claude's card", timeout: 10_000 })
        .toBe(1);
      // ChatGPT is still muted (its site would show a card, as claude.ai's does).
      const chatgptAgain = new PageUi(await firefox.newTab('https://chatgpt.com/'));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect.soft(await chatgptAgain.count(cardHost)).toBe(0);
      const listings = () =>
        extensionRequests(server).filter((entry) => entry.path.endsWith('/tools') && entry.query.page);
      expect.soft(listings()).toEqual([]);

      // Every setting kept, as stored and as the options page shows it: the base URL, the muted site,
      // saved tools and search engines.
      const after = await current.evaluate(
        () => chrome.storage.local.get(['apiBaseUrl', 'preferences']),
        undefined,
      );
      expect.soft(after).toEqual({ apiBaseUrl: before.apiBaseUrl, preferences: before.preferences });
      const optionsAfter = new PageUi(await firefox.openExtensionPage('options.html'));
      const baseUrlShown = async () => (await optionsAfter.all(byRole('textbox', 'API base URL')))[0]?.value;
      await expect.soft
        .poll(baseUrlShown, { message: 'the base URL on the options page' })
        .toBe(server.baseUrl);
      const mutedShown = async () =>
        (await optionsAfter.all(byRole('list', 'Never on this site'))).map((list) => list.text).join('\n');
      await expect.soft
        .poll(mutedShown, { message: 'the muted sites on the options page' })
        .toContain('chatgpt.com');
      if (hasSavedAndSerp(release.version)) {
        const saved = await ask<{ tools: { slug: string }[] }>(current, { type: 'saved/list' });
        expect.soft(saved.data.tools.map((tool) => tool.slug)).toEqual(['midjourney']);
        const engines = await ask<{ id: string; enabled: boolean }[]>(current, { type: 'serp/engines' });
        expect.soft(engines.data.find((engine) => engine.id === 'bing')?.enabled).toBe(true);
      }

      // The token still works: the directory's search answers.
      expect.soft(await ask(current, { type: 'search', q: 'writing' })).toMatchObject({ ok: true });

      // Nothing greets the person again: no welcome tab beside the page the test reloaded.
      const hrefs = await Promise.all(
        (await firefox.browser.pages())
          .filter((page) => page !== firefox.consolePage)
          .map((page) => page.evaluate(() => location.href).catch(() => '')),
      );
      expect.soft(hrefs.filter((href) => href.includes('/welcome.html'))).toEqual([]);
      expect.soft(listings()).toEqual([]);

      // The tools picked to compare: 0.2.0 and 0.3.0 kept them in storage.session, which Firefox, like
      // Chromium, empties on an update. This build keeps them through the next update: picked again, then
      // this build installed over itself as a later version.
      for (const [slug, name] of PICKED) await ask(current, { type: 'compare/add', slug, name });
      await firefox.updateTo(nextVersionOfThisBuild());
      const picked = await ask<{ slug: string }[]>(firefox.welcomePage, { type: 'compare/selection' });
      expect.soft(picked.data.map((tool) => tool.slug)).toEqual(PICKED.map(([slug]) => slug));
    } finally {
      await firefox.close();
    }
  });
}
