// The comparison page (issue 30, part 3) in real Chromium against the reference server: adding a tool from
// the page's own search (the local copy: no request once synced), the limit at four, Remove, the way back
// to the tab it was opened from (or, without one, the search page), the empty page, and the page at a
// phone's width with 2, 3 and 4 tools in light and dark. (tests/e2e/find.spec.ts picks tools in the popup
// and checks each row's values and marks.)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { ToolRecord } from '../../server/index';
import { playwrightPage } from './chromium-driver';
import { expect, extensionRequests, test } from './fixtures';
import { artifactsDir } from './paths';
import { DatasetView, openDetail, PAST_DEBOUNCE_MS, searchBox, syncedPopup } from './popup-helpers';
import { axeInPage } from './shared/axe-rules';
import { layoutFindings } from './shared/layout-checks';

const SHOTS = path.join(artifactsDir, 'screenshots', 'compare');

/** The page as a person sees it; `fullPage` for a desktop window (it resets Chromium's touch emulation). */
async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/** The one visible tool of this slug, whose name no other tool has (so a search row is unambiguous). */
function uniqueTool(view: DatasetView, slug: string): ToolRecord {
  const tool = view.tool(slug);
  expect(view.toolsNamed(tool.name), `${tool.name} is the only tool of that name`).toHaveLength(1);
  return tool;
}

function addBox(page: Page) {
  return page.getByRole('combobox', { name: 'Add a tool' });
}

/** Puts these tools, and only these, in the comparison (as the popup's "Compare" does). */
async function pickInExtension(page: Page, tools: readonly ToolRecord[]): Promise<void> {
  await page.evaluate(
    async (items) => {
      const current = await chrome.runtime.sendMessage({ type: 'compare/selection' });
      for (const item of current.data)
        await chrome.runtime.sendMessage({ type: 'compare/remove', slug: item.slug });
      for (const item of items) await chrome.runtime.sendMessage({ type: 'compare/add', ...item });
    },
    tools.map((tool) => ({ slug: tool.slug, name: tool.name })),
  );
}

async function activeTabUrl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
    return tab?.url ?? '';
  });
}

