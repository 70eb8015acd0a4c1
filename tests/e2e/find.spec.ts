// Find (issue 11, part 2) in real Chromium against the reference server: filters and sort on search
// results (over every local match) and listings, more rows never moving the ones shown, filters
// remembered for the session, comparing tools from a detail and its alternatives, and prices never cut off.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { applyFilters, DEFAULT_FILTERS, priceKind } from '../../lib/directory/public/filters';
import { LOCAL_FIRST_PAGE } from '../../lib/directory/public/match-page';
import { DEFAULT_PER_PAGE } from '../../server/http/validation';
import type { RunningServer, ToolRecord } from '../../server/index';
import { sharedCopy } from './english-copy';
import { expect, extensionRequests, test } from './fixtures';

const { priceLabel } = sharedCopy;

import { artifactsDir } from './paths';
import {
  DatasetView,
  directoryButton,
  escapeRegExp,
  localMatches,
  namesOf,
  openDetail,
  openPopup,
  PAST_DEBOUNCE_MS,
  POPUP_VIEWPORT,
  popupScreenshot,
  popupUrl,
  result,
  resultCells,
  resultCount,
  searchBox,
  searchRequests,
  syncedPopup,
  toolRows,
} from './popup-helpers';

/** The one tool of the dataset with this name (the tests pick rows whose names are unique). */
function uniqueTool(view: DatasetView, name: string): ToolRecord | null {
  const tools = view.toolsNamed(name);
  return tools.length === 1 ? (tools[0] ?? null) : null;
}

async function averagesOf(rows: Locator): Promise<number[]> {
  const count = await rows.count();
  const averages: number[] = [];
  for (let index = 0; index < count; index++) {
    const value = rows.nth(index).locator('.ts-rating__value');
    averages.push((await value.count()) > 0 ? Number(await value.textContent()) : -1);
  }
  return averages;
}

