import type { Page } from '@playwright/test';
import { startServer } from '../../server/index';
import { DEMO_TOKEN, expect, test, waitForDirectory } from './fixtures';
import { storedTokenInExtension } from './shared/extension-calls';

async function fillConnection(options: Page, baseUrl: string, token: string) {
  await options.getByLabel('API base URL').fill(baseUrl);
  await options.getByLabel('API token').fill(token);
  await options.getByRole('button', { name: 'Save & test' }).click();
}

test.describe('options: connecting to the directory', () => {
  test('a newcomer connects with the demo token and sees the directory size', async ({
    openExtensionPage,
    server,
  }) => {
    const options = await openExtensionPage('options.html');
    await fillConnection(options, `${server.baseUrl}/`, DEMO_TOKEN);
    const visible = server.dataset.visibleTools.length.toLocaleString('en');
    await expect(options.getByRole('status')).toContainText(`Connected — ${visible} tools`);
    // The token is saved and shown only as "saved", never echoed back.
    await expect(options.getByLabel('API token')).toHaveValue('');
    await expect(options.getByLabel('API token')).toHaveAttribute('placeholder', /Saved/);
    await expect(options.getByRole('button', { name: 'Forget token' })).toBeVisible();
    const authorised = server.requestLog.filter((entry) => entry.status === 200 && entry.tokenHash !== null);
    expect(authorised.length).toBeGreaterThan(0);
    await options.screenshot({ path: 'artifacts/screenshots/options-connected.png', fullPage: true });
  });

  test('Save & test asks for the API origin permission on the click', async ({
    context,
    openExtensionPage,
    server,
  }) => {
    await context.addInitScript(() => {
      const requested: unknown[] = [];
      Object.assign(window, { requestedPermissions: requested });
      if (typeof chrome === 'undefined' || !chrome.permissions) return;
      const original = chrome.permissions.request.bind(chrome.permissions);
      chrome.permissions.request = ((permissions: { origins?: string[] }) => {
        requested.push({ ...permissions, userGesture: navigator.userActivation.isActive });
        return original(permissions);
      }) as typeof chrome.permissions.request;
    });
    const options = await openExtensionPage('options.html');
    await fillConnection(options, server.baseUrl, DEMO_TOKEN);
    await expect(options.getByRole('status')).toContainText('Connected');
    const requested = await options.evaluate(
      () => (window as unknown as { requestedPermissions: unknown[] }).requestedPermissions,
    );
    expect(requested).toEqual([{ origins: ['http://127.0.0.1/*'], userGesture: true }]);
  });

  test('a wrong token is named as the problem', async ({ openExtensionPage, server }) => {
    const options = await openExtensionPage('options.html');
    await fillConnection(options, server.baseUrl, 'not-a-real-token');
    await expect(options.getByRole('status')).toContainText('The token is invalid or was revoked');
    expect(server.requestLog.some((entry) => entry.status === 401)).toBe(true);
  });

  test('a revoked token is named as the problem', async ({ openExtensionPage, server }) => {
    server.setOptions({ tokens: [DEMO_TOKEN, 'revoked-token'], revokedTokens: ['revoked-token'] });
    const options = await openExtensionPage('options.html');
    await fillConnection(options, server.baseUrl, 'revoked-token');
    await expect(options.getByRole('status')).toContainText('The token is invalid or was revoked');
  });

  test('a stopped server is reported as unreachable', async ({ openExtensionPage }) => {
    const stopped = await startServer({ port: 0 });
    const baseUrl = stopped.baseUrl;
    await stopped.close();
    const options = await openExtensionPage('options.html');
    await fillConnection(options, baseUrl, DEMO_TOKEN);
    await expect(options.getByRole('status')).toContainText('can’t be reached', { timeout: 30_000 });
  });

  test('plain http is refused for a host that is not this computer', async ({
    openExtensionPage,
    server,
  }) => {
    const options = await openExtensionPage('options.html');
    await fillConnection(options, 'http://directory.example/api/v1', DEMO_TOKEN);
    await expect(options.getByRole('status')).toContainText(
      'plain http:// is allowed only for a server on this computer',
    );
    expect(server.requestLog).toHaveLength(0);
  });
});

