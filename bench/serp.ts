// Results-page budget (docs/architecture.md, "Budgets"): annotating a results page of 10–50 links costs
// ≤ 5 ms of the page's main thread. Measured in Chromium on the e2e tests' results pages of each engine
// (tests/e2e/serp-pages.ts, served at the engine's address), every result a tool (the most chips a page
// can get): the results-page script's own work — finding the links, putting the chips in, and the style
// and layout that follow. The background's local match runs in the worker, not on the page's thread, and
// is left out. `npx tsx bench/serp.ts` runs it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { ENGINES } from '../lib/serp/engines';
import { chromiumPath } from '../tests/e2e/paths';
import { RESULTS_PAGES, resultsPageHtml } from '../tests/e2e/serp-pages';
import type { BenchRow } from './rows';
import { median } from './stats';

const BUDGET_MS = 5;
const ROUNDS = 11;
const SIZES = [10, 50];

/** bench/serp-page.ts as one classic script that sets `window.ToolscoutSerpBench`. */
async function pageScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(import.meta.dirname, 'serp-page.ts'),
        formats: ['iife'],
        name: 'ToolscoutSerpBench',
      },
    },
  });
  const chunk = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  )[0];
  if (chunk?.type !== 'chunk') throw new Error('the bench script did not build');
  return chunk.code;
}

export async function benchSerp(): Promise<BenchRow[]> {
  const script = await pageScript();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'toolscout-bench-serp-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    const rows: BenchRow[] = [];
    for (const size of SIZES) {
      const perEngine: [string, number][] = [];
      for (const engine of ENGINES) {
        const html = resultsPageHtml(
          engine.id,
          Array.from({ length: size }, (_, index) => ({
            url: `https://tool-${index}.example/`,
            title: `Tool ${index} — the editor for video`,
            wrapped: index % 3 === 0,
          })),
        );
        await context.unrouteAll();
        await context.route('**/*', (route) => route.fulfill({ contentType: 'text/html', body: html }));
        const times: number[] = [];
        for (let round = 0; round <= ROUNDS; round += 1) {
          await page.goto(RESULTS_PAGES[engine.id]);
          await page.addScriptTag({ content: script });
          const { ms, chips } = await page.evaluate(() =>
            (
              window as unknown as {
                ToolscoutSerpBench: { run(): { ms: number; chips: number; parts: number[] } };
              }
            ).ToolscoutSerpBench.run(),
          );
          if (chips !== size) throw new Error(`${engine.name}: ${chips} chips for ${size} results`);
          // The first round warms the page's JIT; the others count.
          if (round > 0) times.push(ms);
        }
        perEngine.push([engine.name, median(times)]);
      }
      const worst = Math.max(...perEngine.map(([, ms]) => ms));
      rows.push({
        name: `results page: scan + annotate, ${size} links (Chromium, slowest engine)`,
        value: `${worst.toFixed(2)} ms (${perEngine.map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(', ')})`,
        measured: Number(worst.toFixed(3)),
        unit: 'ms',
        budget: `≤ ${BUDGET_MS} ms`,
        pass: worst <= BUDGET_MS,
      });
    }
    return rows;
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await benchSerp()) console.log(`${row.name}: ${row.value} (budget ${row.budget})`);
}
