// What a shared end-to-end test needs from a browser, and nothing more. Chromium implements it with
// Playwright (tests/e2e/chromium-driver.ts), Firefox with puppeteer-core over WebDriver BiDi
// (tests/e2e/firefox/driver.ts); the test bodies in tests/e2e/shared/ run unchanged on either.
import { expect } from '@playwright/test';
import type { RunningServer } from '../../../server/index';
import { type ElementInfo, type InspectRequest, inspectInPage, type Query, type TextMatch } from './in-page';

export type BrowserName = 'chromium' | 'firefox';

/** One tab: an extension page or a web page. */
export interface DriverPage {
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Runs a script's source as the page's own (axe-core injected by a test); no eval, so no page CSP stops it. */
  evaluateSource(source: string): Promise<unknown>;
  /** A real (trusted) click at viewport coordinates: user gestures such as permissions.request need one. */
  clickAt(x: number, y: number): Promise<void>;
  /** Moves the real mouse pointer (hover styles follow it). */
  moveMouseTo(x: number, y: number): Promise<void>;
  press(
    key: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' | 'Enter' | 'Escape' | 'Tab',
  ): Promise<void>;
  type(text: string): Promise<void>;
  /** Web pages only; waits for the load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Brings the tab to the front first: Firefox loads no lazy image in a background tab. */
  screenshot(file: string): Promise<void>;
  bringToFront(): Promise<void>;
  close(): Promise<void>;
}

export interface ExtensionDriver {
  browserName: BrowserName;
  /** chrome-extension://<id> or moz-extension://<uuid>. */
  extensionOrigin: string;
  /** popup.html, options.html… in a new tab, loaded; `viewport` sizes it (the popup is 380×560). */
  openExtensionPage(file: string, viewport?: { width: number; height: number }): Promise<DriverPage>;
  /** A new tab, at `url` when given. Hosts not routed with routeSite never leave the machine. */
  newTab(url?: string): Promise<DriverPage>;
  /** Serves `https://<host>/…` from the test (for every tab, open or not). */
  routeSite(host: string, body: (url: URL) => string): Promise<void>;
  /** Runs `fn` where the extension's APIs are (`chrome.*`): Chromium's service worker, a Firefox extension page. */
  evalInExtension<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Stops the background: Chromium stops its service worker, Firefox reloads its background page. */
  restartBackground(): Promise<void>;
  /** Points the extension at an API through its own settings path (see connectInExtension). */
  connect(settings?: { baseUrl?: string; token?: string | null }): Promise<void>;
}

export interface SharedFixtures {
  driver: ExtensionDriver;
  server: RunningServer;
}

export function asTextMatch(name: string | RegExp): TextMatch {
  return typeof name === 'string' ? name : { source: name.source, flags: name.flags };
}

export const byRole = (
  role: string,
  name?: string | RegExp,
  options: { exact?: boolean; within?: Query } = {},
) =>
  ({
    role,
    ...(name === undefined ? {} : { name: asTextMatch(name) }),
    ...options,
  }) satisfies Query;

export const byText = (text: string | RegExp, options: { exact?: boolean; within?: Query } = {}) =>
  ({ text: asTextMatch(text), ...options }) satisfies Query;

/** How many times a click looks for its element to stand still before it gives up. */
const STILL_LOOKS = 50;

/** Reading and acting on a page by role and name, polling the way Playwright's locators auto-wait. */
export class PageUi {
  constructor(readonly page: DriverPage) {}

  all(query: Query): Promise<ElementInfo[]> {
    return this.page.evaluate(inspectInPage, { query } satisfies InspectRequest);
  }

  async count(query: Query): Promise<number> {
    return (await this.all(query)).length;
  }

  async names(query: Query): Promise<string[]> {
    return (await this.all(query)).map((element) => element.name);
  }

