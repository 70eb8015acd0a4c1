// The popup's layout where a person notices it (issue 30 §4), measured from bounding boxes in Chromium at
// the popup's size and at 360 px: the compare bar in the gutter and only beside a compared tool, the
// detail's actions on one row with a keyboard menu, a listing whose first row is within 100 px of its
// top, the Follow switch the same as the others, and the followed categories on the home screen.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  compareWithTwoAlternatives,
  countedName,
  DatasetView,
  openDetail,
  POPUP_VIEWPORT,
  popupScreenshot,
  searchBox,
  syncedPopup,
  toolRows,
} from './popup-helpers';

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not laid out');
  return box;
}

/** The gutter: where a list row's logo starts. */
async function gutterOf(list: Locator): Promise<number> {
  return (await boxOf(list.locator('.ts-logo').first())).x;
}

const compareBar = (popup: Page) => popup.locator('.pp-view:not([hidden]) .ts-compare-bar');

test.describe('popup layout', () => {
  test('"Compare N tools" sits in the gutter on the detail of a compared tool and under the saved tools, nowhere else', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    const popup = await syncedPopup(connect, context, extensionId);
    const jasper = view.tool('jasper');
    await openDetail(popup, jasper.name);
    await popup.getByRole('button', { name: `Save ${jasper.name}`, exact: true }).click();
    const names = await compareWithTwoAlternatives(popup, jasper.name);
    const alternatives = popup.getByRole('list', { name: `Alternatives to ${jasper.name}` });
    const open = popup.getByRole('button', { name: 'Compare 3 tools' });
    await expect(open).toBeVisible();
    const gutter = await gutterOf(alternatives);
    expect(gutter).toBe(12);
    expect((await boxOf(compareBar(popup))).x).toBe(gutter);
    expect((await boxOf(open)).x).toBe(gutter);
    await popupScreenshot(popup, 'layout-detail-compared');

    // An alternative that is not one of the three: no bar.
    const other = names[2] as string;
    await toolRows(alternatives).filter({ hasText: other }).first().click();
    await expect(popup.getByRole('heading', { level: 2, name: other, exact: true })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'More actions' })).toBeVisible();
    await expect(compareBar(popup)).toHaveCount(0);

    // Home: under the saved tools, in their gutter (it was at x = 0).
    await popup.getByRole('button', { name: 'Back' }).click();
    await popup.getByRole('button', { name: 'Back' }).click();
    await searchBox(popup).fill('');
    const saved = popup.getByRole('list', { name: 'Saved' });
    await expect(toolRows(saved)).toHaveCount(1);
    await expect(compareBar(popup)).toBeVisible();
    expect((await boxOf(compareBar(popup).getByRole('button'))).x).toBe(await gutterOf(saved));
    await popupScreenshot(popup, 'layout-home-compare');

    // The side panel has the same home screen, and the same gutter.
    const panel = await context.newPage();
    await panel.setViewportSize({ width: 380, height: 860 });
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    const panelSaved = panel.getByRole('list', { name: 'Saved' });
    await expect(toolRows(panelSaved)).toHaveCount(1);
    const panelBar = panel.getByRole('button', { name: 'Compare 3 tools' });
    await expect(panelBar).toBeVisible();
    expect((await boxOf(panelBar)).x).toBe(await gutterOf(panelSaved));
    await panel.close();
  });

  for (const size of [POPUP_VIEWPORT, { width: 360, height: 740 }])
    test(`the detail's actions take one row at ${size.width} px; More actions opens, moves and closes from the keyboard`, async ({
      connect,
      context,
      extensionId,
      server,
    }) => {
      const view = new DatasetView(server.dataset);
      const popup = await syncedPopup(connect, context, extensionId, { prefetch: false });
      await popup.setViewportSize(size);
      const jasper = view.tool('jasper');
      await openDetail(popup, jasper.name);
      const controls = [
        popup.getByRole('link', { name: 'Visit website' }),
        popup.getByRole('checkbox', { name: `Compare ${jasper.name}`, exact: true }).locator('..'),
        popup.getByRole('button', { name: 'More actions' }),
      ];
      const boxes = await Promise.all(controls.map(boxOf));
      const middles = boxes.map((box) => box.y + box.height / 2);
      for (const middle of middles) expect(Math.abs(middle - (middles[0] as number))).toBeLessThanOrEqual(2);
      // Inside the gutters on both sides.
      expect(boxes[0]?.x).toBe(12);
      const last = boxes[2] as { x: number; width: number };
      expect(last.x + last.width).toBeLessThanOrEqual(size.width - 12);

      const more = popup.getByRole('button', { name: 'More actions' });
      await more.focus();
      await popup.keyboard.press('Enter');
      const items = popup.getByRole('menu', { name: 'More actions' }).getByRole('menuitem');
      await expect(items).toHaveText(['Open in directory', 'Copy directory link']);
      await expect(items.first()).toBeFocused();
      await expect(items.first()).toHaveAttribute('href', new RegExp(`^https?://.*${jasper.slug}`));
      const menuBox = await boxOf(popup.getByRole('menu'));
      expect(menuBox.x).toBeGreaterThanOrEqual(0);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(size.width);
      await popupScreenshot(popup, `layout-detail-menu-${size.width}`);
      await popup.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await popup.keyboard.press('Escape');
      await expect(popup.getByRole('menu')).toHaveCount(0);
      await expect(more).toBeFocused();
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    });

  test('a listing shows its first row within 100 px of its top; Follow is the same switch as Verified only; a followed listing is on the home screen, to open and unfollow', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    const { category, sub } = view.subcategoryWhere((tools) => tools.length > 20);
    const popup = await syncedPopup(connect, context, extensionId, { prefetch: false });
    await popup.getByRole('tab', { name: 'Categories' }).click();
    await popup
      .getByRole('button', {
        name: countedName(category.name, view.toolsInCategory(category).length),
        exact: true,
      })
      .click();
    await popup
      .getByRole('button', { name: countedName(sub.name, view.toolsInSubcategory(sub).length), exact: true })
      .click();
    const listing = popup.locator('.pp-view:not([hidden]) .pp-listing');
    const rows = toolRows(popup.getByRole('list', { name: `Tools in ${sub.name}` }));
    await expect(rows.first()).toBeVisible();
    const top = (await boxOf(listing)).y;
    // It was 144 px, with six rows in view.
    expect((await boxOf(rows.first())).y - top).toBeLessThanOrEqual(100);
    const inView = await rows.evaluateAll(
      (elements) => elements.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length,
    );
    expect(inView).toBeGreaterThanOrEqual(7);
    await popupScreenshot(popup, 'layout-listing');

    const follow = popup.getByRole('switch', { name: 'Follow' });
    const verified = popup.getByRole('switch', { name: 'Verified only' });
    const [followBox, verifiedBox] = await Promise.all([boxOf(follow), boxOf(verified)]);
    expect([followBox.width, followBox.height]).toEqual([verifiedBox.width, verifiedBox.height]);
    const look = (switchControl: Locator) =>
      switchControl.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.appearance, style.borderRadius, style.backgroundColor];
      });
    expect(await look(follow)).toEqual(await look(verified));
    await follow.check();
    await expect(follow).toHaveAttribute('aria-checked', 'true');

    await popup.getByRole('button', { name: 'Back' }).click();
    await popup.getByRole('tab', { name: 'Search' }).click();
    const following = popup.getByRole('list', { name: 'Following' });
    await expect(following.getByRole('button', { name: sub.name, exact: true })).toBeVisible();
    await popupScreenshot(popup, 'layout-home-following');
    await following.getByRole('button', { name: sub.name, exact: true }).click();
    await expect(popup.getByRole('heading', { level: 2, name: sub.name })).toBeVisible();
    await expect(popup.getByRole('switch', { name: 'Follow' })).toHaveAttribute('aria-checked', 'true');
    await popup.getByRole('button', { name: 'Back' }).click();
    await following.getByRole('button', { name: `Unfollow ${sub.name}` }).click();
    await expect(popup.getByRole('list', { name: 'Following' })).toHaveCount(0);
    // It stays unfollowed when the popup opens again.
    await popup.reload();
    await expect(popup.getByRole('heading', { level: 2, name: /Saved/ })).toBeVisible();
    await expect(popup.getByRole('list', { name: 'Following' })).toHaveCount(0);
  });
});
