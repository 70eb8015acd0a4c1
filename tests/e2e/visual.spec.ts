// The visual regression net (issue 30 §6): each surface, light and dark, compared in Chromium with the
// baselines committed beside this file (visual.spec.ts-snapshots/). A change to a surface's layout fails
// here; a deliberate one is accepted by writing new baselines and committing them after looking at them:
//
//   npx playwright test tests/e2e/visual.spec.ts --project=chromium --update-snapshots
//
// What changes from run to run is masked (dates and times, the request log) or frozen (animations and
// the caret, by toHaveScreenshot's own options; the pointer is moved off every row).
import type { Locator, Page } from '@playwright/test';
import {
  connectAndSync,
  connectOnce,
  type ExtensionFixtures,
  expect,
  type ServerFixtures,
  test,
  waitForDirectory,
} from './fixtures';
import { compareWithTwoAlternatives, openPopup, POPUP_VIEWPORT, searchBox, toolRows } from './popup-helpers';
import { imagesLoaded, openJasperCard } from './product-shots';
import { routeOrigins } from './sites';

type Fixtures = Pick<ExtensionFixtures, 'context' | 'extensionId' | 'openExtensionPage' | 'connect'> &
  Pick<ServerFixtures, 'server'>;

interface Surface {
  name: string;
  /** Returns the page showing the surface, at its own size, and what on it changes between runs. */
  open: (fixtures: Fixtures) => Promise<{ page: Page; mask?: Locator[]; fullPage?: boolean }>;
}

/**
 * Font rendering moves a few pixels' anti-aliasing between runs and machines: each pixel may differ a
 * little in colour (threshold), and up to 0.5% of the pixels may differ at all. A moved or restyled block
 * changes far more than that.
 */
const TOLERANCE = { threshold: 0.2, maxDiffPixelRatio: 0.005 } as const;

/**
 * Surfaces shot one after another in one install, in an order that leaves nothing on a later one that its
 * baseline lacks: the welcome before connecting, the popup's home before anything is viewed, the detail
 * (which picks tools to compare) last but the comparison. One install and one first sync per session
 * instead of per surface.
 */
const SESSIONS: Surface[][] = [
  [
    { name: 'welcome', open: welcomePage },
    { name: 'popup-home', open: popupHome },
    { name: 'popup-search', open: popupSearch },
    { name: 'popup-listing', open: popupListing },
    { name: 'options', open: optionsPage },
  ],
  [
    { name: 'card', open: cardPage },
    { name: 'side-panel', open: sidePanel },
    { name: 'popup-detail', open: popupDetail },
    { name: 'compare', open: comparePage },
  ],
];

for (const surfaces of SESSIONS) {
  test(`${surfaces.map((surface) => surface.name).join(', ')} look as their baselines, light and dark`, async ({
    context,
    extensionId,
    openExtensionPage,
    connect,
    server,
  }) => {
    // A sync and a popup flow for each surface, on a loaded machine.
    test.setTimeout(60_000 * surfaces.length);
    const fixtures: Fixtures = {
      context,
      extensionId,
      openExtensionPage,
      connect: connectOnce(connect),
      server,
    };
    for (const surface of surfaces) {
      await test.step(surface.name, async () => {
        const { page, mask = [], fullPage = false } = await surface.open(fixtures);
        await page.mouse.move(0, 0);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await expect(page).toHaveScreenshot(`${surface.name}-${scheme}.png`, {
            ...TOLERANCE,
            animations: 'disabled',
            caret: 'hide',
            fullPage,
            mask,
          });
        }
        await page.close();
      });
    }
  });
}

/**
 * Connected, the directory synced with the top tools' alternatives (so Jasper's are the same every run,
 * not a local pick that the directory's answer replaces), the popup open at its size.
 */