async function openFilters(popup: Page): Promise<void> {
  const toggle = popup.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  // Said here, not as a select that never shows: once in a fresh-clone run the panel stayed closed after
  // the click (the failure's screenshot: "▸ Filters", the box unfocused), and the test waited 60 s.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

function searchCount(server: RunningServer): number {
  return searchRequests(server.requestLog).length;
}

test.describe('find: filters and sort', () => {
  test('filters act on every match at once, the count says how many of all, sort orders them all, and both are remembered when the popup opens again', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    const matches = localMatches(server.dataset)('video');
    const popup = await syncedPopup(connect, context, extensionId, { prefetch: false });
    server.clearLog();
    await searchBox(popup).fill('video');
    await expect(resultCount(popup)).toHaveText(`${matches.length} tools`);
    const rows = resultCells(popup);
    await expect(rows).toHaveCount(LOCAL_FIRST_PAGE);

    // Keyboard only: Tab to the disclosure, Enter opens it, the selects take arrow keys.
    await openFilters(popup);
    const rating = popup.getByRole('combobox', { name: 'Rating', exact: true });
    await rating.selectOption('4');
    await popup.getByRole('switch', { name: 'Verified only' }).check();
    await expect(popup.getByRole('button', { name: /^Filters/ })).toContainText('4+ stars');

    // At once, over every match (not only the rows shown): how many of all, each verified and rated 4+.
    const narrowed = { ...DEFAULT_FILTERS, minRating: 4, verifiedOnly: true } as const;
    const kept = applyFilters(matches, narrowed);
    expect(kept.length).toBeGreaterThan(0);
    await expect(resultCount(popup)).toHaveText(`${kept.length} of ${matches.length} tools`);
    await expect(rows).toHaveCount(Math.min(kept.length, LOCAL_FIRST_PAGE));
    for (const name of await namesOf(rows)) {
      expect(
        view.toolsNamed(name).some((tool) => tool.verified && (tool.rating.average ?? 0) >= 4),
        `${name} is verified and rated 4+`,
      ).toBe(true);
    }
    for (const average of await averagesOf(rows)) expect(average).toBeGreaterThanOrEqual(4);
    await popupScreenshot(popup, 'find-filters');

    // Sort by rating: the best of every match first, not of the rows that were shown.
    await popup.getByRole('combobox', { name: 'Sort', exact: true }).selectOption('rating');
    const byRating = applyFilters(matches, { ...narrowed, sort: 'rating' }).slice(0, LOCAL_FIRST_PAGE);
    await expect.poll(async () => namesOf(rows)).toEqual(byRating.map((tool) => tool.name));
    const averages = await averagesOf(rows);
    expect([...averages].sort((a, b) => b - a)).toEqual(averages);
    await popup.waitForTimeout(PAST_DEBOUNCE_MS);
    // Filtering and sorting asked the directory nothing.
    expect(searchCount(server)).toBe(0);
    const sortedNames = await namesOf(rows);
    await popup.close();

    // The same session, the popup opened again and typed into at once: the filters are still on, and no
    // row they hide is drawn, not even before the popup has read them.
    const again = await context.newPage();
    await again.setViewportSize(POPUP_VIEWPORT);
    await again.addInitScript(typeAtOnceAndRecordRows, 'video');
    await again.goto(popupUrl(extensionId));
    await expect(resultCount(again)).toHaveText(`${kept.length} of ${matches.length} tools`);
    const everDrawn = await again.evaluate(() => [
      ...(window as unknown as { rowsDrawn: Set<string> }).rowsDrawn,
    ]);
    expect(everDrawn.length).toBeGreaterThan(0);
    const keptNames = new Set(kept.map((tool) => tool.name));
    expect(everDrawn.filter((name) => !keptNames.has(name))).toEqual([]);
    await expect(again.getByRole('switch', { name: 'Verified only' })).toBeChecked();
    await expect(again.getByRole('button', { name: /^Filters/ })).toContainText('4+ stars');
    await expect(again.getByRole('button', { name: /^Filters/ })).toContainText('by rating');
    await openFilters(again);
    await expect(again.getByRole('combobox', { name: 'Rating', exact: true })).toHaveValue('4');
    await expect(again.getByRole('combobox', { name: 'Sort', exact: true })).toHaveValue('rating');
    await expect(resultCount(again)).toHaveText(`${kept.length} of ${matches.length} tools`);
    await expect
      .poll(async () => (await namesOf(resultCells(again))).slice(0, 3))
      .toEqual(sortedNames.slice(0, 3));
    expect(searchCount(server)).toBe(0);
  });

  test('when the filters hide every result, the popup says which one and clears it', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    const popup = await syncedPopup(connect, context, extensionId, { prefetch: false });
    const jasper = view.tool('jasper');
    await searchBox(popup).fill(jasper.name);
    const rows = resultCells(popup);
    await expect(resultCount(popup)).toHaveText(/^\d+ tools?$/);
    const names = await namesOf(rows);
    expect(names).toContain(jasper.name);
    const kinds = new Set(
      names.flatMap((name) => view.toolsNamed(name).map((tool) => priceKind(tool.price.type))),
    );
    const hidden = (['free', 'freemium', 'paid'] as const).find((kind) => !kinds.has(kind));
    test.skip(hidden === undefined, 'every price kind is among the results');

    await openFilters(popup);
    await popup.getByRole('combobox', { name: 'Price', exact: true }).selectOption(hidden ?? 'any');
    await expect(rows).toHaveCount(0);
    // Worked out over every match, in the background: how many, and which filter hides them.
    await expect(popup.getByText(/but the price filter hides/)).toBeVisible();
    await expect(resultCount(popup)).toHaveText(
      `0 of ${names.length} ${names.length === 1 ? 'tool' : 'tools'}`,
    );
    await popupScreenshot(popup, 'find-filtered-empty');
    await popup.getByRole('button', { name: 'Clear the price filter' }).click();
    await expect(rows).toHaveCount(names.length);
    await expect(popup.getByRole('combobox', { name: 'Price', exact: true })).toHaveValue('any');
  });

  test('a category listing filters and sorts its loaded tools at once; "Verified only" comes from the device too', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    // The prefetch done first: its requests must not be taken for the listing's.
    const popup = await syncedPopup(connect, context, extensionId);
    const sub = [...server.dataset.subcategories].sort(
      (a, b) => view.toolsInSubcategory(b).length - view.toolsInSubcategory(a).length,
    )[0];
    if (!sub) throw new Error('no subcategory');
    const category = server.dataset.categories.find((candidate) => candidate.id === sub.categoryId);
    if (!category) throw new Error('no category');
    await popup.getByRole('tab', { name: 'Categories' }).click();
    await popup.getByRole('button', { name: new RegExp(`^${category.name} `) }).click();
    await popup.getByRole('button', { name: new RegExp(`^${sub.name} \\d`) }).click();
    const list = toolRows(popup.getByRole('list', { name: `Tools in ${sub.name}` }));
    await expect(list.first()).toBeVisible();
    const loaded = await namesOf(list);
    server.clearLog();

    await openFilters(popup);
    await popup.getByRole('combobox', { name: 'Price', exact: true }).selectOption('free');
    await expect.poll(async () => (await namesOf(list)).length).toBeLessThan(loaded.length);
    for (const name of await namesOf(list)) {
      expect(view.toolsNamed(name).some((tool) => priceKind(tool.price.type) === 'free')).toBe(true);
    }
    await popup.getByRole('combobox', { name: 'Sort', exact: true }).selectOption('rating');
    const averages = await averagesOf(list);
    expect([...averages].sort((a, b) => b - a)).toEqual(averages);
    await popup.waitForTimeout(PAST_DEBOUNCE_MS);
    expect(extensionRequests(server)).toEqual([]);
    // Verified tools across all pages, from the local copy: the listing holds exactly the
    // subcategory's verified tools, most popular first, and nothing is asked.
    await popup.getByRole('switch', { name: 'Verified only' }).check();
    const verified = view.toolsInSubcategory(sub).filter((tool) => tool.verified);
    await expect(
      popup
        .getByText(`${verified.length.toLocaleString('en')} tools`, { exact: true })
        .filter({ visible: true }),
    ).toBeVisible();
    await popup.getByRole('combobox', { name: 'Sort', exact: true }).selectOption('popularity');
    // Its first page, with the price filter still on.
    await expect
      .poll(() => namesOf(list))
      .toEqual(
        verified
          .slice(0, DEFAULT_PER_PAGE)
          .filter((tool) => priceKind(tool.price.type) === 'free')
          .map((tool) => tool.name),
      );
    expect(extensionRequests(server)).toEqual([]);
  });
});

