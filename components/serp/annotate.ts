// A results page: find its result links, ask the background which are tools (a local match, no request),
// and put a chip beside each of those titles, once. Results added later (infinite scroll, "more
// results") are found by one MutationObserver, its scans throttled.
import type { Result } from '../../lib/api/model';
import type { SerpMatch } from '../../lib/messaging/client';
import type { Engine } from '../../lib/serp/engines';
import { candidateUrls, findResultLinks, type ResultLink, resultsRoot } from '../../lib/serp/links';
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
}

const DEFAULT_THROTTLE_MS = 200;

export function createAnnotator(options: AnnotatorOptions) {
  const seen = new WeakSet<Element>();
  const chips: ChipHandle[] = [];
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let scanning: Promise<number> | null = null;
  let again = false;

  /** Finds the links not seen before; the synchronous part of a scan. */
  function collect(): ResultLink[] {
    const root = resultsRoot(options.document, options.engine);
    return root ? findResultLinks(root, options.pageUrl, options.engine, seen) : [];
  }

  /** Puts the chips in; the other synchronous part. Returns how many were added. */
  function annotate(links: readonly ResultLink[], matches: readonly SerpMatch[]): number {
    const byUrl = new Map(matches.map((match) => [match.url, match]));
    let added = 0;
    for (const link of links) {
      const match = byUrl.get(link.url);
      if (!match || !link.heading.isConnected) continue;
      const chip = createChip(match, options.mode, () => options.open(match));
      link.heading.append(chip.host);
      chips.push(chip);
      added += 1;
    }
    return added;
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
