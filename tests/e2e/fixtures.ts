// The real-browser harness: the reference server on a free loopback port, and for every test the built
// extension freshly installed, in the worker's shared Chromium (shared-chromium.ts) or a browser of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type BrowserContext,
  test as base,
  chromium,
  type Fixtures,
  type Page,
  type Worker,
} from '@playwright/test';
import { PER_PAGE_MAX } from '../../lib/api/limits';
import { type RunningServer, type ServerSettings, startServer, tokenHash } from '../../server/index';
import { browserLanguageLaunch } from './browser-language';
import { chromiumPath, extensionDir, releaseExtensionDir, STATIC_PAGE } from './paths';
import { connectInExtension } from './shared/extension-calls';
import { type SharedChromium, startSharedChromium } from './shared-chromium';

export const DEMO_TOKEN = 'demo-token';
/** The tests' own token for reading the API directly, so their reads never touch the extension's budget. */
export const OBSERVER_TOKEN = 'observer-token';

export interface ExtensionFixtures {
  /**
   * Which build the browser loads: 'e2e' (site access pre-granted) or 'release' (what a person installs:
   * no site access until they allow it). Set per file with test.use({ extensionBuild: 'release' }).
   */
  extensionBuild: 'e2e' | 'release';
  // i18n: the browser's UI language ('en' unless a file says test.use({ browserLanguage: 'de' })).
  browserLanguage: string;
  /** The browser the test's extension is installed in, and its id when known before its worker starts. */
  loadedExtension: { context: BrowserContext; extensionId: string | null };
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  /** Opens popup.html, options.html… of the extension in a new tab. */
  openExtensionPage: (file: string) => Promise<Page>;
  /** Points the extension at the reference server (or another base URL/token) without the options UI. */
  connect: (settings?: { baseUrl?: string; token?: string | null }) => Promise<void>;
}

interface ChromiumWorkerFixtures extends ServerFixtures {
  /** The worker's Chromium (shared-chromium.ts), started when a test first needs it. */
  sharedChromium: LazyChromium;
}

interface LazyChromium {
  get(): Promise<SharedChromium>;
  /** Closes it after a test that left it unusable: the next test starts another. */
  discard(): Promise<void>;
}

export interface ServerFixtures {
  /** How the worker's reference server starts; override per file with test.use({ serverSettings }). */
  serverSettings: ServerSettings;
  server: RunningServer;
}

/**
 * 900 visible tools (the well-known real tools among them) sync in 9 requests. With the categories and the
 * prefetch of the top E2E_PREFETCH_TOP (10) that is the 20 requests the background may send at once before
 * it paces itself (PACE_BURST in lib/api/rate-limit-budget.ts), so a test's fresh profile has its local
 * directory, and is quiet, within about a second; the full 8,123 is for the benchmarks. (With 1,000 the
 * 21st waited for the pace: a second longer, and 0.27 CPU-s more, in every test that syncs.)
 */
export const E2E_DATASET_SIZE = 900;

/**
 * The listing pages a full sync of the e2e dataset asks for (full pages: SYNC_PER_PAGE is the API's
 * most), the last one holding the least popular tools.
 */
export const E2E_LISTING_PAGES = Math.ceil(E2E_DATASET_SIZE / PER_PAGE_MAX);

/**
 * How many renderer processes Chromium starts. The tests run with one per site: without that limit
 * Chromium starts processes for new tabs that a site's existing one could serve (a new blank tab cost
 * about 0.4 CPU-s here), and every test opens several. With it, a popup and a web page open
 * side by side ran in three renderers: the extension's own, the web page's and Chromium's UI. The same
 * specs took 429 CPU-s instead of 508 (a11y and serp, 2 workers) and 136 instead of 186 (popup and yours,
 * 1 worker). The benches time the browser as a person has it: 'as-shipped'.
 */
export type RendererProcesses = 'one-per-site' | 'as-shipped';

export function launchArgs(dir: string, processes: RendererProcesses = 'one-per-site'): string[] {
  return [`--disable-extensions-except=${dir}`, `--load-extension=${dir}`, ...browserArgs(processes)];
}

/**
 * Nothing may leave the machine: every host name but the loopback's resolves to nothing, so a request to a
 * host a test did not route fails at once (net::ERR_NAME_NOT_RESOLVED), from a page, the extension's
 * worker or the browser itself. A test's routes (./sites.ts) answer before any name is resolved. This
 * replaced a catch-all route, which saw only the pages' requests, never the worker's (the Chromium
 * project took 919 and 924 CPU-s without and with the change: no cost either way).
 */
export const ONLY_LOOPBACK_RESOLVES =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/** Chromium's flags: no sandbox (containers), no GPU, nothing it would fetch by itself (and see above). */
function browserArgs(processes: RendererProcesses = 'one-per-site'): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    ONLY_LOOPBACK_RESOLVES,
    ...(processes === 'one-per-site' ? ['--renderer-process-limit=1'] : []),
  ];
}

