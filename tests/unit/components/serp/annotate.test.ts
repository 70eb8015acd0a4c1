import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnnotator, nearViewportFirst, type RevealFactory } from '../../../../components/serp/annotate';
import { CHIP_TAG } from '../../../../components/serp/chip';
import type { Result } from '../../../../lib/api/model';
import { toDirectoryTool } from '../../../../lib/directory/record';
import type { SerpMatch } from '../../../../lib/messaging/client';
import { engineById } from '../../../../lib/serp/public/engines';
import { modelTool } from '../../../support/api-fixtures';
import { eventually } from '../../../support/eventually';

const PAGE_URL = 'https://www.google.com/search?q=ai+video+editor';
/** happy-dom lays nothing out: every result is "near the viewport" at once. */
const atOnce: RevealFactory = (show) => ({ watch: (elements) => show([...elements]), stop: () => undefined });

function tool(slug: string, average: number | null, count: number, name = slug) {
  return toDirectoryTool({ ...modelTool(slug), name, rating: { average, count } }, 1);
}

const KNOWN: Record<string, SerpMatch> = {
  'https://cutter.example/': {
    url: 'https://cutter.example/',
    summary: { tool: tool('cutter', 4.64, 1234, 'Cutter'), opensWithRequest: false },
    alternatives: 5,
  },
  'https://rare.example/app': {
    url: 'https://rare.example/app',
    summary: { tool: tool('rare', 3.2, 7, 'Rare'), opensWithRequest: true },
    alternatives: null,
  },
};

function results(entries: Array<[string, string]>): string {
  return entries
    .map(([href, title]) => `<div class="g"><a href="${href}"><h3>${title}</h3></a><cite>x</cite></div>`)
    .join('');
}

function setup(known: Record<string, SerpMatch> = KNOWN) {
  const match = vi.fn(
    async (urls: string[]): Promise<Result<SerpMatch[]>> => ({
      ok: true,
      data: urls.flatMap((url) => (known[url] ? [known[url]] : [])),
    }),
  );
  const open = vi.fn();
  const annotator = createAnnotator({
    document,
    pageUrl: PAGE_URL,
    engine: engineById('google'),
    mode: 'open',
    match,
    open,
    throttleMs: 20,
    revealWith: atOnce,
  });
  return { annotator, match, open };
}

const chipOf = (heading: Element | null | undefined) => heading?.querySelector(CHIP_TAG) ?? null;
const chipText = (heading: Element | null | undefined) =>
  chipOf(heading)?.shadowRoot?.querySelector('button')?.textContent ?? null;