test.describe('find: rows never move', () => {
  test('scrolling adds the device’s next rows below those shown; the directory’s own results come in a list of their own, and back again the device’s rows are where they were', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const popup = await syncedPopup(connect, context, extensionId, { prefetch: false });
    server.clearLog();
    await searchBox(popup).fill('video');
    const rows = resultCells(popup);
    await expect(rows).toHaveCount(LOCAL_FIRST_PAGE);
    const firstPage = await namesOf(rows);
    await popup.locator('.pp-scroll').evaluate((area) => area.scrollTo(0, area.scrollHeight));
    await expect.poll(() => rows.count()).toBeGreaterThan(LOCAL_FIRST_PAGE);
    const device = await namesOf(rows);
    expect(device.slice(0, LOCAL_FIRST_PAGE)).toEqual(firstPage);
    expect(searchRequests(server.requestLog)).toEqual([]);

    // The directory answers slowly: its list says it is searching meanwhile, and shows no row of the device's.
    server.setOptions({ faults: { enabled: true, latencyMs: 1_500 } });
    await directoryButton(popup).click();
    await expect(resultCount(popup)).toHaveText('Searching the directory’s index…');
    await expect(rows).toHaveCount(0);
    await expect(resultCount(popup)).toHaveText(/^\d+ tools in the directory’s index$/, { timeout: 15_000 });
    const directory = await namesOf(rows);
    expect(directory.length).toBeGreaterThan(0);
    expect(searchRequests(server.requestLog).map((entry) => entry.query.q)).toEqual(['video']);

    await popup.getByRole('button', { name: 'Back to the results on this device' }).click();
    await expect.poll(async () => namesOf(rows)).toEqual(device);
    expect(searchRequests(server.requestLog)).toHaveLength(1);
  });
});