export async function launchExtensionContext(
  dir = extensionDir,
  language = 'en',
  /** A profile to start again (crash.spec.ts, after Chromium itself ended); a fresh one by default. */
  userDataDir = mkdtempSync(path.join(os.tmpdir(), 'toolscout-e2e-')),
  processes: RendererProcesses = 'one-per-site',
): Promise<{
  context: BrowserContext;
  /** The profile's folder (removed by close). */
  userDataDir: string;
  close: () => Promise<void>;
}> {
  // i18n: another UI language than English runs Chromium with --lang (tests/e2e/browser-language.ts).
  const languageLaunch = language === 'en' ? null : browserLanguageLaunch(language);
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: [...launchArgs(dir, processes), ...(languageLaunch?.args ?? [])],
    viewport: { width: 1280, height: 800 },
    ...(languageLaunch ? { locale: languageLaunch.locale } : {}),
  });
  return {
    context,
    userDataDir,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The extension's service worker; `extensionId` picks it by id (a shared browser had others before). */
export async function extensionWorker(context: BrowserContext, extensionId?: string): Promise<Worker> {
  const origin = extensionId ? `chrome-extension://${extensionId}/` : 'chrome-extension://';
  const ours = (worker: Worker) => worker.url().startsWith(origin);
  return (
    context.serviceWorkers().find(ours) ?? (await context.waitForEvent('serviceworker', { predicate: ours }))
  );
}

/** The welcome tab the extension opens on install (it may show up as about:blank before it navigates). */
export async function installWelcomePage(context: BrowserContext): Promise<Page> {
  const isWelcome = (page: Page) => /^chrome-extension:\/\/[^/]+\/welcome\.html/.test(page.url());
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = context.pages().find(isWelcome);
    if (open) return open;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The welcome page did not open on install');
}

/** The reference server of a Playwright worker (Chromium's and Firefox's fixtures both use this). */
export const serverFixtures: Fixtures<object, ServerFixtures> = {
  serverSettings: [
    { size: E2E_DATASET_SIZE, tokens: [DEMO_TOKEN, OBSERVER_TOKEN] },
    { option: true, scope: 'worker' },
  ],
  server: [
    async ({ serverSettings }, use) => {
      const server = await startServer({ port: 0, ...serverSettings });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
};

/** Every test starts from the server's defaults, with an empty log and a fresh rate-limit window. */
export function resetServer(server: RunningServer): void {
  server.setOptions({});
  server.resetRateLimits();
  server.clearLog();
}

export const test = base.extend<ExtensionFixtures, ChromiumWorkerFixtures>({
  ...(serverFixtures as Fixtures<ExtensionFixtures, ChromiumWorkerFixtures>),
  extensionBuild: ['e2e', { option: true }],
  browserLanguage: ['en', { option: true }],
  sharedChromium: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern: none.
    async ({}, use) => {
      let started: Promise<SharedChromium> | null = null;
      const discard = async () => {
        const closing = started;
        started = null;
        await (await closing?.catch(() => null))?.close().catch(() => undefined);
      };
      const start = () =>
        startSharedChromium(browserArgs()).catch((error: unknown) => {
          started = null;
          throw error;
        });
      await use({ get: () => (started ??= start()), discard });
      await discard();
    },
    { scope: 'worker' },
  ],
  loadedExtension: async ({ server, extensionBuild, browserLanguage, sharedChromium }, use) => {
    resetServer(server);
    const dir = extensionBuild === 'release' ? releaseExtensionDir : extensionDir;
    // Another language is a flag of the browser's launch: a browser of its own.
    if (browserLanguage === 'en') {
      const installed = await (await sharedChromium.get()).install(dir);
      await use(installed);
      await installed.remove().catch(async (error: unknown) => {
        await sharedChromium.discard();
        throw error;
      });
      return;
    }
    // As shipped: with one renderer process per site, the extension's pages answered en-US to
    // chrome.i18n.getUILanguage() in the German browser (Playwright's locale did not reach them).
    const { context, close } = await launchExtensionContext(dir, browserLanguage, undefined, 'as-shipped');
    await use({ context, extensionId: null });
    await close();
  },
  context: async ({ loadedExtension }, use) => {
    await use(loadedExtension.context);
  },
  serviceWorker: async ({ context, loadedExtension }, use) => {
    const worker = await extensionWorker(context, loadedExtension.extensionId ?? undefined);
    // The welcome page opens itself on install; let it, then close it so tests open their own pages
    // without that navigation racing theirs.
    const welcome = await installWelcomePage(context);
    await welcome.close();
    await use(worker);
  },
  extensionId: async ({ serviceWorker }, use) => {
    await use(new URL(serviceWorker.url()).host);
  },
  openExtensionPage: async ({ context, extensionId }, use) => {
    await use(async (file) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${file}`);
      return page;
    });
  },
  connect: async ({ openExtensionPage, server, extensionBuild }, use) => {
    await use(async (settings = {}) => {
      // Any page of the extension can send the message. The e2e build's static page draws nothing: the
      // options page, drawn only to send it, made connecting cost 1.8–2.1 CPU-s instead of 0.75–0.85.
      const page = await openExtensionPage(extensionBuild === 'release' ? 'options.html' : STATIC_PAGE);
      await pointExtensionAt(page, {
        baseUrl: settings.baseUrl ?? server.baseUrl,
        token: settings.token === undefined ? DEMO_TOKEN : settings.token,
      });
      await page.close();
    });
  },
});

export const expect = test.expect;

/** Reads the reference API as the tests' observer (not the extension's token). */
export async function apiGet<T>(server: RunningServer, path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: { Authorization: `Bearer ${OBSERVER_TOKEN}` },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A sync restarted at `stoppedAt` resumed, not restarted, as the server's log shows: page 1 was asked for
 * once and the first page after the stop is at least the 5th; every listing page was asked for, and at most
 * the one in flight at the stop twice.
 */
export function expectSyncResumedAfter(server: RunningServer, stoppedAt: number): void {
  const pages = extensionRequests(server)
    .filter((entry) => entry.path.endsWith('/tools') && entry.query.per_page === String(PER_PAGE_MAX))
    .map((entry) => ({ page: Number(entry.query.page), afterStop: entry.time >= stoppedAt }));
  expect(pages.filter((request) => request.page === 1)).toHaveLength(1);
  expect(pages.find((request) => request.afterStop)?.page).toBeGreaterThanOrEqual(5);
  const counts = new Map<number, number>();
  for (const request of pages) counts.set(request.page, (counts.get(request.page) ?? 0) + 1);
  for (let n = 1; n <= E2E_LISTING_PAGES; n++) expect(counts.get(n), `page ${n}`).toBeGreaterThanOrEqual(1);
  expect([...counts.values()].filter((count) => count > 1).length).toBeLessThanOrEqual(1);
}

/** Requests the extension made (the observer's excluded). */
export function extensionRequests(server: RunningServer) {
  return server.requestLog.filter((entry) => entry.tokenHash !== null && entry.tokenHash !== observerHash);
}
const observerHash = tokenHash(OBSERVER_TOKEN);

/**
 * Points the extension at an API through its own Save & test path (the token goes to the background's
 * token store, never straight into storage); `extensionPage` is any page of the extension.
 */
export async function pointExtensionAt(
  extensionPage: Page,
  settings: { baseUrl: string; token: string | null },
) {
  await extensionPage.evaluate(connectInExtension, settings);
}

/**
 * Waits until the extension's local directory has finished a sync and the alternatives of its top tools
 * are saved (the prefetch that follows a sync): from then on the extension sends nothing unasked.
 * The release build saves 500 (11 minutes at the background share): tests of it wait for the sync only.
 */
export async function waitForDirectory(
  page: Page,
  timeoutMs = 60_000,
  { prefetch: waitForPrefetch = true } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await page.evaluate(async (waitForPrefetch) => {
      // A worker that is starting up may miss a message; the next poll asks again.
      const sync = await chrome.runtime.sendMessage({ type: 'sync/status' }).catch(() => null);
      if (!sync?.ok || !sync.data.ready) return false;
      if (!waitForPrefetch) return true;
      const prefetch = await chrome.runtime.sendMessage({ type: 'prefetch/status' }).catch(() => null);
      return Boolean(prefetch?.ok && prefetch.data.state === 'done');
    }, waitForPrefetch);
    if (ready) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`The local directory was not synced within ${timeoutMs} ms`);
}

/**
 * `connect` for a test that checks several screens in one install (a11y.spec.ts, visual.spec.ts): the first
 * call connects, a later one finds the extension connected (its first sync done or under way), as a
 * person's next step would.
 */
export function connectOnce(connect: () => Promise<void>): () => Promise<void> {
  let connected: Promise<void> | undefined;
  return () => (connected ??= connect());
}

/**
 * Connects to the worker's server and waits for the first sync and prefetch, asked from the e2e build's
 * static page (wxt.config.ts): an options page drawn only to ask from it cost about 1 CPU-s a test.
 */
export async function connectAndSync(
  connect: () => Promise<void>,
  openExtensionPage: (file: string) => Promise<Page>,
): Promise<void> {
  await connect();
  const page = await openExtensionPage(STATIC_PAGE);
  await waitForDirectory(page);
  await page.close();
}
