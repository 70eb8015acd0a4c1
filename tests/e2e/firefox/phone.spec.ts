// Toolscout at a phone's size, as close to Firefox for Android as this machine gets: Firefox ESR with the
// screens of two common phones (360×740 and 412×915), Firefox for Android's user agent, touch events, a
// coarse pointer (so the pages' touch rules apply), taps for clicks, in light and dark. No real Android
// device runs here (README, "Test"). A person connects, syncs, searches, opens a detail, meets the card
// on a tool's site and quiets it three ways; every page they see (the popup, which Android opens as a
// full page, the options, the welcome, the search page, the comparison, the side panel, the card) fits
// the screen, has no text under 12 px and no control under 44×44 CSS px (WCAG 2.5.5), and passes axe.
// Screenshots go to artifacts/screenshots/firefox-phone/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import type { RunningServer, ToolJson } from '../../../server/index';
import { apiGet, DEMO_TOKEN, resetServer, type ServerFixtures, serverFixtures } from '../fixtures';
import { artifactsDir } from '../paths';
import { axeInPage } from '../shared/axe-rules';
import { byRole, byText, type DriverPage, PageUi } from '../shared/driver';
import { imagesOnScreenLoaded } from '../shared/images-on-screen';
import { type LayoutFindings, layoutFindings } from '../shared/layout-checks';
import { connectThroughOptions, resultCells, waitForDirectory } from '../shared/suite';
import { type FirefoxDriver, launchFirefox } from './driver';

