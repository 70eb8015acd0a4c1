// 15 minutes of use AFTER the first sync, on the accelerated clock (bench/clock.ts): the background has
// finished its work (the category tree, the sync and the prefetch of the top tools' alternatives, as
// lib/background/background-jobs.ts runs them), then the eager person (bench/eager-person.ts) searches every 3 s, opens a detail every 12 s and
// browses categories every 30 s. They act through the background's own handlers, the messages the popup
// sends (lib/background/handlers/), with the real cache, so the figure is what the product sends: the
// requests a person causes once the device has the directory.
//
// `npx tsx bench/after-first-sync.ts [size] [minutes]` prints the figures as JSON.
import 'fake-indexeddb/auto';
import { pathToFileURL } from 'node:url';
import type { HandlerDeps } from '../lib/background/handlers/deps';
import type { Request } from '../lib/messaging/protocol';
import { clockNow, drive, realClockNow, sleep, working } from './clock';
import { clockedDirectory } from './clocked-directory';
import { EAGER_BROWSE_EVERY, EAGER_DETAIL_EVERY, EAGER_QUERIES, EAGER_SEARCH_EVERY_MS } from './eager-person';

export interface AfterFirstSyncFigures {
  size: number;
  minutes: number;
  searches: number;
  details: number;
  /** Category tree and listing pages opened. */
  browsed: number;
  /** Requests the person's acts caused, by endpoint (`/api/v1/search`…). */
  byEndpoint: Record<string, number>;
  requests: number;
  /** Answers the person did not get: refused (rate-limited, busy) or failed. */
  failed: number;
  realSeconds: number;
}

type Answer = { ok: boolean; data?: unknown; error?: { kind: string } };

