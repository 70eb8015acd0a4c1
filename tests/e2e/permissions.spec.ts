// What a person installs asks for nothing Chrome warns about, and what needs site access says so and
// asks on a click. These run the release build (.output/e2e-nohost, built by global-setup).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Worker } from '@playwright/test';
import { SITE_ACCESS_ORIGINS } from '../../lib/common/url';
import { clickToolbarButton, POPUP_CLOSED } from './action-popup';
import { expect, extensionRequests, test, waitForDirectory } from './fixtures';
import { artifactsDir, releaseExtensionDir } from './paths';
import { answerPermissionRequests } from './permission-requests';
import { longTailToolSite } from './sites';

/**
 * Permissions that make Chrome warn at install. Source: Chrome for Developers, "Permissions" list
 * (https://developer.chrome.com/docs/extensions/reference/permissions-list: the entries with "Warning
 * displayed"), with "Permission warning guidelines"
 * (https://developer.chrome.com/docs/extensions/develop/concepts/permission-warnings). ChromeOS-only
 * entries are left out: Chromium on Linux shows no warning for them, so the check below could not hold.
 * Host permissions warn too ("Read and change all your data on all websites"); see ALL_SITES.
 */
const WARNING_PERMISSIONS = [
  'accessibilityFeatures.modify',
  'accessibilityFeatures.read',
  'bookmarks',
  'clipboardRead',
  'clipboardWrite',
  'contentSettings',
  'debugger',
  'declarativeNetRequest',
  'declarativeNetRequestFeedback',
  'desktopCapture',
  'downloads',
  'downloads.open',
  'favicon',
  'geolocation',
  'history',
  'identity.email',
  'management',
  'nativeMessaging',
  'notifications',
  'pageCapture',
  'privacy',
  'processes',
  'proxy',
  'readingList',
  'system.storage',
  'tabCapture',
  'tabGroups',
  'tabs',
  'topSites',
  'ttsEngine',
  'webAuthenticationProxy',
  'webNavigation',
] as const;

/** Match patterns that cover every site; required (not optional) they warn at install. */
const ALL_SITES = ['<all_urls>', '*://*/*', 'https://*/*', 'http://*/*'];

interface Manifest {
  permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  content_scripts?: { matches?: string[] }[];
}

const releaseManifest = (): Manifest =>
  JSON.parse(readFileSync(path.join(releaseExtensionDir, 'manifest.json'), 'utf8')) as Manifest;

/** Chromium's own install warnings for a manifest (chrome.management needs no permission for this). */
function installWarnings(worker: Worker, manifest: object): Promise<string[]> {
  return worker.evaluate(
    (text) => chrome.management.getPermissionWarningsByManifest(text),
    JSON.stringify(manifest),
  );
}

test('the release manifest asks for no permission that warns at install', () => {
  const manifest = releaseManifest();
  // `contextMenus`: the right-click items (reach); `sidePanel`: Toolscout beside the page (wxt adds it for
  // entrypoints/sidepanel). Chromium shows no warning for either (checked below).
  expect(manifest.permissions).toEqual([
    'storage',
    'alarms',
    'scripting',
    'activeTab',
    'contextMenus',
    'sidePanel',
  ]);
  for (const permission of manifest.permissions ?? [])
    expect(WARNING_PERMISSIONS as readonly string[], permission).not.toContain(permission);
  expect(manifest.host_permissions ?? []).toEqual([]);
  for (const script of manifest.content_scripts ?? [])
    for (const match of script.matches ?? []) expect(ALL_SITES).not.toContain(match);
  // Site access is asked for on a click in the options page, never at install.
  expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
});

