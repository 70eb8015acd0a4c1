// Toolscout beside the page, in Chromium: the manifests that declare it in both browsers, what the panel
// shows without site access (the release build) until a click on the toolbar button in that tab, and its
// look in dark. What is the same in both browsers (following tab switches) is in tests/e2e/shared/suite.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { clickToolbarButton } from './action-popup';
import { connectAndSync, expect, extensionRequests, test, waitForDirectory } from './fixtures';
import { artifactsDir, extensionDir, firefoxExtensionDir, releaseExtensionDir } from './paths';
import { longTailToolSite, routeOrigins } from './sites';

/** A side panel at a typical width, the window's full height. */
const SIDE_PANEL_VIEWPORT = { width: 380, height: 860 };

interface Manifest {
  permissions?: string[];
  side_panel?: { default_path?: string };
  sidebar_action?: Record<string, unknown>;
  commands?: Record<string, { suggested_key?: { default?: string }; description?: string }>;
}

const manifestIn = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;

const screenshot = (name: string) => path.join(artifactsDir, 'screenshots', 'chromium', `${name}.png`);

async function openPanel(openExtensionPage: (file: string) => Promise<Page>): Promise<Page> {
  const panel = await openExtensionPage('sidepanel.html');
  await panel.setViewportSize(SIDE_PANEL_VIEWPORT);
  return panel;
}

test('Chrome declares the side panel (no install warning: permissions.spec.ts asks Chromium) and a suggested shortcut to it', () => {
  for (const dir of [releaseExtensionDir, extensionDir]) {
    const manifest = manifestIn(dir);
    expect(manifest.side_panel).toEqual({ default_path: 'sidepanel.html' });
    expect(manifest.permissions).toContain('sidePanel');
    // Suggested, not forced: the browser leaves it unset when the person's keys already use it.
    expect(manifest.commands?.['open-side-panel']).toEqual({
      suggested_key: { default: 'Alt+Shift+K' },
      description: '__MSG_reach_commandOpenPanel__',
    });
  }
});

test('Firefox declares it as a sidebar, closed at install, opened by its own command', () => {
  const manifest = manifestIn(firefoxExtensionDir);
  expect(manifest.sidebar_action).toEqual({
    default_panel: 'sidepanel.html',
    default_title: 'Toolscout',
    default_icon: { 16: '/icon/16.png', 32: '/icon/32.png', 48: '/icon/48.png' },
    open_at_install: false,
  });
  expect(manifest.side_panel).toBeUndefined();
  expect(manifest.permissions).not.toContain('sidePanel');
  expect(manifest.commands?._execute_sidebar_action?.suggested_key).toEqual({ default: 'Alt+Shift+K' });
  expect(manifest.commands?.['open-side-panel']).toBeUndefined();
});

test.describe('the release build (no site access)', () => {
  test.use({ extensionBuild: 'release' });

  test("the panel says it cannot read the tab; a click on the toolbar button there shows the tab's tool, and its alternatives are asked for only on the person's click", async ({
    context,
    connect,
    extensionId,
    openExtensionPage,
    server,
  }) => {
    await connect();
    const options = await openExtensionPage('options.html');
    // The release build goes on saving the top 500 tools' alternatives at the background pace: this test
    // takes a tool far outside them (rank 600 on), so none of that traffic is about it.
    await waitForDirectory(options, undefined, { prefetch: false });
    await options.close();
    const { tool, site } = await longTailToolSite(context, server);
    const aboutIt = new RegExp(`${tool.slug}|${site.hostname.replace(/\./g, '\\.')}`, 'i');
    const requestsAboutIt = () =>
      extensionRequests(server).filter((entry) =>
        aboutIt.test(`${entry.path}?${new URLSearchParams(entry.query)}`),
      );

    const panel = await openPanel(openExtensionPage);
    const thisTab = panel.getByRole('region', { name: 'This tab' });
    server.clearLog();
    const page = await context.newPage();
    await page.goto(`${site.origin}/pricing`);
    await expect(thisTab).toContainText(
      'Toolscout sees which site this tab shows when you click its toolbar button here',
    );
    await expect(thisTab.getByRole('button', { name: 'Allow on-page suggestions…' })).toBeVisible();
    await panel.bringToFront();
    await panel.screenshot({ path: screenshot('sidepanel-unreadable') });

    await page.bringToFront();
    const popup = await clickToolbarButton(context, extensionId, page);
    await popup.waitForText(`You're on ${tool.name}`);
    await popup.detach();
    // The click granted this tab to the extension (activeTab): the panel, told so, now shows its tool.
    await expect(thisTab.getByRole('button', { name: `More about ${tool.name}`, exact: true })).toBeVisible();
    // The tool's own rating comes first, before its alternatives'.
    await expect(thisTab.getByRole('img', { name: /out of 5/ }).first()).toHaveAccessibleName(
      new RegExp(
        `^${tool.rating.average.toFixed(1)} out of 5 \\(${tool.rating.count.toLocaleString('en')} ratings?\\)$`,
      ),
    );
    // Outside the saved top tools: similar tools picked on the device, and the directory not asked.
    const ask = thisTab.getByRole('button', { name: 'Ask the directory for alternatives' });
    await expect(ask).toBeVisible();
    expect(requestsAboutIt()).toEqual([]);
    await panel.bringToFront();
    await panel.screenshot({ path: screenshot('sidepanel-after-toolbar-click') });

    // Asked on the person's click, as the card asks when opened: that tool's alternatives, once.
    await ask.click();
    const alternatives = thisTab.getByRole('list', { name: `Alternatives to ${tool.name}`, exact: true });
    await expect(alternatives.getByRole('button').first()).toBeVisible();
    await expect(ask).toBeHidden();
    // The server logs a request once it has answered it: the stand-ins may show before that.
    await expect
      .poll(() => requestsAboutIt().map((entry) => entry.path))
      .toEqual([`/api/v1/tools/${tool.slug}/alternatives`]);
  });
});

test('in dark, at a side panel’s size', async ({ connect, context, openExtensionPage }) => {
  await connectAndSync(connect, openExtensionPage);
  await routeOrigins(context, ['https://www.jasper.ai']);
  const panel = await openPanel(openExtensionPage);
  await panel.emulateMedia({ colorScheme: 'dark' });
  const site = await context.newPage();
  await site.goto('https://www.jasper.ai/');
  await expect(panel.getByRole('button', { name: 'More about Jasper', exact: true })).toBeVisible();
  await panel.bringToFront();
  await expect(panel.getByRole('region', { name: 'This tab' })).toBeVisible();
  await panel.screenshot({ path: screenshot('sidepanel-tool-dark') });
});