test('a web page’s content script cannot read the token from extension storage', async ({
  context,
  connect,
  serviceWorker,
}) => {
  await connect();
  await context.route('https://news.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>News</title><p>Hello</p>' }),
  );
  const page = await context.newPage();
  await page.goto('https://news.example/');
  // Run code in the isolated world content scripts use, on that page, and see what storage it can reach.
  const seen = await serviceWorker.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url });
    if (!tab?.id) throw new Error('tab not found');
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId: tab.id },
      func: async () => {
        try {
          const everything = await chrome.storage.local.get(null);
          return { readable: true, keys: Object.keys(everything) };
        } catch (error) {
          return { readable: false, error: String(error) };
        }
      },
    });
    return injection?.result;
  }, 'https://news.example/');
  expect(seen).toMatchObject({ readable: false });
  // The background itself still has it, in the extension origin's IndexedDB (lib/connection/token-store.ts).
  expect(await serviceWorker.evaluate(storedTokenInExtension, undefined)).toBe(DEMO_TOKEN);
});

test('80 interactive requests against a 60/min server: no 429 at the server, clean rate-limited answers', async ({
  connect,
  openExtensionPage,
  server,
}) => {
  server.setOptions({ rateLimitPerMinute: 60, rateLimitWindowMs: 60_000 });
  await connect();
  const options = await openExtensionPage('options.html');
  const started = Date.now();
  const answers = await options.evaluate(async () => {
    const queries = Array.from({ length: 80 }, (_, i) => `tool query ${i}`);
    return Promise.all(
      queries.map(async (q) => {
        const sentAt = Date.now();
        const answer = await chrome.runtime.sendMessage({ type: 'search', q });
        return { answer, tookMs: Date.now() - sentAt };
      }),
    );
  });
  const ok = answers.filter((a) => a.answer.ok);
  // Past the 60 the person alone can use: "too many requests". Short of them, a slot the first sync
  // holds: "busy", asked again by the popup. Either way with the time to try again.
  const limited = answers.filter((a) => !a.answer.ok && a.answer.error.kind === 'rate-limited');
  const busy = answers.filter((a) => !a.answer.ok && a.answer.error.kind === 'busy');
  expect(ok.length + limited.length + busy.length).toBe(80);
  expect(limited.length + busy.length).toBeGreaterThanOrEqual(20);
  for (const { answer } of [...limited, ...busy]) expect(answer.error.retryAt).toBeGreaterThan(started);

  const sent = server.requestLog.filter((entry) => entry.tokenHash !== null);
  expect(sent.filter((entry) => entry.status === 429)).toHaveLength(0);
  expect(sent.length).toBeLessThanOrEqual(60);
  const longestWaitMs = Math.max(...answers.map((a) => a.tookMs));
  test.info().annotations.push({
    type: 'request budget',
    description: `sent ${sent.length} (search ${sent.filter((e) => e.path.endsWith('/search')).length}), 429s 0, ok ${ok.length}, rate-limited ${limited.length}, busy ${busy.length}, longest wait ${longestWaitMs} ms`,
  });
  console.log(test.info().annotations.at(-1)?.description);

  // The options page's budget panel, under Advanced, shows what was used.
  await options.getByText('Advanced', { exact: true }).click();
  await expect(options.getByTestId('budget-used')).toBeVisible();
  await expect(options.getByTestId('budget-used')).toContainText(/of 60/);
});

