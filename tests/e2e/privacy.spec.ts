// Issue 8, section 1: browsing sends nothing. Proven against the reference server's request log: a visit
// makes no request; opening a top tool's card makes none; opening a long-tail tool's card makes exactly
// the requests about that tool. And the page cannot find, drive or remove the card.
import type { Page } from '@playwright/test';
import type { ToolJson } from '../../server/index';
import { apiGet, connectAndSync, expect, extensionRequests, test } from './fixtures';
import { STATIC_PAGE } from './paths';
import { cardHost, listedAlternatives, listing, pillOf, plainSiteTools, routeOrigins } from './sites';

/** How many top tools the build saves alternatives for (prefetch/status's total: 25 in the e2e build). */
async function prefetchedCount(page: Page): Promise<number> {
  const status = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'prefetch/status' }));
  if (!status?.ok) throw new Error('no prefetch status');
  return status.data.total as number;
}

const originOf = (tool: ToolJson) => new URL(tool.website).origin;

/** The card's list of alternatives, by its heading, and the names it shows. */
function cardList(page: Page, heading: string | RegExp) {
  return page.getByRole('region', { name: /^Toolscout: / }).getByRole('list', { name: heading });
}

test.describe('browsing sends nothing', () => {
  let top: ToolJson[] = [];
  let longTail: ToolJson[] = [];

  test.beforeEach(async ({ connect, openExtensionPage, server }) => {
    // The sync, then the prefetch of the top tools' alternatives: after this the extension is quiet.
    await connectAndSync(connect, openExtensionPage);
    const page = await openExtensionPage(STATIC_PAGE);
    const saved = await prefetchedCount(page);
    await page.close();
    const first = await listing(server, 1);
    // Ranks 600 and on: far outside the saved top, whatever the build's top count (500 at most).
    const far = [...(await listing(server, 7)), ...(await listing(server, 8))];
    top = plainSiteTools(first.slice(0, saved), [...first, ...far]);
    longTail = plainSiteTools(far, first);
    expect(top.length).toBeGreaterThanOrEqual(5);
    expect(longTail.length).toBeGreaterThanOrEqual(5);
  });

  test('loading 10 tool pages with nothing clicked makes no request at all', async ({ context, server }) => {
    const visited = [...top.slice(0, 5), ...longTail.slice(0, 5)];
    await routeOrigins(context, visited.map(originOf));
    server.clearLog();
    const page = await context.newPage();
    for (const tool of visited) {
      await page.goto(tool.website);
      // The pill is there: the tool was recognised and its card injected, from local data only.
      await expect(pillOf(page, tool.name), tool.website).toBeVisible();
    }
    // Time for anything a visit might have set off (a sync, a prefetch, a card's own request).
    await page.waitForTimeout(1_500);
    expect(extensionRequests(server)).toEqual([]);
  });

  test('opening the card of a top tool makes no request: its alternatives are saved', async ({
    context,
    server,
  }) => {
    const tool = top[0] as ToolJson;
    // As the card lists them: each product once (lib/directory/alternatives/platform-variants.ts).
    const expected = await listedAlternatives(server, tool);
    await routeOrigins(context, [originOf(tool)]);
    server.clearLog();
    const page = await context.newPage();
    await page.goto(tool.website);
    const pill = pillOf(page, tool.name);
    await expect(pill).toHaveAttribute('title', /opening the card sends nothing/);
    await pill.click();

    const list = cardList(page, 'Alternatives');
    await expect(list.getByRole('link')).toHaveText(expected);
    await expect(page.getByRole('status')).toHaveText('Saved on this device: nothing was sent.');
    await page.waitForTimeout(1_000);
    expect(extensionRequests(server)).toEqual([]);
  });

  test('opening the card of a long-tail tool shows a local pick, then asks about that tool only', async ({
    context,
    server,
  }) => {
    const tool = longTail[0] as ToolJson;
    const expected = await listedAlternatives(server, tool);
    await routeOrigins(context, [originOf(tool)]);
    server.clearLog();
    const page = await context.newPage();
    await page.goto(tool.website);
    const pill = pillOf(page, tool.name);
    await expect(pill).toHaveAttribute('title', /Opening the card asks the directory/);
    expect(extensionRequests(server)).toEqual([]);

    // A slow directory, so the local pick is seen before the answer replaces it.
    server.setOptions({ faults: { enabled: true, latencyMs: 1_500 } });
    await pill.click();
    // Picked on this device from a subcategory the tool is in.
    const shared = tool.subcategories.map((subcategory) => `Similar in ${subcategory.name}`);
    const local = cardList(page, /^Similar in /);
    await expect(local.getByRole('listitem').first()).toBeVisible();
    expect(shared).toContain(await local.getAttribute('aria-label'));
    await expect(page.getByRole('status')).toHaveText(
      `Asking the directory for ${tool.name}’s alternatives…`,
    );
    await page.screenshot({ path: 'artifacts/screenshots/card-local-pick.png' });

    const list = cardList(page, 'Alternatives');
    await expect(list.getByRole('link')).toHaveText(expected);
    await expect(page.getByRole('status')).toHaveText(
      'From the directory, asked about this tool when you opened the card.',
    );
    const requests = extensionRequests(server).map((entry) => entry.path);
    expect(requests).toEqual([`/api/v1/tools/${tool.slug}/alternatives`]);

    // Closing and opening again asks nothing more.
    await pill.click();
    await pill.click();
    await expect(list).toBeVisible();
    await page.waitForTimeout(500);
    expect(extensionRequests(server)).toHaveLength(1);
  });

  test('a long-tail card keeps its local pick, marked, when the directory cannot answer', async ({
    context,
    server,
  }) => {
    const tool = longTail[1] as ToolJson;
    await routeOrigins(context, [originOf(tool)]);
    const page = await context.newPage();
    await page.goto(tool.website);
    server.setOptions({ faults: { enabled: true, dropRate: 1 } });
    await pillOf(page, tool.name).click();
    await expect(page.getByRole('status')).toHaveText(
      'Local suggestions — the directory could not be reached',
      {
        timeout: 20_000,
      },
    );
    await expect(
      cardList(page, /^Similar (in |tools)/)
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: 'artifacts/screenshots/card-offline.png' });
  });

  test('a long-tail card says so when the request limit is reached', async ({ context, server }) => {
    const tool = longTail[2] as ToolJson;
    await routeOrigins(context, [originOf(tool)]);
    const page = await context.newPage();
    await page.goto(tool.website);
    // The extension's budget is full for a long window: its one request is refused with a 429.
    server.setOptions({ rateLimitPerMinute: 1, rateLimitWindowMs: 120_000 });
    await fetchAsExtension(server);
    await pillOf(page, tool.name).click();
    await expect(page.getByRole('status')).toHaveText(
      'Local suggestions — the directory’s request limit is reached for now',
      { timeout: 20_000 },
    );
    await expect(
      cardList(page, /^Similar (in |tools)/)
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  });
});

