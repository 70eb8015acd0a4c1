import type { BrowserContext, Page } from '@playwright/test';
import type { ToolJson } from '../../server/index';
import { apiGet, expect, extensionRequests, test, waitForDirectory } from './fixtures';

const PAGE = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>Some text.</p></main></body></html>`;

/** Serves simple local pages for these hosts, so the "third-party" sites never leave the machine. */
async function routeSites(context: BrowserContext, hosts: string[]): Promise<void> {
  for (const host of hosts) {
    await context.route(`https://${host}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: PAGE(`${host}${new URL(route.request().url()).pathname}`),
      }),
    );
  }
}

const overlayHost = (page: Page) => page.locator('[data-toolscout="overlay"]');

async function badgeOf(page: Page, worker: import('@playwright/test').Worker): Promise<string> {
  const url = page.url();
  return worker.evaluate(async (url) => {
    const tabs = await chrome.tabs.query({ url });
    const tab = tabs[0];
    if (!tab?.id) throw new Error(`no tab for ${url}`);
    return chrome.action.getBadgeText({ tabId: tab.id });
  }, url);
}

test.describe('knowing the site you are on', () => {
  test.beforeEach(async ({ connect, openExtensionPage }) => {
    await connect();
    const options = await openExtensionPage('options.html');
    await waitForDirectory(options);
    await options.close();
  });

  test('on a tool’s site the card shows its rating and alternatives', async ({ context, server }) => {
    await routeSites(context, ['www.jasper.ai']);
    const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
    const alternatives = (await apiGet<{ data: ToolJson[] }>(server, '/tools/jasper/alternatives')).data;
    const page = await context.newPage();
    await page.goto('https://www.jasper.ai/pricing');

    const pill = page.getByRole('button', { name: /^Toolscout: Jasper, rated/ });
    await expect(pill).toBeVisible();
    await expect(pill).toContainText(jasper.rating.average?.toFixed(1) ?? 'x');
    await pill.click();
    const card = page.getByRole('region', { name: 'Toolscout: Jasper' });
    await expect(card).toBeVisible();
    await expect(card).toContainText(jasper.rating.count.toLocaleString('en'));
    const links = card.getByRole('list').last().getByRole('link');
    await expect(links).toHaveCount(Math.min(5, alternatives.length));
    for (const [index, alternative] of alternatives.slice(0, 5).entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(alternative.name);
    }
    await page.screenshot({ path: 'artifacts/screenshots/overlay-card.png' });
    // Escape folds the card back into the pill.
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(pill).toBeFocused();
  });

  test('subdomain and path rules: the right tool, or nothing', async ({ context }) => {
    await routeSites(context, ['app.jasper.ai', 'labs.jasper.ai', 'github.com', 'google.com']);
    const page = await context.newPage();
    const cases: [string, RegExp | null][] = [
      ['https://app.jasper.ai/editor', /^Toolscout: Jasper, /],
      ['https://labs.jasper.ai/experiments', /^Toolscout: Jasper Labs, /],
      ['https://github.com/features/copilot/plans', /^Toolscout: GitHub Copilot, /],
      ['https://github.com/features/copilot-x', null],
      ['https://github.com/features', null],
      ['https://google.com/', null],
    ];
    for (const [url, name] of cases) {
      await page.goto(url);
      if (name) {
        await expect(page.getByRole('button', { name }), url).toBeVisible();
      } else {
        // The page has loaded and the background has had its look; still nothing.
        await page.waitForLoadState('load');
        await page.waitForTimeout(500);
        await expect(overlayHost(page), url).toHaveCount(0);
      }
    }
  });

  test('pages that are no tool get nothing: no script, no DOM change, no request', async ({
    context,
    server,
    serviceWorker,
  }) => {
    const hosts = Array.from({ length: 20 }, (_, i) => `site${i}.example`);
    await routeSites(context, hosts);
    server.clearLog();
    const page = await context.newPage();
    for (const host of hosts) {
      await page.goto(`https://${host}/article?id=${host}`);
      const before = await page.evaluate(() => document.documentElement.outerHTML);
      await page.waitForTimeout(150);
      expect(await page.evaluate(() => document.documentElement.outerHTML)).toBe(before);
      expect(await page.evaluate(() => document.documentElement.outerHTML)).toBe(
        `<html><head><title>${host}/article</title></head><body><main><h1>${host}/article</h1><p>Some text.</p></main></body></html>`,
      );
      expect(await badgeOf(page, serviceWorker)).toBe('');
    }
    expect(extensionRequests(server)).toEqual([]);
  });

  test('no request of the extension ever carries a visited host', async ({ context, server }) => {
    const visited = ['www.jasper.ai', 'github.com', 'news.example', 'shop.example'];
    await routeSites(context, visited);
    const page = await context.newPage();
    const visits: [string, RegExp | null][] = [
      ['https://news.example/story', null],
      ['https://www.jasper.ai/', /^Toolscout: Jasper, /],
      ['https://github.com/features/copilot', /^Toolscout: GitHub Copilot, /],
      ['https://shop.example/cart', null],
    ];
    for (const [url, card] of visits) {
      await page.goto(url);
      // On a tool's site, wait for the card: its detail and alternatives were requested by then.
      if (card) await expect(page.getByRole('button', { name: card })).toBeVisible();
    }
    const requests = extensionRequests(server);
    expect(requests.length).toBeGreaterThan(0);
    for (const entry of requests) {
      const said = JSON.stringify([entry.path, entry.query, entry.headers]).toLowerCase();
      for (const host of [...visited, 'jasper.ai', 'news', 'shop.example']) {
        expect(said, `${entry.path} mentions ${host}`).not.toContain(host);
      }
    }
  });

  test('the badge is right for each tab', async ({ context, serviceWorker, server }) => {
    await routeSites(context, ['www.jasper.ai', 'news.example']);
    const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
    const toolTab = await context.newPage();
    await toolTab.goto('https://www.jasper.ai/');
    const otherTab = await context.newPage();
    await otherTab.goto('https://news.example/');
    await expect.poll(() => badgeOf(toolTab, serviceWorker)).toBe(jasper.rating.average?.toFixed(1));
    await expect.poll(() => badgeOf(otherTab, serviceWorker)).toBe('');
    // Leaving the tool's site clears that tab's badge.
    await toolTab.goto('https://news.example/other');
    await expect.poll(() => badgeOf(toolTab, serviceWorker)).toBe('');
  });

  test('dismiss hides the card for that tab; mute hides it on that site until unmuted', async ({
    context,
    openExtensionPage,
  }) => {
    await routeSites(context, ['www.jasper.ai', 'www.midjourney.com']);
    const first = await context.newPage();
    await first.goto('https://www.jasper.ai/');
    const pill = (page: Page) => page.getByRole('button', { name: /^Toolscout: / });
    await pill(first).click();
    await first.getByRole('button', { name: 'Dismiss' }).click();
    await expect(overlayHost(first)).toHaveCount(0);
    await first.reload();
    await first.goto('https://www.midjourney.com/');
    await first.waitForTimeout(500);
    await expect(overlayHost(first)).toHaveCount(0);

    const second = await context.newPage();
    await second.goto('https://www.jasper.ai/');
    await pill(second).click();
    await second
      .getByRole('button', { name: 'Don’t show on this site' })
      .or(second.getByRole('button', { name: "Don't show on this site" }))
      .click();
    await expect(overlayHost(second)).toHaveCount(0);
    const third = await context.newPage();
    await third.goto('https://www.jasper.ai/blog');
    await third.waitForTimeout(500);
    await expect(overlayHost(third)).toHaveCount(0);
    await third.goto('https://www.midjourney.com/');
    await expect(pill(third)).toBeVisible();

    const options = await openExtensionPage('options.html');
    const muted = options.getByRole('list', { name: 'Muted sites' });
    await expect(muted).toContainText('jasper.ai');
    await options.getByRole('button', { name: 'Show suggestions on jasper.ai again' }).click();
    await expect(options.getByText('None. Choose')).toBeVisible();
    await third.goto('https://www.jasper.ai/');
    await expect(pill(third)).toBeVisible();
  });

  test('the global switch turns suggestions off, the badge stays', async ({
    context,
    openExtensionPage,
    serviceWorker,
  }) => {
    await routeSites(context, ['www.jasper.ai']);
    const options = await openExtensionPage('options.html');
    await options.getByRole('switch', { name: /Show a tool’s rating/ }).uncheck();
    await expect(options.getByRole('switch', { name: /Show a tool’s rating/ })).not.toBeChecked();
    const page = await context.newPage();
    await page.goto('https://www.jasper.ai/');
    await expect.poll(() => badgeOf(page, serviceWorker)).not.toBe('');
    await expect(overlayHost(page)).toHaveCount(0);
  });
});
