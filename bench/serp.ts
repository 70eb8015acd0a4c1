// Results-page budget (docs/architecture.md, "Budgets"): annotating a results page of 10–50 links costs
// ≤ 5 ms of the page's main thread. Measured in Chromium on the e2e tests' results pages of each engine
// (tests/e2e/serp-pages.ts, served at the engine's address), every result a tool (the most chips a page
// can get): the results-page script's own work — finding the links, putting the chips in, and the style
// and layout that follow. The background's local match runs in the worker, not on the page's thread, and
// is left out. Chips near the viewport go in first, so three figures: at load (what the
// budget is about), the rest in one batch at idle time, and both summed. `npx tsx bench/serp.ts`
// runs it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { ENGINES } from '../lib/serp/public/engines';
import { chromiumPath } from '../tests/e2e/paths';
import { RESULTS_PAGES, resultsPageHtml } from '../tests/e2e/serp-pages';
import { chromeMessages } from '../tests/support/messages';
import type { BenchRow } from './rows';
import type { SerpBenchRun } from './serp-page';
import { median } from './stats';

const BUDGET_MS = 5;
const ROUNDS = 11;
const SIZES = [10, 50];

/** bench/serp-page.ts as one classic script that sets `window.ToolscoutSerpBench`. */
/**
 * The chips' words come from chrome.i18n, which a plain page lacks: the extension's English messages, set
 * up the way tests/support/messages.ts substitutes them, before the bench script runs.
 */
function englishMessagesShim(): string {
  const getter = `(name, substitutions) => {
    const entry = messages[name];
    if (!entry) return '';
    const values = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
    return entry.message.replace(/\\$(\\$|[1-9])/g, (_, which) => (which === '$' ? '$' : (values[Number(which) - 1] ?? '')));
  }`;
  return `(() => { const messages = ${JSON.stringify(chromeMessages('en'))};
  const api = globalThis.chrome ?? (globalThis.chrome = {});
  api.i18n = { getUILanguage: () => 'en', getMessage: ${getter} }; })();\n`;
}

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
  return englishMessagesShim() + chunk.code;
}

interface EngineFigures {
  name: string;
  atLoad: number[];
  rest: number[];
  all: number[];
  atLoadChips: number;
}

const ms = (value: number) => value.toFixed(2);
const maxOf = (values: readonly number[]) => Math.max(...values);

function row(size: number, what: 'atLoad' | 'rest' | 'all', figures: readonly EngineFigures[]): BenchRow {
  const worst = maxOf(figures.map((engine) => median(engine[what])));
  const perEngine = figures
    .map((engine) => `${engine.name} ${ms(median(engine[what]))}/${ms(maxOf(engine[what]))}`)
    .join(', ');
  const label = {
    atLoad: `results page: ${size} links, at load (the chips near the viewport; Chromium, slowest engine)`,
    rest: `results page: ${size} links, the other chips, one batch at idle time (Chromium, slowest engine)`,
    all: `results page: ${size} links, every chip, both batches summed (Chromium, slowest engine)`,
  }[what];
  const chips =
    what === 'atLoad' ? `, ${figures.map((engine) => engine.atLoadChips).join('/')} chips at load` : '';
  // The budget is for each piece of work the page's thread does: at load, and the idle-time batch. Their
  // sum is shown beside them; it is two tasks, far apart, not one.
  const budgeted = what !== 'all';
  return {
    name: label,
    value: `${ms(worst)} ms median (median/max per engine: ${perEngine}${chips})`,
    measured: Number(worst.toFixed(3)),
    unit: 'ms',
    budget: budgeted ? `≤ ${BUDGET_MS} ms` : '',
    pass: budgeted ? worst <= BUDGET_MS : null,
  };
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
      const figures: EngineFigures[] = [];
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
        const engineFigures: EngineFigures = {
          name: engine.name,
          atLoad: [],
          rest: [],
          all: [],
          atLoadChips: 0,
        };
        for (let round = 0; round <= ROUNDS; round += 1) {
          await page.goto(RESULTS_PAGES[engine.id]);
          await page.addScriptTag({ content: script });
          const result = await page.evaluate(() =>
            (
              window as unknown as { ToolscoutSerpBench: { run(): Promise<SerpBenchRun> } }
            ).ToolscoutSerpBench.run(),
          );
          if (result.chips !== size)
            throw new Error(`${engine.name}: ${result.chips} chips for ${size} results`);
          // The first round warms the page's JIT; the others count.
          if (round === 0) continue;
          engineFigures.atLoad.push(result.atLoad);
          engineFigures.rest.push(result.rest);
          engineFigures.all.push(result.all);
          engineFigures.atLoadChips = result.atLoadChips;
        }
        figures.push(engineFigures);
      }
      rows.push(row(size, 'atLoad', figures));
      if (size > 10) rows.push(row(size, 'rest', figures), row(size, 'all', figures));
    }
    return rows;
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await benchSerp())
    console.log(`${row.name}: ${row.value}${row.budget ? ` (budget ${row.budget})` : ''}`);
}
