// The shared tests' driver in Chromium: Playwright's persistent context with the extension loaded
// (tests/e2e/fixtures.ts), seen through the small ExtensionDriver interface.
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { type ExtensionFixtures, expect, test } from './fixtures';
import type { DriverPage, ExtensionDriver } from './shared/driver';

export function playwrightPage(page: Page): DriverPage {
  return {
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    evaluateSource: (source) => page.evaluate(source),
    clickAt: (x, y) => page.mouse.click(x, y),
    moveMouseTo: (x, y) => page.mouse.move(x, y),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    goto: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    screenshot: async (file) => {
      await page.bringToFront();
      await page.screenshot({ path: file });
    },
    bringToFront: () => page.bringToFront(),
    close: () => page.close(),
  };
}

/** Stops the extension's service worker the way Chrome does when it idles; any event starts it again. */
async function stopServiceWorker(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const states: string[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions) states.push(version.runningStatus);
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await expect.poll(() => states.includes('stopped')).toBe(true);
  } finally {
    await page.close();
  }
}

export function chromiumDriver(options: {
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
  /** The Chromium fixtures' `connect` (tests/e2e/fixtures.ts). */
  connect: ExtensionFixtures['connect'];
}): ExtensionDriver {
  const { context, extensionId } = options;
  const extensionOrigin = `chrome-extension://${extensionId}`;
  return {
    browserName: 'chromium',
    extensionOrigin,
    async openExtensionPage(file, viewport) {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      await page.goto(`${extensionOrigin}/${file}`);
      return playwrightPage(page);
    },
    async newTab(url) {
      const page = await context.newPage();
      if (url) await page.goto(url);
      return playwrightPage(page);
    },
    async routeSite(host, body) {
      await context.route(`https://${host}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: body(new URL(route.request().url())) }),
      );
    },
    // The worker of the moment: after a restart Chrome starts a new one.
    evalInExtension: async (fn, arg) => {
      const worker =
        context.serviceWorkers().find((candidate) => candidate.url().startsWith(extensionOrigin)) ??
        options.serviceWorker;
      return worker.evaluate(fn as (arg: unknown) => never, arg);
    },
    restartBackground: () => stopServiceWorker(context),
    connect: options.connect,
  };
}

/** Chromium's test object for the shared suite: its `driver` fixture on top of the Chromium fixtures. */
export const chromiumDriverTest = test.extend<{ driver: ExtensionDriver }>({
  driver: async ({ context, serviceWorker, extensionId, connect }, use) => {
    await use(chromiumDriver({ context, serviceWorker, extensionId, connect }));
  },
});
