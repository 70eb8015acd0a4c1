// One Chromium per Playwright worker, which its tests take turns in, as Firefox's do (firefox/fixtures.ts).
// Each test gets its build (e2e or release) installed from a copy of its own (so an extension id, storage
// and databases of its own) and uninstalled after it, with every tab, route, cookie, permission, init
// script and cached file the test left. That costs about a quarter of a second and half a CPU-second; a
// browser of its own costs 0.7–0.9 s and 1.3–1.6 CPU-seconds. A test that needs the browser's own flags,
// profile or restarts still gets or launches a browser of its own (fixtures.ts: another language; the
// crash, update and welcome tests).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumPath } from './paths';

/** `xdg-desktop-menu` and `xdg-icon-resource` that exit at once (see startSharedChromium). */
const NO_DESKTOP_SHORTCUTS = path.join(import.meta.dirname, 'no-desktop-shortcuts');

export interface InstalledExtension {
  context: BrowserContext;
  extensionId: string;
  /** Uninstalls it and leaves the browser as a fresh one: one blank tab, nothing else kept. */
  remove(): Promise<void>;
}

export interface SharedChromium {
  install(dir: string): Promise<InstalledExtension>;
  close(): Promise<void>;
}

/** A browser with no extension, which takes them in and out over DevTools (Extensions.loadUnpacked). */
export async function startSharedChromium(browserArgs: readonly string[]): Promise<SharedChromium> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'toolscout-e2e-shared-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    // Playwright starts Chromium with --disable-extensions, which would refuse Extensions.loadUnpacked too.
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [...browserArgs, '--enable-unsafe-extension-debugging'],
    viewport: { width: 1280, height: 800 },
    // Chromium deletes an uninstalled extension's desktop shortcuts (it never made any) through xdg-utils:
    // eight shell scripts of dozens of processes each, after every test. Stand-ins that do nothing come
    // first on the browser's PATH.
    env: { ...process.env, PATH: `${NO_DESKTOP_SHORTCUTS}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  const browser = context.browser();
  if (!browser) throw new Error('No browser to open a DevTools session on');
  const devtools = await browser.newBrowserCDPSession();
  const initScripts = trackInitScripts(context);

  return {
    async install(dir) {
      const copy = mkdtempSync(path.join(os.tmpdir(), 'toolscout-e2e-ext-'));
      cpSync(dir, copy, { recursive: true });
      const { id } = await devtools.send('Extensions.loadUnpacked', { path: copy });
      return {
        context,
        extensionId: id,
        async remove() {
          const blank = await context.newPage();
          for (const page of context.pages()) if (page !== blank) await page.close().catch(() => undefined);
          await Promise.all(initScripts.splice(0).map((script) => script.dispose()));
          await context.unrouteAll({ behavior: 'ignoreErrors' });
          await context.clearCookies();
          await context.clearPermissions();
          await devtools.send('Extensions.uninstall', { id });
          await workerGone(context, id);
          await clearHttpCache(context, blank);
          rmSync(copy, { recursive: true, force: true });
        },
      };
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every init script a test adds to the context, to remove after it: Playwright has no way to list them,
 * and one left behind would run in every page of the tests after.
 */
function trackInitScripts(context: BrowserContext): { dispose(): Promise<void> }[] {
  const added: { dispose(): Promise<void> }[] = [];
  const addInitScript = context.addInitScript.bind(context);
  context.addInitScript = (async (...args: Parameters<BrowserContext['addInitScript']>) => {
    const script = await addInitScript(...args);
    added.push(script);
    return script;
  }) as BrowserContext['addInitScript'];
  return added;
}

/** The uninstalled extension's worker has left the context's list, where the next test looks for its own. */
async function workerGone(context: BrowserContext, id: string): Promise<void> {
  const origin = `chrome-extension://${id}/`;
  const deadline = Date.now() + 10_000;
  while (context.serviceWorkers().some((worker) => worker.url().startsWith(origin))) {
    if (Date.now() > deadline) throw new Error(`The worker of ${id} outlived its extension`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The browser's HTTP cache (logos, pages of simulated sites): the next test's requests reach the server. */
async function clearHttpCache(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  try {
    await session.send('Network.clearBrowserCache');
  } finally {
    await session.detach();
  }
}
