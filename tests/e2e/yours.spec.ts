// "Make it yours" in real Chromium: stars (storage.sync), the home screen's saved and recent lists,
// export and import, Clear, copy link and the settings gear. Tools come from the server's dataset.
import { readFile } from 'node:fs/promises';
import type { Page, Worker } from '@playwright/test';
import { KNOWN_TOOLS } from '../../server/index';
import { expect, extensionRequests, test } from './fixtures';
import {
  DatasetView,
  escapeRegExp,
  namesOf,
  openDetail,
  openPopup,
  popupScreenshot,
  resultCells,
  searchBox,
  syncedPopup,
  toolRows,
} from './popup-helpers';

/** Back to the home screen with an empty search box. */
async function goHome(popup: Page) {
  while (await popup.getByRole('button', { name: 'Back' }).isVisible()) {
    await popup.getByRole('button', { name: 'Back' }).click();
  }
  await searchBox(popup).fill('');
}

/**
 * The star in the detail's header (its alternatives have stars too, named for their own tools), named by
 * what pressing it does: "Save Jasper", or "Remove Jasper from saved".
 */
function detailStar(popup: Page, name: string) {
  return popup
    .getByRole('article')
    .getByRole('button', { name: starName(name) })
    .first();
}

function starName(name: string): RegExp {
  return new RegExp(`^(Save ${escapeRegExp(name)}|Remove ${escapeRegExp(name)} from saved)$`);
}

function homeList(popup: Page, name: 'Saved' | 'Recently viewed') {
  return toolRows(popup.getByRole('list', { name, exact: true }));
}

async function syncStorage(worker: Worker): Promise<Record<string, unknown>> {
  return worker.evaluate(() => chrome.storage.sync.get(null));
}

/** The slugs in the first chunk of the saved list in storage.sync, in stored order. */
async function savedSlugs(worker: Worker): Promise<string[]> {
  const chunk = (await syncStorage(worker))['saved.0'];
  return Array.isArray(chunk) ? chunk.map((entry: { s: string }) => entry.s) : [];
}

