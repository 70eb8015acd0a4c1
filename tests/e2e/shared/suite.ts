// The end-to-end tests that are the same in every browser: written once against ExtensionDriver and
// registered by each browser's spec (tests/e2e/shared.spec.ts for Chromium, tests/e2e/firefox/ for
// Firefox). What a person sees must not depend on the browser, so neither do these assertions.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { LOCAL_FIRST_PAGE, LOCAL_PAGE_SIZE } from '../../../lib/directory/public/match-page';
import { delistedBy, PRICE_MOVES_EVERY, publishedBy, RATING_MOVES_EVERY } from '../../../server/dataset/day';
import { DEFAULT_PER_PAGE } from '../../../server/http/validation';
import type { RunningServer, ToolJson, ToolRecord } from '../../../server/index';
import { apiGet, DEMO_TOKEN, E2E_DATASET_SIZE, expectSyncResumedAfter, extensionRequests } from '../fixtures';
import { artifactsDir, E2E_PREFETCH_TOP } from '../paths';
import {
  countedName,
  DatasetView,
  localMatchCounter,
  POPUP_VIEWPORT,
  searchRequests,
} from '../popup-helpers';
import { RESULTS_CONTAINER, RESULTS_PAGES, resultHtml, resultsPageHtml } from '../serp-pages';
import { listedAlternatives, listing, listingRanks, onePerProduct, plainSiteTools } from '../sites';
import {
  byRole,
  byText,
  type DriverPage,
  type ExtensionDriver,
  escapeRegExp,
  PageUi,
  type SharedFixtures,
} from './driver';
import {
  badgeInExtension,
  enableSerpEngineInExtension,
  prefetchDoneInExtension,
  probeContentScript,
  requestLogCountInExtension,
  type SyncStatus,
  setSerpEnginesInExtension,
  storedTokenInExtension,
  syncStatusInExtension,
} from './extension-calls';
import type { Query } from './in-page';

/** What a browser's `test` must offer: Playwright's, with the `driver` and `server` fixtures. */
export interface SharedTestApi {
  (title: string, body: (fixtures: SharedFixtures, testInfo: TestInfo) => Promise<void>): void;
  describe(title: string, body: () => void): void;
}

const MAX_ALTERNATIVES = 5;
/** A side panel at a typical width, the window's full height. */
const SIDE_PANEL_VIEWPORT = { width: 380, height: 860 };

