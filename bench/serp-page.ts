// Bundled by bench/serp.ts into one script for a results page in Chromium: the results-page script's own
// work (find the result links, put the chips in, and the style and layout that follow), timed in the page.
import { createAnnotator } from '../components/serp/annotate';
import type { SerpMatch } from '../lib/messaging/views';
import { resultsPageEngine } from '../lib/serp/public/engines';

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

const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0)));

/**
 * Each batch of chips, timed from its callback's start (the IntersectionObserver's for the results near
 * the viewport, the idle callback's for the rest) to the end of the style and layout the chips cause
 * (forced here; the browser would do the same work at its next frame, on the same thread).
 */
function timeBatches(batches: Batch[], chipCount: () => number): void {
  const timed =
    <Args extends unknown[]>(kind: Batch['kind'], callback: (...args: Args) => void) =>
    (...args: Args) => {
      const before = chipCount();
      const started = performance.now();
      callback(...args);
      void document.body.offsetHeight;
      const ms = performance.now() - started;
      const chips = chipCount() - before;
      if (chips > 0) batches.push({ kind, ms, chips });
    };
  const Native = window.IntersectionObserver;
  window.IntersectionObserver = class extends Native {
    constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
      super(timed('near', callback), init);
    }
  };
  const nativeIdle = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (callback, init) => nativeIdle(timed('idle', callback), init);
}

interface Batch {
  kind: 'near' | 'idle';
  ms: number;
  chips: number;
}

export interface SerpBenchRun {
  /** Main-thread ms at load: finding the links, queueing the tools, the chips near the viewport. */
  atLoad: number;
  atLoadChips: number;
  /** Main-thread ms of the batch for the rest, at idle time. */
  rest: number;
  /** All of it: every chip of the page. */
  all: number;
  chips: number;
}

export async function run(): Promise<SerpBenchRun> {
  const batches: Batch[] = [];
  let chipCount = () => 0;
  timeBatches(batches, () => chipCount());
  const engine = resultsPageEngine(location.href);
  const annotator = createAnnotator({
    document,
    pageUrl: location.href,
    engine,
    mode: 'closed',
    match: async () => ({ ok: true, data: [] }),
    open: () => undefined,
  });
  chipCount = () => annotator.chips().length;
  // The page's own layout is done before the clock starts: only what the chips cause is counted.
  void document.body.offsetHeight;
  const started = performance.now();
  const links = annotator.collect();
  // The background's answer, every result a tool: the most chips a page can get.
  const tools = annotator.annotate(
    links,
    links.map((link, index) => fakeMatch(link.url, index)),
  );
  const queued = performance.now() - started;
  for (let frame = 0; frame < 200 && annotator.chips().length < tools; frame += 1) await nextFrame();
  annotator.stop();
  const sum = (kind: Batch['kind']) =>
    batches.filter((batch) => batch.kind === kind).reduce((total, batch) => total + batch.ms, 0);
  return {
    atLoad: queued + sum('near'),
    atLoadChips: batches
      .filter((batch) => batch.kind === 'near')
      .reduce((total, batch) => total + batch.chips, 0),
    rest: sum('idle'),
    all: queued + sum('near') + sum('idle'),
    chips: annotator.chips().length,
  };
}