const SCREENS = [
  { name: '360x740', width: 360, height: 740 },
  { name: '412x915', width: 412, height: 915 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
/** Firefox for Android's own user agent (the oldest version the manifest accepts). */
const ANDROID_USER_AGENT = 'Mozilla/5.0 (Android 14; Mobile; rv:142.0) Gecko/142.0 Firefox/142.0';
const MIN_FONT_PX = 12;
const MIN_TARGET_PX = 44;

interface PhoneFixtures {
  phoneScreen: (typeof SCREENS)[number];
  scheme: (typeof SCHEMES)[number];
  phone: FirefoxDriver;
}

/** The screen and scheme a page is checked at. */
interface PhoneSettings {
  screen: PhoneFixtures['phoneScreen'];
  scheme: PhoneFixtures['scheme'];
}

const test = base.extend<PhoneFixtures, ServerFixtures>({
  ...(serverFixtures as object),
  phoneScreen: [SCREENS[0], { option: true }],
  scheme: ['light', { option: true }],
  phone: async ({ server, phoneScreen: screen, scheme }, use) => {
    resetServer(server);
    const phone = await launchFirefox({
      baseUrl: server.baseUrl,
      token: DEMO_TOKEN,
      device: {
        viewport: { width: screen.width, height: screen.height },
        touch: true,
        prefs: {
          'general.useragent.override': ANDROID_USER_AGENT,
          'dom.w3c_touch_events.enabled': 1,
          // A phone's pointer: coarse, no hover (LookAndFeel's pointer capabilities: 1 is coarse alone).
          'ui.primaryPointerCapabilities': 1,
          'ui.allPointerCapabilities': 1,
          // Scrollbars over the page, as on a phone, not beside it.
          'ui.useOverlayScrollbars': 1,
          // A tap is a tap however long the loaded machine takes between its touch down and up: a touch
          // held past this (300 ms by default) is no tap, and no click follows. Two CI runs lost a tap so,
          // and a hold of 300 ms between puppeteer's touchStart and end reproduces it every time.
          'apz.max_tap_time': 60_000,
          // 0 dark, 1 light: what the pages' prefers-color-scheme says.
          'layout.css.prefers-color-scheme.content-override': scheme === 'dark' ? 0 : 1,
        },
      },
    });
    await use(phone);
    await phone.close();
  },
});
const expect = test.expect;

/** The page as a phone shows it: measured, checked by axe, and saved as a screenshot to look at. */
async function checkPage(
  page: DriverPage,
  name: string,
  { screen, scheme }: PhoneSettings,
  within?: string,
): Promise<LayoutFindings> {
  await page.bringToFront();
  await expect
    .poll(
      async () =>
        (await page.evaluate(imagesOnScreenLoaded, undefined)) &&
        // Past every transition; a loading shimmer runs for as long as it loads.
        page.evaluate(
          () =>
            document
              .getAnimations()
              .every(
                (animation) =>
                  animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
              ),
          undefined,
        ),
    )
    .toBe(true);
  expect(
    await page.evaluate((dark) => matchMedia(`(prefers-color-scheme: ${dark})`).matches, scheme),
    `${name}: the page is in ${scheme}`,
  ).toBe(true);
  const folder = path.join(artifactsDir, 'screenshots', 'firefox-phone');
  mkdirSync(folder, { recursive: true });
  await page.screenshot(path.join(folder, `${screen.name}-${scheme}-${name}.png`));
  const findings = await page.evaluate(layoutFindings, {
    minFontPx: MIN_FONT_PX,
    minTargetPx: MIN_TARGET_PX,
    within,
  });
  expect(findings.measured.text, `${name}: text measured`).toBeGreaterThan(0);
  expect(findings.measured.targets, `${name}: controls measured`).toBeGreaterThan(0);
  const axe = await axeInPage(page, scheme, within);
  expect(axe.passes, `${name}: axe rules that passed`).toBeGreaterThan(5);
  // Soft: one run names every page's problems, not only the first page's.
  expect
    .soft({
      page: name,
      overflow: findings.overflow,
      smallText: findings.smallText,
      smallTargets: findings.smallTargets,
      axe: axe.violations,
    })
    .toEqual({ page: name, overflow: [], smallText: [], smallTargets: [], axe: [] });
  return findings;
}

/** The page's size as laid out: a full page fills the screen. */
const bodySize = (page: DriverPage) =>
  page.evaluate(() => {
    const rect = document.body.getBoundingClientRect();
    return { width: Math.round(rect.width), height: Math.round(rect.height) };
  }, undefined);

const TOOL_PAGE = (title: string) =>
  `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>Some text.</p></main></body></html>`;
const anyPill = byRole('button', /^Toolscout: /);
const cardHost = { css: 'toolscout-overlay' };
const openedCard = byRole('region', /^Toolscout: /);

/** Opens the card with a tap on its pill: its region shows. */
async function openCard(ui: PageUi): Promise<void> {
  await ui.click(anyPill);
  await ui.expectVisible(openedCard);
}

/** A person connects, syncs, searches, opens a detail, compares and opens the side panel's page: each fits. */
async function everyPageFitsThePhone(phone: FirefoxDriver, server: RunningServer, fixtures: PhoneSettings) {
  const { screen } = fixtures;

  // The welcome page, then connecting in the options, with taps.
  const welcome = await phone.openExtensionPage('welcome.html');
  await new PageUi(welcome).expectVisible(byRole('heading', 'Welcome to Toolscout'));
  await checkPage(welcome, 'welcome', fixtures);
  const options = await phone.openExtensionPage('options.html');
  const optionsUi = await connectThroughOptions(options, server.baseUrl, DEMO_TOKEN);
  // Save & test asks the server once; a loaded two-core machine has taken over 10 s.
  await optionsUi.expectVisible(byText(/^Connected — /), 30_000);
  await waitForDirectory(options);
  await checkPage(options, 'options', fixtures);

  // The popup, which Firefox for Android opens as a full page: it fills the screen.
  const popup = await phone.openExtensionPage('popup.html');
  const popupUi = new PageUi(popup);
  await popupUi.expectVisible(byRole('combobox', 'Search AI tools'));
  expect(await bodySize(popup)).toEqual({ width: screen.width, height: screen.height });
  await checkPage(popup, 'popup-home', fixtures);
  await popupUi.click(byRole('combobox', 'Search AI tools'));
  await popup.type('video');
  const firstResult = await popupUi.expectVisible(resultCells);
  await checkPage(popup, 'popup-search', fixtures);
  await popupUi.click(byRole('button', /^Filters/));
  await popupUi.expectAttribute(byRole('button', /^Filters/), 'aria-expanded', 'true');
  await checkPage(popup, 'popup-filters', fixtures);
  await popupUi.click(byRole('gridcell', firstResult.name));
  await popupUi.expectVisible(byRole('heading', firstResult.name));
  await popupUi.expectVisible(byRole('button', 'Back'));
  await checkPage(popup, 'popup-detail', fixtures);

  // The search page, the comparison of three tools, and the side panel's page.
  const search = await phone.openExtensionPage('search.html?q=video');
  await new PageUi(search).expectVisible(resultCells);
  await checkPage(search, 'search-page', fixtures);
  const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
  const alternatives = (await apiGet<{ data: ToolJson[] }>(server, '/tools/jasper/alternatives')).data;
  await phone.evalInExtension(
    async (tools) => {
      for (const tool of tools) await chrome.runtime.sendMessage({ type: 'compare/add', ...tool });
    },
    [jasper, ...alternatives.slice(0, 2)].map((tool) => ({ slug: tool.slug, name: tool.name })),
  );
  const compare = await phone.openExtensionPage('compare.html');
  await new PageUi(compare).expectVisible(byText(jasper.name));
  await checkPage(compare, 'compare', fixtures);
  const panel = await phone.openExtensionPage('sidepanel.html');
  await new PageUi(panel).expectVisible(byRole('combobox', 'Search AI tools'));
  await checkPage(panel, 'sidepanel', fixtures);
}

/** The card on a tool's site, once the directory is synced: the pill, the card, and its three quiet steps. */
async function theCardOnAToolsSite(phone: FirefoxDriver, fixtures: PhoneSettings) {
  const { screen } = fixtures;
  for (const host of ['www.jasper.ai', 'www.midjourney.com'])
    await phone.routeSite(host, (url) => TOOL_PAGE(`${host}${url.pathname}`));

  // The pill: on the screen, within the thumb's reach at the bottom, big enough to tap.
  const first = await phone.newTab('https://www.jasper.ai/');
  const firstUi = new PageUi(first);
  const pill = await firstUi.expectVisible(anyPill);
  expect(pill.y).toBeGreaterThan(screen.height / 2);
  expect(pill.y).toBeLessThan(screen.height);
  await checkPage(first, 'card-pill', fixtures, 'toolscout-overlay');
  await firstUi.click(anyPill);
  await firstUi.expectVisible(openedCard);
  await checkPage(first, 'card-open', fixtures, 'toolscout-overlay');
  // Its three quiet steps in view at the bottom of the screen, with no scrolling.
  for (const step of ['Dismiss', 'Hide until something changes', 'Never on this site']) {
    const button = await firstUi.expectVisible(byRole('button', step));
    expect(button.y, step).toBeGreaterThan(screen.height / 2);
    expect(button.y, step).toBeLessThan(screen.height);
  }
  // Closable with a thumb: the pill, at the bottom, folds it back, as does its collapse button.
  await firstUi.click(anyPill);
  await firstUi.expectHidden(openedCard);
  await firstUi.click(anyPill);
  await firstUi.click(byRole('button', 'Collapse'));
  await firstUi.expectHidden(openedCard);
  await firstUi.expectVisible(anyPill);

  // 1. Dismiss: gone from this tab.
  await openCard(firstUi);
  await firstUi.click(byRole('button', 'Dismiss'));
  await firstUi.expectCount(cardHost, 0);

  // 2. Hide until something changes: gone from the tool's site, in a new tab too.
  const second = await phone.newTab('https://www.jasper.ai/pricing');
  const secondUi = new PageUi(second);
  await openCard(secondUi);
  await secondUi.click(byRole('button', 'Hide until something changes'));
  // For a moment an Undo across the bottom, in a thumb's reach; the pill is gone.
  const undo = await secondUi.expectVisible(byRole('button', 'Undo'));
  expect(undo.y).toBeGreaterThan(screen.height / 2);
  await secondUi.expectCount(anyPill, 0);
  await checkPage(second, 'card-undo', fixtures, 'toolscout-overlay');
  const again = await phone.newTab('https://www.jasper.ai/blog');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await new PageUi(again).expectCount(cardHost, 0);

  // 3. Never on this site.
  const third = await phone.newTab('https://www.midjourney.com/');
  const thirdUi = new PageUi(third);
  await openCard(thirdUi);
  await thirdUi.click(byRole('button', 'Never on this site'));
  await thirdUi.expectCount(cardHost, 0);
  const later = await phone.newTab('https://www.midjourney.com/explore');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await new PageUi(later).expectCount(cardHost, 0);
}

// One Firefox per screen and scheme (the scheme is a launch pref) for both walks: the second starts where
// the first left the add-on, connected and synced. A test for each walk, with a Firefox and a first sync
// of its own, made this file cost 109–121 CPU-s instead of 97.
for (const screen of SCREENS) {
  for (const scheme of SCHEMES) {
    test.describe(`${screen.name}, ${scheme}`, () => {
      test.use({ phoneScreen: screen, scheme });

      test("every page fits the phone, and the card on a tool's site", async ({ phone, server }) => {
        test.setTimeout(300_000);
        const fixtures = { screen, scheme };
        await test.step('connect, sync, search, a detail, every page fits the phone', () =>
          everyPageFitsThePhone(phone, server, fixtures));
        await test.step("the card on a tool's site: the pill in reach of a thumb, the card closable, and its three quiet steps", () =>
          theCardOnAToolsSite(phone, fixtures));
      });
    });
  }
}
