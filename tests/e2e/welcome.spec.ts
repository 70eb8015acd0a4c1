// The first run: the welcome page opens on install (a fresh profile), never again on a restart, and its
// buttons do what they say.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import { SITE_ACCESS_ORIGINS } from '../../lib/common/url';
import { DESKTOP_TRY_TIPS, welcomeCopy } from './english-copy';
import { DEMO_TOKEN, expect, extensionWorker, installWelcomePage, launchArgs, test } from './fixtures';
import { artifactsDir, chromiumPath, extensionDir, STATIC_PAGE } from './paths';
import { answerPermissionRequests } from './permission-requests';
import { layoutFindings } from './shared/layout-checks';

const welcomePages = (context: BrowserContext) =>
  context.pages().filter((page) => /^chrome-extension:\/\/[^/]+\/welcome\.html/.test(page.url()));

test('the welcome page opens once on install, and not when the browser starts again', async () => {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'toolscout-e2e-welcome-'));
  const launch = () =>
    chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      headless: true,
      args: launchArgs(extensionDir),
      viewport: { width: 1280, height: 800 },
    });
  try {
    const first = await launch();
    await extensionWorker(first);
    const welcome = await installWelcomePage(first);
    await expect(welcome.getByRole('heading', { name: 'Welcome to Toolscout', level: 1 })).toBeVisible();
    for (const step of [
      'What Toolscout does',
      'Step 1: connect to the directory',
      'Step 2 (optional): suggestions on tool sites',
      'Try it',
    ])
      await expect(welcome.getByRole('region', { name: step })).toBeVisible();
    // The options page no longer opens by itself beside it.
    expect(first.pages().filter((page) => page.url().includes('/options.html'))).toEqual([]);
    expect(welcomePages(first)).toHaveLength(1);
    // Closed first, so a restored session could not bring it back either.
    await welcome.close();
    await first.close();

    // The same profile again: the extension is installed already, so nothing greets.
    const second = await launch();
    try {
      const worker = await extensionWorker(second);
      // The worker has started and answers: its start-up (and any onInstalled) has run.
      const page = await second.newPage();
      await page.goto(`chrome-extension://${new URL(worker.url()).host}/${STATIC_PAGE}`);
      expect(await page.evaluate(() => chrome.runtime.sendMessage({ type: 'ping' }))).toMatchObject({
        ok: true,
      });
      await page.waitForTimeout(1_000);
      expect(welcomePages(second)).toEqual([]);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('step 1 links to the directory site for a token and connects with Save & test', async ({
  openExtensionPage,
  server,
}) => {
  const welcome = await openExtensionPage('welcome.html');
  const step = welcome.getByRole('region', { name: 'Step 1: connect to the directory' });
  await expect(step).toContainText('your browser asks you to let Toolscout connect to that address');
  // A release build has no base URL yet: the page says where a token comes from without a link.
  await expect(step).toContainText('Sign in on your directory’s website');
  await step.getByLabel('API base URL').fill(server.baseUrl);
  await step.getByLabel('API token').fill(DEMO_TOKEN);
  await step.getByRole('button', { name: 'Save & test' }).click();
  await expect(step.getByRole('status')).toContainText('Connected');
  // Now the token's page is a link to the directory's own origin, http(s) only.
  const origin = new URL(server.baseUrl).origin;
  const link = step.getByRole('link', { name: `Open ${new URL(origin).host}` });
  await expect(link).toHaveAttribute('href', `${origin}/`);
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(step).toContainText('Connected. You can change the address or token');
  await welcome.screenshot({ path: path.join(artifactsDir, 'screenshots', 'welcome.png'), fullPage: true });
});

test('step 2 turns on-page suggestions off and on with the options page’s switch', async ({
  openExtensionPage,
}) => {
  // The e2e build has site access pre-granted, so the step shows the switch.
  const welcome = await openExtensionPage('welcome.html');
  const step = welcome.getByRole('region', { name: 'Step 2 (optional): suggestions on tool sites' });
  const toggle = step.getByRole('switch', { name: /rating and alternatives on its own website/ });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  const settings = () =>
    welcome.evaluate(async () => (await chrome.runtime.sendMessage({ type: 'settings/get' })).data);
  // The switch turns at the click; the setting is written just after (it was read before it, once).
  await expect.poll(settings).toMatchObject({ suggestionsEnabled: false });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect.poll(settings).toMatchObject({ suggestionsEnabled: true });
});

test('"Open the search in a tab" and "Open all settings" open those pages', async ({
  context,
  openExtensionPage,
}) => {
  const welcome = await openExtensionPage('welcome.html');
  const search = context.waitForEvent('page');
  await welcome.getByRole('button', { name: 'Open the search in a tab' }).click();
  const popup = await search;
  await expect(popup).toHaveURL(/\/popup\.html$/);
  await expect(popup.getByRole('combobox', { name: 'Search AI tools' })).toBeVisible();

  const opened = context.waitForEvent('page');
  await welcome.getByRole('button', { name: 'Open all settings' }).click();
  const options = await opened;
  await expect(options).toHaveURL(/\/options\.html/);
  await expect(options.getByRole('heading', { name: 'Toolscout settings' })).toBeVisible();
});

test('"Try it" names the ways Chrome has to reach Toolscout: the ts keyword, the right-click menu, the shortcut, the side panel', async ({
  openExtensionPage,
}) => {
  const welcome = await openExtensionPage('welcome.html');
  const tips = welcome.getByRole('region', { name: 'Try it' }).getByRole('listitem');
  for (const tip of DESKTOP_TRY_TIPS) await expect(tips.filter({ hasText: tip })).toHaveCount(1);
  await expect(tips.filter({ hasText: welcomeCopy.tryPhoneMenu })).toHaveCount(0);
});

test.describe('as released (no site access)', () => {
  test.use({ extensionBuild: 'release' });

  test('step 2 asks for site access on the click, with its reason, and says what was answered', async ({
    context,
    openExtensionPage,
  }) => {
    // "No" first, then "yes".
    const requestsOf = await answerPermissionRequests(context, [false, true]);
    const welcome = await openExtensionPage('welcome.html');
    const step = welcome.getByRole('region', { name: 'Step 2 (optional): suggestions on tool sites' });
    await expect(step).toContainText('it reads nothing from the pages');
    const allow = step.getByRole('button', { name: 'Allow on-page suggestions' });

    await allow.click(); // answered "no"
    await expect(step.getByRole('status')).toContainText('Not allowed');
    await allow.click(); // answered "yes"
    await expect(step.getByRole('status')).toContainText('Allowed: tool sites show');
    const requested = await requestsOf(welcome);
    expect(requested).toEqual([
      { origins: SITE_ACCESS_ORIGINS, userGesture: true },
      { origins: SITE_ACCESS_ORIGINS, userGesture: true },
    ]);
  });
});

// issue 30: a picture of the product, one heading per step, the sync's progress after "Connected", and
// a page that reflows at a phone's width.
test('the picture of the product, numbered as the list beside it, with words for those who cannot see it', async ({
  openExtensionPage,
}) => {
  const welcome = await openExtensionPage('welcome.html');
  const what = welcome.getByRole('region', { name: 'What Toolscout does' });
  const picture = what.getByRole('img', { name: welcomeCopy.pictureAlt });
  await expect(picture).toBeVisible();
  const loaded = await picture.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  });
  // The render of tests/e2e/welcome-picture.spec.ts, not a stand-in.
  expect(loaded.width).toBeGreaterThanOrEqual(1120);
  const points = what.getByRole('figure').getByRole('listitem');
  await expect(points).toHaveText([welcomeCopy.whatSearch, welcomeCopy.whatSite, welcomeCopy.whatPrivate]);
});

