import type { Page } from '@playwright/test';
import { startServer } from '../../server/index';
import { DEMO_TOKEN, expect, test } from './fixtures';
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
  // The background itself still has it, in the extension origin's IndexedDB (lib/background/token-store.ts).
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