test.describe('yours: saved tools', () => {
  test('a star saves a tool to browser sync; home shows it from the device, after reopening too; unstar removes it', async ({
    connect,
    context,
    extensionId,
    server,
    serviceWorker,
  }) => {
    const view = new DatasetView(server.dataset);
    const jasper = view.tool('jasper');
    const other = view.tool(KNOWN_TOOLS.find((tool) => tool.slug !== 'jasper')?.slug ?? '');
    let popup = await syncedPopup(connect, context, extensionId);
    await expect(popup.getByText(/No saved tools yet/)).toBeVisible();

    await openDetail(popup, jasper.name);
    const star = detailStar(popup, jasper.name);
    await expect(star).toHaveAccessibleName(`Save ${jasper.name}`);
    await star.click();
    await expect(star).toHaveAccessibleName(`Remove ${jasper.name} from saved`);

    // A search result's star, from the keyboard: ↓ to its row, → to its star, Enter.
    await goHome(popup);
    await searchBox(popup).fill(other.name);
    await expect(resultCells(popup).first()).toBeVisible();
    const row = (await namesOf(resultCells(popup))).indexOf(other.name);
    expect(row).toBeGreaterThanOrEqual(0);
    for (let press = 0; press <= row; press++) await searchBox(popup).press('ArrowDown');
    await searchBox(popup).press('ArrowRight');
    const resultStar = popup.getByRole('gridcell', { name: `Save ${other.name}`, exact: true });
    await expect(searchBox(popup)).toHaveAttribute(
      'aria-activedescendant',
      (await resultStar.getAttribute('id')) ?? '',
    );
    await searchBox(popup).press('Enter');
    await expect(
      popup.getByRole('gridcell', { name: `Remove ${other.name} from saved`, exact: true }),
    ).toBeVisible();
    await expect(searchBox(popup)).toBeFocused();
    await goHome(popup);
    await expect(homeList(popup, 'Saved')).toHaveCount(2);
    expect(await namesOf(homeList(popup, 'Saved'))).toEqual([other.name, jasper.name]);

    // Kept in storage.sync, compact and chunked. The star changes at once and the write follows: polled.
    await expect.poll(() => savedSlugs(serviceWorker)).toEqual([jasper.slug, other.slug]);
    expect((await syncStorage(serviceWorker))['saved.index']).toEqual({ v: 1, chunks: 1 });

    // Reopened: the home screen draws saved and recent from the device, asking the directory nothing.
    await popup.close();
    server.clearLog();
    popup = await openPopup(context, extensionId);
    await expect(homeList(popup, 'Saved')).toHaveCount(2);
    expect(await namesOf(homeList(popup, 'Saved'))).toEqual([other.name, jasper.name]);
    await expect(homeList(popup, 'Recently viewed')).toHaveCount(1);
    await popupScreenshot(popup, 'home-yours');
    await popup.waitForTimeout(500);
    expect(extensionRequests(server)).toEqual([]);

    // Unstar from the home screen.
    await popup
      .getByRole('list', { name: 'Saved', exact: true })
      .getByRole('button', { name: `Remove ${jasper.name} from saved`, exact: true })
      .click();
    await expect(homeList(popup, 'Saved')).toHaveCount(1);
    expect(await namesOf(homeList(popup, 'Saved'))).toEqual([other.name]);
    await expect.poll(() => savedSlugs(serviceWorker)).toEqual([other.slug]);
    expect(extensionRequests(server)).toEqual([]);
  });

  test('two saved tools picked on the home screen open the comparison, with no request', async ({
    connect,
    context,
    extensionId,
    server,
    serviceWorker,
  }) => {
    const view = new DatasetView(server.dataset);
    const [first, second] = KNOWN_TOOLS.slice(0, 2).map((known) => view.tool(known.slug));
    if (!first || !second) throw new Error('the dataset lacks two known tools');
    let popup = await syncedPopup(connect, context, extensionId);
    await serviceWorker.evaluate(
      (tools) =>
        chrome.storage.sync.set({
          'saved.index': { v: 1, chunks: 1 },
          'saved.0': tools.map((tool) => ({ s: tool.slug, n: tool.name, p: 'free', t: Date.now() })),
        }),
      [first, second].map(({ slug, name }) => ({ slug, name })),
    );
    await popup.close();
    popup = await openPopup(context, extensionId);
    const saved = popup.getByRole('list', { name: 'Saved', exact: true });
    await expect(toolRows(saved)).toHaveCount(2);
    // One pick is not a comparison yet.
    await saved.getByRole('checkbox', { name: `Compare ${first.name}`, exact: true }).check();
    await expect(popup.getByRole('button', { name: /^Compare \d tools$/ })).toHaveCount(0);
    await saved.getByRole('checkbox', { name: `Compare ${second.name}`, exact: true }).check();

    server.clearLog();
    const open = popup.getByRole('button', { name: 'Compare 2 tools' });
    const [page] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await page.waitForLoadState();
    expect(page.url()).toMatch(/\/compare\.html/);
    const columns = page.getByRole('table').getByRole('columnheader');
    await expect(columns).toHaveCount(2);
    await expect(columns.nth(0)).toContainText(first.name);
    await expect(columns.nth(1)).toContainText(second.name);
    // Both are in the local copy of the directory: comparing them asked the directory nothing.
    expect(extensionRequests(server)).toEqual([]);
  });

  test('a star from another browser (storage.sync changing) shows up on the open home screen', async ({
    connect,
    context,
    extensionId,
    server,
    serviceWorker,
  }) => {
    const jasper = new DatasetView(server.dataset).tool('jasper');
    const popup = await syncedPopup(connect, context, extensionId);
    await expect(popup.getByText(/No saved tools yet/)).toBeVisible();
    // What browser sync writes when the person starred Jasper elsewhere.
    await serviceWorker.evaluate(
      ({ slug, name }) =>
        chrome.storage.sync.set({
          'saved.index': { v: 1, chunks: 1 },
          'saved.0': [{ s: slug, n: name, p: 'free', t: Date.now() }, { s: 'broken' }],
        }),
      { slug: jasper.slug, name: jasper.name },
    );
    await expect(homeList(popup, 'Saved')).toHaveCount(1);
    expect(await namesOf(homeList(popup, 'Saved'))).toEqual([jasper.name]);
  });

  test('export writes a JSON file; import brings it into an empty list, merges, and refuses a bad file', async ({
    connect,
    context,
    extensionId,
    openExtensionPage,
    server,
    serviceWorker,
  }) => {
    const view = new DatasetView(server.dataset);
    const tools = KNOWN_TOOLS.slice(0, 3).map((known) => view.tool(known.slug));
    const popup = await syncedPopup(connect, context, extensionId);
    for (const tool of tools.slice(0, 2)) {
      await openDetail(popup, tool.name);
      await detailStar(popup, tool.name).click();
      await expect(detailStar(popup, tool.name)).toHaveAccessibleName(`Remove ${tool.name} from saved`);
      await goHome(popup);
    }

    const options = await openExtensionPage('options.html');
    await expect(options.getByText('2 saved tools', { exact: false })).toBeVisible();
    const downloading = options.waitForEvent('download');
    await options.getByRole('button', { name: 'Export saved tools' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^toolscout-saved-tools-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(file.format).toBe('toolscout-saved-tools');
    expect(file.tools.map((tool: { slug: string }) => tool.slug)).toEqual([tools[1]?.slug, tools[0]?.slug]);
    await expect(options.getByText('Exported 2 tools.')).toBeVisible();

    // A fresh state: nothing saved (as on a browser without sync).
    await serviceWorker.evaluate(() => chrome.storage.sync.clear());
    await expect(options.getByText('No saved tools yet.')).toBeVisible();

    const importFile = async (name: string, text: string) => {
      const choosing = options.waitForEvent('filechooser');
      await options.getByRole('button', { name: 'Import saved tools…' }).click();
      await (await choosing).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    };
    // The exported file, plus a third tool someone added by hand and one broken entry.
    const third = tools[2];
    const edited = {
      ...file,
      tools: [
        ...file.tools,
        {
          slug: third?.slug,
          name: third?.name,
          logo: null,
          price: { type: 'free', amount: null },
          verified: false,
          rating: { average: null, count: 0 },
        },
        { slug: 'no-name-here' },
      ],
    };
    await importFile('saved.json', JSON.stringify(edited));
    // The panel's live line, which screen readers announce.
    const status = options.locator('#saved-tools [aria-live="polite"]');
    await expect(status).toHaveText('Imported 3 tools, 1 unreadable, skipped. 3 saved in all.');
    await importFile('saved.json', JSON.stringify(file));
    await expect(status).toHaveText('Imported 0 tools, 2 already saved. 3 saved in all.');
    await importFile('notes.json', 'these are my notes');
    await expect(status).toHaveText('This file is not JSON. Choose a file exported by Toolscout.');
    await importFile('other.json', JSON.stringify({ bookmarks: [] }));
    await expect(status).toContainText('This is not a Toolscout saved-tools file');
    await options.screenshot({ path: 'artifacts/screenshots/options-yours.png', fullPage: true });

    const reopened = await openPopup(context, extensionId);
    await expect(homeList(reopened, 'Saved')).toHaveCount(3);
    expect(await namesOf(homeList(reopened, 'Saved'))).toEqual(
      expect.arrayContaining(tools.map((tool) => tool.name)),
    );
  });
});

test.describe('yours: recently viewed', () => {
  test('details opened are listed newest first, on this device; Clear in options empties it', async ({
    connect,
    context,
    extensionId,
    openExtensionPage,
    server,
    serviceWorker,
  }) => {
    const view = new DatasetView(server.dataset);
    const [first, second] = KNOWN_TOOLS.slice(0, 2).map((known) => view.tool(known.slug));
    if (!first || !second) throw new Error('two known tools');
    const popup = await syncedPopup(connect, context, extensionId);
    await expect(popup.getByText(/Tools you open show up here/)).toBeVisible();
    await openDetail(popup, first.name);
    await goHome(popup);
    await openDetail(popup, second.name);
    await goHome(popup);
    await expect(homeList(popup, 'Recently viewed')).toHaveCount(2);
    expect(await namesOf(homeList(popup, 'Recently viewed'))).toEqual([second.name, first.name]);
    // Kept locally, never in sync.
    expect(Object.keys(await syncStorage(serviceWorker)).filter((key) => key.startsWith('recent'))).toEqual(
      [],
    );

    // Opening one from the list moves it to the top.
    await homeList(popup, 'Recently viewed').nth(1).click();
    await expect(popup.getByRole('heading', { level: 2, name: first.name, exact: true })).toBeVisible();
    await goHome(popup);
    await expect(homeList(popup, 'Recently viewed').first()).toHaveAccessibleName(first.name);

    const options = await openExtensionPage('options.html');
    await expect(options.getByText('2 recently viewed tools', { exact: false })).toBeVisible();
    await options.getByRole('button', { name: 'Clear recently viewed' }).click();
    await expect(options.getByText('Recently viewed cleared.')).toBeVisible();
    await expect(options.getByText('No recently viewed tools.')).toBeVisible();
    // The open popup hears it.
    await expect(homeList(popup, 'Recently viewed')).toHaveCount(0);
    await expect(popup.getByText(/Tools you open show up here/)).toBeVisible();
  });
});

test.describe('yours: copy link and the gear', () => {
  test('Copy directory link puts the tool’s directory page on the clipboard and says Copied', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const jasper = new DatasetView(server.dataset).tool('jasper');
    const popup = await syncedPopup(connect, context, extensionId);
    await openDetail(popup, jasper.name);
    // Both wait in the detail's "More actions" menu.
    const more = popup.getByRole('button', { name: 'More actions' });
    await more.click();
    const directoryLink = popup.getByRole('menuitem', { name: 'Open in directory' });
    await expect(directoryLink).toHaveAttribute('href', /^https?:\/\//);
    const href = await directoryLink.getAttribute('href');
    const copy = popup.getByRole('menuitem', { name: 'Copy directory link' });
    await expect(copy).toHaveAttribute('title', `Copies the tool’s page in the directory: ${href}`);
    await copy.click();
    // The menu closes onto its button, and the line under the actions says what was copied.
    await expect(popup.getByRole('menu')).toHaveCount(0);
    await expect(more).toBeFocused();
    await expect(popup.getByText('Copied the link to this tool’s page in the directory.')).toBeVisible();
    expect(await popup.evaluate(() => navigator.clipboard.readText())).toBe(href);
    // The confirmation goes after a moment.
    await expect(popup.getByText('Copied the link to this tool’s page in the directory.')).toHaveCount(0);
  });

  test('the gear in the popup header opens the options page', async ({ context, extensionId }) => {
    const popup = await openPopup(context, extensionId);
    const opening = context.waitForEvent('page', {
      predicate: (page) => page.url().includes('/options.html'),
    });
    await popup.getByRole('button', { name: 'Settings' }).click();
    const options = await opening;
    await expect(options.getByRole('heading', { level: 1, name: 'Toolscout settings' })).toBeVisible();
  });
});
