// What both clocked benches run (bench/sync-clock.ts, bench/first-session.ts): the extension's API client,
// request budget (the background's 61 s window), directory store and sync against the reference server's
// Hono app, in this process, on the accelerated clock (bench/clock.ts). IndexedDB is fake-indexeddb.
import { clockNow, realClockNow, setTimer, sleep, working } from './clock';

export interface SentRequest {
  time: number;
  status: number;
  path: string;
}

/** `name` keeps each run's databases and budget apart. */
export async function clockedDirectory(size: number, name: string) {
  const { createApp, DEMO_TOKEN } = await import('../server/index');
  const { createApiClient } = await import('../lib/api/client');
  const { PER_PAGE_MAX } = await import('../lib/api/limits');
  const { createRateLimiter } = await import('../lib/api/rate-limit');
  const { BUDGET_WINDOW_MS } = await import('../lib/connection/connection');
  const { createAlternativesStore } = await import('../lib/directory/alternatives/store');
  const { createDirectoryStore } = await import('../lib/directory/store');
  const { createDirectorySync } = await import('../lib/directory/sync/sync');

  const app = createApp({ size });
  const sent: SentRequest[] = [];
  const fetchInProcess = (input: RequestInfo | URL, init?: RequestInit) =>
    working(async () => {
      const request = new Request(input, init);
      const response = await app.fetch(request);
      sent.push({ time: clockNow(), status: response.status, path: new URL(request.url).pathname });
      return response;
    });
  const budget = new Map<string, unknown>();
  const limiter = createRateLimiter({
    key: `bench-${name}-${size}`,
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
    sleep,
  });
  const store = createDirectoryStore(`bench-${name}-${size}-${realClockNow()}`);
  const alternativesStore = createAlternativesStore(`bench-${name}-alternatives-${size}-${realClockNow()}`);
  let progress: unknown = null;
  const sync = createDirectorySync({
    store,
    fetchPage: (page) => client.listTools({ page, perPage: PER_PAGE_MAX }, 'background', 'sync'),
    progress: {
      get: async () => progress,
      set: async (value) => {
        progress = structuredClone(value);
      },
    },
    now: clockNow,
    sleep,
  });
  return {
    client,
    limiter,
    store,
    alternativesStore,
    sync,
    sent,
    /**
     * The prefetch of the top 500 tools' alternatives and the directory service over it all, as the
     * background builds them (bench/first-session.ts, bench/after-first-sync.ts).
     */
    async withPrefetch() {
      const { createDirectoryService } = await import('../lib/directory/service');
      const { createAlternativesPrefetch } = await import('../lib/directory/alternatives/prefetch');
      const prefetch = createAlternativesPrefetch({
        store: alternativesStore,
        topTools: (limit) => store.getTop(limit),
        fetchAlternatives: (slug) => client.getAlternatives(slug, 'patient', 'prefetch'),
        top: 500,
        now: clockNow,
      });
      return {
        prefetch,
        directory: createDirectoryService(store, sync, { store: alternativesStore, prefetch }),
      };
    },
    async close() {
      await store.close();
      await alternativesStore.close();
    },
  };
}
