// The main popup flow (search → detail) and the on-page card in real Chromium, against the reference
// server with quirks off (contract-valid answers) and on (null amounts, decimals as strings, missing
// ratings, extra fields): same screens, no page error, no part of a view replaced by its fallback.
import { KNOWN_TOOLS, type ToolRecord, type WireToolJson } from '../../server/index';
import { sharedCopy } from './english-copy';
import { apiGet, connectAndSync, expect, test } from './fixtures';
import { escapeRegExp, routeSite, watchForBreakage } from './odd-data-helpers';
import { openPopup } from './popup-helpers';
import { listedAlternatives } from './sites';

/** A well-known tool at a site of its own with an even id: with quirks on, its decimals arrive as strings. */
function stringDecimalTool(tools: readonly ToolRecord[]): ToolRecord {
  const known = new Set(KNOWN_TOOLS.map((tool) => tool.slug));
  const found = tools.find(
    (tool) =>
      known.has(tool.slug) &&
      tool.id % 2 === 0 &&
      tool.rating.average !== null &&
      new URL(tool.website).pathname === '/',
  );
  if (!found) throw new Error('no well-known tool with an even id');
  return found;
}

// The worker's default server; quirks switch per test (setOptions), so both runs share one server.
for (const quirks of [false, true]) {
  test.describe(`odd data, quirks ${quirks ? 'on' : 'off'}`, () => {
    // After the context fixture, which restores the server's start options for every test.
    test.beforeEach(({ context: _, server }) => {
      server.setOptions({ quirks });
    });

    test('popup: search, open a tool, read its rating, price and alternatives', async ({
      connect,
      context,
      extensionId,
      server,
    }) => {
      const tool = stringDecimalTool(server.dataset.visibleTools);
      // The API really sends this tool's decimals as strings with quirks on, as numbers without.
      const sent = await apiGet<{ data: WireToolJson }>(server, `/tools/${tool.slug}`);
      const amountType = typeof (sent.data.price as { amount: unknown }).amount;
      expect(amountType).toBe(quirks ? 'string' : 'number');
      await connect();
      const popup = await openPopup(context, extensionId);
      const problems = watchForBreakage(popup);

      await popup.getByRole('combobox', { name: 'Search AI tools' }).fill(tool.name);
      const row = popup.getByRole('gridcell', { name: tool.name, exact: true });
      await expect(row).toBeVisible();
      await row.click();

      await expect(popup.getByRole('heading', { level: 2, name: tool.name, exact: true })).toBeVisible();
      await expect(popup.getByRole('img', { name: sharedCopy.ratingLabel(tool.rating) })).toBeVisible();
      await expect(popup.locator('.pp-detail__head .ts-price')).toHaveText(
        sharedCopy.priceLabel({ type: tool.price.type, amount: tool.price.amount }),
      );
      // Each row starts with its tool's name.
      await expect(
        popup.getByRole('list', { name: `Alternatives to ${tool.name}` }).locator('button.pp-row'),
      ).toHaveText(
        (await listedAlternatives(server, tool)).map((name) => new RegExp(`^${escapeRegExp(name)}`)),
      );
      expect(problems).toEqual([]);
    });

    test('card: on a tool’s site the pill opens a card with its rating and alternatives', async ({
      connect,
      context,
      openExtensionPage,
      server,
    }) => {
      const tool = stringDecimalTool(server.dataset.visibleTools);
      await connectAndSync(connect, openExtensionPage);
      await routeSite(context, tool.website);
      const page = await context.newPage();
      const problems = watchForBreakage(page);
      await page.goto(tool.website);

      const rating = tool.rating.average?.toFixed(1) ?? '';
      const pill = page.getByRole('button', { name: `Toolscout: ${tool.name}, rated ${rating} out of 5` });
      await expect(pill).toBeVisible();
      await pill.click();
      const card = page.getByRole('region', { name: `Toolscout: ${tool.name}` });
      await expect(card).toBeVisible();
      await expect(
        card.getByRole('img', { name: sharedCopy.ratingLabel(tool.rating) }).first(),
      ).toBeVisible();
      await expect(card.getByRole('list').last().getByRole('link')).toHaveText(
        await listedAlternatives(server, tool),
      );
      expect(problems).toEqual([]);
    });
  });
}
