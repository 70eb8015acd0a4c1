// `npm run bench`: every figure docs/architecture.md budgets, measured on the full generated directory.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { directoryTools } from '../tests/support/directory-records';
import { benchAfterFirstSync } from './after-first-sync-row';
import { benchBrowserAtSize, benchFullSync, benchPageLoad } from './browser';
import { benchBundles } from './bundles';
import { benchLocalSearch } from './local-search';
import { benchPopup } from './popup';
import { type BenchRow, failedRow } from './rows';
import { benchClockedSync, benchFirstSession, benchScale, pairBySize, SCALE_SIZES } from './scale';
import { benchSearchQuality } from './search-quality';
import { benchServer } from './server';
import { benchSiteMatch } from './site-match';
import { benchWorkerWake } from './worker-wake';

const projectRoot = path.resolve(import.meta.dirname, '..');

function print(rows: BenchRow[]): void {
  const widths = [
    Math.max(...rows.map((r) => r.name.length), 4),
    Math.max(...rows.map((r) => r.value.length), 8),
    Math.max(...rows.map((r) => r.budget.length), 6),
  ];
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 4)).join(' | ')} |`;
  console.log(`${line(['What', 'Measured', 'Budget'])} Result |`);
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|--------|`);
  for (const r of rows) {
    const verdict = r.pass === null ? '' : r.pass ? 'pass' : 'FAIL';
    console.log(`${line([r.name, r.value, r.budget])} ${verdict.padEnd(6)} |`);
  }
}

/** The rows as data, so runs can be compared over time. */
function writeJson(rows: BenchRow[]): void {
  const dir = path.join(projectRoot, 'artifacts');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'bench.json');
  const data = {
    at: new Date().toISOString(),
    rows: rows.map(({ name, measured, unit, budget, pass, value }) => ({
      name,
      value: measured,
      unit,
      budget,
      pass,
      text: value,
    })),
  };
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`\nRows written to ${path.relative(projectRoot, file)}`);
}

// A stray promise of a section (a navigation a later step aborted) must not end the run before the table.
process.on('unhandledRejection', (error) => {
  process.stderr.write(
    `bench: ignored an unhandled rejection: ${error instanceof Error ? error.message : String(error)}\n`,
  );
});

async function main(): Promise<void> {
  const rows: BenchRow[] = [];
  // A section that throws leaves a FAIL row and the others still run: the table always prints.
  const section = async (name: string, run: () => BenchRow[] | Promise<BenchRow[]>) => {
    process.stderr.write(`bench: ${name}…\n`);
    try {
      rows.push(...(await run()));
    } catch (error) {
      process.stderr.write(
        `bench: ${name} failed: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
      rows.push(failedRow(name, error));
    }
  };
  await section('bundle sizes', () => benchBundles(projectRoot));
  await section('reference server', benchServer);
  const tools = directoryTools();
  await section('site matcher', () =>
    benchSiteMatch(
      tools.flatMap((tool) => (tool.website ? [{ slug: tool.slug, website: tool.website }] : [])),
    ),
  );
  await section('local search', () => benchLocalSearch(tools));
  await section('search quality: local and server, judged queries (8,123 and 50,000 tools)', () =>
    benchSearchQuality([8_123, 50_000]),
  );
  await section('results page', async () => (await import('./serp')).benchSerp());
  // The pure figures at today's size and at 50,000 tools, side by side with their ratio.
  await section('8,123 vs 50,000 tools', () => benchScale());
  // The rest runs the extension in Chromium: the e2e build (site access pre-granted, as in the tests). Its
  // worker and card are minified by esbuild, not packed by Terser as a release's are (wxt.config.ts): the
  // same program, larger to load (the worker by about 3.6 KB gzip, the card by 0.3 KB), so their figures
  // err on the slow side.
  await section('e2e build', () => {
    execFileSync('npx', ['wxt', 'build'], {
      cwd: projectRoot,
      stdio: 'ignore',
      // As in the e2e tests, the build saves only the top 10 tools' alternatives, so the extension is
      // quiet within seconds of its sync and the browser figures are not measured beside that traffic.
      env: { ...process.env, TOOLSCOUT_E2E: '1', WXT_CARD_SHADOW_MODE: 'open', WXT_PREFETCH_TOP: '10' },
    });
    return [];
  });
  await section('popup in Chromium', benchPopup);
  await section('a page that is no tool', benchPageLoad);
  // The popup's first local results, restart to badge and the IndexedDB footprint at each size, each
  // size after one real-time sync (the 50,000 tools' one takes 11+ min at 45 requests a minute).
  await section('browser figures at 8,123 and 50,000 tools (two real-time full syncs: ~15 min)', async () => {
    const rowsBySize: BenchRow[][] = [];
    for (const size of SCALE_SIZES) rowsBySize.push(await benchBrowserAtSize(size));
    return pairBySize(rowsBySize, SCALE_SIZES);
  });
  await section("a stopped worker's answers, timed inside it (8,123 tools, one real-time sync: ~2 min)", () =>
    benchWorkerWake(),
  );
  await section('first and full sync on the accelerated clock (8,123 and 50,000 tools)', () =>
    benchClockedSync(),
  );
  await section('first 15 minutes of an eager person on the accelerated clock (8,123 tools)', () =>
    benchFirstSession(),
  );
  await section('15 minutes of use after the first sync on the accelerated clock (8,123 tools)', () =>
    benchAfterFirstSync(),
  );
  await section('full sync at 60 requests/min (~1 min)', benchFullSync);
  print(rows);
  writeJson(rows);
  const failed = rows.filter((r) => r.pass === false);
  if (failed.length > 0) {
    console.log(`\n${failed.length} budget(s) missed: ${failed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
