// Ratings in search results, in real Chromium: each engine's results page (built in serp-pages.ts, served
// at the engine's address), the options switch that allows it, the chips, and what is sent.
import type { Page } from '@playwright/test';
import { ENGINES, type EngineId } from '../../lib/serp/public/engines';
import type { RunningServer, ToolJson } from '../../server/index';
import { expect, extensionRequests, test, waitForDirectory } from './fixtures';
import {
  RESULTS_CONTAINER,
  RESULTS_PAGES,
  resultHtml,
  resultsPageHtml,
  routeResultsPage,
  type SerpResult,
} from './serp-pages';
import { listedAlternatives, listing, plainSiteTools } from './sites';

const CHIP = 'toolscout-chip';

/** What a chip says: "★ 4.6 (1,234)" and "5 alternatives" (saved) or "alternatives". */
function chipRating(tool: ToolJson): string {
  const { average, count } = tool.rating;
  if (average === null || count === 0) return 'no ratings';
  return `★ ${Math.min(5, Math.max(0, average)).toFixed(1)} (${count.toLocaleString('en')})`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The chip's accessible name: "Toolscout: ⁨Name⁩, ★ 4.6 (1,234), 5 alternatives. Open its card". */
const chipName = (tool: ToolJson) => new RegExp(`^Toolscout: .${escapeRegExp(tool.name)}., `);

/** A saved top tool (its alternatives are on the device) and a long-tail tool (opening its card asks). */
async function pickTools(
  server: RunningServer,
): Promise<{ top: ToolJson; top2: ToolJson; longTail: ToolJson }> {
  const first = await listing(server, 1);
  const ninth = await listing(server, 9);
  const [top, top2] = plainSiteTools(first.slice(0, 20), [...first, ...ninth]);
  const [longTail] = plainSiteTools(ninth, first);
  if (!top || !top2 || !longTail) throw new Error('no tools with plain websites in the listing');
  return { top, top2, longTail };
}

/**
 * Every script world the extension opens in the page, by name: an injected script runs in one of its own,
 * with the extension's origin (Playwright's own utility world has none).
 */
async function watchExtensionWorlds(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const worlds: string[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context: world }) => {
    if (world.origin.startsWith('chrome-extension://')) worlds.push(world.name);
  });
  await cdp.send('Runtime.enable');
  return worlds;
}

async function switchEngine(options: Page, engine: EngineId, on: boolean) {
  const name = ENGINES.find((candidate) => candidate.id === engine)?.name ?? engine;
  const toggle = options.getByRole('switch', { name: `Show ratings in ${name} results` });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect(toggle).toBeChecked({ checked: on });
}