export async function clockedAfterFirstSync(size = 8_123, minutes = 15): Promise<AfterFirstSyncFigures> {
  const { directoryWorthAsking } = await import('../lib/find/public/ask-directory');
  const { createCache } = await import('../lib/api/cache');
  const { directoryHandlers } = await import('../lib/directory/handlers');
  const { createCategoryTree } = await import('../lib/directory/sync/category-tree');

  const { client, limiter, sync, sent, close, withPrefetch } = await clockedDirectory(
    size,
    'after-first-sync',
  );
  const { prefetch, directory } = await withPrefetch();
  // storage.local: the cache and the kept category tree.
  const area = new Map<string, unknown>();
  const local = {
    get: async (keys: string | string[] | null) => {
      const names = keys === null ? [...area.keys()] : typeof keys === 'string' ? [keys] : keys;
      return Object.fromEntries(names.filter((name) => area.has(name)).map((name) => [name, area.get(name)]));
    },
    set: async (items: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(items)) area.set(key, structuredClone(value));
    },
    remove: async (keys: string | string[]) => {
      for (const key of typeof keys === 'string' ? [keys] : keys) area.delete(key);
    },
  };
  const cache = createCache({
    area: local,
    scope: { baseUrl: 'http://127.0.0.1/api/v1', token: 'bench' },
    now: clockNow,
  });
  const categoryTree = createCategoryTree({
    area: local,
    fetchTree: () => client.getCategories('background', 'sync'),
    now: clockNow,
  });
  const connection = { baseUrl: 'http://127.0.0.1/api/v1', hasToken: true, client, limiter, cache };
  // Only what the directory's handlers read: the connection, the local directory and the switch.
  const deps = {
    connections: { get: async () => connection },
    directory,
    categoryTree,
    settings: { deviceOnly: async () => false },
  } as unknown as HandlerDeps;
  const handlers = directoryHandlers(deps);
  const PAGE = { kind: 'extension-page' } as const;
  async function ask(request: Request): Promise<Answer> {
    limiter.noteActivity();
    const handler = handlers[request.type as keyof typeof handlers] as
      | ((request: Request, sender: typeof PAGE) => Promise<Answer>)
      | undefined;
    if (!handler) throw new Error(`no handler for ${request.type}`);
    return working(() => handler(request, PAGE));
  }

  // The background's work first: the first sync and the prefetch, as the jobs run them.
  const stopDriving = drive();
  const figures = { searches: 0, details: 0, browsed: 0, failed: 0 };
  const realStarted = realClockNow();
  try {
    if (!(await categoryTree.run())) throw new Error('the category tree could not be fetched');
    const outcome = await sync.run();
    if (outcome.status !== 'complete') throw new Error(`the sync ended ${outcome.status}`);
    const prefetched = await prefetch.run();
    if (prefetched.status !== 'complete') throw new Error(`the prefetch ended ${prefetched.status}`);
    const before = sent.length;
    const counted = (answer: Answer) => {
      if (!answer.ok) figures.failed++;
      return answer;
    };

    let lastSlug: string | null = null;
    async function search(query: string): Promise<void> {
      figures.searches++;
      const local = counted(await ask({ type: 'search/local', q: query }));
      const data = local.data as { tools: { slug: string }[]; complete: boolean } | undefined;
      lastSlug = data?.tools[0]?.slug ?? lastSlug;
      // As the popup decides (components/popup/search/search.ts), after the typing pause.
      if (data && directoryWorthAsking(data.complete)) counted(await ask({ type: 'search', q: query }));
    }

    async function detail(slug: string): Promise<void> {
      figures.details++;
      counted(await ask({ type: 'tool/get', slug }));
      // As the detail does (components/popup/detail/useAlternatives.ts): the device's, then the directory's if due.
      const opening = counted(await ask({ type: 'tool/alternatives-local', slug }));
      if ((opening.data as { fetch?: boolean } | undefined)?.fetch)
        counted(await ask({ type: 'tool/alternatives', slug }));
    }

    // The categories tab, then one listing: a category, then one of its subcategories, then the next
    // category with "Verified only", its second page…
    let browse = 0;
    async function browseCategories(): Promise<void> {
      const tree = counted(await ask({ type: 'categories/get' }));
      figures.browsed++;
      const categories = (tree.data ?? []) as { slug: string; children: { slug: string }[] }[];
      const category = categories[Math.floor(browse / 2) % Math.max(1, categories.length)];
      if (!category) return;
      const sub = category.children[browse % Math.max(1, category.children.length)];
      const verified = browse % 3 === 2;
      const filter = browse % 2 === 1 && sub ? { subcategory: sub.slug } : { category: category.slug };
      for (const page of browse % 4 === 3 ? [1, 2] : [1]) {
        counted(
          await ask({
            type: 'tools/list',
            ...filter,
            ...(verified ? { verified: true } : {}),
            ...(page > 1 ? { page } : {}),
          }),
        );
        figures.browsed++;
      }
      browse++;
    }

    const started = clockNow();
    for (let step = 0; clockNow() - started < minutes * 60_000; step++) {
      const due = started + (step + 1) * EAGER_SEARCH_EVERY_MS;
      await search(EAGER_QUERIES[step % EAGER_QUERIES.length] ?? 'video');
      if (step % EAGER_DETAIL_EVERY === EAGER_DETAIL_EVERY - 1 && lastSlug) await detail(lastSlug);
      if (step % EAGER_BROWSE_EVERY === EAGER_BROWSE_EVERY - 1) await browseCategories();
      const wait = due - clockNow();
      if (wait > 0) await sleep(wait);
    }
    const caused = sent.slice(before);
    const byEndpoint: Record<string, number> = {};
    for (const entry of caused) {
      const endpoint = entry.path.replace(/^\/api\/v1/, '').replace(/^\/tools\/[^/]+/, '/tools/{slug}');
      byEndpoint[endpoint] = (byEndpoint[endpoint] ?? 0) + 1;
    }
    return {
      size,
      minutes,
      ...figures,
      byEndpoint,
      requests: caused.length,
      realSeconds: (realClockNow() - realStarted) / 1000,
    };
  } finally {
    stopDriving();
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [size, minutes] = process.argv.slice(2).map(Number);
  console.log(JSON.stringify(await clockedAfterFirstSync(size || 8_123, minutes || 15)));
}
