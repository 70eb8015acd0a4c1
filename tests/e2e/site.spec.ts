import type { Page } from '@playwright/test';
import type { ToolJson } from '../../server/index';
import { apiGet, connectAndSync, expect, extensionRequests, test } from './fixtures';
import { cardHost, listing, pillName, plainSiteTools, routeOrigins, routeSites } from './sites';

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
    await connectAndSync(connect, openExtensionPage);
  });

  test('on a tool’s site the pill shows its rating; opened, the card shows the API’s rating and alternatives', async ({
    context,
    server,
  }) => {
    await routeSites(context, ['www.jasper.ai']);
    const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
    const alternatives = (await apiGet<{ data: ToolJson[] }>(server, '/tools/jasper/alternatives')).data;
    const page = await context.newPage();
    await page.goto('https://www.jasper.ai/pricing');

    const pill = page.getByRole('button', { name: /^Toolscout: Jasper, rated/ });
    await expect(pill).toBeVisible();
    await expect(pill).toContainText(jasper.rating.average?.toFixed(1) ?? 'x');
    // Nothing is shown but the pill until the person opens the card.
    await expect(page.getByRole('region', { name: 'Toolscout: Jasper' })).toHaveCount(0);
    await pill.click();
    const card = page.getByRole('region', { name: 'Toolscout: Jasper' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: /out of 5/ }).first()).toHaveAccessibleName(
      `${jasper.rating.average?.toFixed(1)} out of 5 (${jasper.rating.count.toLocaleString('en')} ratings)`,
    );
    const links = card.getByRole('list', { name: 'Alternatives' }).getByRole('link');
    await expect(links).toHaveText(alternatives.slice(0, 5).map((alternative) => alternative.name));
    await expect(card.getByRole('link', { name: 'Open in Toolscout directory' })).toHaveAttribute(
      'href',
      jasper.links.web,
    );
    await page.screenshot({ path: 'artifacts/screenshots/card.png' });
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
        await expect(cardHost(page), url).toHaveCount(0);
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
    // A long-tail tool (far outside the saved top) with alternatives: opening its card is what makes a
    // request, and its list shows.
    let longTail: ToolJson | undefined;
    for (const tool of plainSiteTools(await listing(server, 9), await listing(server, 1))) {
      const { data } = await apiGet<{ data: ToolJson[] }>(server, `/tools/${tool.slug}/alternatives`);
      if (data.length === 0) continue;
      longTail = tool;
      break;
    }
    if (!longTail) throw new Error('no long-tail tool with a plain website and alternatives');
    const visited = ['www.jasper.ai', 'github.com', 'news.example', 'shop.example'];
    await routeSites(context, visited);
    await routeOrigins(context, [new URL(longTail.website).origin]);
    const page = await context.newPage();
    const visits: [string, RegExp | null][] = [
      ['https://news.example/story', null],
      ['https://www.jasper.ai/', /^Toolscout: Jasper, /],
      ['https://github.com/features/copilot', /^Toolscout: GitHub Copilot, /],
      [longTail.website, pillName(longTail.name)],
      ['https://shop.example/cart', null],
    ];
    for (const [url, card] of visits) {
      await page.goto(url);
      if (!card) continue;
      // Open every card: the most a visit plus a click can send.
      await page.getByRole('button', { name: card }).click();
      await expect(page.getByRole('list', { name: 'Alternatives' })).toBeVisible();
    }
    const requests = extensionRequests(server);
    expect(requests.map((entry) => entry.path)).toContain(`/api/v1/tools/${longTail.slug}/alternatives`);
    const longTailHost = new URL(longTail.website).host;
    for (const entry of requests) {
      const said = JSON.stringify([entry.path, entry.query, entry.headers]).toLowerCase();
      for (const host of [...visited, longTailHost, 'jasper.ai', 'news', 'shop.example']) {
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
    await expect(cardHost(first)).toHaveCount(0);
    await first.reload();
    await first.goto('https://www.midjourney.com/');
    await first.waitForTimeout(500);
    await expect(cardHost(first)).toHaveCount(0);

    const second = await context.newPage();
    await second.goto('https://www.jasper.ai/');
    await pill(second).click();
    await second.getByRole('button', { name: 'Never on this site' }).click();
    await expect(cardHost(second)).toHaveCount(0);
    const third = await context.newPage();
    await third.goto('https://www.jasper.ai/blog');
    await third.waitForTimeout(500);
    await expect(cardHost(third)).toHaveCount(0);
    await third.goto('https://www.midjourney.com/');
    await expect(pill(third)).toBeVisible();

    const options = await openExtensionPage('options.html');
    const muted = options.getByRole('list', { name: 'Never on this site' });
    await expect(muted).toContainText('jasper.ai');
    await options.getByRole('button', { name: 'Show again on jasper.ai' }).click();
    await expect(options.getByText('None. Choose “Never on this site”')).toBeVisible();
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
    await expect(cardHost(page)).toHaveCount(0);
  });
});
