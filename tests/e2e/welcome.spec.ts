// The first run: the welcome page opens on install (a fresh profile), never again on a restart, and its
// buttons do what they say.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import { SITE_ACCESS_ORIGINS } from '../../lib/url';
import { DESKTOP_TRY_TIPS, welcomeCopy } from './english-copy';
import { DEMO_TOKEN, expect, extensionWorker, installWelcomePage, launchArgs, test } from './fixtures';
import { artifactsDir, chromiumPath, extensionDir } from './paths';
import { answerPermissionRequests } from './permission-requests';

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
      await page.goto(`chrome-extension://${new URL(worker.url()).host}/bench-floor.html`);
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
  expect(await settings()).toMatchObject({ suggestionsEnabled: false });
  await toggle.click();
  await expect(toggle).toBeChecked();
  expect(await settings()).toMatchObject({ suggestionsEnabled: true });
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
