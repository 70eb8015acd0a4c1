// The whole background on fakeBrowser, for tests that drive it through its browser events: what
// fakeBrowser leaves unimplemented, a directory of a few tools behind `fetch`, and the connection. The
// token store opens only in an extension origin, which happy-dom's page is not: a test file that uses
// this mocks lib/connection/settings' tokenStore with tests/support/token-store-mock.ts (vi.mock must be called in
// the test file).
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { baseUrlItem, tokenStore } from '../../lib/connection/settings';
import { BASE_URL, wireTool } from './api-fixtures';
import { housekeepingAtOnce } from './housekeeping-at-once';
import { installReachFakes } from './reach-fakes';

export const TOOL_SLUGS = ['jasper', 'copy-ai', 'notion-ai'];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

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

/** Installs the fakes and the connection, with no housekeeping wait; returns the fetch every request goes through. */
export async function installBackgroundFakes(directory = smallDirectory) {
  vi.stubGlobal('chrome', fakeBrowser);
  vi.stubGlobal('browser', fakeBrowser);
  globalThis.indexedDB = new IDBFactory();
  const fetch = vi.fn(directory);
  vi.stubGlobal('fetch', fetch);
  Object.assign(fakeBrowser.runtime, {
    getManifest: () => ({ manifest_version: 3, name: 'Toolscout', version: '9.9.9' }),
    openOptionsPage: vi.fn(async () => undefined),
  });
  Object.assign(fakeBrowser, {
    permissions: {
      contains: vi.fn(async () => true),
      onAdded: { addListener: () => undefined },
    },
    scripting: { executeScript: vi.fn(async () => []) },
  });
  installReachFakes();
  housekeepingAtOnce();
  await baseUrlItem.setValue(BASE_URL);
  await tokenStore.write('secret-token');
  return { fetch };
}

/** What the browser hands runtime.onMessage's listener: the answer of the background's listener. */
export async function sendToBackground(message: unknown, sender: unknown): Promise<unknown> {
  const [answer] = await fakeBrowser.runtime.onMessage.trigger(message, sender as never);
  return answer;
}
