import type { Page } from '@playwright/test';
import {
  apiGet,
  E2E_DATASET_SIZE,
  expect,
  expectSyncResumedAfter,
  extensionRequests,
  test,
  waitForDirectory,
} from './fixtures';

interface Status {
  state: string;
  page: number;
  toolsStored: number;
  ready: boolean;
}

async function syncStatus(page: Page): Promise<Status> {
  const answer = (await page.evaluate(() => chrome.runtime.sendMessage({ type: 'sync/status' }))) as {
    data: Status;
  };
  return answer.data;
}

test('a service-worker restart in the middle of a sync resumes it without loss or duplicates', async ({
  connect,
  context,
  openExtensionPage,
  server,
}) => {
  // Slow pages, so the restart lands mid-sync.
  server.setOptions({ faults: { enabled: true, latencyMs: 400 } });
  await connect();
  const page = await openExtensionPage('options.html');
  await expect.poll(async () => (await syncStatus(page)).page, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);

  const cdp = await context.newCDPSession(page);
  const workerStates: string[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) workerStates.push(version.runningStatus);
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => workerStates.includes('stopped')).toBe(true);
  const stoppedAt = Date.now();
  // Any message wakes the worker again; the poll below sends them.
  await waitForDirectory(page);
  expect(workerStates.slice(workerStates.indexOf('stopped'))).toContain('running');

  expectSyncResumedAfter(server, stoppedAt);
  // Nothing lost, nothing twice.
  const status = await syncStatus(page);
  expect(status).toMatchObject({ ready: true, state: 'idle', toolsStored: E2E_DATASET_SIZE });
  const stored = await page.evaluate(async () => {
    const answer = (await chrome.runtime.sendMessage({ type: 'search/local', q: 'jasper' })) as {
      data: { tools: { slug: string }[] };
    };
    return answer.data.tools.map((tool) => tool.slug);
  });
  expect(stored).toContain('jasper');
});

test('a listing page that comes back empty once does not shrink the directory: the local count equals meta.total', async ({
  connect,
  openExtensionPage,
  server,
}) => {
  server.setOptions({ faults: { enabled: true, emptyPageOnce: 3 } });
  await connect();
  const page = await openExtensionPage('options.html');
  await waitForDirectory(page);

  const total = (await apiGet<{ meta: { total: number } }>(server, '/tools?per_page=1')).meta.total;
  expect(total).toBe(E2E_DATASET_SIZE);
  const status = await syncStatus(page);
  expect(status).toMatchObject({ ready: true, state: 'idle', toolsStored: total });
  // Page 3 was answered empty, then asked again after the backoff; the sync went on from there.
  const listed = extensionRequests(server)
    .filter((entry) => entry.path.endsWith('/tools') && entry.query.per_page === '100')
    .map((entry) => Number(entry.query.page));
  expect(listed.filter((n) => n === 3)).toHaveLength(2);
  expect(listed.at(-1)).toBe(Math.ceil(total / 100));
});