const PAGE = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>Some text.</p></main></body></html>`;

/** Serves a simple page for each host, titled with the host and path. */
async function routeSites(driver: ExtensionDriver, hosts: string[]): Promise<void> {
  for (const host of hosts) await driver.routeSite(host, (url) => PAGE(`${host}${url.pathname}`));
}

/** artifacts/screenshots/<browser>/<name>.png, its folder made. */
function screenshotPath(driver: ExtensionDriver, name: string): string {
  const folder = path.join(artifactsDir, 'screenshots', driver.browserName);
  mkdirSync(folder, { recursive: true });
  return path.join(folder, `${name}.png`);
}

async function popupScreenshot(driver: ExtensionDriver, popup: DriverPage, name: string): Promise<void> {
  // Off every row, so no hover highlight is mistaken for the keyboard's.
  await popup.moveMouseTo(0, 0);
  // Past any transition (a chevron turning), so the picture is the settled state.
  await expect
    .poll(() =>
      popup.evaluate(
        () => document.getAnimations().every((animation) => animation.playState !== 'running'),
        undefined,
      ),
    )
    .toBe(true);
  await popup.screenshot(screenshotPath(driver, `popup-${name}`));
}

/** The side panel's page, once its logos have loaded or given way to initials (Firefox loads them late). */
async function panelScreenshot(driver: ExtensionDriver, panel: DriverPage, name: string): Promise<void> {
  await panel.bringToFront();
  await expect
    .poll(() => panel.evaluate(() => [...document.images].every((image) => image.complete), undefined))
    .toBe(true);
  await panel.screenshot(screenshotPath(driver, name));
}

/** The extension's sync status, asked from one of its pages (a service worker cannot message itself). */
async function syncStatus(page: DriverPage): Promise<SyncStatus | null> {
  return page.evaluate(syncStatusInExtension, undefined);
}

/**
 * Waits until the local directory has finished a sync and the top tools' alternatives are saved: from
 * then on the extension sends nothing unasked.
 */
export async function waitForDirectory(page: DriverPage, timeoutMs = 60_000): Promise<void> {
  await expect.poll(async () => (await syncStatus(page))?.ready ?? false, { timeout: timeoutMs }).toBe(true);
  await expect
    .poll(async () => page.evaluate(prefetchDoneInExtension, undefined), { timeout: timeoutMs })
    .toBe(true);
}

async function connectAndSync(driver: ExtensionDriver): Promise<void> {
  await driver.connect();
  const options = await driver.openExtensionPage('options.html');
  await waitForDirectory(options);
  await options.close();
}

/**
 * A tool whose rating moves on day 1 (server/dataset/day.ts) by a shown tenth, its price staying, with a
 * plain https website no other tool shares: a routed page there is recognised as exactly that tool.
 * `prefetched`: among the top E2E_PREFETCH_TOP, whose alternatives the first sync saves (which tool it is
 * depends on the dataset's size).
 */
function toolWhoseRatingMoves(server: RunningServer): ToolRecord & { host: string; prefetched: boolean } {
  const hostOf = (tool: ToolRecord) => /^https:\/\/([a-z0-9.-]+)\/?$/.exec(tool.website)?.[1] ?? null;
  const hosts = new Map<string, number>();
  for (const tool of server.dataset.tools) {
    const host = hostOf(tool);
    if (host) hosts.set(host, (hosts.get(host) ?? 0) + 1);
  }
  for (const [rank, tool] of server.dataset.visibleTools.entries()) {
    const host = hostOf(tool);
    const { average } = tool.rating;
    if (
      host !== null &&
      hosts.get(host) === 1 &&
      tool.id % RATING_MOVES_EVERY === 0 &&
      tool.id % PRICE_MOVES_EVERY !== 0 &&
      average !== null &&
      average < 4.5
    )
      return { ...tool, host, prefetched: rank < E2E_PREFETCH_TOP };
  }
  throw new Error('day 1 moves no rating of a tool with a plain website');
}

/** Asks for a sync now and waits until it has finished (a later lastSuccessAt than before). */
async function syncNow(page: DriverPage): Promise<void> {
  const before = (await syncStatus(page))?.lastSuccessAt ?? 0;
  await page.evaluate(() => chrome.runtime.sendMessage({ type: 'sync/now' }), undefined);
  await expect
    .poll(
      async () => {
        const status = await syncStatus(page);
        return status?.state !== 'syncing' && (status?.lastSuccessAt ?? 0) > before;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** The card's page, its pill's card opened and its logos settled, saved as a screenshot. */
async function cardScreenshot(driver: ExtensionDriver, page: DriverPage, name: string): Promise<void> {
  await page.moveMouseTo(0, 0);
  await page.screenshot(screenshotPath(driver, name));
}

/** Where the opened card and its parts are in the page's viewport (the e2e build's card has an open shadow root). */
interface CardLayout {
  viewportHeight: number;
  card: { top: number; bottom: number };
  /** The three quiet steps. */
  steps: { name: string; top: number; bottom: number }[];
  /** The list's part of the card as it shows now, and its last entry. */
  body: { top: number; bottom: number };
  lastAlternative: { top: number; bottom: number } | null;
}

function cardLayoutInPage(): CardLayout | null {
  const shadow = document.querySelector('toolscout-overlay')?.shadowRoot;
  const card = shadow?.querySelector('.ts-card');
  const body = shadow?.querySelector('.ts-card__body');
  if (!shadow || !card || !body) return null;
  const box = (element: Element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return { top, bottom };
  };
  const rows = shadow.querySelectorAll('.ts-alternatives > li');
  const last = rows[rows.length - 1];
  return {
    viewportHeight: window.innerHeight,
    card: box(card),
    steps: [...shadow.querySelectorAll('.ts-actions button')].map((step) => ({
      name: step.textContent ?? '',
      ...box(step),
    })),
    body: box(body),
    lastAlternative: last ? box(last) : null,
  };
}

/** The card is at most 420 px tall, and its three quiet steps are on the screen, inside it. */
async function expectCompactCard(page: DriverPage): Promise<CardLayout> {
  const layout = await page.evaluate(cardLayoutInPage, undefined);
  if (!layout) throw new Error('no opened card');
  // Layout in fractions of a pixel: 420.00003 is the 420 px cap.
  expect(Math.round(layout.card.bottom - layout.card.top)).toBeLessThanOrEqual(420);
  expect(layout.steps.map((step) => step.name)).toEqual([
    'Dismiss',
    'Hide until something changes',
    'Never on this site',
  ]);
  for (const step of layout.steps) {
    expect(step.top, step.name).toBeGreaterThanOrEqual(Math.max(0, layout.card.top));
    expect(step.bottom, step.name).toBeLessThanOrEqual(Math.min(layout.viewportHeight, layout.card.bottom));
  }
  return layout;
}

const searchBox = byRole('combobox', 'Search AI tools');
/** The search results' tool cells, each named by its tool (the row's other cell is the tool's star). */
export const resultCells = { css: '[role="row"] > [role="gridcell"][aria-labelledby]' } satisfies Query;
/** The search's count line, above the results. */
const resultCount = { css: '.pp-count' } satisfies Query;
/** The result list while it still shows the previous query's rows. */
const busyResults = { css: '[role="grid"][aria-busy="true"]' } satisfies Query;
/** A list's tool rows: each row's own button (the star beside it is a button too, "Save …"). */
const toolRowsIn = (list: Query) => ({ css: 'button.pp-row', within: list }) satisfies Query;
/** "92 tools", as the count line writes it in English. */
const toolsCounted = (count: number) => new RegExp(`^${count.toLocaleString('en')} tools?$`);

// The card's host element, by its tag: it carries no marker attribute.
const cardHost = { css: 'toolscout-overlay' };
const anyPill = byRole('button', /^Toolscout: /);

export async function connectThroughOptions(
  page: DriverPage,
  baseUrl: string,
  token: string,
): Promise<PageUi> {
  const ui = new PageUi(page);
  await ui.fill(byRole('textbox', 'API base URL'), baseUrl);
  await ui.fill(byRole('textbox', 'API token'), token);
  // A real click: Save & test asks for the API origin's permission, which needs a user gesture.
  await ui.click(byRole('button', 'Save & test'));
  return ui;
}

export function registerSharedSuite(test: SharedTestApi): void {
  test.describe("what's new", () => {
    test("follow a subcategory; the directory changes; syncs bring exactly its new tools and the saved tools' changes, with the toolbar mark; the saved and recent rows move with them; Mark as seen clears them; nothing is sent", async ({
      driver,
      server,
    }, testInfo) => {
      // Three syncs at the background's pace (it spaces its own requests after a burst).
      testInfo.setTimeout(180_000);
      server.setOptions({ faults: { enabled: true, day: 0 } });
      const view = new DatasetView(server.dataset);
      // What day 1 brings (server/dataset/day.ts): a subcategory of a tool published that day, a saved
      // tool whose rating moves, and a saved tool that is delisted.
      const published = publishedBy(server.dataset, 1);
      const firstNew = published[0];
      const sub = firstNew && view.subcategoriesOf(firstNew)[0];
      if (!sub) throw new Error('no tool is published on day 1');
      const category = server.dataset.categories.find((candidate) => candidate.id === sub.categoryId);
      if (!category) throw new Error(`no category for ${sub.name}`);
      const expectedNew = published.filter((tool) => tool.subcategoryIds.includes(sub.id));
      const rated = server.dataset.visibleTools.find(
        (tool) =>
          tool.id % RATING_MOVES_EVERY === 0 && tool.rating.average !== null && tool.rating.average < 4.5,
      );
      const delisted = delistedBy(server.dataset, 1)[0];
      if (!rated || !delisted) throw new Error('day 1 moves no rating or delists nothing');

      await connectAndSync(driver);
      const options = await driver.openExtensionPage('options.html');
      for (const tool of [rated, delisted]) {
        const snapshot = {
          slug: tool.slug,
          name: tool.name,
          logo: null,
          price: tool.price,
          verified: tool.verified,
          rating: tool.rating,
        };
        await options.evaluate(
          (snapshot) => chrome.runtime.sendMessage({ type: 'saved/set', tool: snapshot, saved: true }),
          snapshot,
        );
      }
      // The tool whose rating moves was opened too: recently viewed keeps its snapshot of day 0.
      await options.evaluate(
        (snapshot) => chrome.runtime.sendMessage({ type: 'recent/add', tool: snapshot }),
        {
          slug: rated.slug,
          name: rated.name,
          logo: null,
          price: rated.price,
          verified: rated.verified,
          rating: rated.rating,
        },
      );

      // Follow the subcategory from its listing.
      const popup = await driver.openExtensionPage('popup.html', POPUP_VIEWPORT);
      const ui = new PageUi(popup);
      await ui.click(byRole('tab', 'Categories'));
      await ui.click(byRole('button', countedName(category.name, view.toolsInCategory(category).length)));
      await ui.click(byRole('button', countedName(sub.name, view.toolsInSubcategory(sub).length)));
      await ui.expectVisible(byRole('heading', sub.name));
      const follow = byRole('switch', 'Follow');
      await ui.expectAttribute(follow, 'aria-checked', 'false');
      // The listing drawn first: its count line comes with it and moves the switch down.
      await expect
        .poll(() => ui.count(toolRowsIn(byRole('list', `Tools in ${sub.name}`))))
        .toBeGreaterThan(0);
      await ui.click(follow);
      await ui.expectAttribute(follow, 'aria-checked', 'true');
      await popup.close();

      // The directory a day later, synced twice: the second sync drops the delisted tool from the copy.
      server.setOptions({ faults: { enabled: true, day: 1 } });
      for (let round = 0; round < 2; round++) await syncNow(options);
      const markText = () => options.evaluate(() => chrome.action.getBadgeText({}), undefined);
      await expect.poll(markText).toBe('•');

      // From here on, nothing of What's new may reach the directory.
      server.clearLog();
      const home = await driver.openExtensionPage('popup.html', POPUP_VIEWPORT);
      const homeUi = new PageUi(home);
      await homeUi.expectVisible(byRole('heading', /What's new/));
      const newRows = toolRowsIn(byRole('list', 'New tools in what you follow'));
      await expect
        .poll(async () => (await homeUi.names(newRows)).sort())
        .toEqual(expectedNew.map((tool) => tool.name).sort());
      // One truth per screen: What's new's change ends where the saved and recent rows below stand,
      // the directory's rating of day 1 as the local copy has it, and neither row shows day 0's any more.
      const ratingNow = (await apiGet<{ data: ToolJson }>(server, `/tools/${rated.slug}`)).data.rating;
      const spoken = (rating: { average: number | null; count: number }) =>
        `${(rating.average ?? 0).toFixed(1)} out of 5 (${rating.count.toLocaleString('en')} ratings)`;
      expect(ratingNow.average).not.toBe(rated.rating.average);
      await homeUi.expectText(
        byRole('list', 'Changes to your saved tools'),
        `${rated.name}: rating ${(rated.rating.average ?? 0).toFixed(1)} → ${ratingNow.average.toFixed(1)}`,
      );
      for (const list of ['Saved', 'Recently viewed']) {
        const row = byRole('button', rated.name, { exact: true, within: byRole('list', list) });
        await homeUi.expectText(row, spoken(ratingNow));
        expect((await homeUi.all(row))[0]?.text).not.toContain(spoken(rated.rating));
      }
      await homeUi.expectText(
        byRole('list', 'Changes to your saved tools'),
        `No longer in the directory: ${delisted.name}`,
      );
      await popupScreenshot(driver, home, 'whats-new');
      expect(extensionRequests(server).map((entry) => entry.path)).toEqual([]);

      // Each change is a row that opens its tool (issue 30 §4); Back comes home to What's new.
      await homeUi.click(
        byRole('button', new RegExp(`^${escapeRegExp(rated.name)}: rating`), {
          within: byRole('list', 'Changes to your saved tools'),
        }),
      );
      await homeUi.expectVisible(byRole('heading', rated.name, { exact: true }));
      await homeUi.click(byRole('button', 'Back'));
      await homeUi.expectVisible(byRole('heading', /What's new/));
      // The detail may ask for the tool's alternatives; from here on, nothing of What's new may.
      server.clearLog();

      await homeUi.click(byRole('button', 'Mark as seen'));
      await homeUi.expectHidden(byRole('heading', /What's new/));
      await expect.poll(markText).toBe('');
      await home.close();
      const again = new PageUi(await driver.openExtensionPage('popup.html', POPUP_VIEWPORT));
      await again.expectVisible(byRole('heading', /^Saved/));
      // The delisted tool stays saved, marked.
      await again.expectText(byRole('list', 'Saved'), `${delisted.name}`);
      await again.expectText(byRole('list', 'Saved'), 'No longer in the directory');
      await again.expectHidden(byRole('heading', /What's new/));
      expect(extensionRequests(server).map((entry) => entry.path)).toEqual([]);
      await options.close();
    });
  });
  test.describe('hide until something changes', () => {
    test('a card hides its tool until a sync brings a change: no pill meanwhile, listed in the options; then the pill once, saying what changed; then the plain pill; nothing sent but the syncs and the card’s question', async ({
      driver,
      server,
    }, testInfo) => {
      testInfo.setTimeout(180_000);
      server.setOptions({ faults: { enabled: true, day: 0 } });
      const tool = toolWhoseRatingMoves(server);
      const site = `https://${tool.host}`;
      const shown = (average: number) => average.toFixed(1);
      const before = tool.rating.average ?? 0;
      const after = Math.min(5, Math.round((before + 0.2) * 10) / 10);
      const listedHost = tool.host.replace(/^www\./, '');
      await connectAndSync(driver);
      // From here on the extension may send nothing but the syncs: visits send nothing. Opening the card
      // asks for the tool's alternatives once, unless the first sync's prefetch saved them.
      server.clearLog();
      await routeSites(driver, [tool.host]);
      const pill = byRole('button', new RegExp(`^Toolscout: ${escapeRegExp(tool.name)}, rated`));

      const first = await driver.newTab(`${site}/`);
      const firstUi = new PageUi(first);
      await firstUi.click(pill);
      // Three steps, mildest first, each saying what it does.
      const steps = await firstUi.all(byRole('button', undefined, { within: { css: '.ts-actions' } }));
      expect(steps.map((step) => step.text.trim())).toEqual([
        'Dismiss',
        'Hide until something changes',
        'Never on this site',
      ]);
      await expectCompactCard(first);
      await cardScreenshot(driver, first, 'card-three-steps');
      await firstUi.click(byRole('button', 'Hide until something changes'));
      // Gone from the page at once, but for a moment's Undo.
      await firstUi.expectVisible(byRole('group', `${tool.name} is hidden until something changes.`));
      await firstUi.expectCount(anyPill, 0);
      await firstUi.expectHidden(byRole('region', /^Toolscout: /));

      // Visited again: no pill (the toolbar button still shows the rating).
      const second = await driver.newTab(`${site}/pricing`);
      await new Promise((resolve) => setTimeout(resolve, 800));
      await new PageUi(second).expectCount(cardHost, 0);
      await expect
        .poll(() => driver.evalInExtension(badgeInExtension, `${site}/pricing`))
        .toBe(shown(before));

      const options = await driver.openExtensionPage('options.html');
      const optionsUi = new PageUi(options);
      const hiddenList = byRole('list', 'Hidden until something changes');
      await optionsUi.expectText(hiddenList, `${tool.name} on ${listedHost}`);
      await optionsUi.expectText(hiddenList, 'until its rating, price or alternatives change');
      await options.screenshot(screenshotPath(driver, 'options-hidden-until-change'));

      // A day later, synced: the tool's rating moved.
      server.setOptions({ faults: { enabled: true, day: 1 } });
      await syncNow(options);

      await second.goto(`${site}/`);
      const secondUi = new PageUi(second);
      await secondUi.click(pill);
      const changed = byRole('list', 'Changed since you hid it');
      await secondUi.expectText(changed, `Rating ${shown(before)} → ${shown(after)}`);
      // The note takes room from the list, never from the steps.
      await expectCompactCard(second);
      await cardScreenshot(driver, second, 'card-what-changed');
      // Back once: the options no longer list it.
      await optionsUi.expectVisible(byText('None. Choose “Hide until something changes”'));

      // The next visit: the plain pill, its card without the note.
      await second.goto(`${site}/blog`);
      await secondUi.click(pill);
      await secondUi.expectVisible(byRole('button', 'Hide until something changes'));
      await secondUi.expectCount(changed, 0);

      const sent = extensionRequests(server).map((entry) => entry.path);
      expect(sent.length).toBeGreaterThan(0);
      // The sync's: the listing (and the category tree, were it due).
      expect(sent).toContain('/api/v1/tools');
      expect(sent.filter((path) => path !== '/api/v1/tools' && path !== '/api/v1/categories')).toEqual(
        tool.prefetched ? [] : [`/api/v1/tools/${tool.slug}/alternatives`],
      );
      await options.close();
    });

    test('Show again in the options brings the pill back at once', async ({ driver, server }) => {
      const tool = toolWhoseRatingMoves(server);
      const site = `https://${tool.host}`;
      const listedHost = tool.host.replace(/^www\./, '');
      await connectAndSync(driver);
      await routeSites(driver, [tool.host]);
      const pill = byRole('button', new RegExp(`^Toolscout: ${escapeRegExp(tool.name)}, rated`));
      const page = await driver.newTab(`${site}/`);
      const ui = new PageUi(page);
      await ui.click(pill);
      await ui.click(byRole('button', 'Hide until something changes'));
      await ui.expectCount(pill, 0);
      await page.goto(`${site}/pricing`);
      await new Promise((resolve) => setTimeout(resolve, 800));
      await ui.expectCount(cardHost, 0);

      const options = await driver.openExtensionPage('options.html');
      const optionsUi = new PageUi(options);
      await optionsUi.click(byRole('button', `Show again: ${tool.name} on ${listedHost}`));
      await optionsUi.expectText(byText(`${tool.name} will show again on ${listedHost}.`), tool.name);
      await optionsUi.expectVisible(byText('None. Choose “Hide until something changes”'));

      await page.goto(`${site}/`);
      await ui.expectVisible(pill);
    });
  });
  test.describe('options: connecting', () => {
    test('a newcomer connects with the demo token and sees the directory size', async ({
      driver,
      server,
    }) => {
      const options = await driver.openExtensionPage('options.html');
      const ui = await connectThroughOptions(options, `${server.baseUrl}/`, DEMO_TOKEN);
      const visible = server.dataset.visibleTools.length.toLocaleString('en');
      await ui.expectText(byRole('status'), `Connected — ${visible} tools`);
      // Saved, and shown only as "saved", never echoed back.
      const tokenField = byRole('textbox', 'API token');
      await ui.expectValue(tokenField, '');
      await ui.expectAttribute(tokenField, 'placeholder', 'Saved — leave empty to keep it');
      await ui.expectVisible(byRole('button', 'Forget token'));
      expect(server.requestLog.some((entry) => entry.status === 200 && entry.tokenHash !== null)).toBe(true);
      await options.screenshot(screenshotPath(driver, 'options-connected'));
    });

    test('a wrong token is named as the problem', async ({ driver, server }) => {
      const options = await driver.openExtensionPage('options.html');
      const ui = await connectThroughOptions(options, server.baseUrl, 'not-a-real-token');
      await ui.expectText(byRole('status'), 'The token is invalid or was revoked');
      expect(server.requestLog.some((entry) => entry.status === 401)).toBe(true);
    });

    test('a revoked token is named as the problem', async ({ driver, server }) => {
      server.setOptions({ tokens: [DEMO_TOKEN, 'revoked-token'], revokedTokens: ['revoked-token'] });
      const options = await driver.openExtensionPage('options.html');
      const ui = await connectThroughOptions(options, server.baseUrl, 'revoked-token');
      await ui.expectText(byRole('status'), 'The token is invalid or was revoked');
    });
  });

  test.describe('popup', () => {
    test('keyboard search: "video" lists video tools; ↓/↑/Enter open one; Back keeps it; Escape clears', async ({
      driver,
      server,
    }) => {
      const view = new DatasetView(server.dataset);
      await driver.connect();
      const popup = await driver.openExtensionPage('popup.html', POPUP_VIEWPORT);
      const ui = new PageUi(popup);
      await ui.expectFocused(searchBox);

      await popup.type('video');
      // The device answers as the person types (the directory too, while the first sync runs). Until the
      // answer to "video" comes, the rows of "vi", "vid"… stay, dimmed and marked busy ("Vitally" is one):
      // read once they are its own.
      await expect
        .poll(async () => ({
          rows: (await ui.all(resultCells)).length > 0,
          busy: await ui.count(busyResults),
        }))
        .toEqual({ rows: true, busy: 0 });
      const names = await ui.names(resultCells);
      for (const name of names) {
        const tools = view.toolsNamed(name);
        expect(tools.length, `${name} is a tool of the directory`).toBeGreaterThan(0);
        expect(
          tools.some((tool) => /video/i.test(view.searchableText(tool))),
          `${name} is about video`,
        ).toBe(true);
      }
      await ui.expectText(resultCount, /^\d+ tools( so far)?$/);
      await popupScreenshot(driver, popup, 'search-results');

      // ↓ highlights the first row, ↓ the second, ↑ back to the first; focus never leaves the box.
      const selected = async () =>
        (await ui.all(resultCells)).findIndex((cell) => cell.attributes['aria-selected'] === 'true');
      await popup.press('ArrowDown');
      await expect.poll(selected).toBe(0);
      await popup.press('ArrowDown');
      await expect.poll(selected).toBe(1);
      await popup.press('ArrowUp');
      await expect.poll(selected).toBe(0);
      await ui.expectFocused(searchBox);
      const firstId = (await ui.all(resultCells))[0]?.attributes.id ?? '';
      await ui.expectAttribute(searchBox, 'aria-activedescendant', firstId);

      const first = (await ui.names(resultCells))[0] ?? '';
      await popup.press('Enter');
      await ui.expectVisible(byRole('heading', first));
      await ui.expectHidden(searchBox);

      await ui.click(byRole('button', 'Back'));
      await ui.expectValue(searchBox, 'video');
      await ui.expectFocused(searchBox);
      expect((await ui.names(resultCells))[0]).toBe(first);

      await popup.press('Escape');
      await ui.expectValue(searchBox, '');
      await ui.expectCount(resultCells, 0);
      await ui.expectVisible(byText('Find AI tools by name or by what they do'));

      // The clear button is the popup's own, so Firefox (which draws none in a search input) has it too.
      const clear = byRole('button', 'Clear search');
      await ui.expectHidden(clear);
      await popup.type('video');
      await expect.poll(async () => (await ui.all(resultCells)).length).toBeGreaterThan(0);
      await ui.click(clear);
      await ui.expectValue(searchBox, '');
      await ui.expectFocused(searchBox);
      await ui.expectCount(resultCells, 0);
      await ui.expectHidden(clear);
    });

    test('search shows every tool the device knows: the count the dataset gives, every row by scrolling, Show more and ↓, the star by →; nothing sent but the one search the directory button says', async ({
      driver,
      server,
    }, testInfo) => {
      testInfo.setTimeout(120_000);
      const view = new DatasetView(server.dataset);
      const localMatches = localMatchCounter(server.dataset);
      await connectAndSync(driver);
      // From here on, every request in the log is one the person caused.
      server.clearLog();
      const popup = await driver.openExtensionPage('popup.html', POPUP_VIEWPORT);
      const ui = new PageUi(popup);

      // Before (the issue, at 8,123 tools): 8, 7 and 8 rows. Now the count of every local match, and its rows.
      for (const query of ['video', 'write blog posts', 'transcribe']) {
        await ui.fill(searchBox, query);
        const expected = localMatches(query);
        await ui.expectText(resultCount, toolsCounted(expected));
        await ui.expectCount(resultCells, Math.min(expected, LOCAL_FIRST_PAGE));
      }

      const total = localMatches('video');
      expect(total, 'more than three pages of video tools at this size').toBeGreaterThan(3 * LOCAL_PAGE_SIZE);
      await ui.fill(searchBox, 'video');
      await ui.expectText(resultCount, toolsCounted(total));
      await ui.expectCount(resultCells, LOCAL_FIRST_PAGE);
      await popupScreenshot(driver, popup, 'search-count');
      const firstPage = await ui.names(resultCells);

      // Scrolling to the end brings the next page; the rows already shown keep their places.
      await popup.evaluate(() => {
        const area = document.querySelector('.pp-scroll');
        area?.scrollTo(0, area.scrollHeight);
      }, undefined);
      await expect.poll(async () => (await ui.all(resultCells)).length).toBeGreaterThan(LOCAL_FIRST_PAGE);
      expect((await ui.names(resultCells)).slice(0, LOCAL_FIRST_PAGE)).toEqual(firstPage);

      // "Show more" from the keyboard: the next page, focus kept.
      const loaded = (await ui.all(resultCells)).length;
      const showMore = byRole('button', /^Show \d+ more tools?$/);
      await popup.evaluate(() => document.querySelector<HTMLElement>('.pp-more')?.focus(), undefined);
      await ui.expectFocused(showMore);
      await popup.press('Enter');
      await expect.poll(async () => (await ui.all(resultCells)).length).toBeGreaterThan(loaded);
      await popupScreenshot(driver, popup, 'search-show-more');

      // ↓ from the box goes through every row, the pages it comes near added on the way.
      await popup.evaluate(
        () => document.querySelector<HTMLElement>('input[role="combobox"]')?.focus(),
        undefined,
      );
      for (let press = 0; press < total; press++) await popup.press('ArrowDown');
      await ui.expectCount(resultCells, total);
      const cells = await ui.all(resultCells);
      await ui.expectAttribute(searchBox, 'aria-activedescendant', cells.at(-1)?.attributes.id ?? '');
      await ui.expectFocused(searchBox);
      const names = await ui.names(resultCells);
      expect(new Set(cells.map((cell) => cell.attributes.id)).size).toBe(total);
      for (const name of new Set(names)) {
        expect(
          view.toolsNamed(name).some((tool) => /video/i.test(view.searchableText(tool))),
          `${name} is about video`,
        ).toBe(true);
      }
      await ui.expectHidden(showMore);

      // → the last row's star, named by what Enter does; Enter saves; ← back to the tool.
      const last = names.at(-1) ?? '';
      await popup.press('ArrowRight');
      const star = byRole('gridcell', `Save ${last}`);
      await ui.expectAttribute(
        searchBox,
        'aria-activedescendant',
        (await ui.waitFor(star)).attributes.id ?? '',
      );
      await popup.press('Enter');
      await ui.expectVisible(byRole('gridcell', `Remove ${last} from saved`));
      await ui.expectFocused(searchBox);
      await popup.press('ArrowLeft');
      await ui.expectAttribute(searchBox, 'aria-activedescendant', cells.at(-1)?.attributes.id ?? '');

      // Typing, scrolling, Show more, the arrow keys and the star sent nothing.
      expect(extensionRequests(server)).toEqual([]);

      // The directory's own index: exactly the one search the button says, its results in a list of their own.
      await ui.click(byRole('button', 'Search the directory’s own index'));
      await ui.expectText(resultCount, /^\d+ tools? in the directory’s index$/);
      await expect.poll(async () => (await ui.all(resultCells)).length).toBeGreaterThan(0);
      // Its list starts at its top, not where the device's was scrolled to.
      const scrolled = () => popup.evaluate(() => document.querySelector('.pp-scroll')?.scrollTop, undefined);
      expect(await scrolled()).toBe(0);
      await popupScreenshot(driver, popup, 'search-directory');
      expect(extensionRequests(server).map((entry) => [entry.path, entry.query.q])).toEqual([
        ['/api/v1/search', 'video'],
      ]);
      await ui.click(byRole('button', 'Back to the results on this device'));
      await ui.expectText(resultCount, toolsCounted(total));
      expect(extensionRequests(server)).toHaveLength(1);

      // Nothing on the device: said so, with the directory's search offered (and not sent until pressed).
      await ui.fill(searchBox, 'qqzzxxvv');
      await ui.expectVisible(byText(/Nothing on this device matches “qqzzxxvv”/));
      await popupScreenshot(driver, popup, 'search-empty');
      expect(extensionRequests(server)).toHaveLength(1);
    });

    test('categories → subcategory → its listing in popularity order', async ({ driver, server }) => {
      const view = new DatasetView(server.dataset);
      const { category, sub } = view.subcategoryWhere((tools) => tools.length > DEFAULT_PER_PAGE);
      const tools = view.toolsInSubcategory(sub);

      await driver.connect();
      const popup = await driver.openExtensionPage('popup.html', POPUP_VIEWPORT);
      const ui = new PageUi(popup);
      await ui.click(byRole('tab', 'Categories'));
      const categoryButton = byRole(
        'button',
        countedName(category.name, view.toolsInCategory(category).length),
      );
      await ui.expectAttribute(categoryButton, 'aria-expanded', 'false');
      await ui.click(categoryButton);
      await ui.expectAttribute(categoryButton, 'aria-expanded', 'true');
      for (const child of view.subcategoriesOfCategory(category)) {
        await ui.expectVisible(
          byRole('button', countedName(child.name, view.toolsInSubcategory(child).length)),
        );
      }
      await popupScreenshot(driver, popup, 'categories');

      await ui.click(byRole('button', countedName(sub.name, tools.length)));
      await ui.expectVisible(byRole('heading', sub.name));
      const rows = toolRowsIn(byRole('list', `Tools in ${sub.name}`));
      await ui.expectNames(
        rows,
        tools.slice(0, DEFAULT_PER_PAGE).map((tool) => tool.name),
      );
      await ui.expectVisible(byRole('button', 'More tools'));
      await popupScreenshot(driver, popup, 'listing');
    });

    test('after the first sync, browsing categories asks nothing: the tree with its counts, a category, a subcategory, Verified only and More tools come from the device', async ({
      driver,
      server,
    }) => {
      const view = new DatasetView(server.dataset);
      // A subcategory with more than a page of tools, not all of them verified.
      const { category, sub } = view.subcategoryWhere(
        (tools) => tools.length > DEFAULT_PER_PAGE && tools.some((tool) => !tool.verified),
      );
      const tools = view.toolsInSubcategory(sub);
      const inCategory = view.toolsInCategory(category);

      await connectAndSync(driver);
      // From here on, nothing of the browsing may reach the directory.
      server.clearLog();
      const popup = await driver.openExtensionPage('popup.html', POPUP_VIEWPORT);
      const ui = new PageUi(popup);
      await ui.click(byRole('tab', 'Categories'));
      // Every category with the directory's count: the local copy holds every tool.
      for (const each of server.dataset.categories)
        await ui.expectVisible(byRole('button', countedName(each.name, view.toolsInCategory(each).length)));
      const categoryButton = byRole('button', countedName(category.name, inCategory.length));
      await ui.click(categoryButton);
      await ui.expectAttribute(categoryButton, 'aria-expanded', 'true');
      for (const child of view.subcategoriesOfCategory(category))
        await ui.expectVisible(
          byRole('button', countedName(child.name, view.toolsInSubcategory(child).length)),
        );
      await popupScreenshot(driver, popup, 'categories-after-sync');

      // The whole category, most popular first.
      await ui.click(byRole('button', new RegExp(`^All in ${escapeRegExp(category.name)}`)));
      await ui.expectVisible(byRole('heading', category.name));
      const categoryRows = toolRowsIn(byRole('list', `Tools in ${category.name}`));
      await ui.expectNames(
        categoryRows,
        inCategory.slice(0, DEFAULT_PER_PAGE).map((tool) => tool.name),
      );
      await ui.click(byRole('button', 'Back'));

      // A subcategory, its second page, then Verified only.
      await ui.click(byRole('button', countedName(sub.name, tools.length)));
      await ui.expectVisible(byRole('heading', sub.name));
      await ui.expectVisible(byText(`${tools.length.toLocaleString('en')} tools`, { exact: true }));
      const rows = toolRowsIn(byRole('list', `Tools in ${sub.name}`));
      await ui.expectNames(
        rows,
        tools.slice(0, DEFAULT_PER_PAGE).map((tool) => tool.name),
      );
      await ui.click(byRole('button', 'More tools'));
      await ui.expectNames(
        rows,
        tools.slice(0, 2 * DEFAULT_PER_PAGE).map((tool) => tool.name),
      );
      await popupScreenshot(driver, popup, 'listing-after-sync');
      await ui.click(byRole('switch', 'Verified only'));
      const verified = tools.filter((tool) => tool.verified);
      await ui.expectNames(
        rows,
        verified.slice(0, DEFAULT_PER_PAGE).map((tool) => tool.name),
      );
      // Left as it was found: the filters outlive the popup.
      await ui.click(byRole('switch', 'Verified only'));
      await popup.close();

      expect(extensionRequests(server)).toEqual([]);
      // The tree came with the sync: the Requests view says so.
      const options = await driver.openExtensionPage('options.html');
      await new PageUi(options).expectVisible(byRole('region', 'Requests sent'));
      const treeRows = await options.evaluate(
        () =>
          [...document.querySelectorAll('#requests tbody tr')]
            .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''))
            .filter((cells) => cells[1] === 'GET /categories')
            .map((cells) => cells[2]),
        undefined,
      );
      expect(treeRows).toEqual(['Daily sync']);
      await options.close();
    });

    test('detail → alternative → its detail → Back → Back returns to the search', async ({
      driver,
      server,
    }) => {
      const view = new DatasetView(server.dataset);
      const jasper = view.tool('jasper');
      await driver.connect();
      const popup = await driver.openExtensionPage('popup.html', POPUP_VIEWPORT);
      const ui = new PageUi(popup);
      await ui.fill(searchBox, jasper.name);
      await ui.click(byRole('gridcell', jasper.name));

      const heading = byRole('heading', jasper.name);
      await ui.expectVisible(heading);
      // The directory's alternatives: until it answers, similar tools picked on the device stand in,
      // labelled so, and a click on one of those as the answer replaces them lands on another tool. The
      // rows first, then the label gone: before any row is drawn there is no label either.
      const alternatives = toolRowsIn(byRole('list', `Alternatives to ${jasper.name}`));
      await ui.expectCount(alternatives, MAX_ALTERNATIVES);
      await ui.expectHidden(byText('picked on this device'));
      await ui.expectCount(alternatives, MAX_ALTERNATIVES);
      const alternativeNames = await ui.names(alternatives);
      for (const name of alternativeNames) {
        expect(
          view.toolsNamed(name).some((tool) => tool.slug !== jasper.slug),
          `${name} is another tool of the directory`,
        ).toBe(true);
      }
      await ui.expectAttribute(byRole('link', 'Visit website'), 'href', jasper.website);
      await popupScreenshot(driver, popup, 'detail');

      const alternative = alternativeNames[0] ?? '';
      await ui.click(
        byRole('button', alternative, { within: byRole('list', `Alternatives to ${jasper.name}`) }),
      );
      await ui.expectVisible(byRole('heading', alternative));
      await ui.expectHidden(heading);
      await ui.expectVisible(byRole('list', `Alternatives to ${alternative}`));

      await ui.click(byRole('button', 'Back'));
      await ui.expectVisible(heading);
      await ui.click(byRole('button', 'Back'));
      await ui.expectValue(searchBox, jasper.name);
      await ui.expectVisible(byRole('gridcell', jasper.name));
      await ui.expectHidden(byRole('button', 'Back'));
    });
  });

  test.describe('on the sites you visit', () => {
    test('on a tool’s site the card shows its rating and alternatives', async ({ driver, server }) => {
      await connectAndSync(driver);
      await routeSites(driver, ['www.jasper.ai']);
      const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
      const alternatives = (await apiGet<{ data: ToolJson[] }>(server, '/tools/jasper/alternatives')).data;
      const page = await driver.newTab('https://www.jasper.ai/pricing');
      const ui = new PageUi(page);

      const pill = byRole('button', /^Toolscout: Jasper, rated/);
      await ui.expectVisible(pill);
      await ui.expectText(pill, jasper.rating.average?.toFixed(1) ?? 'no rating');
      await ui.click(pill);
      const card = byRole('region', 'Toolscout: Jasper');
      await ui.expectVisible(card);
      await ui.expectText(card, jasper.rating.count.toLocaleString('en'));
      const links = byRole('link', undefined, { within: { css: '.ts-alternatives' } });
      await ui.expectNames(
        links,
        alternatives.slice(0, MAX_ALTERNATIVES).map((tool) => tool.name),
      );
      // Each alternative with its rating's count, as the tool itself.
      const first = alternatives[0];
      if (!first) throw new Error('Jasper has no alternatives');
      const counts = { css: '.ts-rating__count', within: { css: '.ts-alternatives' } };
      await ui.expectCount(counts, Math.min(MAX_ALTERNATIVES, alternatives.length));
      // (The page helper reads each text node apart: "( 14,786 )".)
      expect((await ui.all(counts))[0]?.text.replace(/ /g, '')).toBe(
        `(${first.rating.count.toLocaleString('en')})`,
      );
      // Compact in an 800 px window: at most 420 px, the three steps on screen, the whole list in view.
      const layout = await expectCompactCard(page);
      expect(layout.lastAlternative?.bottom).toBeLessThanOrEqual(layout.body.bottom + 1);
      await cardScreenshot(driver, page, 'card');
      // Escape folds the card back into the pill.
      await page.press('Escape');
      await ui.expectHidden(card);
      await ui.expectFocused(pill);
    });

    test('the card says why it appeared; "Not this tool" takes the tool off that page (no pill, no badge) until Undo in the options; nothing is sent', async ({
      driver,
      server,
    }) => {
      await connectAndSync(driver);
      await routeSites(driver, ['www.jasper.ai', 'github.com']);
      server.clearLog();
      const badge = (url: string) => () => driver.evalInExtension(badgeInExtension, url);

      // A root website: the page's host is the tool's.
      const jasperPage = await driver.newTab('https://www.jasper.ai/pricing');
      const jasperUi = new PageUi(jasperPage);
      await jasperUi.click(byRole('button', /^Toolscout: Jasper, /));
      // The name is an element of its own (isolated by CSS); reading the card's text may put a space after it.
      await jasperUi.expectText(
        byRole('region', 'Toolscout: Jasper'),
        /You are on jasper\.ai, Jasper ?’s website\./u,
      );
      await jasperPage.close();

      // A path website: GitHub Copilot is the pages under github.com/features/copilot.
      const url = 'https://github.com/features/copilot';
      const page = await driver.newTab(url);
      const ui = new PageUi(page);
      const pill = byRole('button', /^Toolscout: GitHub Copilot, /);
      await ui.click(pill);
      const card = byRole('region', 'Toolscout: GitHub Copilot');
      await ui.expectText(
        card,
        /Pages under github\.com\/features\/copilot are GitHub Copilot ?’s website\./u,
      );
      // Where a wrong website is reported, beside the way out.
      await ui.expectText(card, /Open in Toolscout directory — a wrong website can be reported there\./);
      await ui.expectVisible(byRole('link', 'Open in Toolscout directory', { within: card }));
      await page.screenshot(screenshotPath(driver, 'card-why'));
      await expect.poll(badge(url)).not.toBe('');

      await ui.click(byRole('button', 'Not this tool', { within: card }));
      await ui.expectVisible(byRole('group', 'GitHub Copilot is no longer matched here.'));
      await ui.expectCount(pill, 0);
      await ui.expectHidden(card);
      await expect.poll(badge(url)).toBe('');
      // Visited again, and a page under the path: no pill, no badge.
      await page.reload();
      await page.goto(`${url}/plans`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await ui.expectAbsent(cardHost);
      expect(await driver.evalInExtension(badgeInExtension, `${url}/plans`)).toBe('');

      // The options list it, with an Undo that says what it did.
      const options = await driver.openExtensionPage('options.html');
      const optionsUi = new PageUi(options);
      const list = byRole('list', 'Not this tool');
      await optionsUi.expectText(list, 'GitHub Copilot');
      await optionsUi.expectText(list, 'pages under github.com/features/copilot');
      await optionsUi.click(byText('Not this tool', { exact: true }));
      await options.screenshot(screenshotPath(driver, 'options-not-matched'));
      await optionsUi.click(
        byRole('button', 'Undo: match GitHub Copilot on pages under github.com/features/copilot again'),
      );
      await optionsUi.expectVisible(
        byText('GitHub Copilot is matched on pages under github.com/features/copilot again.'),
      );
      await optionsUi.expectVisible(byText(/^Nothing yet\. When a site is not the tool a card names/));

      // Matched again.
      await page.goto(url);
      await ui.expectVisible(pill);
      await expect.poll(badge(url)).not.toBe('');
      expect(extensionRequests(server)).toEqual([]);
    });

    test('"Not this tool" and "Hide until something changes" leave an Undo on the page: it takes the step back, the pill and the badge come back; from the keyboard too; unused, it goes and the step holds; nothing is sent', async ({
      driver,
      server,
    }) => {
      await connectAndSync(driver);
      await routeSites(driver, ['www.jasper.ai']);
      server.clearLog();
      const url = 'https://www.jasper.ai/pricing';
      const badge = (at: string) => () => driver.evalInExtension(badgeInExtension, at);
      const page = await driver.newTab(url);
      const ui = new PageUi(page);
      const pill = byRole('button', /^Toolscout: Jasper, rated/);
      const undo = byRole('button', 'Undo');
      await expect.poll(badge(url)).not.toBe('');

      // Not this tool: the card, its pill and the badge go at once; the Undo says what was done.
      await ui.click(pill);
      await ui.click(byRole('button', 'Not this tool'));
      await ui.expectVisible(byRole('group', 'Jasper is no longer matched here.'));
      await ui.expectCount(pill, 0);
      await expect.poll(badge(url)).toBe('');
      await cardScreenshot(driver, page, 'card-undo-not-this-tool');
      await ui.click(undo);
      // Undone through the background: the pill here, the badge, and the tool matched on the next page.
      await ui.expectVisible(pill);
      await ui.expectHidden(undo);
      await expect.poll(badge(url)).not.toBe('');
      await page.goto('https://www.jasper.ai/blog');
      await ui.expectVisible(pill);

      // Hide until something changes, from the keyboard: the Undo takes the focus the card had.
      await ui.click(pill);
      const hide = byRole('button', 'Hide until something changes');
      for (let presses = 0; presses < 20 && !(await ui.all(hide))[0]?.focused; presses++)
        await page.press('Tab');
      await ui.expectFocused(hide);
      await page.press('Enter');
      await ui.expectVisible(byRole('group', 'Jasper is hidden until something changes.'));
      await ui.expectFocused(undo);
      await cardScreenshot(driver, page, 'card-undo-hidden');
      await page.press('Enter');
      // The pill is back, the focus on it; and no longer hidden on the site's next page.
      await ui.expectFocused(pill);
      await page.goto('https://www.jasper.ai/features');
      await ui.expectVisible(pill);

      // Left alone, the Undo goes after a few seconds, and the step holds.
      await ui.click(pill);
      await ui.click(hide);
      await ui.expectVisible(undo);
      // The person goes on with the page: the focus and the pointer leave the Undo.
      await page.clickAt(20, 200);
      await page.moveMouseTo(0, 0);
      await ui.expectCount(cardHost, 0, 20_000);
      await page.goto('https://www.jasper.ai/');
      await new Promise((resolve) => setTimeout(resolve, 800));
      await ui.expectAbsent(cardHost);
      expect(extensionRequests(server)).toEqual([]);
    });

    test("platform variants of one product are listed once, as its best-known one: the card, the popup's detail", async ({
      driver,
      server,
    }) => {
      await connectAndSync(driver);
      const claude = (await apiGet<{ data: ToolJson }>(server, '/tools/claude')).data;
      const alternatives = (await apiGet<{ data: ToolJson[] }>(server, '/tools/claude/alternatives')).data;
      // The directory lists ChatGPT three times among Claude's five (its website, its iOS and Android apps).
      expect(alternatives.filter((tool) => tool.name.startsWith('ChatGPT')).length).toBeGreaterThan(1);
      const expected = onePerProduct(alternatives, claude, await listingRanks(server));
      expect(expected.filter((name) => name.startsWith('ChatGPT'))).toEqual(['ChatGPT']);
      await routeSites(driver, [new URL(claude.website).host]);
      server.clearLog();

      const page = await driver.newTab(claude.website);
      const ui = new PageUi(page);
      await ui.click(byRole('button', /^Toolscout: Claude, rated/));
      const links = byRole('link', undefined, { within: byRole('list', 'Alternatives') });
      await ui.expectNames(links, expected);
      await expectCompactCard(page);
      await cardScreenshot(driver, page, 'card-one-per-product');

      const popup = await driver.openExtensionPage('popup.html', POPUP_VIEWPORT);
      const popupUi = new PageUi(popup);
      await popupUi.fill(searchBox, claude.name);
      await popupUi.click(byRole('gridcell', claude.name));
      const rows = toolRowsIn(byRole('list', `Alternatives to ${claude.name}`));
      await popupUi.expectCount(rows, expected.length);
      expect(await popupUi.names(rows)).toEqual(expected);
      // Claude's alternatives are saved on the device: none of this asked the directory for them (typing
      // its name asks the directory's search, as a name with few local matches does).
      expect(extensionRequests(server).filter((entry) => entry.path !== '/api/v1/search')).toEqual([]);
    });

    test('a results page: the tool result gets a chip with its rating, the others none, and nothing is sent; results added later get theirs; switched off, none', async ({
      driver,
      server,
    }) => {
      await connectAndSync(driver);
      const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
      const copyAi = (await apiGet<{ data: ToolJson }>(server, '/tools/copy-ai')).data;
      await driver.evalInExtension(enableSerpEngineInExtension, 'google');
      const html = resultsPageHtml('google', [
        { url: 'https://reviews.example/best-ai-writers', title: 'The best AI writers' },
        { url: 'https://www.jasper.ai/', title: 'Jasper — AI copywriting', wrapped: true },
      ]);
      await driver.routeSite('www.google.com', () => html);
      server.clearLog();
      const page = await driver.newTab(RESULTS_PAGES.google);
      const ui = new PageUi(page);
      const chip = byRole('button', /^Toolscout: \u2068Jasper\u2069, /);
      await ui.expectVisible(chip);
      const average = jasper.rating.average ?? 0;
      await ui.expectText(chip, `★ ${Math.min(5, Math.max(0, average)).toFixed(1)}`);
      await ui.expectCount(byRole('button', /^Toolscout: /), 1);
      await page.screenshot(screenshotPath(driver, 'serp-chip'));

      // The page adds results, as "More results" or infinite scroll does: the tool among them gets its chip.
      const more = [
        { url: 'https://blog.example/writing', title: 'Writing, explained' },
        { url: 'https://www.copy.ai/', title: copyAi.name, wrapped: true },
      ].map((result) => resultHtml('google', result));
      await page.evaluate(
        ([selector, added]) => {
          document.querySelector(selector ?? '')?.insertAdjacentHTML('beforeend', added ?? '');
        },
        [RESULTS_CONTAINER.google, more.join('')],
      );
      const copyAiName = copyAi.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await ui.expectVisible(byRole('button', new RegExp(`^Toolscout: \u2068${copyAiName}\u2069, `)));
      await ui.expectCount(byRole('button', /^Toolscout: /), 2);
      expect(extensionRequests(server)).toEqual([]);

      // Switched off: the same page, loaded again, is left as served.
      await driver.evalInExtension(setSerpEnginesInExtension, []);
      await page.reload();
      await ui.expectVisible(byText('The best AI writers'));
      // Time for a script to arrive if one were coming (it comes within a few ms when switched on).
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await ui.expectAbsent(byRole('button', /^Toolscout: /));
      expect(extensionRequests(server)).toEqual([]);
    });

    test('pages that are no tool get nothing: no DOM change, no badge, no request', async ({
      driver,
      server,
    }) => {
      await connectAndSync(driver);
      const hosts = Array.from({ length: 12 }, (_, i) => `site${i}.example`);
      await routeSites(driver, hosts);
      server.clearLog();
      const page = await driver.newTab();
      for (const host of hosts) {
        const url = `https://${host}/article?id=${host}`;
        await page.goto(url);
        const html = () => page.evaluate(() => document.documentElement.outerHTML, undefined);
        const before = await html();
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect(await html()).toBe(before);
        expect(await html()).toBe(
          `<html><head><title>${host}/article</title></head><body><main><h1>${host}/article</h1><p>Some text.</p></main></body></html>`,
        );
        expect(await driver.evalInExtension(badgeInExtension, url)).toBe('');
      }
      expect(extensionRequests(server)).toEqual([]);
    });

    test('the badge is right for each tab', async ({ driver, server }) => {
      await connectAndSync(driver);
      await routeSites(driver, ['www.jasper.ai', 'news.example']);
      const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
      const toolTab = await driver.newTab('https://www.jasper.ai/');
      await driver.newTab('https://news.example/');
      const badge = (url: string) => () => driver.evalInExtension(badgeInExtension, url);
      await expect.poll(badge('https://www.jasper.ai/')).toBe(jasper.rating.average?.toFixed(1));
      await expect.poll(badge('https://news.example/')).toBe('');
      // Leaving the tool's site clears that tab's badge.
      await toolTab.goto('https://news.example/other');
      await expect.poll(badge('https://news.example/other')).toBe('');
    });

    test('dismiss hides the card for that tab; mute hides it on that site until unmuted', async ({
      driver,
    }) => {
      await connectAndSync(driver);
      await routeSites(driver, ['www.jasper.ai', 'www.midjourney.com']);
      const first = await driver.newTab('https://www.jasper.ai/');
      const firstUi = new PageUi(first);
      await firstUi.click(anyPill);
      await firstUi.click(byRole('button', 'Dismiss'));
      await firstUi.expectCount(cardHost, 0);
      // Dismissed for the tab: not even on another tool's site in it.
      await first.goto('https://www.midjourney.com/');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await firstUi.expectCount(cardHost, 0);

      const second = await driver.newTab('https://www.jasper.ai/');
      const secondUi = new PageUi(second);
      await secondUi.click(anyPill);
      await secondUi.click(byRole('button', 'Never on this site'));
      await secondUi.expectCount(cardHost, 0);
      const third = await driver.newTab('https://www.jasper.ai/blog');
      const thirdUi = new PageUi(third);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await thirdUi.expectCount(cardHost, 0);
      await third.goto('https://www.midjourney.com/');
      await thirdUi.expectVisible(anyPill);

      const options = await driver.openExtensionPage('options.html');
      const optionsUi = new PageUi(options);
      await optionsUi.expectText(byRole('list', 'Never on this site'), 'jasper.ai');
      await optionsUi.click(byRole('button', 'Show again on jasper.ai'));
      await optionsUi.expectVisible(byText('None. Choose “Never on this site”'));
      await third.goto('https://www.jasper.ai/');
      await thirdUi.expectVisible(anyPill);
    });
  });

  test('80 interactive requests against a 60/min server: zero 429, clean rate-limited answers', async ({
    driver,
    server,
  }) => {
    server.setOptions({ rateLimitPerMinute: 60, rateLimitWindowMs: 60_000 });
    await driver.connect();
    const options = await driver.openExtensionPage('options.html');
    const started = Date.now();
    const answers = await options.evaluate(async () => {
      const queries = Array.from({ length: 80 }, (_, i) => `tool query ${i}`);
      return Promise.all(
        queries.map(
          async (q) =>
            (await chrome.runtime.sendMessage({ type: 'search', q })) as {
              ok: boolean;
              error?: { kind: string; retryAt?: number };
            },
        ),
      );
    }, undefined);
    const ok = answers.filter((answer) => answer.ok);
    // Past the 60 the person alone can use: "too many requests". Short of them, a slot the first sync
    // holds: "busy", asked again by the popup. Either way with the time to try again.
    const limited = answers.filter((answer) => !answer.ok && answer.error?.kind === 'rate-limited');
    const busy = answers.filter((answer) => !answer.ok && answer.error?.kind === 'busy');
    expect(ok.length + limited.length + busy.length).toBe(80);
    expect(limited.length + busy.length).toBeGreaterThanOrEqual(20);
    for (const answer of [...limited, ...busy]) expect(answer.error?.retryAt).toBeGreaterThan(started);
    const sent = server.requestLog.filter((entry) => entry.tokenHash !== null);
    expect(sent.filter((entry) => entry.status === 429)).toHaveLength(0);
    expect(sent.length).toBeLessThanOrEqual(60);
    // The options page's budget panel, under Advanced, shows what was used.
    await new PageUi(options).click({ css: '.ts-advanced > summary' });
    await new PageUi(options).expectText({ css: '[data-testid="budget-used"]' }, /of 60/);
  });

  test('a restart of the background in the middle of a sync resumes it without loss or duplicates', async ({
    driver,
    server,
  }) => {
    // Slow pages, so the restart lands mid-sync. The page is open before the sync starts: opening a tab
    // has taken Firefox's driver over 20 s on a loaded machine, and the sync would be over by then.
    server.setOptions({ faults: { enabled: true, latencyMs: 400 } });
    const page = await driver.openExtensionPage('options.html');
    await driver.connect();
    await expect
      .poll(async () => (await syncStatus(page))?.page ?? 0, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(5);
    await driver.restartBackground();
    const stoppedAt = Date.now();
    await waitForDirectory(page);

    expectSyncResumedAfter(server, stoppedAt);
    expect(await syncStatus(page)).toMatchObject({
      ready: true,
      state: 'idle',
      toolsStored: E2E_DATASET_SIZE,
    });
  });

  test('the Requests view lists exactly the requests the server logged, each with why; Clear empties it', async ({
    driver,
    server,
  }) => {
    server.clearLog();
    // The session: connect (the connection test), the daily sync and weekly prefetch it starts, a popup
    // search the person sends to the directory with its button, and the detail of a tool outside the
    // prefetched ones.
    await connectAndSync(driver);
    const listing = await apiGet<{ data: ToolJson[] }>(server, '/tools?per_page=100');
    const longTail = listing.data[40];
    if (!longTail) throw new Error('The listing has fewer than 41 tools');
    const popup = await driver.openExtensionPage('popup.html', POPUP_VIEWPORT);
    const ui = new PageUi(popup);
    await popup.type('video');
    await expect.poll(async () => (await ui.all(resultCells)).length).toBeGreaterThan(0);
    await ui.click(byRole('button', 'Search the directory’s own index'));
    await ui.expectText(resultCount, /in the directory’s index$/);
    await ui.fill(searchBox, longTail.name);
    // The directory's answer for the name, not the dimmed rows of "video" it replaces (the tool may be
    // among them, and a click there lands on whatever row the answer puts in its place).
    await expect
      .poll(async () => ({ busy: await ui.count(busyResults), first: (await ui.names(resultCells))[0] }))
      .toEqual({ busy: 0, first: longTail.name });
    await ui.click(byRole('gridcell', longTail.name));
    await ui.expectCount(toolRowsIn(byRole('list', `Alternatives to ${longTail.name}`)), MAX_ALTERNATIVES);
    await popup.close();

    // The table's scrolling region, named by its caption.
    const table = byRole('region', 'Requests sent');
    const openRequestsView = async () => {
      const page = await driver.openExtensionPage('options.html');
      await new PageUi(page).expectVisible(table);
      return page;
    };
    const rows = (page: DriverPage) =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('#requests tbody tr')].map((row) =>
            [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
          ),
        undefined,
      );
    // The detail may show the device's pick while the directory's answer is still on its way (on a loaded
    // machine), and the log's entry is written with the answer. The view lists what was logged when it
    // opened: it is read once the server has answered and the extension has logged all the server saw,
    // and opened again if it opened before that.
    await expect
      .poll(() =>
        extensionRequests(server).some((entry) =>
          entry.path.endsWith(`/tools/${longTail.slug}/alternatives`),
        ),
      )
      .toBe(true);
    let options = await openRequestsView();
    await expect
      .poll(() =>
        options.evaluate(async () => {
          const listed = await chrome.runtime.sendMessage({ type: 'requests/list' });
          return listed?.ok ? listed.data.length : -1;
        }, undefined),
      )
      .toBe(extensionRequests(server).length);
    if ((await rows(options)).length !== extensionRequests(server).length) {
      await options.close();
      options = await openRequestsView();
    }
    const optionsUi = new PageUi(options);
    const shown = await rows(options);
    // What the server saw, written as the view writes it: the path under /api/v1 as a template (a tool's
    // slug into what it carried, first), the query's parameters, the status.
    const logged = extensionRequests(server).map((entry) => {
      const rest = entry.path.replace(/^\/api\/v1/, '');
      const tool = /^\/tools\/([^/]+)(\/alternatives)?$/.exec(rest);
      const params = tool ? { slug: decodeURIComponent(tool[1] ?? ''), ...entry.query } : entry.query;
      const carried = Object.entries(params).map(([name, value]) => `${name}: ${value}`);
      const path = tool ? `/tools/{slug}${tool[2] ?? ''}` : rest;
      return `GET ${path} | ${carried.length ? carried.join(', ') : 'Nothing'} | ${entry.status}`;
    });
    expect(logged.length).toBeGreaterThan(5);
    expect(shown).toHaveLength(logged.length);
    expect(
      shown.map(([, endpoint, , carried, answer]) => `${endpoint} | ${carried} | ${answer}`).sort(),
    ).toEqual(logged.sort());
    // Why each was sent, in the person's words.
    const why = (endpoint: string, carried: RegExp) =>
      shown.filter((row) => row[1] === endpoint && carried.test(row[3] ?? '')).map((row) => row[2]);
    expect(why('GET /tools', /^per_page: 1$/)).toEqual(['Testing your connection']);
    expect(new Set(why('GET /tools', /per_page: 100/))).toEqual(new Set(['Daily sync']));
    expect(why('GET /search', /^q: video/)).toEqual(['Your search']);
    expect(
      why('GET /tools/{slug}/alternatives', new RegExp(`^slug: ${escapeRegExp(longTail.slug)}$`)),
    ).toEqual(['A detail you opened']);
    expect(why('GET /tools/{slug}/alternatives', /./)).toContain('Weekly prefetch');
    await options.evaluate(() => document.getElementById('requests')?.scrollIntoView(), undefined);
    await options.screenshot(screenshotPath(driver, 'options-requests'));

    const before = extensionRequests(server).length;
    await optionsUi.click(byRole('button', 'Clear requests'));
    await optionsUi.expectVisible(byText('No requests yet.'));
    await optionsUi.expectHidden(table);
    await options.close();
    // Emptied in the background's store, not only on the page.
    const again = await driver.openExtensionPage('options.html');
    await new PageUi(again).expectVisible(byText('No requests yet.'));
    // Reading and clearing the log asked the directory nothing.
    expect(extensionRequests(server)).toHaveLength(before);
    await again.close();
  });

  test('the token and the request log are out of reach of content scripts: not in storage.local, not in their IndexedDB', async ({
    driver,
  }) => {
    await connectAndSync(driver);
    await routeSites(driver, ['www.jasper.ai']);
    const url = 'https://www.jasper.ai/';
    const page = await driver.newTab(url);
    // The card is there, so its content script runs in this tab's isolated world: probe that world.
    await new PageUi(page).expectVisible(anyPill);
    const seen = await driver.evalInExtension(probeContentScript, url);
    expect(seen.origin).toBe('https://www.jasper.ai');
    expect(seen.storage).not.toContain(DEMO_TOKEN);
    expect(seen.indexedDb).not.toContain(DEMO_TOKEN);
    // The log of what was asked (the sync's pages at least) is the extension's alone.
    expect(await driver.evalInExtension(requestLogCountInExtension, undefined)).toBeGreaterThan(0);
    expect(seen.requestLog).toBe('0 entries');
    // The page's own scripts see no more.
    const pageView = await page.evaluate(
      async () => JSON.stringify({ storage: { ...localStorage }, databases: await indexedDB.databases?.() }),
      undefined,
    );
    expect(pageView).not.toContain(DEMO_TOKEN);
    // The background still has it, where only the extension's origin can open it, and storage.local has none.
    expect(await driver.evalInExtension(storedTokenInExtension, undefined)).toBe(DEMO_TOKEN);
    const local = await driver.evalInExtension(
      async () => JSON.stringify(await chrome.storage.local.get(null)),
      undefined,
    );
    expect(local).not.toContain(DEMO_TOKEN);
  });

  // Toolscout beside the page. No automation can open a real side panel: its page opens in a tab of its
  // own, which the panel's tab follower knows (it ignores its own tab), and tool sites open in other tabs.
  test.describe('beside the page', () => {
    test("the side panel follows tab switches: a tool's rating and alternatives from the device, a page that is no tool, another tool, and back; nothing is sent", async ({
      driver,
      server,
    }) => {
      await connectAndSync(driver);
      // Two of the tools whose alternatives the e2e build saved on the device, on sites of their own.
      const top = (await apiGet<{ data: ToolJson[] }>(server, `/tools?per_page=${E2E_PREFETCH_TOP}`)).data;
      const onTheirOwnSite = top.filter(
        (tool, index) =>
          tool.website.startsWith('https://') &&
          top.findIndex((other) => new URL(other.website).host === new URL(tool.website).host) === index,
      );
      const [first, second] = onTheirOwnSite;
      if (!first || !second) throw new Error('fewer than two top tools with a site of their own');
      // As the directory lists them, each product once (ChatGPT's apps are one, and none beside ChatGPT).
      const alternativesOf = (tool: ToolJson) => listedAlternatives(server, tool);
      const expected = new Map([
        [first.slug, await alternativesOf(first)],
        [second.slug, await alternativesOf(second)],
      ]);
      await routeSites(driver, [new URL(first.website).host, new URL(second.website).host, 'news.example']);

      const panel = await driver.openExtensionPage('sidepanel.html', SIDE_PANEL_VIEWPORT);
      const ui = new PageUi(panel);
      const thisTab = byRole('region', 'This tab');
      // From here on, nothing the panel shows may reach the directory.
      server.clearLog();

      const showsTool = async (tool: ToolJson) => {
        await ui.expectVisible(byRole('button', `More about ${tool.name}`, { exact: true, within: thisTab }));
        await ui.expectText(
          thisTab,
          new RegExp(
            `${tool.rating.average.toFixed(1)} out of 5 \\(${tool.rating.count.toLocaleString('en')} ratings?\\)`,
          ),
        );
        const rows = toolRowsIn(byRole('list', `Alternatives to ${tool.name}`, { exact: true }));
        const names = expected.get(tool.slug) ?? [];
        await ui.expectNames(rows, names);
        // They are the device's: nothing to ask the directory for.
        await ui.expectHidden(byRole('button', 'Ask the directory for alternatives'));
      };

      const firstTab = await driver.newTab(first.website);
      await showsTool(first);
      await panelScreenshot(driver, panel, 'sidepanel-tool');
      // The screenshot brought the panel's own tab to the front: it still shows the tab it showed.
      await showsTool(first);

      const news = await driver.newTab('https://news.example/today');
      await ui.expectText(thisTab, 'This tab is not a tool in the directory.');
      await ui.expectHidden(byRole('list', `Alternatives to ${first.name}`, { exact: true }));
      await panelScreenshot(driver, panel, 'sidepanel-not-a-tool');

      await firstTab.bringToFront();
      await showsTool(first);
      const secondTab = await driver.newTab(second.website);
      await showsTool(second);
      await news.bringToFront();
      await ui.expectText(thisTab, 'This tab is not a tool in the directory.');
      // The tab moves on to a tool's site: the panel follows the navigation, not only the switch.
      await news.goto(first.website);
      await showsTool(first);
      await secondTab.bringToFront();
      await showsTool(second);

      expect(extensionRequests(server)).toEqual([]);
    });
  });

  // Device only (issue 21): while it is on, nothing a person types or opens is sent; only the daily sync
  // and the weekly prefetch reach the directory, and the Requests view says so.
  test.describe('Device only', () => {
    test('a session with Device only on sends nothing: search, a long-tail detail, categories, its card and the side panel answer from the device', async ({
      driver,
      server,
    }) => {
      await connectAndSync(driver);
      // A tool far outside the prefetched top tools, on a site of its own: nothing on the device is its
      // directory's answer, so any surface would ask the directory about it, were Device only off.
      const tool = plainSiteTools(
        [...(await listing(server, 7)), ...(await listing(server, 8))],
        await listing(server, 1),
      )[0];
      if (!tool?.website) throw new Error('no long-tail tool with a plain website in the dataset');
      const site = new URL(tool.website);
      await driver.routeSite(site.host, (url) => PAGE(`${site.host}${url.pathname}`));

      // The person turns Device only on in the options' privacy section, by keyboard-reachable switch.
      const options = await driver.openExtensionPage('options.html');
      const optionsUi = new PageUi(options);
      const toggle = byRole('switch', 'Device only');
      await optionsUi.expectAttribute(toggle, 'aria-checked', 'false');
      await optionsUi.click(toggle);
      await optionsUi.expectAttribute(toggle, 'aria-checked', 'true');
      await optionsUi.expectVisible(
        byText('Only the daily sync and the weekly prefetch reach the directory.'),
      );
      await options.evaluate(() => document.getElementById('privacy')?.scrollIntoView(), undefined);
      await options.screenshot(screenshotPath(driver, 'options-device-only'));
      await options.close();
      // From here on, nothing may reach the directory.
      server.clearLog();

      // A search, with Enter: the device's results, and the popup says nothing was sent.
      const popup = await driver.openExtensionPage('popup.html', POPUP_VIEWPORT);
      const ui = new PageUi(popup);
      const note = byText('Device only is on: results come from this device, and nothing you type is sent.');
      await ui.expectVisible(note);
      await ui.expectFocused(searchBox);
      await popup.type('video');
      await expect.poll(async () => (await ui.all(resultCells)).length).toBeGreaterThan(0);
      await ui.expectText(resultCount, /^\d+ tools$/);
      await popup.press('Enter');
      await new Promise((resolve) => setTimeout(resolve, 800));
      await ui.expectAbsent(byRole('button', 'Search the directory’s own index'));
      await ui.expectAbsent(byRole('button', 'More from the directory’s index'));
      await ui.expectAbsent({ css: '.pp-message' });
      expect((await ui.all(resultCells)).length).toBeGreaterThan(0);
      await popupScreenshot(driver, popup, 'device-only-search');

      // The long-tail tool's detail: the local record, and similar tools picked on the device.
      await ui.fill(searchBox, tool.name);
      await ui.click(byRole('gridcell', tool.name));
      await ui.expectVisible(byRole('heading', tool.name));
      const alternatives = byRole('list', `Alternatives to ${tool.name}`);
      await expect.poll(async () => ui.count(toolRowsIn(alternatives))).toBeGreaterThan(0);
      await ui.expectVisible(byText(/^Similar (in .+|tools), picked on this device$/));
      await ui.expectVisible(
        byText('Device only is on: these come from this device, and the directory is not asked.'),
      );
      await ui.expectAbsent({ css: '.pp-message' });
      await popupScreenshot(driver, popup, 'device-only-detail');
      await ui.click(byRole('button', 'Back'));

      // Categories: the local copy's, and a subcategory's tools from it.
      await popup.press('Escape');
      await ui.click(byRole('tab', 'Categories'));
      await ui.expectVisible(
        byText('Device only is on: categories and their tools come from the copy on this device.'),
      );
      const subcategory = tool.subcategories[0];
      const category = server.dataset.categories.find((candidate) =>
        candidate.subcategoryIds.includes(subcategory?.id ?? -1),
      );
      if (!subcategory || !category) throw new Error(`${tool.name} has no subcategory`);
      // The directory's tree, kept with the sync, with the local counts.
      await ui.click(byRole('button', new RegExp(`^${escapeRegExp(category.name)} [\\d,]+ tools?$`)));
      await ui.click(byRole('button', new RegExp(`^${escapeRegExp(subcategory.name)} [\\d,]+ tools?$`)));
      await ui.expectVisible(byRole('heading', subcategory.name));
      await expect
        .poll(async () => ui.count(toolRowsIn(byRole('list', `Tools in ${subcategory.name}`))))
        .toBeGreaterThan(0);
      await ui.expectAbsent({ css: '.pp-message' });
      await popupScreenshot(driver, popup, 'device-only-listing');
      await popup.close();

      // Its card on its own site: the pill promises nothing is sent; opened, the local pick and why.
      const page = await driver.newTab(site.href);
      const pageUi = new PageUi(page);
      const pill = byRole('button', /^Toolscout: /);
      await pageUi.expectVisible(pill);
      await pageUi.expectAttribute(pill, 'title', 'Device only is on: opening the card sends nothing');
      await pageUi.click(pill);
      const card = byRole('region', `Toolscout: ${tool.name}`);
      await pageUi.expectText(card, 'Device only is on: from this device, nothing was sent.');
      await expect
        .poll(async () => pageUi.count(byRole('link', undefined, { within: { css: '.ts-alternatives' } })))
        .toBeGreaterThan(0);
      await page.screenshot(screenshotPath(driver, 'card-device-only'));

      // The side panel beside it: the same pick, no "ask" button.
      const panel = await driver.openExtensionPage('sidepanel.html', SIDE_PANEL_VIEWPORT);
      const panelUi = new PageUi(panel);
      await page.bringToFront();
      const thisTab = byRole('region', 'This tab');
      await panelUi.expectVisible(byRole('button', `More about ${tool.name}`, { within: thisTab }));
      await panelUi.expectVisible(
        byText('Device only is on: these come from this device, and the directory is not asked.', {
          within: thisTab,
        }),
      );
      await panelUi.expectAbsent(byRole('button', 'Ask the directory for alternatives'));

      // Nothing of it reached the directory.
      expect(extensionRequests(server)).toEqual([]);

      // The Requests view says so, and lists nothing a person caused: only what went before the switch
      // (the connection test) and the sync and the prefetch.
      const requests = await driver.openExtensionPage('options.html');
      const requestsUi = new PageUi(requests);
      await requestsUi.expectVisible(
        byText('Device only is on: only the daily sync and the weekly prefetch are sent.'),
      );
      await requestsUi.expectVisible(byRole('region', 'Requests sent'));
      const why = await requests.evaluate(
        () =>
          [...document.querySelectorAll('#requests tbody tr td:nth-child(3)')].map(
            (cell) => cell.textContent ?? '',
          ),
        undefined,
      );
      expect(why.length).toBeGreaterThan(0);
      expect(new Set(why)).toEqual(new Set(['Daily sync', 'Weekly prefetch', 'Testing your connection']));
      expect(why.filter((reason) => reason === 'Testing your connection')).toHaveLength(1);
      await requests.evaluate(() => document.getElementById('requests')?.scrollIntoView(), undefined);
      await requests.screenshot(screenshotPath(driver, 'options-requests-device-only'));

      // The sync still goes: asked for now, it reaches the directory (and the prefetch may follow it).
      const top = new Set(
        (await apiGet<{ data: ToolJson[] }>(server, `/tools?per_page=${E2E_PREFETCH_TOP}`)).data.map(
          (topTool) => topTool.slug,
        ),
      );
      await requestsUi.click(byRole('button', 'Sync now'));
      await expect.poll(() => extensionRequests(server).length, { timeout: 30_000 }).toBeGreaterThan(0);
      await expect.poll(async () => (await syncStatus(requests))?.state, { timeout: 60_000 }).toBe('idle');
      for (const entry of extensionRequests(server)) {
        const prefetched = /^\/api\/v1\/tools\/([^/]+)\/alternatives$/.exec(entry.path)?.[1];
        const isSync =
          (entry.path === '/api/v1/tools' && entry.query.per_page === '100') ||
          entry.path === '/api/v1/categories';
        expect(isSync || (prefetched !== undefined && top.has(prefetched)), entry.path).toBe(true);
      }
    });
  });

  // reach: what the `ts` keyword and the right-click menu open, and the shortcuts the browser took.
  test.describe('reach', () => {
    test('the search page shows the popup’s results for its ?q= (every local match, nothing sent), and the shortcuts have their keys', async ({
      driver,
      server,
    }) => {
      const view = new DatasetView(server.dataset);
      await connectAndSync(driver);
      server.clearLog();
      const page = await driver.openExtensionPage('search.html?q=video');
      const ui = new PageUi(page);
      await ui.expectValue(searchBox, 'video');
      // As the popup: the count of every local match and its first page, from the device.
      await ui.expectText(resultCount, toolsCounted(localMatchCounter(server.dataset)('video')));
      // A tall page: as many pages as fill it, from the device.
      await expect
        .poll(async () => (await ui.all(resultCells)).length)
        .toBeGreaterThanOrEqual(LOCAL_FIRST_PAGE);
      for (const name of await ui.names(resultCells)) {
        expect(
          view.toolsNamed(name).some((tool) => /video/i.test(view.searchableText(tool))),
          `${name} is about video`,
        ).toBe(true);
      }
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(searchRequests(server.requestLog)).toEqual([]);
      await page.screenshot(screenshotPath(driver, 'search-page'));

      const shortcuts = await driver.evalInExtension(
        async () =>
          (await chrome.commands.getAll())
            .map(({ name, shortcut }) => ({ name, shortcut }))
            .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '')),
        undefined,
      );
      // The side panel's: Firefox opens its sidebar on a command of its own; Chrome's goes to the background.
      const panelCommand = driver.browserName === 'firefox' ? '_execute_sidebar_action' : 'open-side-panel';
      expect(shortcuts).toEqual(
        [
          { name: '_execute_action', shortcut: 'Alt+Shift+S' },
          { name: 'focus-card', shortcut: 'Alt+Shift+Y' },
          { name: panelCommand, shortcut: 'Alt+Shift+K' },
        ].sort((a, b) => a.name.localeCompare(b.name)),
      );
    });
  });
}