test.describe('compare: the page', () => {
  test('adds a tool from its search with no request once synced, says the limit at four, removes one, and Back returns to where it was opened', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    test.setTimeout(120_000);
    const view = new DatasetView(server.dataset);
    // Synced, and the top tools' alternatives saved: from then on nothing is sent unasked.
    const popup = await syncedPopup(connect, context, extensionId);
    const jasper = uniqueTool(view, 'jasper');
    const midjourney = uniqueTool(view, 'midjourney');
    const chatgpt = uniqueTool(view, 'chatgpt');
    await openDetail(popup, jasper.name);
    await popup.getByRole('checkbox', { name: `Compare ${jasper.name}`, exact: true }).check();
    const alternatives = popup.getByRole('list', { name: `Alternatives to ${jasper.name}` });
    const alternative = alternatives.getByRole('checkbox').first();
    await expect(alternative).toBeVisible();
    expect(await alternative.getAttribute('aria-label')).not.toMatch(/Midjourney|ChatGPT/);
    await alternative.check();

    server.clearLog();
    const [page] = await Promise.all([
      context.waitForEvent('page'),
      popup.getByRole('button', { name: 'Compare 2 tools' }).click(),
    ]);
    await page.waitForLoadState();
    // The comparison knows the tab it was opened from: its way back.
    expect(page.url()).toMatch(/\/compare\.html\?from=\d+$/);
    const columns = page.getByRole('table').getByRole('columnheader');
    await expect(columns).toHaveCount(2);
    await expect(page.getByText('2 tools picked, up to 4')).toBeVisible();

    // By keyboard: type a name, the first tool that can be added is highlighted, Enter adds it.
    const box = addBox(page);
    await box.focus();
    await page.keyboard.type(midjourney.name);
    const option = page.getByRole('option', { name: midjourney.name, exact: true });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await shot(page, 'compare-add-search');
    await page.keyboard.press('Enter');
    await expect(columns).toHaveCount(3);
    await expect(columns.nth(2)).toContainText(midjourney.name);
    await expect(page.getByRole('status').filter({ hasText: `${midjourney.name} added` })).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();

    // A tool already compared is listed, and cannot be added twice.
    await page.keyboard.type(jasper.name);
    const compared = page.getByRole('option', { name: jasper.name, exact: true });
    await expect(compared).toHaveAttribute('aria-disabled', 'true');
    await expect(compared).toContainText('In the comparison');
    await compared.click({ force: true });
    await expect(columns).toHaveCount(3);

    // With the mouse: the fourth, and the search gives way to the limit.
    await box.fill(chatgpt.name);
    await page.getByRole('option', { name: chatgpt.name, exact: true }).click();
    await expect(columns).toHaveCount(4);
    await expect(box).toHaveCount(0);
    const limit = page.getByText('The comparison holds 4 tools. Remove one first.');
    await expect(limit).toBeVisible();
    await expect(limit).toBeFocused();
    await shot(page, 'compare-4-tools');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'compare-4-tools-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Searching and adding asked the directory nothing: the local copy answered.
    await page.waitForTimeout(PAST_DEBOUNCE_MS);
    expect(extensionRequests(server)).toEqual([]);

    // Remove one, by keyboard: three columns, focus on the heading, the search back.
    await page.getByRole('button', { name: `Remove ${chatgpt.name}` }).focus();
    await page.keyboard.press('Enter');
    await expect(columns).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(addBox(page)).toBeVisible();

    // The popup's "Compare N tools" agrees: the same stored picks.
    await popup.reload();
    await openDetail(popup, midjourney.name);
    await expect(
      popup.getByRole('checkbox', { name: `Compare ${midjourney.name}`, exact: true }),
    ).toBeChecked();
    await expect(popup.getByRole('button', { name: 'Compare 3 tools' })).toBeVisible();

    // Back: the tab it was opened from is in front again, and the comparison is closed.
    await Promise.all([page.waitForEvent('close'), page.getByRole('button', { name: 'Back' }).click()]);
    expect(await activeTabUrl(popup)).toMatch(/\/popup\.html$/);
    expect(extensionRequests(server).filter((entry) => /\/tools\/[^/]+$/.test(entry.path))).toEqual([]);
  });

  test('with nothing picked it says so and offers its search; without the tab it came from, the way back is the search page', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    const popup = await syncedPopup(connect, context, extensionId);
    await pickInExtension(popup, []);
    const page = await context.newPage();
    // Opened from a tab that is gone since: no Back to it.
    await page.goto(`chrome-extension://${extensionId}/compare.html?from=987654`);
    await expect(page.getByText(/^Nothing to compare yet/)).toBeVisible();
    const box = addBox(page);
    await expect(box).toBeFocused();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await shot(page, 'compare-empty');

    // One tool is not a comparison yet: it says so, and the search stays first.
    const jasper = uniqueTool(view, 'jasper');
    await box.fill(jasper.name);
    // As a person does: Enter once the tool is offered (the device's answer may take a moment).
    await expect(page.getByRole('option', { name: jasper.name, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Only ${jasper.name} is picked`)).toBeVisible();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(1);
    await expect(box).toBeFocused();
    // A query that finds nothing on the device says so (and asks nothing).
    server.clearLog();
    await box.fill('zzqxv');
    await expect(page.getByText('No tool on this device matches “zzqxv”.')).toBeVisible();
    await page.waitForTimeout(PAST_DEBOUNCE_MS);
    expect(extensionRequests(server)).toEqual([]);

    const toSearch = page.getByRole('link', { name: 'Search tools' });
    await expect(toSearch).toHaveAttribute('href', `chrome-extension://${extensionId}/search.html`);
    await toSearch.click();
    await expect(page).toHaveURL(/\/search\.html$/);
    await expect(searchBox(page)).toBeVisible();
  });
});

const PHONES = [
  { name: '360x740', width: 360, height: 740 },
  { name: '412x915', width: 412, height: 915 },
] as const;

const touchSessions = new WeakMap<Page, CDPSession>();

/** A touch screen's pointer for this page (Chromium's touch emulation: `pointer: coarse`, taps). */
async function asTouchScreen(context: BrowserContext, page: Page): Promise<void> {
  touchSessions.set(page, touchSessions.get(page) ?? (await context.newCDPSession(page)));
  const cdp = touchSessions.get(page) as CDPSession;
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await cdp.send('Emulation.setEmitTouchEventsForMouse', { enabled: true, configuration: 'mobile' });
}

test.describe('compare: at a phone’s width', () => {
  test('2, 3 and 4 tools at 360×740 and 412×915, light and dark: the table scrolls under the row names, nothing wider than the screen, no text under 12 px, every target 44 px, axe clean', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    test.setTimeout(240_000);
    const view = new DatasetView(server.dataset);
    const popup = await syncedPopup(connect, context, extensionId, { prefetch: false });
    const tools = ['jasper', 'copy-ai', 'huggingchat', 'chatgpt'].map((slug) => view.tool(slug));
    const page = await context.newPage();
    const problems: unknown[] = [];
    for (const count of [2, 3, 4]) {
      await pickInExtension(popup, tools.slice(0, count));
      for (const screen of PHONES) {
        await page.setViewportSize({ width: screen.width, height: screen.height });
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.goto(`chrome-extension://${extensionId}/compare.html`);
          // After the page has loaded: a navigation of an extension page drops the emulation.
          await asTouchScreen(context, page);
          await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(count);
          await expect(
            page.getByRole('row').filter({ hasText: 'Price' }).getByRole('cell').first(),
          ).not.toHaveText('—');
          expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
          const name = `${screen.name}-${colorScheme}-${count}-tools`;
          await shot(page, name, { fullPage: false });
          const findings = await page.evaluate(layoutFindings, { minFontPx: 12, minTargetPx: 44 });
          expect(findings.measured.targets).toBeGreaterThan(count);
          const axe = await axeInPage(playwrightPage(page), colorScheme);
          problems.push({
            page: name,
            overflow: findings.overflow,
            smallText: findings.smallText,
            smallTargets: findings.smallTargets,
            axe: axe.violations,
          });

          // Scrolled to the last tool, the row names are still where they were.
          const rowName = page.getByRole('rowheader', { name: 'Price', exact: true });
          const before = await rowName.boundingBox();
          await page.locator('.cmp-scroll').evaluate((scroller) => {
            scroller.scrollLeft = scroller.scrollWidth;
          });
          await expect(page.getByRole('table').getByRole('columnheader').last()).toBeInViewport();
          expect((await rowName.boundingBox())?.x).toBe(before?.x);
          await page.getByRole('columnheader').last().scrollIntoViewIfNeeded();
          await shot(page, `${name}-scrolled`, { fullPage: false });
        }
      }
    }
    expect(problems).toEqual(
      problems.map((found) => ({
        page: (found as { page: string }).page,
        overflow: [],
        smallText: [],
        smallTargets: [],
        axe: [],
      })),
    );
  });
});
