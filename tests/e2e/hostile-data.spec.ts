// The hostile fixture (DATASET=hostile: ratings of -1, 5.5, 55, "7.5", "NaN", bidi overrides, 10 kB
// strings, HTML) in real Chromium: it renders in the popup (search results, detail) and in the card
// on a hostile tool's own site, with no page error and no part of a view replaced by its fallback.
import { cleanText, MAX_NAME_LENGTH } from '../../lib/api/field-readers';
import { HOSTILE_TOOLS } from '../../server/index';
import { connectAndSync, DEMO_TOKEN, E2E_DATASET_SIZE, expect, OBSERVER_TOKEN, test } from './fixtures';
import { escapeRegExp, routeSite, watchForBreakage } from './odd-data-helpers';
import { openPopup } from './popup-helpers';
import { RESULTS_PAGES, routeResultsPage } from './serp-pages';

// One worker for this file's tests, in turn: each worker its server settings need starts a process, a
// reference server and a Chromium (2–5 CPU-s), and three tests gain nothing from running side by side.
test.describe.configure({ mode: 'default' });

test.use({
  serverSettings: {
    size: E2E_DATASET_SIZE,
    tokens: [DEMO_TOKEN, OBSERVER_TOKEN],
    dataset: 'hostile',
    quirks: true,
  },
});

test.describe('odd data: the hostile fixture', () => {
  /** Each hostile name as a person reads it: no bidi controls, at most 200 characters. */
  const shownNames = HOSTILE_TOOLS.map((tool) => cleanText(tool.name, MAX_NAME_LENGTH));

  test('popup: every hostile tool is listed and opens, names as plain text, HTML never markup', async ({
    connect,
    context,
    extensionId,
    openExtensionPage,
  }) => {
    expect(shownNames[0]).toBe('Oddity evif revo Chat');
    await connectAndSync(connect, openExtensionPage);
    const popup = await openPopup(context, extensionId);
    const problems = watchForBreakage(popup);

    // The device's rows for "oddity", then the directory's own, which lists every hostile tool as it sent it.
    await popup.getByRole('combobox', { name: 'Search AI tools' }).fill('oddity');
    await expect(popup.getByRole('gridcell', { name: shownNames[0], exact: true })).toBeVisible();
    await popup.getByRole('button', { name: 'Search the directory’s own index' }).click();
    for (const name of shownNames) {
      await expect(popup.getByRole('gridcell', { name, exact: true })).toBeVisible();
    }
    await expect(popup.getByText("This tool can't be shown")).toHaveCount(0);

    // 55 reads as 5.0, -1 as 0.0; "NaN" as no ratings.
    const row = (index: number) => popup.getByRole('gridcell', { name: shownNames[index], exact: true });
    await expect(row(1).getByRole('img', { name: /^5\.0 out of 5 \(7 ratings\)$/ })).toBeVisible();
    await expect(row(2).getByRole('img', { name: /^0\.0 out of 5 \(3 ratings\)$/ })).toBeVisible();
    await expect(row(4)).toContainText('No ratings yet');

    await row(1).click();
    const heading = popup.getByRole('heading', { level: 2, name: shownNames[1], exact: true });
    await expect(heading).toBeVisible();
    await expect(popup.locator('.pp-detail__description')).toContainText(
      '<script>document.title="pwned"</script>',
    );
    await expect(popup.locator('.pp-detail img[src="x"], .pp-detail script')).toHaveCount(0);
    expect(await popup.title()).not.toBe('pwned');
    await popup.getByRole('button', { name: 'Back' }).click();

    await row(5).click();
    await expect(popup.getByRole('heading', { level: 2, name: shownNames[5], exact: true })).toBeVisible();
    // A 200-character unbroken name wraps inside the popup instead of widening it.
    const width = await popup.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(380);
    expect(problems).toEqual([]);
  });

  test('card: on a hostile tool’s site the pill and the card show it clamped and cleaned', async ({
    connect,
    context,
    openExtensionPage,
  }) => {
    await connectAndSync(connect, openExtensionPage);
    const page = await context.newPage();
    const problems = watchForBreakage(page);
    for (const [index, tool] of HOSTILE_TOOLS.entries()) {
      await routeSite(context, tool.website);
      await page.goto(tool.website);
      const pill = page.getByRole('button', {
        name: new RegExp(`^Toolscout: ${escapeRegExp(shownNames[index] ?? '')}, `),
      });
      await expect(pill, tool.slug).toBeVisible();
      await pill.click();
      const card = page.getByRole('region', { name: `Toolscout: ${shownNames[index]}` });
      await expect(card, tool.slug).toBeVisible();
      expect(await card.textContent()).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    }
    // The first one, rated 5.5 over the wire, reads 5.0.
    await page.goto(HOSTILE_TOOLS[0]?.website ?? '');
    await expect(
      page.getByRole('button', { name: 'Toolscout: Oddity evif revo Chat, rated 5.0 out of 5' }),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('results page: the hostile tools get chips of text only, ratings clamped, names isolated', async ({
    connect,
    context,
    openExtensionPage,
  }) => {
    await connectAndSync(connect, openExtensionPage);
    const options = await openExtensionPage('options.html');
    await options.getByRole('switch', { name: 'Show ratings in Google results' }).click();
    await expect(options.getByRole('switch', { name: 'Show ratings in Google results' })).toBeChecked();
    await routeResultsPage(
      context,
      'google',
      HOSTILE_TOOLS.map((tool, index) => ({ url: tool.website, title: `Result ${index}` })),
    );
    const page = await context.newPage();
    const problems = watchForBreakage(page);
    await page.goto(RESULTS_PAGES.google);
    const chips = page.locator('toolscout-chip').getByRole('button');
    await expect(chips).toHaveCount(HOSTILE_TOOLS.length);
    for (const [index, name] of shownNames.entries()) {
      // The name only in the chip's accessible name, between isolates; the visible text is numbers.
      const chip = page.getByRole('button', {
        name: new RegExp(`^Toolscout: \u2068${escapeRegExp(name ?? '')}\u2069, `),
      });
      await expect(chip, HOSTILE_TOOLS[index]?.slug).toHaveCount(1);
      await expect(chip).toHaveText(
        /^(★ [0-5]\.\d \([\d,]+\)|no ratings) · (\d alternatives?|alternatives)$/,
      );
    }
    // Rated 5.5 over the wire: 5.0 on its chip.
    await expect(
      page.getByRole('button', { name: /^Toolscout: \u2068Oddity evif revo Chat\u2069, / }),
    ).toContainText('★ 5.0');
    await expect(page.locator('toolscout-chip img, toolscout-chip script')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