test.describe('ratings in search results', () => {
  let options: Page;

  test.beforeEach(async ({ connect, openExtensionPage }) => {
    await connect();
    options = await openExtensionPage('options.html');
    await waitForDirectory(options);
  });

  for (const engine of ENGINES.map((candidate) => candidate.id)) {
    test(`${engine}: tools get a chip with their rating, other results none, and loading sends nothing`, async ({
      context,
      server,
    }) => {
      const { top, longTail } = await pickTools(server);
      await switchEngine(options, engine, true);
      const results: SerpResult[] = [
        { url: 'https://reviews.example/best-ai-video-editors-2026', title: 'The best AI video editors' },
        {
          url: top.website,
          title: `${top.name} — official site`,
          wrapped: engine !== 'brave',
          // Google and Bing draw them, each an h3 of its own: they get no chip (one per result).
          sitelinks: ['pricing', 'blog', 'login'].map((page) => ({
            url: new URL(page, top.website).href,
            title: `${top.name} ${page}`,
          })),
        },
        { url: 'https://forum.example/t/which-editor', title: 'Which editor do you use?' },
        { url: longTail.website, title: `${longTail.name} | Home` },
      ];
      await routeResultsPage(context, engine, results);
      server.clearLog();
      const page = await context.newPage();
      await page.goto(RESULTS_PAGES[engine]);

      const topChip = page.getByRole('button', { name: chipName(top) });
      const longTailChip = page.getByRole('button', { name: chipName(longTail) });
      // Counted as its card lists them: each product once.
      const count = (await listedAlternatives(server, top)).length;
      await expect(topChip).toHaveText(`${chipRating(top)} · ${count} alternative${count === 1 ? '' : 's'}`);
      await expect(longTailChip).toHaveText(`${chipRating(longTail)} · alternatives`);
      // Two tools, two chips; the other results have none.
      await expect(page.locator(CHIP)).toHaveCount(2);
      // Each chip sits in its result's title.
      await expect(page.locator(`:is(h2, h3, .title):has(${CHIP})`)).toHaveText([
        new RegExp(escapeRegExp(`${top.name} — official site`)),
        new RegExp(escapeRegExp(`${longTail.name} | Home`)),
      ]);
      // A chip has no attribute a page could find it by.
      expect(
        await page
          .locator(CHIP)
          .first()
          .evaluate((host) => host.attributes.length),
      ).toBe(0);
      // No layout shift: every result and what follows them sit where they would without the chips.
      const positions = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('h2, h3, .title, cite, a, p')].map((element) => {
            const box = element.getBoundingClientRect();
            return [Math.round(box.top), Math.round(box.height)];
          }),
        );
      const withChips = await positions();
      if (engine === 'google') await page.screenshot({ path: 'artifacts/screenshots/serp-google.png' });
      await page.evaluate((tag) => {
        for (const chip of document.querySelectorAll(tag)) chip.remove();
      }, CHIP);
      expect(await positions()).toEqual(withChips);
      expect(extensionRequests(server)).toEqual([]);
    });
  }

  test("a chip opens the tool's card in the page: a top tool's asks nothing, a long-tail tool's asks about it alone", async ({
    context,
    server,
  }) => {
    const { top, longTail } = await pickTools(server);
    await switchEngine(options, 'google', true);
    await routeResultsPage(context, 'google', [
      { url: top.website, title: top.name },
      { url: longTail.website, title: longTail.name, wrapped: true },
    ]);
    server.clearLog();
    const page = await context.newPage();
    await page.goto(RESULTS_PAGES.google);

    await page.getByRole('button', { name: chipName(top) }).click();
    // The chip does not follow the result's link.
    expect(page.url()).toBe(RESULTS_PAGES.google);
    const topCard = page.getByRole('region', { name: `Toolscout: ${top.name}` });
    await expect(topCard.getByRole('list', { name: 'Alternatives' }).getByRole('link')).toHaveText(
      await listedAlternatives(server, top),
    );
    expect(extensionRequests(server)).toEqual([]);

    await page.getByRole('button', { name: chipName(longTail) }).click();
    const card = page.getByRole('region', { name: `Toolscout: ${longTail.name}` });
    await expect(card).toBeVisible();
    // One card at a time.
    await expect(topCard).toHaveCount(0);
    await expect(card.getByRole('status')).toHaveText(/From the directory|lists no alternatives/);
    expect(extensionRequests(server).map((entry) => entry.path)).toEqual([
      `/api/v1/tools/${longTail.slug}/alternatives`,
    ]);
    // The card names no page: the request carries neither the engine nor the query.
    const said = JSON.stringify(extensionRequests(server)).toLowerCase();
    expect(said).not.toContain('google');
    expect(said).not.toContain('video+editor');
    await page.screenshot({ path: 'artifacts/screenshots/serp-card.png' });
  });

  test('a long results page: the results in view get their chips first, every tool its chip soon after, each once', async ({
    context,
    server,
  }) => {
    const first = await listing(server, 1);
    const tools = plainSiteTools(first.slice(0, 60), first).slice(0, 30);
    expect(tools.length).toBe(30);
    await switchEngine(options, 'google', true);
    // 30 tools among 45 results: far more than a screen.
    const results: SerpResult[] = tools.flatMap((tool, index) => [
      { url: tool.website, title: `${tool.name} — result ${index}`, wrapped: index % 2 === 0 },
      ...(index % 2 === 0 ? [{ url: `https://blog${index}.example/post`, title: `Blog post ${index}` }] : []),
    ]);
    await routeResultsPage(context, 'google', results);
    server.clearLog();
    const page = await context.newPage();
    // The page's own view of it: each batch of chips as it arrives, with where its titles are.
    await page.addInitScript(() => {
      const batches: number[][] = [];
      (window as unknown as { chipBatches: number[][] }).chipBatches = batches;
      new MutationObserver((records) => {
        const tops = records.flatMap((record) =>
          [...record.addedNodes]
            .filter((node) => node.nodeName === 'TOOLSCOUT-CHIP')
            .map((node) => Math.round((node.parentElement as Element).getBoundingClientRect().top)),
        );
        if (tops.length > 0) batches.push(tops);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(RESULTS_PAGES.google);
    const withChip = page.locator(`h3:has(${CHIP})`);
    await expect(withChip).toHaveCount(tools.length);
    const [firstBatch = [], ...later] = await page.evaluate(
      () => (window as unknown as { chipBatches: number[][] }).chipBatches,
    );
    const viewport = page.viewportSize()?.height ?? 0;
    // First what a person can see (and half a screen more), then the rest: no result twice.
    expect(firstBatch.length).toBeGreaterThan(0);
    expect(Math.max(...firstBatch)).toBeLessThan(viewport * 1.5);
    expect(firstBatch.length + later.flat().length).toBe(tools.length);
    expect(later.flat().length).toBeGreaterThan(0);
    // Scrolled to the end and back: still one chip per tool, none on the other results.
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(400);
    await page.mouse.wheel(0, -20_000);
    await page.waitForTimeout(400);
    await expect(page.locator(CHIP)).toHaveCount(tools.length);
    await expect(page.locator(`h3:has(${CHIP} + ${CHIP})`)).toHaveCount(0);
    expect(extensionRequests(server)).toEqual([]);
  });

  test("Google at a country's address: the switch asks for the address chosen, and its results pages get chips", async ({
    context,
    server,
  }) => {
    const { top, longTail } = await pickTools(server);
    const address = options.getByRole('combobox', { name: 'Google address you search at' });
    // The address is a choice only while Google is on: off, there is none to make.
    await expect(options.getByRole('switch', { name: 'Show ratings in Google results' })).toBeVisible();
    await expect(address).toHaveCount(0);
    await switchEngine(options, 'google', true);
    await address.selectOption('www.google.de');
    await expect(options.getByText('Asks for access to https://www.google.de/*')).toBeVisible();
    await expect(options.getByText(/naming some 190 sites/)).toBeVisible();
    await switchEngine(options, 'google', true);
    // The choice is kept.
    await options.reload();
    await expect(address).toHaveValue('www.google.de');

    const german = 'https://www.google.de/search?q=beste+ki+videobearbeitung&hl=de';
    await routeResultsPage(
      context,
      'google',
      [
        { url: 'https://ratgeber.example/videoschnitt', title: 'Die besten KI-Videoeditoren' },
        { url: top.website, title: top.name, wrapped: true },
        { url: longTail.website, title: longTail.name },
      ],
      german,
    );
    server.clearLog();
    const page = await context.newPage();
    const extensionWorlds = await watchExtensionWorlds(page);
    await page.goto(german);
    await expect(page.getByRole('button', { name: chipName(top) })).toHaveText(
      `${chipRating(top)} · ${(await listedAlternatives(server, top)).length} alternatives`,
    );
    await expect(page.getByRole('button', { name: chipName(longTail) })).toBeVisible();
    await expect(page.locator(CHIP)).toHaveCount(2);
    await page.screenshot({ path: 'artifacts/screenshots/serp-google-de.png' });
    expect(extensionWorlds.length).toBeGreaterThan(0);
    // Google's own pages at that address get nothing. (In a fresh tab: after a same-origin navigation from
    // an annotated page, Chromium reports the extension's world again though the background injects
    // nothing there; the script would not act on it anyway, as it re-checks the URL.)
    const home = await context.newPage();
    const homeWorlds = await watchExtensionWorlds(home);
    await home.goto('https://www.google.de/');
    await home.waitForLoadState('load');
    await home.waitForTimeout(500);
    expect(homeWorlds).toEqual([]);
    expect(extensionRequests(server)).toEqual([]);
  });

  test('results appended after load (more results) get their chips', async ({ context, server }) => {
    const { top, top2 } = await pickTools(server);
    for (const engine of ['duckduckgo', 'bing', 'google', 'brave'] as const) {
      await switchEngine(options, engine, true);
      await routeResultsPage(context, engine, [{ url: top.website, title: top.name }]);
      const page = await context.newPage();
      await page.goto(RESULTS_PAGES[engine]);
      await expect(page.locator(CHIP)).toHaveCount(1);
      // The page adds a batch of results, as its "More results" button or infinite scroll does.
      const more = [
        { url: 'https://blog.example/editing', title: 'Editing, explained' },
        { url: top2.website, title: top2.name, wrapped: true },
      ].map((result) => resultHtml(engine, result));
      await page.evaluate(
        ([selector, html]) => {
          document.querySelector(selector as string)?.insertAdjacentHTML('beforeend', html as string);
        },
        [RESULTS_CONTAINER[engine], more.join('')],
      );
      await expect(page.getByRole('button', { name: chipName(top2) })).toBeVisible();
      await expect(page.locator(CHIP)).toHaveCount(2);
      // Still one chip per result, however long the observer watches.
      await page.waitForTimeout(500);
      await expect(page.locator(CHIP)).toHaveCount(2);
      await page.close();
    }
  });

  test('with the switch off: no chip, the page exactly as served, nothing sent', async ({
    context,
    server,
  }) => {
    const { top } = await pickTools(server);
    // Bing is on, Google is not: only Bing's pages are touched.
    await switchEngine(options, 'bing', true);
    const results = [{ url: top.website, title: top.name }];
    await routeResultsPage(context, 'google', results);
    await routeResultsPage(context, 'bing', results);
    server.clearLog();
    const page = await context.newPage();
    const extensionWorlds = await watchExtensionWorlds(page);
    await page.goto(RESULTS_PAGES.bing);
    await expect(page.locator(CHIP)).toHaveCount(1);
    expect(extensionWorlds.length).toBeGreaterThan(0);

    extensionWorlds.length = 0;
    await page.goto(RESULTS_PAGES.google);
    await page.waitForLoadState('load');
    await page.waitForTimeout(800);
    await expect(page.locator(CHIP)).toHaveCount(0);
    // No script at all: the extension opened no world in Google's page.
    expect(extensionWorlds).toEqual([]);
    const served = resultsPageHtml('google', results);
    const [now, parsed] = await page.evaluate((html) => {
      const fresh = new DOMParser().parseFromString(html, 'text/html');
      return [document.documentElement.outerHTML, fresh.documentElement.outerHTML];
    }, served);
    expect(now).toBe(parsed);

    // Switched off again, Bing's results stay as served too.
    await switchEngine(options, 'bing', false);
    await page.goto(RESULTS_PAGES.bing);
    await page.waitForLoadState('load');
    await page.waitForTimeout(800);
    await expect(page.locator(CHIP)).toHaveCount(0);
    expect(extensionRequests(server)).toEqual([]);
  });

  test('a page of an allowed engine that is not a results page gets nothing', async ({ context, server }) => {
    await switchEngine(options, 'google', true);
    await routeResultsPage(context, 'google', []);
    server.clearLog();
    const page = await context.newPage();
    const extensionWorlds = await watchExtensionWorlds(page);
    await page.goto('https://www.google.com/');
    await page.waitForLoadState('load');
    const before = await page.evaluate(() => document.documentElement.outerHTML);
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => document.documentElement.outerHTML)).toBe(before);
    expect(extensionWorlds).toEqual([]);
    expect(extensionRequests(server)).toEqual([]);
  });
});
