// "What is sent, and when" is what the log shows: each row of the one list of it
// (lib/privacy/public/what-is-sent.ts, which the options' summary and the tables of the README and
// docs/privacy.md are written from) is acted out here as a person does it, and what reached the reference
// server is compared with what the row says (nothing, or the requests it names) and with the Requests
// view's own record of why.
import type { Page } from '@playwright/test';
import type { RequestRecord } from '../../lib/api/request-record';
import { SENT_ROW_IDS, type SentRowId, WHAT_IS_SENT } from '../../lib/privacy/public/what-is-sent';
import type { RunningServer, ToolJson } from '../../server/index';
import { expect, extensionRequests, test, waitForDirectory } from './fixtures';
import { directoryButton, openPopup, PAST_DEBOUNCE_MS, resultCells, searchBox } from './popup-helpers';
import { RESULTS_PAGES, routeResultsPage } from './serp-pages';
import { listing, pillOf, plainSiteTools, routeOrigins } from './sites';
import { menuClick, omniboxSuggestions } from './worker-events';

/** The endpoint of a logged request as the Requests view writes it: a tool's slug becomes `{slug}`. */
function endpointOf(path: string): string {
  return path
    .replace(/^\/api\/v1/, '')
    .replace(/^\/tools\/[^/]+\/alternatives$/, '/tools/{slug}/alternatives')
    .replace(/^\/tools\/[^/]+$/, '/tools/{slug}');
}

type LogEntry = RunningServer['requestLog'][number];

/** The daily sync's own requests: pages of the full listing. */
const isSyncPage = (entry: LogEntry) => entry.path === '/api/v1/tools' && entry.query.per_page === '100';

/** The acts of a session, each compared with its row once it has settled. */
function recorder(server: RunningServer, records: () => Promise<RequestRecord[]>) {
  const acted = new Set<SentRowId>();
  const rowOf = (id: SentRowId) => {
    const row = WHAT_IS_SENT.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`no row ${id}`);
    return new Map(row.requests.map((request) => [request.endpoint as string, request.reason]));
  };
  return {
    acted,
    /**
     * Runs the act; then what the server logged since it began must be `expected` (endpoints), each a
     * request its row names, and the Requests view must give each the row's why. `background`: requests
     * the background's own work sent meanwhile (the first sync), held to the background's row instead.
     */
    async act(
      id: SentRowId,
      what: string,
      run: () => Promise<void>,
      expected: string[] | 'any of the row',
      background: (entry: LogEntry) => boolean = () => false,
    ): Promise<void> {
      const start = Date.now();
      await run();
      // Past the search's typing pause and anything a click sets off.
      await new Promise((resolve) => setTimeout(resolve, PAST_DEBOUNCE_MS + 300));
      const label = `${id}: ${what}`;
      const since = extensionRequests(server).filter((entry) => entry.time >= start);
      const named = rowOf(id);
      const backgroundRow = rowOf('background');
      const sent = since.filter((entry) => !background(entry)).map((entry) => endpointOf(entry.path));
      const alongside = since.filter(background).map((entry) => endpointOf(entry.path));
      if (id === 'background') expect(alongside, `${label}: the background's own is the act`).toEqual([]);
      if (expected === 'any of the row') expect(sent.length, label).toBeGreaterThan(0);
      else expect([...sent].sort(), label).toEqual([...expected].sort());
      for (const endpoint of sent)
        expect(named.has(endpoint), `${label}: ${endpoint} is in the row`).toBe(true);
      for (const endpoint of alongside)
        expect(backgroundRow.has(endpoint), `${label}: ${endpoint}`).toBe(true);
      // The Requests view records a request as it goes, the server as it answers: the background's
      // own, still under way, are held only to the background's reasons.
      const backgroundReasons = new Set(backgroundRow.values());
      const logged = (await records()).filter((record) => record.at >= start);
      const ours = logged.filter((record) => !backgroundReasons.has(record.reason) || id === 'background');
      expect(
        ours.map((record) => `${record.reason} ${record.path}`).sort(),
        `${label}: the Requests view`,
      ).toEqual(sent.map((endpoint) => `${named.get(endpoint)} ${endpoint}`).sort());
      for (const record of logged.filter((each) => !ours.includes(each)))
        expect(backgroundRow.get(record.path), `${label}: ${record.path} in the Requests view`).toBe(
          record.reason,
        );
      acted.add(id);
    },
  };
}

/** The rows of the listing the popup shows. */
const listed = (popup: Page) => popup.getByRole('list', { name: /^Tools in / }).getByRole('button');

