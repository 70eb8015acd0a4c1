// What a stopped worker does with the message that woke it, timed inside the worker: from the end of its
// script's first run (its start-up: modules, wiring, listeners) to the answer the page gets. Chromium's
// own start of the worker (20–26 ms) and the script's first run (13–20 ms on the 2-core machine) vary
// from wake to wake by more than the search itself takes, so they are left out: this row shows what the
// search's reads and ranking cost, which `popup: open to first local results` cannot separate.
//
// The one change to the e2e build it loads: a mark after its background script (a copy, in a temp dir).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from '../server/index';
import { waitForDirectory } from '../tests/e2e/fixtures';
import { extensionDir } from '../tests/e2e/paths';
import { workerControl } from './browser';
import { connectExtension, launchBenchBrowser } from './extension';
import type { BenchRow } from './rows';
import { median } from './stats';

const STARTED_MARK = 'toolscout-bench:started';
const WAKES = Number(process.env.BENCH_WAKE_RUNS) || 10;

export async function benchWorkerWake(size?: number): Promise<BenchRow[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'toolscout-wake-'));
  cpSync(process.env.BENCH_EXTENSION_DIR || extensionDir, dir, { recursive: true });
  const script = path.join(dir, 'background.js');
  writeFileSync(script, `${readFileSync(script, 'utf8')};performance.mark(${JSON.stringify(STARTED_MARK)});`);
  const server = await startServer({ port: 0, size });
  const { context, close } = await launchBenchBrowser(dir);
  try {
    const options = await connectExtension(context, server);
    await waitForDirectory(options, 900_000, { prefetch: false });
    // The index of that sync is written right after it.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const worker = await workerControl(context, options);
    const subcategory = server.dataset.subcategories[0]?.name.toLowerCase() ?? 'image';
    const messages = {
      ping: { type: 'ping' },
      '"jasper"': { type: 'find/search-local', q: 'jasper' },
      [`"${subcategory}"`]: { type: 'find/search-local', q: subcategory },
    };
    const afterStart: Record<string, number[]> = Object.fromEntries(
      Object.keys(messages).map((name) => [name, [] as number[]]),
    );
    for (let wake = 0; wake < WAKES; wake++) {
      for (const [name, message] of Object.entries(messages)) {
        await worker.stop();
        await new Promise((resolve) => setTimeout(resolve, 300));
        // Asked from the options page: no tab opens, so nothing else wakes the worker.
        const answeredAt = await options.evaluate(async (message) => {
          await chrome.runtime.sendMessage(message);
          return performance.timeOrigin + performance.now();
        }, message);
        worker.woken();
        // Playwright reports the woken worker a moment after it answers.
        await new Promise((resolve) => setTimeout(resolve, 200));
        const woken = context
          .serviceWorkers()
          .filter((candidate) => candidate.url().endsWith('/background.js'))
          .at(-1);
        const startedAt = await woken?.evaluate((mark) => {
          const entry = performance.getEntriesByName(mark)[0];
          return entry ? performance.timeOrigin + entry.startTime : null;
        }, STARTED_MARK);
        if (startedAt) afterStart[name]?.push(answeredAt - startedAt);
      }
    }
    const tools = server.dataset.visibleTools.length.toLocaleString('en');
    return Object.entries(afterStart).map(([name, times]) => ({
      name: `stopped worker woken by ${name === 'ping' ? 'a ping' : `the popup's first search, ${name}`}: its start-up's end to the page's answer (${tools} tools)`,
      measured: median(times),
      unit: 'ms',
      value: `${median(times).toFixed(1)} ms median of ${times.length} (all: ${times.map((t) => t.toFixed(0)).join(', ')})`,
      budget: '',
      pass: null,
    }));
  } finally {
    await close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `npx tsx bench/worker-wake.ts [size]`, after an e2e build (or of the one in BENCH_EXTENSION_DIR).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of await benchWorkerWake(Number(process.argv[2]) || undefined))
    console.log(`${row.name}\n  ${row.value}`);
}
