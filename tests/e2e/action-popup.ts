// Clicking the toolbar button from a test. Playwright cannot reach Chrome's toolbar, but the DevTools
// protocol's Extensions.triggerAction runs the extension's action on a tab as a click would: the popup
// opens anchored to the toolbar and the extension gets activeTab for that tab. Playwright does not attach
// to such a popup, so it is read through a session of its own (Target.sendMessageToTarget).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

export interface ActionPopup {
  /** Evaluates an expression in the popup; `userGesture` makes clicks count as the person's. */
  evaluate<T>(expression: string, options?: { userGesture?: boolean }): Promise<T>;
  /** The popup's visible text once it contains `text` (polls until `timeoutMs`). */
  waitForText(text: string, timeoutMs?: number): Promise<string>;
  /** Saves what the popup shows as a PNG. */
  screenshot(file: string): Promise<void>;
  /** Ends the DevTools session: the browser outlives the test (it is the worker's). */
  detach(): Promise<void>;
}

/** The error of a command the popup closed before answering (ActionPopup.evaluate). */
export const POPUP_CLOSED = 'the popup closed';

async function targets(session: CDPSession, types: string[]): Promise<TargetInfo[]> {
  const { targetInfos } = (await session.send('Target.getTargets', {
    filter: types.map((type) => ({ type })),
  })) as { targetInfos: TargetInfo[] };
  return targetInfos;
}

export async function clickToolbarButton(
  context: BrowserContext,
  extensionId: string,
  page: Page,
): Promise<ActionPopup> {
  const browser = context.browser();
  if (!browser) throw new Error('No browser to open a DevTools session on');
  const session = await browser.newBrowserCDPSession();
  const popupUrl = `chrome-extension://${extensionId}/popup.html`;
  const before = new Set((await targets(session, ['page'])).map((target) => target.targetId));
  // The action runs on a "tab" target (the tab itself, not the page it shows).
  const tab = (await targets(session, ['tab'])).find((target) => target.url === page.url());
  if (!tab) throw new Error(`No tab shows ${page.url()}`);
  await session.send('Extensions.triggerAction', { id: extensionId, targetId: tab.targetId });

  let popup: TargetInfo | undefined;
  const deadline = Date.now() + 10_000;
  while (!popup && Date.now() < deadline) {
    popup = (await targets(session, ['page'])).find(
      (target) => target.url === popupUrl && !before.has(target.targetId),
    );
    if (!popup) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!popup) throw new Error('The toolbar button opened no popup');

  const { sessionId } = (await session.send('Target.attachToTarget', {
    targetId: popup.targetId,
    flatten: false,
  })) as { sessionId: string };
  let nextId = 1;
  const pending = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  session.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    if (message.id !== undefined) pending.get(message.id)?.(message);
  });
  // A popup closes when a tab it opened takes the focus, sometimes before it has answered the command
  // that opened the tab: every command still waiting then fails at once instead of never settling.
  session.on('Target.detachedFromTarget', (event: { sessionId?: string }) => {
    if (event.sessionId !== sessionId) return;
    for (const answer of pending.values()) answer({ error: { message: POPUP_CLOSED } });
    pending.clear();
  });

  /** One DevTools command to the popup, through the browser session. */
  async function send<T>(method: string, params: object): Promise<T> {
    const id = nextId++;
    const answer = new Promise<{ result?: unknown; error?: { message: string } }>((resolve) =>
      pending.set(id, resolve),
    );
    await session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id, method, params }),
    });
    const message = await answer;
    pending.delete(id);
    if (message.error) throw new Error(`${method}: ${message.error.message}`);
    return message.result as T;
  }

  async function evaluate<T>(expression: string, options: { userGesture?: boolean } = {}): Promise<T> {
    const { result, exceptionDetails } = await send<{
      result: { value: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', {
      expression,
      returnByValue: true,
      awaitPromise: true,
      userGesture: options.userGesture,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value;
  }

  return {
    evaluate,
    detach: () => session.detach(),
    async screenshot(file) {
      const { data } = await send<{ data: string }>('Page.captureScreenshot', { format: 'png' });
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(data, 'base64'));
    },
    async waitForText(text, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      let shown = '';
      while (Date.now() < until) {
        // The popup may still be loading: no body yet reads as nothing shown.
        shown = await evaluate<string>("document.body ? document.body.innerText : ''");
        if (shown.includes(text)) return shown;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The popup never showed "${text}"; it shows:\n${shown}`);
    },
  };
}
