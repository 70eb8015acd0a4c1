import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEMO_TOKEN,
  expect,
  extensionWorker,
  installWelcomePage,
  launchExtensionContext,
  test,
} from './fixtures';
import { extensionDir, releaseExtensionDir } from './paths';
import { routeSites } from './sites';

test('installing the extension opens its welcome page', async () => {
  const { context, close } = await launchExtensionContext();
  try {
    await extensionWorker(context);
    const welcome = await installWelcomePage(context);
    await expect(welcome.getByRole('heading', { name: 'Welcome to Toolscout', level: 1 })).toBeVisible();
    await expect(welcome.getByLabel('API base URL')).toBeVisible();
  } finally {
    await close();
  }
});

test('the popup renders and the background answers a typed message', async ({ openExtensionPage }) => {
  const popup = await openExtensionPage('popup.html');
  await expect(popup.getByRole('heading', { name: 'Toolscout' })).toHaveCount(1);
  // Only the live (Preact) popup has the search box; the static frame does not.
  await expect(popup.getByRole('combobox', { name: 'Search AI tools' })).toBeFocused();

  const answer = await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'ping' }));
  expect(answer).toMatchObject({ ok: true, data: { version: expect.stringMatching(/^\d+\.\d+\.\d+$/) } });

  const refused = await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'no-such-message' }));
  expect(refused).toMatchObject({ ok: false, error: { kind: 'validation' } });
});

test('the reference server answers the extension on loopback', async ({ server, serviceWorker }) => {
  const status = await serviceWorker.evaluate(async (baseUrl) => {
    const response = await fetch(`${baseUrl}/tools?per_page=1`, {
      headers: { Authorization: 'Bearer demo-token' },
    });
    return response.status;
  }, server.baseUrl);
  expect(status).toBe(200);
  expect(server.requestLog.some((entry) => entry.path.endsWith('/tools') && entry.status === 200)).toBe(true);
});

test('nothing leaves the machine: a host name no test routed resolves to nothing, from a page or the worker; a routed one answers', async ({
  context,
  server,
  serviceWorker,
}) => {
  await routeSites(context, ['www.jasper.ai']);
  const page = await context.newPage();
  await page.goto('https://www.jasper.ai/');
  await expect(page.getByRole('heading', { name: 'www.jasper.ai/' })).toBeVisible();
  // The machine's own name, which its system resolves (to the reference server's loopback, often): the
  // browser does not.
  const ownName = `http://${os.hostname()}:${new URL(server.baseUrl).port}`;
  await expect(page.goto(`${ownName}/`)).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
  const fromWorker = await serviceWorker.evaluate(
    (url) =>
      fetch(url).then(
        (response) => `answered ${response.status}`,
        (error: unknown) => String(error),
      ),
    `${ownName}/api/v1/tools?per_page=1`,
  );
  expect(fromWorker).toMatch(/Failed to fetch/);
  expect(server.requestLog).toEqual([]);
});

test('a production build carries no token', () => {
  // Both builds the tests load are production builds (the e2e one and the release one); only
  // development builds are pre-configured with the demo token.
  for (const dir of [extensionDir, releaseExtensionDir]) {
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(js|html|json)$/.test(file),
    );
    expect(files.length).toBeGreaterThan(3);
    for (const file of files)
      expect(readFileSync(path.join(dir, file), 'utf8'), file).not.toContain(DEMO_TOKEN);
  }
});
