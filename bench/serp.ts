// Results-page budget (docs/architecture.md, "Budgets"): annotating a results page of 10–50 links costs
// ≤ 5 ms of the page's main thread. Measured in happy-dom on the e2e tests' saved results pages (every
// engine's structure), every result a tool (the most chips a page can get): the content script's own
// work, finding the links and putting the chips in. The background's local match runs in the worker, not
// on the page's thread, and is left out. happy-dom's DOM is written in JavaScript and slower than a
// browser's, so a page in Chromium costs less than this. `npx tsx bench/serp.ts` runs it alone.
import { pathToFileURL } from 'node:url';
import { Window } from 'happy-dom';
import { createAnnotator } from '../components/serp/annotate';
import type { SerpMatch } from '../lib/messaging/views';
import { ENGINES } from '../lib/serp/engines';
import { RESULTS_PAGES, resultsPageHtml } from '../tests/e2e/serp-pages';
import type { BenchRow } from './rows';

const BUDGET_MS = 5;
const ROUNDS = 15;

function fakeMatch(url: string, index: number): SerpMatch {
  return {
    url,
    summary: {
      tool: {
        slug: `tool-${index}`,
        name: `Tool ${index}`,
        description: 'A tool.',
        website: url,
        logo: null,
        price: { type: 'freemium', amount: null },
        verified: false,
        rating: { average: 4.3, count: 1_234 },
        subcategories: [],
        rank: index,
      } as unknown as SerpMatch['summary']['tool'],
      opensWithRequest: index % 2 === 0,
    },
    alternatives: index % 2 === 0 ? null : 5,
  };
}

/** One page's scan + annotate time, in ms (the median of ROUNDS fresh pages). */
function measure(engineIndex: number, results: number): number {
  const engine = ENGINES[engineIndex];
  if (!engine) throw new Error('no engine');
  const html = resultsPageHtml(
    engine.id,
    Array.from({ length: results }, (_, index) => ({
      url: `https://tool-${index}.example/`,
      title: `Tool ${index} — the editor`,
      wrapped: index % 3 === 0,
    })),
  );
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 1; round += 1) {
    const window = new Window({ url: RESULTS_PAGES[engine.id] });
    const document = window.document as unknown as Document;
    document.write(html);
    // The chip builds its elements on the global document, as in a content script.
    const global = globalThis as { document?: Document };
    const previous = global.document;
    global.document = document;
    try {
      const annotator = createAnnotator({
        document,
        pageUrl: RESULTS_PAGES[engine.id],
        engine,
        mode: 'closed',
        match: async () => ({ ok: true, data: [] }),
        open: () => undefined,
      });
      const started = performance.now();
      const links = annotator.collect();
      const matches = links.map((link, index) => fakeMatch(link.url, index));
      const added = annotator.annotate(links, matches);
      const elapsed = performance.now() - started;
      if (added !== results) throw new Error(`${engine.id}: ${added} chips for ${results} results`);
      if (round > 0) times.push(elapsed);
    } finally {
      global.document = previous as Document;
      void window.happyDOM.close();
    }
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

export function benchSerp(): BenchRow[] {
  return [10, 50].map((results) => {
    const perEngine = ENGINES.map((engine, index) => [engine.name, measure(index, results)] as const);
    const worst = Math.max(...perEngine.map(([, ms]) => ms));
    return {
      name: `results page: scan + annotate, ${results} links (happy-dom, worst engine)`,
      value: `${worst.toFixed(2)} ms (${perEngine.map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(', ')})`,
      measured: Number(worst.toFixed(3)),
      unit: 'ms',
      budget: `≤ ${BUDGET_MS} ms`,
      pass: worst <= BUDGET_MS,
    };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of benchSerp()) console.log(`${row.name}: ${row.value} (budget ${row.budget})`);
}
