// The first 15 minutes after connecting, on the accelerated clock (bench/clock.ts): the first sync and the
// prefetch of the top 500 tools' alternatives run as the background runs them (lib/directory/), while a
// person searches every 3 s and opens a detail every 12 s the way the popup asks (the device first, the
// directory only when worth a request: components/popup/search/search.ts, alternatives.ts). The
// extension's client and request budget talk to the reference server's app in this process.
//
// `npx tsx bench/first-session.ts [size] [minutes]` prints the figures as JSON.
import 'fake-indexeddb/auto';
import { pathToFileURL } from 'node:url';
import { clockNow, drive, realClockNow, sleep, working } from './clock';
import { clockedDirectory } from './clocked-directory';
import { EAGER_DETAIL_EVERY, EAGER_QUERIES, EAGER_SEARCH_EVERY_MS } from './eager-person';
import { mostInAnyWindow } from './stats';

export interface FirstSessionFigures {
  size: number;
  minutes: number;
  searches: number;
  searchesSent: number;
  details: number;
  detailRequests: number;
  /** Answers the person did not get at once: refused (rate-limited) or told to wait (busy). */
  refused: number;
  requests: number;
  tooMany: number;
  mostInAnyWindow: number;
  syncSeconds: number | null;
  prefetchSeconds: number | null;
  realSeconds: number;
}

const SEARCH_CACHE_MS = 10 * 60_000;

export async function clockedFirstSession(size = 8_123, minutes = 15): Promise<FirstSessionFigures> {
  const { directoryWorthAsking } = await import('../lib/find/public/ask-directory');

  const { client, limiter, sync, sent, close, withPrefetch } = await clockedDirectory(size, 'session');
  const { prefetch, directory: service } = await withPrefetch();

  const figures = { searches: 0, searchesSent: 0, details: 0, detailRequests: 0, refused: 0 };
  const searchCache = new Map<string, { at: number; slugs: string[] }>();
  const alternativesAsked = new Set<string>();
  let lastSlug: string | null = null;
  const refusedBy = (result: { ok: boolean; error?: { kind: string } }) =>
    !result.ok && (result.error?.kind === 'rate-limited' || result.error?.kind === 'busy');

  async function search(query: string): Promise<void> {
    limiter.noteActivity();
    figures.searches++;
    const local = await service.search(query, 8);
    const complete = await service.isComplete();
    lastSlug = local[0]?.slug ?? lastSlug;
    const cached = searchCache.get(query);
    if (!directoryWorthAsking(complete)) return;
    if (cached && clockNow() - cached.at < SEARCH_CACHE_MS) return;
    figures.searchesSent++;
    const result = await client.search(query, { page: 1 }, 'interactive', 'search');
    if (refusedBy(result)) figures.refused++;
    if (result.ok) {
      searchCache.set(query, { at: clockNow(), slugs: result.data.items.map((tool) => tool.slug) });
      lastSlug = local[0]?.slug ?? result.data.items[0]?.slug ?? lastSlug;
    }
  }

  async function detail(slug: string): Promise<void> {
    limiter.noteActivity();
    figures.details++;
    if (!(await service.tool(slug))) {
      figures.detailRequests++;
      if (refusedBy(await client.getTool(slug, 'interactive', 'detail'))) figures.refused++;
    }
    if ((await service.prefetchedAlternatives(slug)) || alternativesAsked.has(slug)) return;
    alternativesAsked.add(slug);
    figures.detailRequests++;
    if (refusedBy(await client.getAlternatives(slug, 'interactive', 'card'))) figures.refused++;
  }

  const stopDriving = drive();
  const started = clockNow();
  const realStarted = realClockNow();
  let syncDone: number | null = null;
  let prefetchDone: number | null = null;
  // Connecting is the person's act: Save & test.
  limiter.noteActivity();
  const jobs = (async () => {
    const outcome = await sync.run();
    if (outcome.status !== 'complete') throw new Error(`the sync ended ${outcome.status}`);
    syncDone = clockNow();
    const prefetched = await prefetch.run();
    if (prefetched.status === 'complete') prefetchDone = clockNow();
  })();
  const person = (async () => {
    for (let step = 0; clockNow() - started < minutes * 60_000; step++) {
      const due = started + (step + 1) * EAGER_SEARCH_EVERY_MS;
      await working(() => search(EAGER_QUERIES[step % EAGER_QUERIES.length] ?? 'video'));
      if (step % EAGER_DETAIL_EVERY === EAGER_DETAIL_EVERY - 1 && lastSlug)
        await working(() => detail(lastSlug as string));
      const wait = due - clockNow();
      if (wait > 0) await sleep(wait);
    }
  })();
  try {
    await person;
    // The person stops; the jobs finish on their own (their times are counted from connecting).
    await jobs;
    return {
      size,
      minutes,
      ...figures,
      requests: sent.length,
      tooMany: sent.filter((entry) => entry.status === 429).length,
      mostInAnyWindow: mostInAnyWindow(
        sent.map((entry) => entry.time),
        60_000,
      ),
      syncSeconds: syncDone === null ? null : (syncDone - started) / 1000,
      prefetchSeconds: prefetchDone === null ? null : (prefetchDone - started) / 1000,
      realSeconds: (realClockNow() - realStarted) / 1000,
    };
  } finally {
    stopDriving();
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [size, minutes] = process.argv.slice(2).map(Number);
  console.log(JSON.stringify(await clockedFirstSession(size || 8_123, minutes || 15)));
}
