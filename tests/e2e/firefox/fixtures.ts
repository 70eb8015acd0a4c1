// Firefox's fixtures: the same reference server as Chromium's (one per Playwright worker), and for every
// test a fresh Firefox ESR profile with the add-on installed (./driver.ts).
import { test as base } from '@playwright/test';
import { DEMO_TOKEN, resetServer, type ServerFixtures, serverFixtures } from '../fixtures';
import type { ExtensionDriver } from '../shared/driver';
import { type FirefoxDriver, launchFirefox } from './driver';

export interface FirefoxFixtures {
  firefox: FirefoxDriver;
  driver: ExtensionDriver;
}

export const test = base.extend<FirefoxFixtures, ServerFixtures>({
  ...(serverFixtures as object),
  firefox: async ({ server }, use) => {
    resetServer(server);
    const firefox = await launchFirefox({ baseUrl: server.baseUrl, token: DEMO_TOKEN });
    await use(firefox);
    await firefox.close();
  },
  driver: async ({ firefox }, use) => {
    await use(firefox);
  },
});

export const expect = test.expect;