test.describe('find: compare', () => {
  test('pick a tool and two alternatives, compare them side by side with best values marked, remove one', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    // With the prefetch done too: the extension is quiet, so what the log shows below is the comparison's
    // own. Without it, the prefetch's GET /tools/jasper/alternatives once came after the log was cleared.
    const popup = await syncedPopup(connect, context, extensionId);
    const jasper = view.tool('jasper');
    await openDetail(popup, jasper.name);

    await popup.getByRole('checkbox', { name: `Compare ${jasper.name}`, exact: true }).check();
    // One tool is not a comparison yet.
    await expect(popup.getByRole('button', { name: /^Compare \d tools$/ })).toHaveCount(0);
    const alternatives = popup.getByRole('list', { name: `Alternatives to ${jasper.name}` });
    const alternativeNames = await namesOf(toolRows(alternatives));
    const picked = alternativeNames.slice(0, 2);
    for (const name of picked) {
      await alternatives.getByRole('checkbox', { name: `Compare ${name}`, exact: true }).check();
    }
    const open = popup.getByRole('button', { name: 'Compare 3 tools' });
    await expect(open).toBeVisible();

    server.clearLog();
    const [page] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await page.waitForLoadState();
    expect(page.url()).toMatch(/^chrome-extension:\/\/[^/]+\/compare\.html/);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare tools' })).toBeVisible();

    const table = page.getByRole('table');
    const columns = table.getByRole('columnheader');
    await expect(columns).toHaveCount(3);
    const tools = [jasper, ...picked.map((name) => alternativeTool(view, name, jasper))];
    for (const [index, tool] of tools.entries()) await expect(columns.nth(index)).toContainText(tool.name);

    // Each row: its header, one cell per tool; the best value marked in words, not colour alone.
    const rowOf = (label: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    const cellsOf = (label: string) => rowOf(label).getByRole('cell');
    for (const [index, tool] of tools.entries()) {
      await expect(cellsOf('Price').nth(index)).toHaveText(
        new RegExp(`^${escapeRegExp(priceLabel(tool.price))}`),
      );
      await expect(cellsOf('Verified').nth(index)).toContainText(tool.verified ? 'Yes' : 'No');
      for (const sub of view.subcategoriesOf(tool))
        await expect(cellsOf('Subcategories').nth(index)).toContainText(sub.name);
      await expect(cellsOf('Description').nth(index)).toContainText(tool.description.slice(0, 40));
      await expect(
        cellsOf('Links')
          .nth(index)
          .getByRole('link', { name: `Website ${tool.name}` }),
      ).toHaveAttribute('href', new RegExp(`^${escapeRegExp(tool.website)}`));
    }
    // "Best" on the one tool with a row's best value, "Tied best" on each of several that share it,
    // nothing when all share it or a price that is not known could be lower.
    const expectBest = async (label: string, marks: Map<string, Mark>) => {
      for (const [index, tool] of tools.entries()) {
        const cell = cellsOf(label).nth(index);
        const mark = marks.get(tool.slug);
        if (mark === 'Best') await expect(cell).toContainText('Best');
        else if (mark === 'Tied best') await expect(cell).toContainText('Tied best');
        else await expect(cell).not.toContainText(/Best|Tied best/);
        // A tie is never called "Best".
        if (mark !== 'Best') await expect(cell).not.toContainText('Best');
      }
      // One rule per row, stated under its name.
      await expect(rowOf(label).getByRole('rowheader')).toContainText('Best:');
    };
    await expectBest(
      'Rating',
      bestOf(tools, (tool) => (tool.rating.count > 0 ? Math.round((tool.rating.average ?? 0) * 10) : -1)),
    );
    await expectBest(
      'Number of ratings',
      bestOf(tools, (tool) => tool.rating.count),
    );
    await expectBest('Price', cheapestOf(tools));
    await expectBest(
      'Verified',
      bestOf(tools, (tool) => (tool.verified ? 1 : 0)),
    );
    await popupScreenshot(popup, 'find-compare-picked');
    await page.screenshot({ path: path.join(artifactsDir, 'screenshots', 'compare.png'), fullPage: true });
    // All three are in the local directory: opening the comparison asked the directory nothing.
    expect(extensionRequests(server)).toEqual([]);

    // Remove one, by keyboard.
    const removed = tools[2] as ToolRecord;
    await page.getByRole('button', { name: `Remove ${removed.name}` }).focus();
    await page.keyboard.press('Enter');
    await expect(columns).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(table).not.toContainText(removed.name);
    // The popup agrees.
    await popup.reload();
    await searchBox(popup).fill(jasper.name);
    await result(popup, jasper.name).click();
    await expect(popup.getByRole('button', { name: 'Compare 2 tools' })).toBeVisible();

    // Down to one, then none: the page says what to do.
    await page.getByRole('button', { name: `Remove ${tools[1]?.name}` }).click();
    await expect(page.getByText(/Only .* is picked/)).toBeVisible();
    await page.getByRole('button', { name: `Remove ${jasper.name}` }).click();
    await expect(page.getByText(/Nothing to compare yet/)).toBeVisible();
  });

  test('a picked tool the device does not have is asked of the directory only when compare opens', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    // Connected, but not synced: no local directory yet.
    await connect();
    const popup = await openPopup(context, extensionId);
    const jasper = view.tool('jasper');
    const other = view.tool('midjourney');
    for (const tool of [jasper, other]) {
      await popup.evaluate((item) => chrome.runtime.sendMessage({ type: 'compare/add', ...item }), {
        slug: tool.slug,
        name: tool.name,
      });
    }
    // Picking asked the directory nothing about these tools.
    const aboutThem = (path: string) =>
      [`/api/v1/tools/${jasper.slug}`, `/api/v1/tools/${other.slug}`].includes(path);
    expect(extensionRequests(server).filter((entry) => aboutThem(entry.path))).toEqual([]);
    const page = await context.newPage();
    server.clearLog();
    await page.goto(popup.url().replace('popup.html', 'compare.html'));
    await expect(page.getByRole('columnheader')).toHaveCount(2);
    await expect(page.getByRole('row').filter({ hasText: 'Price' }).getByRole('cell').first()).toContainText(
      priceLabel(jasper.price).split(' ')[0] ?? '',
    );
    const asked = extensionRequests(server)
      .map((entry) => entry.path)
      .filter((path) => /\/tools\/[^/]+$/.test(path));
    // Either from the local directory (a sync that finished first) or one request per tool, no more.
    expect(asked.length).toBeLessThanOrEqual(2);
    for (const path of asked) expect(aboutThem(path), path).toBe(true);
  });
});