  /** The first visible match, once there is one. */
  async waitFor(query: Query, timeout = 10_000): Promise<ElementInfo> {
    let found: ElementInfo | undefined;
    await expect
      .poll(
        async () => {
          found = (await this.all(query))[0];
          return found !== undefined;
        },
        { message: `waiting for ${JSON.stringify(query)}`, timeout },
      )
      .toBe(true);
    if (!found) throw new Error('unreachable');
    return found;
  }

  async expectVisible(query: Query, timeout?: number): Promise<ElementInfo> {
    return this.waitFor(query, timeout);
  }

  async expectHidden(query: Query, timeout = 10_000): Promise<void> {
    await expect
      .poll(() => this.count(query), { message: `${JSON.stringify(query)} is hidden`, timeout })
      .toBe(0);
  }

  /**
   * Not on the page now: one read, for what must not have appeared once the page has settled. (A poll
   * with a short timeout fails on a loaded machine before its first read returns.)
   */
  async expectAbsent(query: Query): Promise<void> {
    expect(await this.count(query), `${JSON.stringify(query)} is absent`).toBe(0);
  }

  async expectCount(query: Query, count: number, timeout = 10_000): Promise<void> {
    await expect.poll(() => this.count(query), { message: JSON.stringify(query), timeout }).toBe(count);
  }

  /**
   * The matches' names, once the list has settled on them: a list that is redrawn (a filter applied, an
   * answer replacing what stood in for it) may pass through other rows, or none, on its way.
   */
  async expectNames(query: Query, names: readonly string[], timeout = 10_000): Promise<void> {
    await expect.poll(() => this.names(query), { message: JSON.stringify(query), timeout }).toEqual(names);
  }

  /**
   * A real click in the middle of the element, scrolled into view and still, as Playwright's own clicks
   * wait for: a part shown or hidden above it (the options' sync progress at the top) moves it, and a
   * click at where it was lands on something else.
   */
  async click(query: Query): Promise<void> {
    await this.waitFor(query);
    for (let look = 0; look < STILL_LOOKS; look++) {
      const [seen] = await this.page.evaluate(inspectInPage, {
        query,
        action: 'scroll',
      } satisfies InspectRequest);
      if (!seen) throw new Error(`${JSON.stringify(query)} went away`);
      // Two frames at 30 fps; a timer, as a tab in the background draws no frame to wait for.
      await this.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 66)), undefined);
      const [now] = await this.page.evaluate(inspectInPage, { query } satisfies InspectRequest);
      // And not covered: a notice or a toast laid over it would take the click.
      if (now && now.x === seen.x && now.y === seen.y && now.hit) {
        await this.page.clickAt(now.x, now.y);
        return;
      }
    }
    throw new Error(`${JSON.stringify(query)} kept moving, or stayed covered`);
  }

  /** Sets an input's value as typing would (the input event included). */
  async fill(query: Query, value: string): Promise<void> {
    await this.waitFor(query);
    await this.page.evaluate(inspectInPage, { query, action: 'fill', value } satisfies InspectRequest);
  }

  async expectText(query: Query, text: string | RegExp, timeout = 10_000): Promise<void> {
    await expect
      .poll(async () => (await this.all(query)).map((element) => element.text).join('\n'), {
        message: `${JSON.stringify(query)} says ${text}`,
        timeout,
      })
      .toMatch(typeof text === 'string' ? new RegExp(escapeRegExp(text)) : text);
  }

  async expectAttribute(query: Query, attribute: string, value: string | null): Promise<void> {
    await expect
      .poll(async () => (await this.all(query))[0]?.attributes[attribute], {
        message: `${JSON.stringify(query)} [${attribute}]`,
      })
      .toBe(value);
  }

  async expectFocused(query: Query): Promise<void> {
    await expect
      .poll(async () => (await this.all(query))[0]?.focused ?? false, {
        message: `${JSON.stringify(query)} has focus`,
      })
      .toBe(true);
  }

  async expectValue(query: Query, value: string): Promise<void> {
    await expect
      .poll(async () => (await this.all(query))[0]?.value, { message: `${JSON.stringify(query)} value` })
      .toBe(value);
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
