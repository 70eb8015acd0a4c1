// "The person comes first", end to end: a new user connects and explores at once, while the first sync
// and the prefetch run. Registered by tests/e2e/eager-person.spec.ts (Chromium) and
// tests/e2e/firefox/eager-person.spec.ts (Firefox), each with a dataset big enough that the background
// is busy for the whole session.
import { expect } from '@playwright/test';
import { EAGER_DETAIL_EVERY, EAGER_QUERIES, EAGER_SEARCH_EVERY_MS } from '../../../bench/eager-person';
import { mostInAnyWindow } from '../../../bench/stats';
import type { RequestLogEntry } from '../../../server/index';
import { extensionRequests } from '../fixtures';
import { POPUP_VIEWPORT } from '../popup-helpers';
import { byRole, type DriverPage, PageUi } from './driver';
import { prefetchDoneInExtension, syncStatusInExtension } from './extension-calls';
import type { SharedTestApi } from './suite';

/** Big enough that the first sync (61 pages) is still running when the session ends. */
export const EAGER_DATASET_SIZE = 6_000;
const SESSION_MS = 60_000;
const REOPEN_EVERY = 10; // searches: the popup closed and opened again every 30 s
const WINDOW_MS = 61_000;

/** Every status line the popup showed since it opened, kept by an observer in the page. */
function watchStatusLines(): void {
  const seen: string[] = [];
  (globalThis as unknown as { __statusLines: string[] }).__statusLines = seen;
  const note = () => {
    for (const message of document.querySelectorAll('.pp-message'))
      seen.push(`${message.className}: ${message.textContent}`);
  };
  new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
}

function statusLines(): string[] {
  return (globalThis as unknown as { __statusLines?: string[] }).__statusLines ?? [];
}

/** The most requests the directory saw in any 61 s: a second of margin, as the budget keeps. */
function mostInAnyMinute(entries: readonly RequestLogEntry[]): number {
  return mostInAnyWindow(
    entries.map((entry) => entry.time),
    WINDOW_MS,
  );
}

async function openPopup(open: (file: string, viewport: typeof POPUP_VIEWPORT) => Promise<DriverPage>) {
  const popup = await open('popup.html', POPUP_VIEWPORT);
  await popup.evaluate(watchStatusLines, undefined);
  return popup;
}

export function registerEagerPersonSuite(test: SharedTestApi): void {
  test('an eager person right after connecting is never refused while the first sync and the prefetch run', async ({
    driver,
    server,
  }) => {
    const started = Date.now();
    await driver.connect();
    const open = (file: string, viewport: typeof POPUP_VIEWPORT) => driver.openExtensionPage(file, viewport);
    let popup = await openPopup(open);
    let ui = new PageUi(popup);
    const lines: string[] = [];
    let searches = 0;
    let details = 0;

    while (Date.now() - started < SESSION_MS) {
      const query = EAGER_QUERIES[searches % EAGER_QUERIES.length] ?? 'video';
      const due = started + (searches + 1) * EAGER_SEARCH_EVERY_MS;
      if (searches > 0 && searches % REOPEN_EVERY === 0) {
        lines.push(...(await popup.evaluate(statusLines, undefined)));
        await popup.close();
        popup = await openPopup(open);
        ui = new PageUi(popup);
      }
      await ui.fill(byRole('combobox', 'Search AI tools'), query);
      // Every search finds tools (from the device, or the directory while the device is still syncing).
      await ui.waitFor(byRole('row'), 10_000);
      searches++;
      if (searches % EAGER_DETAIL_EVERY === 0) {
        await popup.press('ArrowDown');
        await popup.press('Enter');
        await ui.waitFor(byRole('heading', 'Alternatives'));
        // Its alternatives: the directory's, or similar tools picked on the device meanwhile.
        await ui.waitFor(byRole('list', /^Alternatives to /));
        details++;
        await ui.click(byRole('button', 'Back'));
      }
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    lines.push(...(await popup.evaluate(statusLines, undefined)));

    // The background was busy throughout: the first sync had not finished when the person stopped.
    const options = await driver.openExtensionPage('options.html');
    expect((await options.evaluate(syncStatusInExtension, undefined))?.ready ?? false).toBe(false);

    // Never refused, never told "too many requests", never asked to wait.
    expect(searches).toBeGreaterThanOrEqual(15);
    expect(details).toBeGreaterThanOrEqual(3);
    expect(lines.filter((line) => /rate-limited|busy|Too many requests|Waiting for/.test(line))).toEqual([]);

    // Both jobs still finish, and the directory never saw a 429 or more than 60 requests in a minute.
    await expect
      .poll(async () => (await options.evaluate(syncStatusInExtension, undefined))?.ready ?? false, {
        timeout: 150_000,
      })
      .toBe(true);
    await expect
      .poll(() => options.evaluate(prefetchDoneInExtension, undefined), { timeout: 90_000 })
      .toBe(true);
    const all = extensionRequests(server);
    expect(all.filter((entry) => entry.status === 429)).toEqual([]);
    expect(mostInAnyMinute(all)).toBeLessThanOrEqual(60);
    console.log(
      `${driver.browserName}: ${searches} searches, ${details} details; ${all.length} requests, ` +
        `${all.filter((entry) => entry.path.endsWith('/search')).length} searches sent, ` +
        `${all.filter((entry) => entry.path.endsWith('/tools')).length} listing pages, most in any minute ${mostInAnyMinute(all)}`,
    );
  });
}