/** Spends the demo token's one request of the window, as if the extension had. */
async function fetchAsExtension(server: Parameters<typeof listing>[0]): Promise<void> {
  await fetch(`${server.baseUrl}/categories`, { headers: { Authorization: 'Bearer demo-token' } });
}

test.describe('the page cannot find, drive or remove the card', () => {
  test.beforeEach(async ({ connect, openExtensionPage }) => {
    await connectAndSync(connect, openExtensionPage);
  });

  test("the card posts nothing to the page, and a page replaying WXT's started event leaves it in place", async ({
    context,
    extensionId,
    server,
  }) => {
    const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
    await routeOrigins(context, [originOf(jasper)]);
    const page = await context.newPage();
    // The page listens before anything of the extension runs, as a fingerprinting script would.
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { seen: unknown[] }).seen = seen;
      window.addEventListener('message', (event) => seen.push(event.data));
    });
    await page.goto(jasper.website);
    const pill = pillOf(page, jasper.name);
    await expect(pill).toBeVisible();
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen);
    expect(JSON.stringify(seen)).not.toContain(extensionId);
    expect(seen).toEqual([]);
    // No marker attribute to look for.
    expect(await page.locator('[data-toolscout]').count()).toBe(0);

    // Exactly what wxt 0.21's ContentScriptContext posts and listens for ("<id>:<entrypoint>:wxt:
    // content-script-started"), replayed by the page as a document event and as a window message.
    await page.evaluate((id) => {
      const type = `${id}:card:wxt:content-script-started`;
      const detail = { contentScriptName: 'card', messageId: 'from-the-page' };
      document.dispatchEvent(new CustomEvent(type, { detail }));
      window.postMessage({ type, ...detail }, '*');
    }, extensionId);
    await page.waitForTimeout(500);
    await expect(cardHost(page)).toHaveCount(1);
    await pill.click();
    await expect(page.getByRole('region', { name: `Toolscout: ${jasper.name}` })).toBeVisible();
  });
});