async function syncedPopupPage({ context, extensionId, connect }: Fixtures): Promise<Page> {
  await connect();
  const popup = await openPopup(context, extensionId);
  await waitForDirectory(popup);
  // The popup's own sync line catches up at its next poll (every 2 s).
  await expect(popup.getByText(/^Preparing the local directory/)).toHaveCount(0);
  return popup;
}

async function popupHome(fixtures: Fixtures) {
  const page = await syncedPopupPage(fixtures);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Saved/ })).toBeVisible();
  return { page };
}

async function popupSearch(fixtures: Fixtures) {
  const page = await syncedPopupPage(fixtures);
  await searchBox(page).fill('video');
  await expect(page.getByRole('row').nth(6)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await imagesLoaded(page);
  return { page };
}

async function popupDetail(fixtures: Fixtures) {
  const page = await syncedPopupPage(fixtures);
  await searchBox(page).fill('Jasper');
  await page.getByRole('gridcell', { name: 'Jasper', exact: true }).click();
  await expect(toolRows(page.getByRole('list', { name: 'Alternatives to Jasper' }))).toHaveCount(5);
  // Jasper picked with two alternatives: the detail with its compare bar.
  await compareWithTwoAlternatives(page, 'Jasper');
  await imagesLoaded(page);
  return { page };
}

async function popupListing(fixtures: Fixtures) {
  const { server } = fixtures;
  const page = await syncedPopupPage(fixtures);
  const category = server.dataset.categories[0];
  if (!category) throw new Error('no category');
  await page.getByRole('tab', { name: 'Categories' }).click();
  await page.getByRole('button', { name: new RegExp(`^${category.name}\\b`) }).click();
  await page.locator('.pp-tree__children button.pp-tree__item').first().click();
  await expect(toolRows(page.locator('.pp-view:not([hidden]) .pp-listing')).nth(6)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Follow' })).toBeVisible();
  await imagesLoaded(page);
  return { page };
}

async function optionsPage({ openExtensionPage, connect }: Fixtures) {
  await connect();
  const page = await openExtensionPage('options.html');
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitForDirectory(page, 60_000, { prefetch: false });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('sync-state')).toHaveText('Ready');
  // The reference server's port and the last sync's date and time differ every run.
  return {
    page,
    mask: [page.getByRole('textbox', { name: 'API base URL' }), page.locator('.ts-facts dd').nth(2)],
  };
}

async function welcomePage({ openExtensionPage }: Fixtures) {
  const page = await openExtensionPage('welcome.html');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await imagesLoaded(page);
  return { page };
}

async function comparePage(fixtures: Fixtures) {
  const popup = await popupDetail(fixtures);
  const [page] = await Promise.all([
    fixtures.context.waitForEvent('page'),
    popup.page.getByRole('button', { name: 'Compare 3 tools' }).click(),
  ]);
  await popup.page.close();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await imagesLoaded(page);
  return { page };
}

/** Connected and the directory synced, with no page of the extension left open. */
async function syncedDirectory({ openExtensionPage, connect }: Fixtures): Promise<void> {
  await connectAndSync(connect, openExtensionPage);
}

async function cardPage(fixtures: Fixtures) {
  await syncedDirectory(fixtures);
  const { page } = await openJasperCard(fixtures.context, { width: 1280, height: 800 });
  return { page };
}

async function sidePanel(fixtures: Fixtures) {
  const { context, openExtensionPage } = fixtures;
  await syncedDirectory(fixtures);
  await routeOrigins(context, ['https://www.jasper.ai']);
  const panel = await openExtensionPage('sidepanel.html');
  await panel.setViewportSize({ width: POPUP_VIEWPORT.width, height: 860 });
  const site = await context.newPage();
  await site.goto('https://www.jasper.ai/');
  await expect(panel.getByRole('button', { name: 'More about Jasper', exact: true })).toBeVisible();
  await panel.bringToFront();
  await expect(panel.getByRole('region', { name: 'This tab' })).toBeVisible();
  await imagesLoaded(panel);
  return { page: panel };
}
