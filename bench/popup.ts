// The popup in real Chromium (docs/architecture.md, "Budgets"): open to first paint, and the directory's
// own results, asked with their button. Needs the e2e build in .output/e2e/chrome-mv3 (bench/run.ts
// builds it first); `npx tsx bench/popup.ts` measures it alone.
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_TOKEN, startServer } from '../server/index';
import {
  extensionWorker,
  installWelcomePage,
  pointExtensionAt,
  waitForDirectory,
} from '../tests/e2e/fixtures';
import { STATIC_PAGE } from '../tests/e2e/paths';
import { launchBenchBrowser } from './extension';
import { firstContentfulPaintMs } from './paint';
import type { BenchRow } from './rows';
import { median, trimmedMean } from './stats';

const OPENS = 31;
const QUERY_COUNT = 10;
const FIRST_PAINT_BUDGET_MS = 100;
const FIRST_PAINT_FLOOR_RATIO = 1.1;
const POPUP_VIEWPORT = { width: 380, height: 560 };
/** The whole measurement, browser and server included, never takes longer than this. */
const OVERALL_TIMEOUT_MS = 180_000;
const STEP_TIMEOUT_MS = 15_000;

async function newPopupPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(POPUP_VIEWPORT);
  return page;
}

/** Navigation start → first-contentful-paint of popup.html in a fresh tab. */
async function firstPaintMs(context: BrowserContext, url: string): Promise<number> {
  const page = await newPopupPage(context);
  try {
    await page.goto(url);
    return await firstContentfulPaintMs(page, STEP_TIMEOUT_MS);
  } finally {
    await page.close();
  }
}

/**
 * Types `query` into the search box, waits for the device's rows, then clicks "Search the directory's own
 * index" (once the local copy is whole, the only way the popup asks the directory) and times, inside the
 * page, the click to the directory's count on screen ("… tools in the directory's index").
 */
async function directoryResultsMs(page: Page, query: string): Promise<number> {
  const box = page.getByRole('combobox', { name: 'Search AI tools' });
  await box.fill('');
  await box.pressSequentially(query);
  await page.getByRole('row').first().waitFor({ timeout: STEP_TIMEOUT_MS });
  const askDirectory = page.getByRole('button', { name: 'Search the directory’s own index' });
  await askDirectory.waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.evaluate(() => {
    const marks = { asked: 0, answered: 0 };
    Object.assign(window, { benchMarks: marks });
    document.addEventListener(
      'click',
      () => {
        marks.asked = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      const counts = [...document.querySelectorAll('.pp-count')];
      if (
        marks.asked > 0 &&
        counts.some((count) => /in the directory’s index$/.test(count.textContent ?? ''))
      ) {
        marks.answered = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await askDirectory.click();
  const handle = await page.waitForFunction(
    () => {
      const { benchMarks } = window as unknown as { benchMarks: { asked: number; answered: number } };
      return benchMarks.answered > 0 ? benchMarks.answered - benchMarks.asked : null;
    },
    undefined,
    { timeout: STEP_TIMEOUT_MS },
  );
  // Back to the device's results for the next query.
  await page.getByRole('button', { name: 'Back to the results on this device' }).click();
  return (await handle.jsonValue()) as number;
}

/** What a run opened, so that whatever happens (a timeout included) it is closed. */
interface Opened {
  server?: Awaited<ReturnType<typeof startServer>>;
  browser?: Awaited<ReturnType<typeof launchBenchBrowser>>;
}

async function measure(opened: Opened): Promise<BenchRow[]> {
  const server = await startServer({ port: 0, size: 2_000 });
  opened.server = server;
  opened.browser = await launchBenchBrowser();
  const { context } = opened.browser;
  // Nothing leaves the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  const worker = await extensionWorker(context);
  const welcome = await installWelcomePage(context);
  await pointExtensionAt(welcome, { baseUrl: server.baseUrl, token: DEMO_TOKEN });
  await welcome.close();
  const url = `chrome-extension://${new URL(worker.url()).host}/popup.html`;

  // Let the first sync of the local directory finish, so it does not compete with the measurements.
  const poller = await newPopupPage(context);
  await poller.goto(url);
  await waitForDirectory(poller);
  await poller.close();

  // The floor: a static extension page (only in e2e builds), opened alternately with the popup so the
  // machine's drift hits both alike.
  const floorUrl = url.replace('popup.html', STATIC_PAGE);
  await firstPaintMs(context, url); // warm-up: the first open compiles and caches the scripts
  await firstPaintMs(context, floorUrl);
  const paints: number[] = [];
  const floorPaints: number[] = [];
  for (let i = 0; i < OPENS; i++) {
    paints.push(await firstPaintMs(context, url));
    floorPaints.push(await firstPaintMs(context, floorUrl));
  }

  // Distinct queries, so none is answered from the extension's cache: subcategory names.
  const queries = [...new Set(server.dataset.subcategories.map((sub) => sub.name.toLowerCase()))].slice(
    0,
    QUERY_COUNT,
  );
  const popup = await newPopupPage(context);
  await popup.goto(url);
  const directory: number[] = [];
  for (const query of queries) directory.push(await directoryResultsMs(popup, query));

  // Chromium reports paint times in steps of 4 ms, a tenth of a 40 ms paint: medians would compare steps.
  const paint = trimmedMean(paints);
  const floor = trimmedMean(floorPaints);
  const ratio = paint / floor;
  const asked = median(directory);
  return [
    {
      name: 'popup: open to first paint',
      value: `${paint.toFixed(1)} ms (mean of the middle 80 % of ${paints.length})`,
      measured: paint,
      unit: 'ms',
      budget: `≤ ${FIRST_PAINT_BUDGET_MS} ms`,
      pass: paint <= FIRST_PAINT_BUDGET_MS,
    },
    {
      name: 'floor: a static extension page, open to first paint',
      value: `${floor.toFixed(1)} ms (mean of the middle 80 % of ${floorPaints.length}, same run)`,
      measured: floor,
      unit: 'ms',
      budget: '',
      pass: null,
    },
    {
      name: 'popup first paint / static page first paint',
      value: `${ratio.toFixed(2)} ×`,
      measured: ratio,
      unit: '×',
      budget: `≤ ${FIRST_PAINT_FLOOR_RATIO} ×`,
      pass: ratio <= FIRST_PAINT_FLOOR_RATIO,
    },
    {
      name: "popup: the directory's own results, from its button to their count on screen",
      measured: asked,
      unit: 'ms',
      value: `${asked.toFixed(0)} ms (median of ${directory.length})`,
      budget: '',
      pass: null,
    },
  ];
}

export async function benchPopup(): Promise<BenchRow[]> {
  const opened: Opened = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`bench/popup: gave up after ${OVERALL_TIMEOUT_MS / 1000} s`)),
      OVERALL_TIMEOUT_MS,
    );
  });
  const run = measure(opened);
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
    // Closing the browser also ends a measurement still waiting on it.
    await opened.browser?.close().catch(() => undefined);
    await opened.server?.close().catch(() => undefined);
    await run.catch(() => undefined);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of await benchPopup()) {
    const verdict = row.pass === null ? '' : row.pass ? '  pass' : '  FAIL';
    console.log(`${row.name.padEnd(44)} ${row.value.padEnd(50)} ${row.budget}${verdict}`);
  }
}
