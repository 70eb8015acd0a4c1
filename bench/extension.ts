// The built extension in a fresh browser profile, pointed at a reference server through its own settings
// path: what every browser figure starts from.
import type { BrowserContext, Page } from '@playwright/test';
import type { RunningServer } from '../server/index';
import {
  DEMO_TOKEN,
  extensionWorker,
  installWelcomePage,
  launchExtensionContext,
  pointExtensionAt,
} from '../tests/e2e/fixtures';

/**
 * The built extension (`dir`, the e2e build by default) in a fresh profile of Chromium as a person has it:
 * not with the tests' one renderer process per site (tests/e2e/fixtures.ts, RendererProcesses).
 */
export function launchBenchBrowser(dir?: string) {
  return launchExtensionContext(dir, 'en', undefined, 'as-shipped');
}

/** Connects the extension to `server`; answers its welcome page (an extension page to ask it from). */
export async function connectExtension(context: BrowserContext, server: RunningServer): Promise<Page> {
  const options = await installWelcomePage(context);
  await extensionWorker(context);
  await pointExtensionAt(options, { baseUrl: server.baseUrl, token: DEMO_TOKEN });
  return options;
}