async function requestsIn(page: Page): Promise<RequestRecord[]> {
  const answer = (await page.evaluate(() => chrome.runtime.sendMessage({ type: 'requests/list' }))) as {
    ok: boolean;
    data: RequestRecord[];
  };
  return answer.ok ? answer.data : [];
}

test('after the first sync, each act sends what its row of “What Toolscout sends” says, and the Requests view says why', async ({
  connect,
  context,
  extensionId,
  openExtensionPage,
  serviceWorker,
  server,
}, testInfo) => {
  testInfo.setTimeout(240_000);
  await connect();
  const options = await openExtensionPage('options.html');
  await waitForDirectory(options);
  const saved = (
    (await options.evaluate(() => chrome.runtime.sendMessage({ type: 'prefetch/status' }))) as {
      data: { total: number };
    }
  ).data.total;
  const first = await listing(server, 1);
  const far = [...(await listing(server, 7)), ...(await listing(server, 8))];
  const top = plainSiteTools(first.slice(0, saved), [...first, ...far]);
  const longTail = plainSiteTools(far, first);
  const [topTool, notThis, muted, hiddenTool] = top;
  const [cardTool, detailTool, panelTool, chipTool] = longTail;
  if (!topTool || !notThis || !muted || !cardTool || !detailTool || !panelTool || !hiddenTool || !chipTool)
    throw new Error('too few tools with plain websites in the listing (4 saved top tools, 4 long-tail ones)');
  const origins = [topTool, notThis, muted, cardTool, panelTool, detailTool, hiddenTool].map(
    (tool) => new URL(tool.website).origin,
  );
  await routeOrigins(context, ['https://news.example', ...origins]);
  const { act, acted } = recorder(server, () => requestsIn(options));

  // Visiting a page that is no tool, and tools' sites.
  const page = await context.newPage();
  await act(
    'visit',
    'a page that is no tool, a top tool’s site and a long-tail tool’s',
    async () => {
      await page.goto('https://news.example/today');
      for (const tool of [topTool, cardTool]) {
        await page.goto(tool.website);
        await expect(pillOf(page, tool.name)).toBeVisible();
      }
    },
    [],
  );

  // The card: a top tool's asks nothing, a long-tail tool's asks about it alone.
  const alternativesShown = page
    .getByRole('region', { name: /^Toolscout: / })
    .getByRole('list', { name: 'Alternatives' });
  await act(
    'card',
    'a top tool’s card',
    async () => {
      await page.goto(topTool.website);
      await pillOf(page, topTool.name).click();
      await expect(alternativesShown.getByRole('link').first()).toBeVisible();
    },
    [],
  );
  await act(
    'card',
    'a long-tail tool’s card',
    async () => {
      await page.goto(cardTool.website);
      await pillOf(page, cardTool.name).click();
      await expect(alternativesShown.getByRole('link').first()).toBeVisible();
    },
    ['/tools/{slug}/alternatives'],
  );

  // Correcting or quieting a card, each of its three ways, and the Undo the card offers after two.
  await act(
    'quieting',
    'Hide until something changes and Not this tool, each undone on the page, Never on this site',
    async () => {
      for (const [tool, step] of [
        [hiddenTool, 'Hide until something changes'],
        [notThis, 'Not this tool'],
        [muted, 'Never on this site'],
      ] as const) {
        await page.goto(tool.website);
        await pillOf(page, tool.name).click();
        await page.getByRole('button', { name: step }).click();
        if (step === 'Never on this site') {
          await expect(page.locator('toolscout-overlay')).toHaveCount(0);
          continue;
        }
        await expect(pillOf(page, tool.name)).toHaveCount(0);
        await page.getByRole('button', { name: 'Undo', exact: true }).click();
        await expect(pillOf(page, tool.name)).toBeVisible();
      }
    },
    [],
  );

  // A results page with ratings switched on.
  await act(
    'resultsPage',
    'Google results with a top tool and a long-tail tool',
    async () => {
      const toggle = options.getByRole('switch', { name: 'Show ratings in Google results' });
      if (!(await toggle.isChecked())) await toggle.click();
      await expect(toggle).toBeChecked();
      await routeResultsPage(context, 'google', [
        { url: topTool.website, title: `${topTool.name} — official site` },
        { url: chipTool.website, title: `${chipTool.name} | Home` },
      ]);
      const results = await context.newPage();
      await results.goto(RESULTS_PAGES.google);
      await expect(results.locator('toolscout-chip')).toHaveCount(2);
      await results.close();
    },
    [],
  );

  // The popup: search, filters and picks, details, saving, categories, following.
  const popup = await openPopup(context, extensionId);
  const resultRows = resultCells(popup);
  await act(
    'search',
    'typing “video”, and waiting past the typing pause',
    async () => {
      await searchBox(popup).fill('video');
      await expect(resultRows.first()).toBeVisible();
      await popup.waitForTimeout(PAST_DEBOUNCE_MS);
    },
    [],
  );
  await act(
    'search',
    'typing a query the device finds nothing for, and waiting past the typing pause',
    async () => {
      await searchBox(popup).fill('qzxvj');
      await expect(popup.getByText(/^Nothing on this device matches “qzxvj”/)).toBeVisible();
      await popup.waitForTimeout(PAST_DEBOUNCE_MS);
    },
    // The local copy is whole: however few it finds, the directory is not asked unless the person asks.
    [],
  );
  await act(
    'search',
    'asking for the directory’s own results, by its button',
    async () => {
      await searchBox(popup).fill('video');
      await directoryButton(popup).click();
      await expect(popup.locator('.pp-results-bar').getByRole('button')).toHaveText(
        'Back to the results on this device',
      );
      await expect(resultRows.first()).toBeVisible();
    },
    ['/search'],
  );
  await act(
    'categories',
    'the categories, a category and a subcategory, Verified only',
    async () => {
      await searchBox(popup).fill('');
      await popup.getByRole('tab', { name: 'Categories' }).click();
      await popup.locator('.pp-tree__toggle').first().click();
      await popup.locator('.pp-tree__children:not([hidden]) .pp-tree__item').nth(1).click();
      await expect(listed(popup).first()).toBeVisible();
      await popup.getByRole('switch', { name: 'Verified only' }).click();
      await expect(listed(popup).first()).toBeVisible();
      await popup.getByRole('switch', { name: 'Verified only' }).click();
    },
    [],
  );
  await act(
    'following',
    'following the subcategory',
    async () => {
      await popup.getByRole('switch', { name: 'Follow' }).click();
      await expect(popup.getByRole('switch', { name: 'Follow' })).toBeChecked();
    },
    [],
  );
  // The listing's first two tools, starred: the tools the comparison below is made of.
  const picked = await listed(popup)
    .locator('.pp-row__name')
    .evaluateAll((names) => names.slice(0, 2).map((name) => name.textContent ?? ''));
  expect(picked).toHaveLength(2);
  await act(
    'saving',
    'starring two tools of the listing (☆)',
    async () => {
      for (const name of picked)
        await popup.getByRole('button', { name: `Save ${name}`, exact: true }).click();
      for (const name of picked)
        await expect(
          popup.getByRole('button', { name: `Remove ${name} from saved`, exact: true }),
        ).toBeVisible();
    },
    [],
  );
  await act(
    'filters',
    'a sort and a price filter over the listing, and the two saved tools picked to compare',
    async () => {
      await popup.getByRole('button', { name: /^Filters/ }).click();
      await popup.getByRole('combobox', { name: 'Sort', exact: true }).selectOption('rating');
      await popup.getByRole('combobox', { name: 'Price', exact: true }).selectOption('free');
      await popup.getByRole('combobox', { name: 'Price', exact: true }).selectOption('any');
      await popup.getByRole('combobox', { name: 'Sort', exact: true }).selectOption('relevance');
      await popup.getByRole('button', { name: 'Back' }).click();
      await popup.getByRole('tab', { name: 'Search' }).click();
      for (const name of picked)
        await popup
          .getByRole('list', { name: 'Saved' })
          .getByRole('checkbox', { name: `Compare ${name}`, exact: true })
          .check();
      await expect(popup.getByRole('button', { name: 'Compare 2 tools' })).toBeVisible();
      // The home screen with What's new (nothing new since the first sync).
      await popup.reload();
      await expect(popup.getByRole('list', { name: 'Saved' })).toBeVisible();
    },
    [],
  );
  await popup.close();

  await act(
    'compare',
    'the comparison of the two picked tools',
    async () => {
      const compare = await openExtensionPage('compare.html');
      for (const name of picked)
        await expect(compare.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
      await compare.close();
    },
    [],
  );

  await act(
    'addressBar',
    '“ts” suggestions, and “Is this an AI tool?” of a link',
    async () => {
      expect((await omniboxSuggestions(serviceWorker, 'jasper')).length).toBeGreaterThan(0);
      await page.goto('https://news.example/today');
      await menuClick(serviceWorker, page, {
        menuItemId: 'toolscout-check-link',
        linkUrl: 'https://app.jasper.ai/chat',
      });
      await expect(page.getByRole('status')).toContainText('in the directory');
    },
    // The search page it opens is left out with the popup's few-match queries above: today it asks the
    // directory by itself; once it searches as the popup does, it belongs here.
    [],
  );

  // Beside the page: following the tab sends nothing; the directory's alternatives on the click. A
  // tool's detail opened there, as in the popup.
  const panel = await openExtensionPage('sidepanel.html');
  const moreAbout = (tool: ToolJson) =>
    panel.getByRole('button', { name: `More about ${tool.name}`, exact: true });
  const detailAlternatives = (tool: ToolJson) =>
    panel.getByRole('list', { name: `Alternatives to ${tool.name}`, exact: true }).getByRole('button');
  await act(
    'panel',
    'switching to a long-tail tool’s tab',
    async () => {
      await page.goto(panelTool.website);
      await page.bringToFront();
      await expect(moreAbout(panelTool)).toBeVisible();
    },
    [],
  );
  await act(
    'panel',
    'Ask the directory for alternatives',
    async () => {
      await panel.getByRole('button', { name: 'Ask the directory for alternatives' }).click();
      await expect(panel.getByRole('button', { name: 'Ask the directory for alternatives' })).toBeHidden();
    },
    ['/tools/{slug}/alternatives'],
  );
  for (const [tool, expected] of [
    [topTool, []],
    [detailTool, ['/tools/{slug}/alternatives']],
  ] as const) {
    await act(
      'detail',
      `${tool === topTool ? 'a top' : 'a long-tail'} tool’s detail`,
      async () => {
        await page.goto(tool.website);
        await page.bringToFront();
        await moreAbout(tool).click();
        await expect(detailAlternatives(tool).first()).toBeVisible();
        await panel.getByRole('button', { name: 'Back' }).click();
      },
      [...expected],
    );
  }
  await panel.close();

  // The background: the daily sync (asked for now) with the category tree it keeps.
  await act(
    'background',
    'Sync now',
    async () => {
      const before = (await options.evaluate(() => chrome.runtime.sendMessage({ type: 'sync/status' }))).data
        .lastSuccessAt as number;
      await options.getByRole('button', { name: 'Sync now' }).click();
      await expect
        .poll(
          async () => {
            const status = await options.evaluate(() => chrome.runtime.sendMessage({ type: 'sync/status' }));
            return status.data.state === 'idle' && status.data.lastSuccessAt > before;
          },
          { timeout: 60_000 },
        )
        .toBe(true);
    },
    'any of the row',
  );

  // Every row whose act a person can do after the first sync was done here; the connection's is below.
  expect(SENT_ROW_IDS.filter((id) => !acted.has(id))).toEqual(['connection']);
});

test('during the first sync, Save & test, a search and the categories send what their rows say, and the sync its own', async ({
  context,
  extensionId,
  openExtensionPage,
  server,
}) => {
  // A slow directory: the first sync is still under way while the person acts.
  server.setOptions({ faults: { enabled: true, latencyMs: 1_500 } });
  const options = await openExtensionPage('options.html');
  const { act } = recorder(server, () => requestsIn(options));
  // The sync Save & test starts: the category tree first, then the listing's pages.
  const isSync = (entry: LogEntry) => isSyncPage(entry) || entry.path === '/api/v1/categories';

  await act(
    'connection',
    'Save & test',
    async () => {
      await options.getByLabel('API base URL').fill(server.baseUrl);
      await options.getByLabel('API token').fill('demo-token');
      await options.getByRole('button', { name: 'Save & test' }).click();
      await expect(options.getByRole('status')).toContainText('Connected —', { timeout: 15_000 });
    },
    ['/tools'],
    isSync,
  );

  const popup = await openPopup(context, extensionId);
  await act(
    'search',
    'typing “video” while the local copy is incomplete',
    async () => {
      await searchBox(popup).fill('video');
      await expect(popup.getByRole('button', { name: 'More from the directory’s index' })).toBeVisible({
        timeout: 15_000,
      });
    },
    ['/search'],
    isSync,
  );
  await act(
    'categories',
    'the categories and a category’s tools',
    async () => {
      await searchBox(popup).fill('');
      await popup.getByRole('tab', { name: 'Categories' }).click();
      await popup.locator('.pp-tree__toggle').first().click();
      await popup.locator('.pp-tree__children:not([hidden]) .pp-tree__item').first().click();
      await expect(listed(popup).first()).toBeVisible({ timeout: 15_000 });
    },
    ['/categories', '/tools'],
    isSyncPage,
  );
  // All of it while the first sync ran: the device had no whole copy to answer from.
  const status = await options.evaluate(() => chrome.runtime.sendMessage({ type: 'sync/status' }));
  expect(status.data.ready).toBe(false);
});
