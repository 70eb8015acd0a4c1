// A results page: find its result links, ask the background which are tools (a local match, no request),
// and put a chip beside each of those titles, once. Results added later (infinite scroll, "more
// results") are found by one MutationObserver, its scans throttled. Chips near the viewport go in first
// and the rest when the page is idle (nearViewportFirst): a page of 50 results pays at load only for
// what a person can see.
import type { Result } from '../../lib/api/model';
import type { SerpMatch } from '../../lib/messaging/client';
import type { Engine } from '../../lib/serp/public/engines';
import { candidateUrls, findResultLinks, type ResultLink, resultsRoot } from '../../lib/serp/public/links';
import { type ChipHandle, createChip } from './chip';

export interface AnnotatorOptions {
  document: Document;
  pageUrl: string;
  engine: Engine | null;
  mode: ShadowRootMode;
  /** The background's local match of these URLs. */
  match(urls: string[]): Promise<Result<SerpMatch[]>>;
  /** The person chose a chip. */
  open(match: SerpMatch): void;
  /** How long added results wait before a scan, so a burst of mutations costs one scan. */
  throttleMs?: number;
  /** When matched results get their chips; by default as they come near the viewport. */
  revealWith?: RevealFactory;
}

/**
 * Calls `show` with elements of `watch`'s, each once: a batch at a time, so every chip of a batch goes in
 * with one style and layout after it. `stop` ends it.
 */
export interface Reveal {
  watch(elements: readonly Element[]): void;
  stop(): void;
}
export type RevealFactory = (show: (elements: Element[]) => void) => Reveal;

const DEFAULT_THROTTLE_MS = 200;
/** Results within half a viewport's height above or below it get their chips before they are scrolled to. */
const NEAR_VIEWPORT = '50% 0px';
/** The rest wait for the page's idle time, and no longer than this. */
const REST_WITHIN_MS = 2_000;

type View = Window & typeof globalThis;

/**
 * Results near the viewport first, found by one IntersectionObserver (the browser reads where they are,
 * this script does not); the rest in one batch when the page is idle, or sooner where they come near.
 * Every chip costs its share of one style and layout pass, and each pass costs the page its own share
 * too: one batch for what can be seen and one for the rest is cheaper, in all, than a batch per scroll
 * step. Without an IntersectionObserver, everything at once.
 */
export function nearViewportFirst(view: View | null): RevealFactory {
  return (show) => {
    if (!view?.IntersectionObserver) {
      return { watch: (elements) => show([...elements]), stop: () => undefined };
    }
    const watched = new Set<Element>();
    let idle: number | null = null;
    const observer = new view.IntersectionObserver(
      (entries) => {
        const near = entries
          .filter((entry) => entry.isIntersecting && watched.delete(entry.target))
          .map((entry) => entry.target);
        for (const element of near) observer.unobserve(element);
        if (near.length > 0) show(near);
        // After the first answer: what can be seen is in, the rest can wait for idle time.
        if (watched.size > 0 && idle === null) idle = whenIdle(view, showRest);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    function showRest() {
      idle = null;
      const rest = [...watched];
      watched.clear();
      for (const element of rest) observer.unobserve(element);
      if (rest.length > 0) show(rest);
    }
    return {
      watch: (elements) => {
        for (const element of elements) {
          watched.add(element);
          observer.observe(element);
        }
      },
      stop: () => {
        observer.disconnect();
        watched.clear();
        if (idle !== null) cancelIdle(view, idle);
        idle = null;
      },
    };
  };
}

function whenIdle(view: View, run: () => void): number {
  return typeof view.requestIdleCallback === 'function'
    ? view.requestIdleCallback(run, { timeout: REST_WITHIN_MS })
    : view.setTimeout(run, 200);
}

function cancelIdle(view: View, handle: number): void {
  if (typeof view.cancelIdleCallback === 'function') view.cancelIdleCallback(handle);
  else view.clearTimeout(handle);
}

export function createAnnotator(options: AnnotatorOptions) {
  const seen = new WeakSet<Element>();
  const chips: ChipHandle[] = [];
  /** Matched results waiting to come near the viewport, by the heading their chip goes in. */
  const waiting = new Map<Element, SerpMatch>();
  const reveal = (options.revealWith ?? nearViewportFirst(options.document.defaultView))(show);

  /** Puts the chips in for these headings, each once: writes only, after the browser's reads. */
  function show(headings: readonly Element[]): number {
    let added = 0;
    for (const heading of headings) {
      const match = waiting.get(heading);
      waiting.delete(heading);
      if (!match || !heading.isConnected) continue;
      const chip = createChip(match, options.mode, () => options.open(match));
      heading.append(chip.host);
      chips.push(chip);
      added += 1;
    }
    return added;
  }
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let scanning: Promise<number> | null = null;
  let again = false;

  /** Finds the links not seen before; the synchronous part of a scan. */
  function collect(): ResultLink[] {
    const root = resultsRoot(options.document, options.engine);
    return root ? findResultLinks(root, options.pageUrl, options.engine, seen) : [];
  }

  /**
   * Gives the results that are tools their chips as they come near the viewport (the other synchronous
   * part). Returns how many results are tools.
   */
  function annotate(links: readonly ResultLink[], matches: readonly SerpMatch[]): number {
    const byUrl = new Map(matches.map((match) => [match.url, match]));
    const headings: Element[] = [];
    for (const link of links) {
      const match = byUrl.get(link.url);
      if (!match || !link.heading.isConnected || waiting.has(link.heading)) continue;
      waiting.set(link.heading, match);
      headings.push(link.heading);
    }
    reveal.watch(headings);
    return headings.length;
  }

  async function scanOnce(): Promise<number> {
    const links = collect();
    if (links.length === 0) return 0;
    const answer = await options.match(candidateUrls(links));
    return answer.ok ? annotate(links, answer.data) : 0;
  }

  /** One scan at a time; a request for another while one runs makes one more after it. */
  function scan(): Promise<number> {
    if (scanning) {
      again = true;
      return scanning;
    }
    scanning = scanOnce().finally(() => {
      scanning = null;
      if (again) {
        again = false;
        void scan();
      }
    });
    return scanning;
  }

  function schedule() {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      void scan();
    }, options.throttleMs ?? DEFAULT_THROTTLE_MS);
  }

  return {
    collect,
    annotate,
    scan,
    chips: () => chips as readonly ChipHandle[],

    /** Watches the page for results added later; the chips themselves are not watched for. */
    observe() {
      if (observer) return;
      const View = options.document.defaultView;
      if (!View) return;
      observer = new View.MutationObserver((records) => {
        if (records.some((record) => record.addedNodes.length > 0 && !isOwn(record))) schedule();
      });
      observer.observe(options.document.documentElement, { childList: true, subtree: true });
    },

    stop() {
      reveal.stop();
      observer?.disconnect();
      observer = null;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

function isOwn(record: MutationRecord): boolean {
  return [...record.addedNodes].every(
    (node) =>
      node.nodeName.toLowerCase() === 'toolscout-chip' || node.nodeName.toLowerCase() === 'toolscout-overlay',
  );
}
