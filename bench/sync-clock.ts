// The first sync and the full sync at 8,123 and 50,000 tools on an accelerated clock: the extension's own
// sync (lib/directory/sync/sync.ts), API client and request budget (lib/api/rate-limit.ts, the background's
// 61 s window) against the reference server's Hono app and its fixed-window limiter, in one process.
//
// The clock (bench/clock.ts) is real time plus the waits skipped; both limiters read it. IndexedDB is
// fake-indexeddb, not Chromium's.
//
// `npx tsx bench/sync-clock.ts [size...]` prints the rows as JSON.
import 'fake-indexeddb/auto';
import { pathToFileURL } from 'node:url';
import { clockNow, drive, realClockNow as realNow, working } from './clock';
import { clockedDirectory } from './clocked-directory';
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
  const { PER_PAGE_MAX } = await import('../lib/api/limits');
  const { createDirectoryService } = await import('../lib/directory/service');
  const { createAlternativesPrefetch } = await import('../lib/directory/alternatives/prefetch');

  const { store, alternativesStore, sync, sent, close } = await clockedDirectory(size, 'sync');
  const prefetch = createAlternativesPrefetch({
    store: alternativesStore,
    topTools: (limit) => store.getTop(limit),
    fetchAlternatives: async () => ({ ok: true, data: [] }),
    top: 0,
  });
  const service = createDirectoryService(store, sync, { store: alternativesStore, prefetch });

  // The tool ranked `recognised` (and every one before it) is recognised once its page is staged.
  const { directoryTools } = await import('../tests/support/directory-records');
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
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = process.argv.slice(2).map(Number).filter(Boolean);
  const figures: ClockedSyncFigures[] = [];
  for (const size of sizes.length > 0 ? sizes : [8123, 50_000]) figures.push(await clockedSync(size));
  console.log(JSON.stringify(figures));
}
