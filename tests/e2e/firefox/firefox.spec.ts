// What only Firefox needs checking: the add-on installs from the e2e build and opens its welcome page
// (Chromium's version, smoke.spec.ts, waits for a service worker; Firefox has an event page instead), and
// the background page answers from extension pages.
import { DESKTOP_TRY_TIPS } from '../english-copy';
import { POPUP_VIEWPORT } from '../popup-helpers';
import { byRole, byText, type DriverPage, PageUi } from '../shared/driver';
import { expect, test } from './fixtures';

test('installing the add-on opens its welcome page', async ({ firefox }) => {
  const ui = new PageUi(firefox.welcomePage);
  await ui.expectVisible(byRole('heading', 'Welcome to Toolscout'));
  await ui.expectVisible(byRole('textbox', 'API base URL'));
  // "Try it" names what Firefox has (from the add-on page's own APIs, lib/common/optional-api.ts).
  for (const tip of DESKTOP_TRY_TIPS) await ui.expectVisible(byText(tip));
});

test('the background is an event page that answers typed messages and refuses others', async ({ driver }) => {
  const popup = await driver.openExtensionPage('popup.html');
  await new PageUi(popup).expectFocused(byRole('combobox', 'Search AI tools'));
  const answers = await popup.evaluate(async () => {
    const background = (await chrome.runtime.getBackgroundPage()) as Window | null;
    return {
      backgroundUrl: background?.location.href ?? null,
      ping: await chrome.runtime.sendMessage({ type: 'ping' }),
      refused: await chrome.runtime.sendMessage({ type: 'no-such-message' }),
    };
  }, undefined);
  expect(answers.backgroundUrl).toMatch(/^moz-extension:\/\/[^/]+\/_generated_background_page\.html$/);
  expect(answers.ping).toMatchObject({
    ok: true,
    data: { version: expect.stringMatching(/^\d+\.\d+\.\d+$/) },
  });
  expect(answers.refused).toMatchObject({ ok: false, error: { kind: 'validation' } });
});

test('the popup keeps 380×560 in a popup-sized window, and fills a page taller than any popup', async ({
  driver,
}) => {
  const size = (page: DriverPage) =>
    page.evaluate(() => {
      const rect = document.body.getBoundingClientRect();
      return { width: Math.round(rect.width), height: Math.round(rect.height) };
    }, undefined);
  const popup = await driver.openExtensionPage('popup.html', POPUP_VIEWPORT);
  await new PageUi(popup).expectVisible(byRole('combobox', 'Search AI tools'));
  expect(await size(popup)).toEqual(POPUP_VIEWPORT);
  // As in a tab: browsers cap a popup at 600 px high, so a taller window is a page.
  const page = await driver.openExtensionPage('popup.html', { width: 800, height: 700 });
  await new PageUi(page).expectVisible(byRole('combobox', 'Search AI tools'));
  expect(await size(page)).toEqual({ width: 800, height: 700 });
});