test('step 1 has one heading; after "Connected", the first sync’s progress, then done, said politely', async ({
  openExtensionPage,
  server,
}) => {
  // A slow directory: the first sync takes long enough to be seen.
  server.setOptions({ faults: { enabled: true, latencyMs: 1_500 } });
  const welcome = await openExtensionPage('welcome.html');
  const step = welcome.getByRole('region', { name: 'Step 1: connect to the directory' });
  // The connection box does not repeat the step's heading.
  await expect(step.getByRole('heading')).toHaveText(['Step 1: connect to the directory']);
  await expect(step.getByRole('progressbar')).toHaveCount(0);
  await step.getByLabel('API base URL').fill(server.baseUrl);
  await step.getByLabel('API token').fill(DEMO_TOKEN);
  await step.getByRole('button', { name: 'Save & test' }).click();
  await expect(step.getByRole('status')).toContainText('Connected', { timeout: 30_000 });

  const total = server.dataset.visibleTools.length.toLocaleString('en');
  // The sync's own live region (the form's status line, "Connected — …", is another).
  const live = step.locator('[aria-live="polite"]:not([role="status"])');
  await expect(
    step.getByRole('progressbar', { name: 'Copying the directory to this device…' }),
  ).toBeVisible();
  await expect(step.getByText(new RegExp(`^[\\d,]+ of ${total} tools$`))).toBeVisible();
  // What is said aloud is the phase, not each page's count.
  await expect(live).toHaveText(['Copying the directory to this device…']);
  await welcome.screenshot({
    path: path.join(artifactsDir, 'screenshots', 'welcome-syncing.png'),
    fullPage: true,
  });

  server.setOptions({});
  await expect(live).toHaveText([`Done: the directory is on this device, ${total} tools.`], {
    timeout: 60_000,
  });
  await expect(step.getByRole('progressbar')).toHaveCount(0);
});

test('at a phone’s width the page reflows: nothing wider than the screen, the picture within it', async ({
  openExtensionPage,
}) => {
  const welcome = await openExtensionPage('welcome.html');
  await welcome.setViewportSize({ width: 360, height: 740 });
  await expect(welcome.getByRole('heading', { name: 'Welcome to Toolscout', level: 1 })).toBeVisible();
  const findings = await welcome.evaluate(layoutFindings, { minFontPx: 12, minTargetPx: 0 });
  expect(findings.overflow).toEqual([]);
  expect(findings.smallText).toEqual([]);
  expect(findings.measured.text).toBeGreaterThan(20);
  const picture = await welcome.getByRole('img', { name: welcomeCopy.pictureAlt }).boundingBox();
  expect(picture?.x).toBeGreaterThanOrEqual(16);
  expect((picture?.x ?? 0) + (picture?.width ?? 0)).toBeLessThanOrEqual(360 - 16 + 0.5);
  await welcome.screenshot({
    path: path.join(artifactsDir, 'screenshots', 'welcome-360.png'),
    fullPage: true,
  });
});
