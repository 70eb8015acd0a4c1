// The alternatives of the most popular tools, saved ahead at background priority (issue 8): fetched in
// listing order after the sync, kept across a service-worker restart, and dropped with the connection.
// The e2e build saves the top E2E_PREFETCH_TOP (tests/e2e/paths.ts); release builds the top 500.
import type { Page } from '@playwright/test';
import { type RunningServer, tokenHash } from '../../server/index';
import {
  apiGet,
  DEMO_TOKEN,
  E2E_DATASET_SIZE,
  expect,
  extensionRequests,
  OBSERVER_TOKEN,
  test,
  waitForDirectory,
} from './fixtures';
import { E2E_PREFETCH_TOP } from './paths';

// One worker for this file's tests, in turn: each worker its server settings need starts a process, a
// reference server and a Chromium (2–5 CPU-s), and two tests gain nothing from running side by side.
test.describe.configure({ mode: 'default' });

const SECOND_TOKEN = 'second-token';

test.use({ serverSettings: { size: E2E_DATASET_SIZE, tokens: [DEMO_TOKEN, OBSERVER_TOKEN, SECOND_TOKEN] } });

interface PrefetchStatus {
  state: string;
  stored: number;
  total: number;
  lastSuccessAt: number | null;
}

async function prefetchStatus(page: Page): Promise<PrefetchStatus | null> {
  const answer = (await page
    .evaluate(() => chrome.runtime.sendMessage({ type: 'prefetch/status' }))
    .catch(() => null)) as { ok: boolean; data: PrefetchStatus } | null;
  return answer?.ok ? answer.data : null;
}

/** The slugs whose alternatives were asked for with `token`, in the order asked. */
function alternativesAsked(server: RunningServer, token: string): string[] {
  const hash = tokenHash(token);
  return server.requestLog
    .filter((entry) => entry.tokenHash === hash && entry.path.endsWith('/alternatives'))
    .map((entry) => decodeURIComponent(entry.path.split('/').at(-2) ?? ''));
}

async function topSlugs(server: RunningServer): Promise<string[]> {
  const listing = await apiGet<{ data: { slug: string }[] }>(server, `/tools?per_page=${E2E_PREFETCH_TOP}`);
  return listing.data.map((tool) => tool.slug);
}

test('after the sync, the top tools’ alternatives are fetched once each, in listing order, and survive a worker restart', async ({
  connect,
  context,
  openExtensionPage,
  server,
}) => {
  await connect();
  const page = await openExtensionPage('options.html');
  await waitForDirectory(page);

  expect(await prefetchStatus(page)).toMatchObject({
    state: 'done',
    stored: E2E_PREFETCH_TOP,
    total: E2E_PREFETCH_TOP,
  });
  // The order is the directory's listing, nothing the person did.
  expect(alternativesAsked(server, DEMO_TOKEN)).toEqual(await topSlugs(server));
  const requests = extensionRequests(server);
  const lastListingPage = Math.max(
    ...requests.filter((entry) => entry.path.endsWith('/tools')).map((entry) => entry.time),
  );
  const firstAlternatives = Math.min(
    ...requests.filter((entry) => entry.path.endsWith('/alternatives')).map((entry) => entry.time),
  );
  expect(firstAlternatives).toBeGreaterThanOrEqual(lastListingPage);

  // A stopped and restarted worker finds the prefetched alternatives in IndexedDB and asks for none again.
  server.clearLog();
  const cdp = await context.newCDPSession(page);
  const workerStates: string[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) workerStates.push(version.runningStatus);
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => workerStates.includes('stopped')).toBe(true);
  await expect
    .poll(() => prefetchStatus(page), { timeout: 10_000 })
    .toMatchObject({ state: 'done', stored: E2E_PREFETCH_TOP });
  expect(workerStates.slice(workerStates.indexOf('stopped'))).toContain('running');
  // Give a resumed job time to send anything it (wrongly) would.
  await page.waitForTimeout(1_500);
  expect(extensionRequests(server)).toEqual([]);
});

test('a new token drops the prefetched alternatives: the next account’s directory fills them anew', async ({
  connect,
  openExtensionPage,
  server,
}) => {
  await connect();
  const page = await openExtensionPage('options.html');
  await waitForDirectory(page);
  expect(alternativesAsked(server, DEMO_TOKEN)).toHaveLength(E2E_PREFETCH_TOP);

  // Within the week nothing is due, so only a cleared store explains a second round of requests.
  await connect({ token: SECOND_TOKEN });
  await expect
    .poll(() => alternativesAsked(server, SECOND_TOKEN).length, { timeout: 30_000 })
    .toBe(E2E_PREFETCH_TOP);
  await waitForDirectory(page);
  expect(alternativesAsked(server, SECOND_TOKEN)).toEqual(await topSlugs(server));
  expect(alternativesAsked(server, DEMO_TOKEN)).toHaveLength(E2E_PREFETCH_TOP);
});
