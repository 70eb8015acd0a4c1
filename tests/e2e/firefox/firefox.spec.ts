// What only Firefox needs checking: the add-on installs from the e2e build and opens its welcome page
// (Chromium's version, smoke.spec.ts, waits for a service worker; Firefox has an event page instead), and
// the background page answers from extension pages.
import { byRole, PageUi } from '../shared/driver';
import { expect, test } from './fixtures';

test('installing the add-on opens its welcome page', async ({ firefox }) => {
  const ui = new PageUi(firefox.welcomePage);
  await ui.expectVisible(byRole('heading', 'Welcome to Toolscout'));
  await ui.expectVisible(byRole('textbox', 'API base URL'));
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
