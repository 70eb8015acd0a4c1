// The whole background in a unit test, driven by its browser events: what fakeBrowser leaves
// unimplemented, a small directory behind `fetch`, the connection, messages sent as the browser delivers
// them, and waiting for the first sync. The token store opens only in an extension origin, which the test's
// context is not: a test file that uses this mocks lib/connection/settings with withMemoryToken
// (tests/support/token-store-mock.ts; vi.mock must be called in the test file).
import { IDBFactory } from 'fake-indexeddb';
import { expect, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { HOUSEKEEPING_DELAY_MS } from '../../lib/background/main';
import { baseUrlItem, tokenStore } from '../../lib/connection/settings';
import { BASE_URL, laravelCategories, wireTool } from './api-fixtures';
import { installReachFakes } from './reach-fakes';

export const POPUP_SENDER = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };
export const TOOL_SLUGS = ['jasper', 'copy-ai', 'notion-ai'];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Directory = (input: RequestInfo | URL) => Promise<Response>;

/** The directory: a few tools (https://<slug>.example/), their alternatives, 404 for anything else. */
export async function smallDirectory(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input));
  if (url.pathname.endsWith('/tools') || url.pathname.endsWith('/search')) {
    return json({
      data: TOOL_SLUGS.map((slug) => wireTool(slug)),
      links: { next: null },
      meta: { total: TOOL_SLUGS.length, current_page: 1 },
    });
  }
  if (url.pathname.endsWith('/alternatives')) return json({ data: [wireTool('copy-ai')] });
  if (url.pathname.endsWith('/categories')) return json({ data: [] });
  const slug = url.pathname.split('/').at(-1) ?? '';
  return TOOL_SLUGS.includes(slug) ? json({ data: wireTool(slug) }) : json({ message: 'Not Found.' }, 404);
}

/** The directory: one tool, jasper, whose site is https://jasper.example/; every path asked is noted. */
export function oneToolDirectory(requests: string[]): Directory {
  return async (input) => {
    const url = new URL(String(input));
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/tools')) {
      return json({ data: [wireTool('jasper')], links: { next: null }, meta: { total: 1, current_page: 1 } });
    }
    if (url.pathname.endsWith('/alternatives')) return json({ data: [wireTool('copy-ai')] });
    if (url.pathname.endsWith('/categories')) return json(laravelCategories);
    return json({ message: 'Not Found.' }, 404);
  };
}

/**
 * The worker's housekeeping (resuming the sync, the prefetch…) waits HOUSEKEEPING_DELAY_MS after a wake, so
 * that what woke it is answered first (lib/background/main.ts). A test that waits for the first sync learns
 * nothing from that wait: the timer fires at once, until `vi.unstubAllGlobals()`. A test of the wait itself
 * holds that timer back on top of this.
 */
export function housekeepingAtOnce(): void {
  const setTimer = globalThis.setTimeout;
  const atOnce = (run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
    setTimer(run, ms === HOUSEKEEPING_DELAY_MS ? 0 : ms, ...args);
  vi.stubGlobal('setTimeout', atOnce);
}

type PermissionsListener = (permissions: { origins?: string[] }) => void;

/**
 * Installs the fakes on fakeBrowser (the extension's globals too, which `vi.unstubAllGlobals()` takes away
 * again) and the connection, with no housekeeping wait. `sitesGranted`: what permissions.contains answers.
 */
export async function installBackgroundFakes({
  directory = smallDirectory,
  sitesGranted = true,
}: {
  directory?: Directory;
  sitesGranted?: boolean;
} = {}) {
  vi.stubGlobal('chrome', fakeBrowser);
  vi.stubGlobal('browser', fakeBrowser);
  globalThis.indexedDB = new IDBFactory();
  const fetch = vi.fn(directory);
  vi.stubGlobal('fetch', fetch);
  const openOptionsPage = vi.fn(async () => undefined);
  Object.assign(fakeBrowser.runtime, {
    getManifest: () => ({ manifest_version: 3, name: 'Toolscout', version: '9.9.9' }),
    openOptionsPage,
  });
  /** The background's permissions.onAdded listeners, for a test to fire. */
  const permissionsAdded: PermissionsListener[] = [];
  Object.assign(fakeBrowser, {
    permissions: {
      contains: vi.fn(async () => sitesGranted),
      onAdded: { addListener: (listener: PermissionsListener) => permissionsAdded.push(listener) },
    },
    scripting: { executeScript: vi.fn(async () => []) },
  });
  const reach = installReachFakes();
  housekeepingAtOnce();
  await baseUrlItem.setValue(BASE_URL);
  await tokenStore.write('secret-token');
  return { fetch, openOptionsPage, permissionsAdded, reach };
}

/**
 * A message as the browser delivers it to the background, and its answer: from the popup when no sender is
 * given; an explicit `undefined` is a message with no sender.
 */
export async function sendToBackground(message: unknown, ...from: [sender?: unknown]): Promise<unknown> {
  const sender = from.length > 0 ? from[0] : POPUP_SENDER;
  const [answer] = await fakeBrowser.runtime.onMessage.trigger(message, sender as never);
  return answer;
}

/** Until the directory has synced once and the top tools' alternatives are saved. */
export async function syncedOnce(): Promise<void> {
  await vi.waitFor(async () => {
    expect(await sendToBackground({ type: 'sync/status' })).toMatchObject({
      ok: true,
      data: { ready: true },
    });
    expect(await sendToBackground({ type: 'prefetch/status' })).toMatchObject({
      ok: true,
      data: { state: 'done' },
    });
    // A loaded machine (two cores, other suites) can take over a second.
  }, 5_000);
}
