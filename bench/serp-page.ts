// Bundled by bench/serp.ts into one script for a results page in Chromium: the results-page script's own
// work (find the result links, put the chips in, and the layout that follows), timed in the page.
import { createAnnotator } from '../components/serp/annotate';
import type { SerpMatch } from '../lib/messaging/views';
import { resultsPageEngine } from '../lib/serp/engines';

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

/** Milliseconds of main-thread work, and how many chips went in. */
export function run(): { ms: number; chips: number; parts: number[] } {
  const engine = resultsPageEngine(location.href);
  const annotator = createAnnotator({
    document,
    pageUrl: location.href,
    engine,
    mode: 'closed',
    match: async () => ({ ok: true, data: [] }),
    open: () => undefined,
  });
  // The page's own layout is done before the clock starts: only what the chips cause is counted.
  void document.body.offsetHeight;
  const started = performance.now();
  const links = annotator.collect();
  const collected = performance.now();
  // The background's answer, every result a tool: the most chips a page can get.
  const chips = annotator.annotate(
    links,
    links.map((link, index) => fakeMatch(link.url, index)),
  );
  const annotated = performance.now();
  // The style and layout the chips cause, which the page's thread pays too.
  void document.body.offsetHeight;
  const end = performance.now();
  return { ms: end - started, chips, parts: [collected - started, annotated - collected, end - annotated] };
}