test.describe('find: prices', () => {
  test('a price is never cut off in a popup row, and has no needless .00', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    const popup = await syncedPopup(connect, context, extensionId, { prefetch: false });
    // The device's rows, and the directory's own results (a list of their own).
    for (const query of ['video', 'writing assistant', 'image generator']) {
      await searchBox(popup).fill(query);
      await expect(resultCells(popup).first()).toBeVisible();
      await expectPricesWhole(popup, view);
      await directoryButton(popup).click();
      await expect(resultCount(popup)).toHaveText(/in the directory’s index$/, { timeout: 15_000 });
      await expect(resultCells(popup).first()).toBeVisible();
      await expectPricesWhole(popup, view);
    }
  });
});

/**
 * Every result row's price is all there: not overflowing, not clipped by its line, no ellipsis, no
 * ".00". Read in one go, so rows replaced meanwhile (the directory's answer) are never half-read.
 */
async function expectPricesWhole(popup: Page, view: DatasetView): Promise<void> {
  const rows = await resultCells(popup).evaluateAll((elements) =>
    elements.map((element) => {
      const price = element.querySelector('.ts-price') as HTMLElement;
      const meta = element.querySelector('.pp-row__meta') as HTMLElement;
      const box = price.getBoundingClientRect();
      const line = meta.getBoundingClientRect();
      const nameId = element.getAttribute('aria-labelledby') ?? '';
      return {
        name: element.ownerDocument.getElementById(nameId)?.textContent?.trim() ?? '',
        text: price.textContent ?? '',
        overflowing: price.scrollWidth > price.clientWidth + 1,
        clipped: box.right > line.right + 1 || box.bottom > line.bottom + 1,
      };
    }),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const fit of rows) {
    expect(fit.overflowing, `${fit.name}: ${fit.text} overflows`).toBe(false);
    expect(fit.clipped, `${fit.name}: ${fit.text} is cut by its row`).toBe(false);
    expect(fit.text).not.toMatch(/…|\.00\b/);
    const tool = uniqueTool(view, fit.name);
    if (tool) expect(fit.text).toBe(priceLabel(tool.price));
  }
}