describe('annotating a results page', () => {
  let annotator: ReturnType<typeof createAnnotator> | null = null;

  beforeEach(() => {
    document.body.replaceChildren();
    const rso = document.createElement('div');
    rso.id = 'rso';
    document.body.append(rso);
  });
  afterEach(() => annotator?.stop());

  const container = () => document.getElementById('rso') as HTMLElement;

  it('puts a chip on the results that are tools, with rating, count and alternatives, and nothing on others', async () => {
    container().insertAdjacentHTML(
      'beforeend',
      results([
        ['/url?q=https://cutter.example/&sa=U', 'Cutter — edit videos'],
        ['https://news.example/best-ai-video-editors', 'The 10 best AI video editors'],
        ['https://rare.example/app', 'Rare'],
      ]),
    );
    const test = setup();
    annotator = test.annotator;
    expect(await test.annotator.scan()).toBe(2);
    const [cutter, news, rare] = document.querySelectorAll('h3');
    expect(chipText(cutter)).toBe('★ 4.6 (1,234) · 5 alternatives');
    expect(chipText(rare)).toBe('★ 3.2 (7) · alternatives');
    expect(chipOf(news)).toBeNull();
    // Only the links' destinations were sent, once each.
    expect(test.match.mock.calls).toEqual([
      [['https://cutter.example/', 'https://news.example/best-ai-video-editors', 'https://rare.example/app']],
    ]);
  });

  it('annotates each result once, however often it scans', async () => {
    container().insertAdjacentHTML('beforeend', results([['https://cutter.example/', 'Cutter']]));
    const test = setup();
    annotator = test.annotator;
    await test.annotator.scan();
    await test.annotator.scan();
    await test.annotator.scan();
    expect(document.querySelectorAll(CHIP_TAG)).toHaveLength(1);
    expect(test.match).toHaveBeenCalledTimes(1);
  });

  it('annotates results appended later through one throttled observer', async () => {
    const test = setup();
    annotator = test.annotator;
    await test.annotator.scan();
    test.annotator.observe();
    // A burst of appends, as infinite scroll does: one scan for all of them.
    for (let index = 0; index < 5; index += 1) {
      container().insertAdjacentHTML(
        'beforeend',
        results([[`https://other${index}.example/`, `Other ${index}`]]),
      );
    }
    container().insertAdjacentHTML('beforeend', results([['https://cutter.example/', 'Cutter, later']]));
    await eventually(() => expect(document.querySelectorAll(CHIP_TAG)).toHaveLength(1));
    expect(test.match).toHaveBeenCalledTimes(1);
    expect(test.match.mock.calls[0]?.[0]).toHaveLength(6);
    // The chip itself does not start another scan.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(test.match).toHaveBeenCalledTimes(1);
  });

  it('keeps hostile text as text: clamped rating, name only in the accessible name, no markup', async () => {
    const hostile: SerpMatch = {
      url: 'https://cutter.example/',
      summary: {
        tool: tool('cutter', 99, 3, '<img src=x onerror=alert(1)>\u202Eevil'),
        opensWithRequest: true,
      },
      alternatives: null,
    };
    container().insertAdjacentHTML('beforeend', results([['https://cutter.example/', 'Cutter']]));
    const test = setup({ 'https://cutter.example/': hostile });
    annotator = test.annotator;
    await test.annotator.scan();
    const chip = chipOf(document.querySelector('h3'));
    const button = chip?.shadowRoot?.querySelector('button');
    expect(button?.textContent).toBe('★ 5.0 (3) · alternatives');
    expect(button?.getAttribute('aria-label')).toContain(
      '\u2068<img src=x onerror=alert(1)>\u202Eevil\u2069',
    );
    expect(chip?.shadowRoot?.querySelector('img')).toBeNull();
    // No attribute on the host for a page to find it by.
    expect(chip?.attributes).toHaveLength(0);
  });

  it("opens the card on the chip's click without following the result's link, and posts nothing to the page", async () => {
    const postMessage = vi.spyOn(window, 'postMessage');
    container().insertAdjacentHTML('beforeend', results([['https://cutter.example/', 'Cutter']]));
    const test = setup();
    annotator = test.annotator;
    await test.annotator.scan();
    const anchor = document.querySelector('a') as HTMLAnchorElement;
    const followed = vi.fn((event: Event) => event.defaultPrevented);
    anchor.addEventListener('click', followed);
    chipOf(document.querySelector('h3'))?.shadowRoot?.querySelector('button')?.click();
    expect(test.open).toHaveBeenCalledWith(KNOWN['https://cutter.example/']);
    // The page's own listener on the link never hears the chip's click.
    expect(followed).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('in a release build the chip is in a closed shadow root', async () => {
    container().insertAdjacentHTML('beforeend', results([['https://cutter.example/', 'Cutter']]));
    annotator = createAnnotator({
      document,
      pageUrl: PAGE_URL,
      engine: engineById('google'),
      mode: 'closed',
      match: async () => ({ ok: true, data: [KNOWN['https://cutter.example/'] as SerpMatch] }),
      open: () => undefined,
      revealWith: atOnce,
    });
    await annotator.scan();
    const chip = document.querySelector(CHIP_TAG);
    expect(chip).not.toBeNull();
    expect(chip?.shadowRoot).toBeNull();
  });

  it('shows nothing when the background does not answer', async () => {
    container().insertAdjacentHTML('beforeend', results([['https://cutter.example/', 'Cutter']]));
    annotator = createAnnotator({
      document,
      pageUrl: PAGE_URL,
      engine: engineById('google'),
      mode: 'open',
      match: async () => ({ ok: false, error: { kind: 'offline', message: 'gone' } }),
      open: () => undefined,
    });
    expect(await annotator.scan()).toBe(0);
    expect(document.querySelector(CHIP_TAG)).toBeNull();
  });
});

/** An IntersectionObserver and idle callbacks driven by the test: which elements are near, and when. */
function fakeView() {
  const observed = new Set<Element>();
  let callback: IntersectionObserverCallback = () => undefined;
  const idle: Array<() => void> = [];
  class FakeObserver {
    constructor(next: IntersectionObserverCallback) {
      callback = next;
    }
    observe(element: Element) {
      observed.add(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      observed.clear();
    }
  }
  const view = {
    IntersectionObserver: FakeObserver,
    requestIdleCallback: (run: () => void) => idle.push(run),
    cancelIdleCallback: () => idle.splice(0),
  } as unknown as Window & typeof globalThis;
  return {
    view,
    observed,
    /** The browser's answer after a frame: these are near, the other observed ones are not. */
    report(near: readonly Element[]) {
      const entries = [...observed].map((target) => ({ target, isIntersecting: near.includes(target) }));
      callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
    },
    idle,
  };
}

describe('chips near the viewport first, the rest at idle time', () => {
  const elements = (count: number) => Array.from({ length: count }, () => document.createElement('h3'));

  it('shows the near ones in one batch, then the rest in one batch when idle, each once', () => {
    const fake = fakeView();
    const batches: Element[][] = [];
    const reveal = nearViewportFirst(fake.view)((batch) => batches.push(batch));
    const headings = elements(6);
    reveal.watch(headings);
    // Nothing before the browser says where they are.
    expect(batches).toEqual([]);
    fake.report(headings.slice(0, 2));
    expect(batches).toEqual([headings.slice(0, 2)]);
    // Scrolled before idle time: the one that came near goes in at once.
    fake.report([headings[4] as Element]);
    expect(batches[1]).toEqual([headings[4]]);
    expect(fake.idle).toHaveLength(1);
    fake.idle[0]?.();
    expect(batches[2]).toEqual([headings[2], headings[3], headings[5]]);
    // Nothing is shown twice, and nothing is watched any more.
    fake.report(headings);
    expect(batches).toHaveLength(3);
    expect(fake.observed.size).toBe(0);
  });

  it('results added later are watched the same way; stop ends it', () => {
    const fake = fakeView();
    const batches: Element[][] = [];
    const reveal = nearViewportFirst(fake.view)((batch) => batches.push(batch));
    const [first, later] = [elements(2), elements(2)];
    reveal.watch(first);
    fake.report(first);
    reveal.watch(later);
    fake.report([later[0] as Element]);
    expect(batches).toEqual([first, [later[0]]]);
    reveal.stop();
    fake.idle[0]?.();
    expect(batches).toHaveLength(2);
  });

  it('without an IntersectionObserver: everything at once', () => {
    const batches: Element[][] = [];
    const reveal = nearViewportFirst(null)((batch) => batches.push(batch));
    const headings = elements(3);
    reveal.watch(headings);
    expect(batches).toEqual([headings]);
  });
});
