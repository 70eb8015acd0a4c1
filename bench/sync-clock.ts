// The first sync and the full sync at 8,123 and 50,000 tools on an accelerated clock: the extension's own
// sync (lib/directory/sync.ts), API client and request budget (lib/api/rate-limit.ts, the background's
// 61 s window) against the reference server's Hono app and its fixed-window limiter, in one process.
//
// The clock (bench/clock.ts) is real time plus the waits skipped; both limiters read it. IndexedDB is
// fake-indexeddb, not Chromium's.
//
// `npx tsx bench/sync-clock.ts [size...]` prints the rows as JSON.
import 'fake-indexeddb/auto';
import { pathToFileURL } from 'node:url';
import { clockNow, drive, realClockNow as realNow, setTimer, working } from './clock';
import { mostInAnyWindow } from './stats';

export interface ClockedSyncFigures {
  size: number;
  /** Clock seconds from connecting to the first `recognised` tools matching their own websites. */
  firstToolsSeconds: number;
  recognised: number;
  fullSyncSeconds: number;
  realSeconds: number;
  requests: number;
  tooMany: number;
  mostInAnyWindow: number;
}

export async function clockedSync(size: number, recognised = 4_500): Promise<ClockedSyncFigures> {
  const { createApp, DEMO_TOKEN } = await import('../server/index');
  const { createApiClient } = await import('../lib/api/client');
  const { PER_PAGE_MAX } = await import('../lib/api/limits');
  const { createRateLimiter } = await import('../lib/api/rate-limit');
  const { BUDGET_WINDOW_MS } = await import('../lib/background/connection');
  const { createDirectoryService } = await import('../lib/background/directory-service');
  const { createAlternativesPrefetch } = await import('../lib/directory/alternatives-prefetch');
  const { createAlternativesStore } = await import('../lib/directory/alternatives-store');
  const { createDirectoryStore } = await import('../lib/directory/store');
  const { createDirectorySync } = await import('../lib/directory/sync');

  const app = createApp({ size });
  const sent: { time: number; status: number }[] = [];
  const fetchInProcess = (input: RequestInfo | URL, init?: RequestInit) =>
    working(async () => {
      const response = await app.fetch(new Request(input, init));
      sent.push({ time: clockNow(), status: response.status });
      return response;
    });
  const budget = new Map<string, unknown>();
  const limiter = createRateLimiter({
    key: `bench-${size}`,
    storage: {
      get: async (key) => (budget.has(key) ? { [key]: budget.get(key) } : {}),
      set: async (items) => {
        for (const [key, value] of Object.entries(items)) budget.set(key, structuredClone(value));
      },
    },
    now: clockNow,
    setTimer,
    windowMs: BUDGET_WINDOW_MS,
  });
  const client = createApiClient({
    baseUrl: 'http://127.0.0.1/api/v1',
    token: DEMO_TOKEN,
    gate: limiter,
    fetch: fetchInProcess,
    now: clockNow,
    sleep: (ms) => new Promise<void>((resolve) => setTimer(resolve, ms)),
  });
  const store = createDirectoryStore(`bench-sync-${size}-${realNow()}`);
  const alternativesStore = createAlternativesStore(`bench-alternatives-${size}-${realNow()}`);
  let progress: unknown = null;
  const sync = createDirectorySync({
    store,
    fetchPage: (page) => client.listTools({ page, perPage: PER_PAGE_MAX }, 'background'),
    progress: {
      get: async () => progress,
      set: async (value) => {
        progress = structuredClone(value);
      },
    },
    now: clockNow,
    sleep: (ms) => new Promise<void>((resolve) => setTimer(resolve, ms)),
  });
  const prefetch = createAlternativesPrefetch({
    store: alternativesStore,
    topTools: (limit) => store.getTop(limit),
    fetchAlternatives: async () => ({ ok: true, data: [] }),
    top: 0,
  });
  const service = createDirectoryService(store, sync, { store: alternativesStore, prefetch });

  // The tool ranked `recognised` (and every one before it) is recognised once its page is staged.
  const { directoryTools } = await import('./dataset');
  const { generateDataset } = await import('../server/index');
  const listing = directoryTools(generateDataset(undefined, size));
  const { createSiteMatcher } = await import('../lib/directory/site-match/matcher');
  const everySite = createSiteMatcher(
    listing.flatMap((tool) => (tool.website ? [{ slug: tool.slug, website: tool.website }] : [])),
  );
  // Only websites the complete directory recognises at all (some are no http(s) URL, or an IP address).
  const probes = listing
    .slice(0, recognised)
    .filter((tool) => tool.website && everySite.match(tool.website) !== null);
  const lastProbe = probes[probes.length - 1];
  let firstToolsAt = Number.NaN;
  let checking = false;
  const stopDriving = drive();
  const started = clockNow();
  const realStarted = realNow();
  const unsubscribe = sync.onChange((status) => {
    if (!Number.isNaN(firstToolsAt) || checking || !lastProbe) return;
    if (status.page * PER_PAGE_MAX < recognised) return;
    checking = true;
    // Work the clock must not skip over: a budget wait may begin meanwhile.
    void working(() => service.matcher()).then((matcher) => {
      checking = false;
      const all = probes.every((tool) => matcher?.match(tool.website ?? '') !== null);
      if (all && Number.isNaN(firstToolsAt)) firstToolsAt = clockNow();
    });
  });
  try {
    const outcome = await sync.run();
    if (outcome.status !== 'complete') throw new Error(`the sync ended ${outcome.status}`);
    const finished = clockNow();
    return {
      size,
      firstToolsSeconds: (firstToolsAt - started) / 1000,
      recognised,
      fullSyncSeconds: (finished - started) / 1000,
      realSeconds: (realNow() - realStarted) / 1000,
      requests: sent.length,
      tooMany: sent.filter((entry) => entry.status === 429).length,
      mostInAnyWindow: mostInAnyWindow(
        sent.map((entry) => entry.time),
        60_000,
      ),
    };
  } finally {
    unsubscribe();
    stopDriving();
    await store.close();
    await alternativesStore.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = process.argv.slice(2).map(Number).filter(Boolean);
  const figures: ClockedSyncFigures[] = [];
  for (const size of sizes.length > 0 ? sizes : [8123, 50_000]) figures.push(await clockedSync(size));
  console.log(JSON.stringify(figures));
}