function alternativeTool(view: DatasetView, name: string, not: ToolRecord): ToolRecord {
  const tool = view.toolsNamed(name).find((candidate) => candidate.slug !== not.slug);
  if (!tool) throw new Error(`no tool named ${name}`);
  return tool;
}

type Mark = 'Best' | 'Tied best';

/** The marks of a row whose best is the highest value: one tool alone, several tied, none when all tie. */
function marksOf(tools: readonly ToolRecord[], winners: readonly ToolRecord[]): Map<string, Mark> {
  if (winners.length === 0 || winners.length === tools.length) return new Map();
  return new Map(winners.map((tool) => [tool.slug, winners.length === 1 ? 'Best' : 'Tied best']));
}

function bestOf(tools: readonly ToolRecord[], value: (tool: ToolRecord) => number): Map<string, Mark> {
  const top = Math.max(...tools.map(value));
  return marksOf(
    tools,
    tools.filter((tool) => value(tool) === top),
  );
}

/**
 * The price row's stated rule, read from the dataset: Free, then Freemium, then any other model, each by
 * its lowest "from" amount; nothing marked when the cheapest model holds a tool whose amount is not known.
 */
function cheapestOf(tools: readonly ToolRecord[]): Map<string, Mark> {
  const model = (tool: ToolRecord) => {
    const type = tool.price.type.toLowerCase();
    return type === 'free' ? 0 : type === 'freemium' ? 1 : 2;
  };
  const amount = (tool: ToolRecord) =>
    tool.price.amount !== null && tool.price.amount > 0 ? Math.round(tool.price.amount * 100) : null;
  const first = Math.min(...tools.map(model));
  const candidates = tools.filter((tool) => model(tool) === first);
  if (first === 0) return marksOf(tools, candidates);
  if (candidates.some((tool) => amount(tool) === null)) return new Map();
  const lowest = Math.min(...candidates.map((tool) => amount(tool) ?? 0));
  return marksOf(
    tools,
    candidates.filter((tool) => amount(tool) === lowest),
  );
}

/**
 * In the popup page, from its start: `query` typed into the first search box the moment it exists (as a
 * person typing at once), and the name of every result row ever drawn, in the set `window.rowsDrawn`.
 */
function typeAtOnceAndRecordRows(query: string): void {
  const drawn = new Set<string>();
  Object.assign(window, { rowsDrawn: drawn });
  new MutationObserver(() => {
    const box = document.querySelector<HTMLInputElement>('input[type="search"]');
    if (box && box.value === '') {
      box.value = query;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const cell of document.querySelectorAll('[role="row"] > [role="gridcell"][aria-labelledby]')) {
      const name = document.getElementById(cell.getAttribute('aria-labelledby') ?? '')?.textContent?.trim();
      if (name) drawn.add(name);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}
