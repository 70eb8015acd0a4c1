// Firefox's fixtures: the same reference server as Chromium's (one per Playwright worker), one Firefox ESR
// per worker, and for every test the add-on freshly installed in it and uninstalled after (./driver.ts).
import { test as base } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import { DEMO_TOKEN, resetServer, type ServerFixtures, serverFixtures } from '../fixtures';
import type { ExtensionDriver } from '../shared/driver';
import { type FirefoxDriver, installFirefoxAddon, startFirefox } from './driver';

export interface FirefoxFixtures {
  firefox: FirefoxDriver;
  driver: ExtensionDriver;
}

interface FirefoxWorkerFixtures extends ServerFixtures {
  /** The worker's Firefox, which its tests take turns in. */
  firefoxBrowser: Browser;
}

export const test = base.extend<FirefoxFixtures, FirefoxWorkerFixtures>({
  ...(serverFixtures as object),
  firefoxBrowser: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern: none.
    async ({}, use) => {
      const browser = await startFirefox();
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  firefox: async ({ server, firefoxBrowser }, use) => {
    resetServer(server);
    const firefox = await installFirefoxAddon(firefoxBrowser, { baseUrl: server.baseUrl, token: DEMO_TOKEN });
    await use(firefox);
    await firefox.close();
  },
  driver: async ({ firefox }, use) => {
    await use(firefox);
  },
});

export const expect = test.expect;