test.describe('the release build', () => {
  test.use({ extensionBuild: 'release' });

  test('Chromium finds no install warning in it, and does for each listed permission', async ({
    serviceWorker,
  }) => {
    const manifest = releaseManifest();
    expect(await installWarnings(serviceWorker, manifest)).toEqual([]);
    // The same check sees what the old manifest had, and every permission the list above names.
    expect(
      await installWarnings(serviceWorker, {
        ...manifest,
        permissions: [...(manifest.permissions ?? []), 'tabs'],
      }),
    ).toEqual(['Read your browsing history']);
    for (const permission of WARNING_PERMISSIONS) {
      const warnings = await installWarnings(serviceWorker, { ...manifest, permissions: [permission] });
      expect(warnings.length, permission).toBeGreaterThan(0);
    }
    expect(await installWarnings(serviceWorker, { ...manifest, host_permissions: ['<all_urls>'] })).toEqual([
      'Read and change all your data on all websites',
    ]);
  });

  test('the first run offers one button to allow on-page suggestions, asked on the click', async ({
    context,
    openExtensionPage,
  }) => {
    // Answered "no", which is also what a person may do.
    const requestsOf = await answerPermissionRequests(context, [false]);
    const options = await openExtensionPage('options.html');
    const section = options.getByRole('region', { name: 'On-page suggestions' });
    const allow = section.getByRole('button', { name: 'Allow on-page suggestions' });
    await expect(allow).toBeVisible();
    await expect(section).toContainText('rating and its best alternatives right on its own website');
    await expect(section).toContainText(/a visit sends\s+nothing/);
    // No problem reported, and no switch that could not work yet.
    await expect(options.locator('.ts-problem')).toHaveCount(0);
    await expect(options.getByText(/Site access is not granted|switch off and on/)).toHaveCount(0);
    await expect(section.getByRole('switch')).toHaveCount(0);
    await options.screenshot({ path: 'artifacts/screenshots/options-first-run.png', fullPage: true });

    await allow.click();
    await expect(section.getByRole('status')).toContainText('Not allowed');
    const requested = await requestsOf(options);
    expect(requested).toEqual([{ origins: SITE_ACCESS_ORIGINS, userGesture: true }]);
    await expect(allow).toBeVisible();
  });

  test('the toolbar button on a tool’s site shows "this site" through activeTab alone', async ({
    context,
    connect,
    extensionId,
    openExtensionPage,
    server,
    serviceWorker,
  }) => {
    await connect();
    const options = await openExtensionPage('options.html');
    // The release build goes on to save the top 500 tools' alternatives at the background pace: this
    // test takes a tool far outside them (rank 600 on), so none of that traffic is about it.
    await waitForDirectory(options, undefined, { prefetch: false });
    await options.close();
    const { tool, site } = await longTailToolSite(context, server);
    const page = await context.newPage();
    await page.goto(`${site.origin}/pricing`);
    await page.bringToFront();
    server.clearLog();

    // Before the click the browser keeps the tab from the extension: no URL, so no match and no badge.
    const tabId = await tabIdOf(serviceWorker, page);
    expect(await tabUrl(serviceWorker, tabId)).toBeNull();
    expect(await serviceWorker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId)).toBe('');

    const popup = await clickToolbarButton(context, extensionId, page);
    const shown = await popup.waitForText(`You're on ${tool.name}`);
    expect(shown).toContain('see alternatives');
    // What allowing site access would add, said where the person is.
    expect(shown).toContain(
      `On-page suggestions would show ${tool.name}’s rating and alternatives on its own page`,
    );
    expect(shown).toContain('visits send nothing');
    await popup.screenshot(path.join(artifactsDir, 'screenshots', 'popup-this-site-no-site-access.png'));
    // The toolbar's real popup keeps its 380×560 (a full page, as on a phone, fills the screen instead).
    expect(await popup.evaluate<number[]>('[document.body.offsetWidth, document.body.offsetHeight]')).toEqual(
      [380, 560],
    );
    // The click granted this one tab.
    expect(await tabUrl(serviceWorker, tabId)).toBe(`${site.origin}/pricing`);
    // Recognising the site asked the directory nothing about it (neither the tool nor the host).
    const aboutIt = new RegExp(`${tool.slug}|${site.hostname.replace(/\./g, '\\.')}`, 'i');
    expect(
      extensionRequests(server).filter((entry) =>
        aboutIt.test(`${entry.path}?${new URLSearchParams(entry.query)}`),
      ),
    ).toEqual([]);

    // Its button leads to the options, straight to the one button that allows it.
    const opened = context.waitForEvent('page');
    await popup
      .evaluate(
        `[...document.querySelectorAll('button')].find((b) => b.textContent.includes('Allow on-page suggestions')).click()`,
        { userGesture: true },
      )
      // The options tab takes the focus, and the popup may close before it answers the click.
      .catch((error: Error) => {
        if (!error.message.includes(POPUP_CLOSED)) throw error;
      });
    const settings = await opened;
    await popup.detach();
    await expect(settings).toHaveURL(/\/options\.html#suggestions$/);
    await expect(settings.getByRole('button', { name: 'Allow on-page suggestions' })).toBeFocused();
  });
});

/** The page's tab, as the active one (without `tabs`, the extension cannot look tabs up by URL). */
async function tabIdOf(worker: Worker, page: Page): Promise<number> {
  await page.bringToFront();
  const id = await worker.evaluate(async () => {
    const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    return tab?.id ?? null;
  });
  if (id === null) throw new Error('No active tab');
  return id;
}

async function tabUrl(worker: Worker, tabId: number): Promise<string | null> {
  return worker.evaluate(async (id) => (await chrome.tabs.get(id)).url ?? null, tabId);
}
