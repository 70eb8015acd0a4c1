// Running the real background in a unit test: a one-tool directory behind a fake fetch, messages sent as
// the browser delivers them, and waiting for the first sync. tests/unit/entrypoints/ uses it on fakeBrowser
// and on each target's browser (compat-browser.ts), which share fakeBrowser's runtime.
import { expect, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type * as Settings from '../../lib/connection/settings';
import { laravelCategories, wireTool } from './api-fixtures';
import { tokenStoreMock } from './token-store-mock';

export const POPUP_SENDER = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The directory: one tool, jasper, whose site is https://jasper.example/; every path asked is noted. */
export function oneToolDirectory(requests: string[]) {
  return async (input: RequestInfo | URL): Promise<Response> => {
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

/** A message as the browser delivers it to the background, and its answer. */
export async function sendToBackground(message: unknown, sender: object = POPUP_SENDER): Promise<unknown> {
  const [answer] = await fakeBrowser.runtime.onMessage.trigger(message, sender);
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

// The token store opens only in an extension origin (lib/connection/token-store.ts), which happy-dom's page
// is not: an in-memory one stands in, behind the same read/write the background uses. A test file installs
// it with `vi.mock('…/lib/settings', async (original) => (await import('…/background-run')).withMemoryToken(await original()))`.
const memory = { token: null as string | null };

export function withMemoryToken(settings: typeof Settings): typeof Settings {
  return { ...settings, ...tokenStoreMock(memory) };
}
