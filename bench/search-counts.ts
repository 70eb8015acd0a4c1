// Issue 28's before → after figure: how many tools the popup shows for three queries, against every
// match the local copy of the dataset holds (worked out from the dataset itself, not written here), and
// that every one of them can be scrolled to with no request. Before (0.4.0, 8,123 tools): 8, 7 and 8 rows.
// `npx tsx bench/search-counts.ts [size]` (after an e2e build): this alone, after a real-time sync.
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { createLocalSearch } from '../lib/directory/local-search/local-search';
import { type RunningServer, startServer } from '../server/index';
import { waitForDirectory } from '../tests/e2e/fixtures';
import { directoryTools } from '../tests/support/directory-records';
import { connectExtension, launchBenchBrowser } from './extension';
import type { BenchRow } from './rows';

/** The queries of the issue, and the rows the popup showed for them at 8,123 tools before it. */
const ROWS_BEFORE: Record<string, number> = { video: 8, 'write blog posts': 7, transcribe: 8 };

/** The count line's number once the query's own answer is in ("1,461 tools" → 1461). */
async function shownCount(popup: Page): Promise<number> {
  const text = await popup.waitForFunction(
    () => {
      const grid = document.querySelector('[role="grid"]');
      const count = document.querySelector('.pp-count')?.textContent ?? '';
      return grid?.getAttribute('aria-busy') !== 'true' && /^[\d,]+ tools?$/.test(count) ? count : null;
    },
    undefined,
    { timeout: 10_000 },
  );
  return Number(String(await text.jsonValue()).replace(/\D/g, ''));
}

/**
 * Scrolls the results to their end until the device has no more rows to give (its "Show more" is gone);
 * answers how many rows there are then. Each scroll waits for its page to arrive, however slow the machine.
 */
async function rowsReachable(popup: Page): Promise<number> {
  const rows = popup.locator('[role="row"]');
  const more = popup.locator('.pp-scroll .pp-more');
  while ((await more.count()) > 0) {
    const before = await rows.count();
    await popup.locator('.pp-scroll').evaluate((area) => area.scrollTo(0, area.scrollHeight));
    await popup.waitForFunction((count) => document.querySelectorAll('[role="row"]').length > count, before, {
      timeout: 10_000,
    });
  }
  return rows.count();
}

export async function measureSearchCounts(
  context: BrowserContext,
  extensionPage: Page,
  server: RunningServer,
): Promise<BenchRow[]> {
  const local = createLocalSearch(directoryTools(server.dataset));
  const tools = server.dataset.visibleTools.length.toLocaleString('en');
  const searchesBefore = server.requestLog.filter((entry) => entry.path.endsWith('/search')).length;
  const popup = await context.newPage();
  await popup.setViewportSize({ width: 380, height: 560 });
  await popup.goto(`chrome-extension://${new URL(extensionPage.url()).host}/popup.html`);
  const rows: BenchRow[] = [];
  for (const [query, before] of Object.entries(ROWS_BEFORE)) {
    const expected = local.rank(query, 1).total;
    await popup.locator('input[role="combobox"]').fill(query);
    await popup.waitForTimeout(100);
    const shown = await shownCount(popup);
    const reachable = await rowsReachable(popup);
    rows.push({
      name: `popup: tools shown for "${query}" (${tools} tools)`,
      measured: shown,
      unit: 'tools',
      value: `${shown.toLocaleString('en')} counted, ${reachable.toLocaleString('en')} rows reached by scrolling; the local copy has ${expected.toLocaleString('en')} (before, 0.4.0 at 8,123 tools: ${before} rows)`,
      budget: 'every local match',
      pass: shown === expected && reachable === expected,
    });
  }
  await popup.close();
  const sent = server.requestLog.filter((entry) => entry.path.endsWith('/search')).length - searchesBefore;
  rows.push({
    name: `popup: searches sent by typing and scrolling those, the local copy whole (${tools} tools)`,
    measured: sent,
    unit: 'requests',
    value: `${sent}`,
    budget: '0',
    pass: sent === 0,
  });
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startServer({ port: 0, size: Number(process.argv[2]) || undefined });
  const { context, close } = await launchBenchBrowser(process.env.BENCH_EXTENSION_DIR || undefined);
  try {
    const options = await connectExtension(context, server);
    await waitForDirectory(options, 1_200_000, { prefetch: false });
    for (const row of await measureSearchCounts(context, options, server))
      console.log(`${row.pass ? 'pass' : 'FAIL'}  ${row.name}\n      ${row.value}`);
  } finally {
    await close();
    await server.close();
  }
}