// firstrun: About and Advanced.
test('About shows the installed version and website; the request budget waits under Advanced', async ({
  openExtensionPage,
  serviceWorker,
}) => {
  const manifest = await serviceWorker.evaluate(() => chrome.runtime.getManifest());
  const options = await openExtensionPage('options.html');
  const about = options.getByRole('region', { name: 'About Toolscout' });
  await expect(about.getByTestId('about-version')).toHaveText(manifest.version);
  await expect(about.getByRole('link', { name: 'toolscout.dev' })).toHaveAttribute(
    'href',
    manifest.homepage_url ?? '',
  );
  await expect(about).toContainText('a visit sends nothing');
  await about.getByRole('link', { name: 'What is sent, and when' }).click();
  await expect(options).toHaveURL(/#privacy$/);

  const budget = options.getByRole('region', { name: 'Request budget' });
  await expect(budget).toBeHidden();
  await options.getByText('Advanced', { exact: true }).click();
  await expect(budget).toBeVisible();
});

// issue 30: an options page one can find one's way in.
test.describe('options: finding one’s way', () => {
  const SECTIONS = [
    'Connection',
    'Local directory',
    'On tool sites',
    'Search results',
    'Saved tools',
    "What's new",
    'Privacy',
    'Requests sent',
    'Request budget',
    'About',
  ];

  test('a contents list links to every section, marks the one being read, and stays in view', async ({
    connect,
    openExtensionPage,
  }) => {
    await connect();
    const options = await openExtensionPage('options.html');
    const contents = options.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveText(SECTIONS);
    // Every link leads to a section of the page.
    const targets = await contents
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => document.querySelector(link.getAttribute('href') ?? '')?.tagName ?? null),
      );
    expect(targets).not.toContain(null);
    const current = contents.locator('[aria-current="true"]');
    await expect(current).toHaveText('Connection');

    await contents.getByRole('link', { name: 'Privacy' }).click();
    await expect(options).toHaveURL(/#privacy$/);
    await expect(current).toHaveText('Privacy');
    const heading = await options
      .getByRole('heading', { name: 'What Toolscout sends, and when' })
      .boundingBox();
    expect(heading?.y).toBeGreaterThanOrEqual(0);
    expect(heading?.y).toBeLessThan(120);
    // Marked visibly, not only for a screen reader.
    const look = (name: string) =>
      contents.getByRole('link', { name }).evaluate((link) => {
        const style = getComputedStyle(link);
        return `${style.color} ${style.backgroundColor} ${style.borderLeftColor} ${style.fontWeight}`;
      });
    expect(await look('Privacy')).not.toBe(await look('Connection'));
    // Still there, beside the sections, with the page scrolled.
    expect(await options.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(contents).toBeInViewport();

    // The request budget waits under Advanced: its link opens it.
    await contents.getByRole('link', { name: 'Request budget' }).click();
    await expect(options.getByRole('region', { name: 'Request budget' })).toBeVisible();
    await expect(current).toHaveText('Request budget');

    // Scrolling on marks what is read now.
    await options.evaluate(() => {
      const section = document.getElementById('saved-tools');
      if (section) window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 20);
    });
    await expect(current).toHaveText('Saved tools');
    await options.screenshot({ path: 'artifacts/screenshots/options-contents.png' });
  });

  test('on a phone’s width the contents are one strip across the top that stays there', async ({
    connect,
    openExtensionPage,
  }) => {
    await connect();
    const options = await openExtensionPage('options.html');
    await options.setViewportSize({ width: 360, height: 740 });
    const contents = options.getByRole('navigation', { name: 'On this page' });
    const links = contents.getByRole('link');
    await expect(links).toHaveCount(SECTIONS.length);
    const tops = await links.evaluateAll((all) =>
      all.map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    const strip = await contents.boundingBox();
    expect(strip?.height).toBeLessThanOrEqual(64);

    await links.filter({ hasText: 'About' }).click();
    await expect(options.getByRole('heading', { name: 'About Toolscout' })).toBeInViewport();
    const stuck = await contents.boundingBox();
    expect(stuck?.y).toBe(0);
    // The current link is scrolled into the strip's view.
    const about = await contents.locator('[aria-current="true"]').boundingBox();
    expect(about?.x).toBeGreaterThanOrEqual(0);
    expect((about?.x ?? 0) + (about?.width ?? 0)).toBeLessThanOrEqual(360);
    await expect(contents.locator('[aria-current="true"]')).toHaveText('About');
    // The section's heading is not under the strip.
    const heading = await options.getByRole('heading', { name: 'About Toolscout' }).boundingBox();
    expect(heading?.y).toBeGreaterThanOrEqual((stuck?.y ?? 0) + (stuck?.height ?? 0));
    await options.screenshot({ path: 'artifacts/screenshots/options-contents-360.png' });
  });

  test('even margins at every width: the sections sit in the middle, nothing wider than the screen', async ({
    connect,
    openExtensionPage,
  }) => {
    await connect();
    const options = await openExtensionPage('options.html');
    await waitForDirectory(options);
    await options.reload();
    await expect(options.getByRole('table', { name: 'Requests sent' })).toBeVisible();
    for (const width of [360, 412, 800, 1280]) {
      await options.setViewportSize({ width, height: 800 });
      const measured = await options.evaluate(() => {
        const boxes = [
          document.querySelector('.ts-options__header'),
          ...document.querySelectorAll('.ts-options__main > :not(.ts-sync-progress--hidden)'),
        ].flatMap((element) => (element ? [element.getBoundingClientRect()] : []));
        const viewport = document.documentElement.clientWidth;
        return {
          viewport,
          scrollWidth: document.documentElement.scrollWidth,
          left: Math.min(...boxes.map((box) => box.left)),
          right: viewport - Math.max(...boxes.map((box) => box.right)),
          count: boxes.length,
        };
      });
      expect(measured.count, `${width}`).toBeGreaterThan(8);
      expect(measured.scrollWidth, `${width}: the page scrolls sideways`).toBe(measured.viewport);
      expect(measured.left, `${width}: a margin at the left`).toBeGreaterThanOrEqual(12);
      expect(
        Math.abs(measured.left - measured.right),
        `${width}: ${JSON.stringify(measured)}`,
      ).toBeLessThanOrEqual(1);
    }
  });

  test('while the first sync runs, its progress is at the top; done, it says so, and then it is gone', async ({
    connect,
    openExtensionPage,
    server,
  }) => {
    // A slow directory, so the first sync is under way when the page opens.
    server.setOptions({ faults: { enabled: true, latencyMs: 400 } });
    await connect();
    const options = await openExtensionPage('options.html');
    const bar = options.getByRole('progressbar', { name: 'Copying the directory to this device…' });
    await expect(bar).toBeVisible();
    const total = server.dataset.visibleTools.length.toLocaleString('en');
    await expect(options.getByText(new RegExp(`^[\\d,]+ of ${total} tools$`))).toBeVisible();
    // At the top: above the first section.
    const [progressBox, connection] = await Promise.all([
      bar.boundingBox(),
      options.getByRole('form', { name: 'Connection' }).boundingBox(),
    ]);
    expect(progressBox?.y).toBeLessThan(connection?.y ?? 0);
    expect(progressBox?.y).toBeLessThan(800);
    await options.screenshot({ path: 'artifacts/screenshots/options-first-sync.png' });

    server.setOptions({});
    await expect(options.getByText(`Done: the directory is on this device, ${total} tools.`)).toBeVisible({
      timeout: 60_000,
    });
    await expect(bar).toHaveCount(0);
    // A page opened later has nothing to say about it: the Local directory section has the facts.
    await options.reload();
    await expect(options.getByText('Tools on this device')).toBeVisible();
    await expect(options.getByText(/^Done: the directory is on this device/)).toHaveCount(0);
    await expect(options.getByRole('progressbar')).toHaveCount(0);
  });
});
