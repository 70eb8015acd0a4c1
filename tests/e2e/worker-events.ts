// The browser's own events, fired in Chromium's service worker as the browser fires them: the `ts`
// address bar keyword, the right-click menu and the keyboard shortcuts (`chrome.omnibox.onInputChanged
// .dispatch(...)` and alike call the listeners the extension registered).
import type { Page, Worker } from '@playwright/test';

export interface Suggestion {
  content: string;
  description: string;
}

/** What Chromium's extension events carry besides addListener: the call that runs every listener. */
type Dispatchable = { dispatch(...args: unknown[]): void };

/** Fires the omnibox's input event as the address bar does after `ts `, and returns what was suggested. */
export function omniboxSuggestions(worker: Worker, text: string): Promise<Suggestion[]> {
  return worker.evaluate(
    (text) =>
      new Promise<Suggestion[]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no suggestions for ${text}`)), 10_000);
        (chrome.omnibox.onInputChanged as unknown as Dispatchable).dispatch(text, (found: Suggestion[]) => {
          clearTimeout(timer);
          resolve(found);
        });
      }),
    text,
  );
}

export function omniboxEnter(worker: Worker, text: string, disposition: string): Promise<void> {
  return worker.evaluate(
    ([text, disposition]) =>
      (chrome.omnibox.onInputEntered as unknown as Dispatchable).dispatch(text, disposition),
    [text, disposition] as const,
  );
}

/** A right-click menu item clicked in the tab showing `page`, with what Chrome's OnClickData holds. */
export async function menuClick(worker: Worker, page: Page, info: Record<string, unknown>): Promise<void> {
  await worker.evaluate(
    async ({ url, info }) => {
      const [tab] = await chrome.tabs.query({ url });
      if (!tab) throw new Error(`no tab for ${url}`);
      (chrome.contextMenus.onClicked as unknown as Dispatchable).dispatch(
        { editable: false, frameId: 0, pageUrl: url, ...info },
        tab,
      );
    },
    { url: page.url(), info },
  );
}

export async function command(worker: Worker, page: Page, name: string): Promise<void> {
  await worker.evaluate(
    async ({ url, name }) => {
      const [tab] = await chrome.tabs.query({ url });
      if (!tab) throw new Error(`no tab for ${url}`);
      (chrome.commands.onCommand as unknown as Dispatchable).dispatch(name, tab);
    },
    { url: page.url(), name },
  );
}
