// Reaching Toolscout from outside its pages, in real Chromium: the `ts` address bar keyword, the
// right-click menu and the keyboard shortcuts. Each is driven through the browser's own event object in
// the service worker (`chrome.omnibox.onInputChanged.dispatch(...)` and alike call the listeners the
// extension registered, exactly as the browser does), and checked by what the person sees: the
// suggestions, the tab that opens, the answer on the page, where focus lands; and by the server's log.
import type { Page } from '@playwright/test';
import type { ToolJson } from '../../server/index';
import { apiGet, expect, extensionRequests, test, waitForDirectory } from './fixtures';
import { PAST_DEBOUNCE_MS, resultCells, resultCount } from './popup-helpers';
import { cardHost, pillOf, routeSites } from './sites';
import { command, menuClick, omniboxEnter, omniboxSuggestions, type Suggestion } from './worker-events';

/** What Chrome shows of a description: its text, the XML markup (`<match>`, `<dim>`) read as Chrome reads it. */
function shownText(page: Page, suggestions: Suggestion[]): Promise<string[]> {
  return page.evaluate(
    (descriptions) =>
      descriptions.map((description) => {
        const xml = new DOMParser().parseFromString(`<d>${description}</d>`, 'application/xml');
        if (xml.querySelector('parsererror')) throw new Error(`not XML: ${description}`);
        return xml.documentElement.textContent ?? '';
      }),
    suggestions.map((suggestion) => suggestion.description),
  );
}

const about = (tool: ToolJson) =>
  tool.rating.count > 0 && tool.rating.average !== null
    ? `★ ${tool.rating.average.toFixed(1)} (${tool.rating.count.toLocaleString('en')})`
    : 'no ratings yet';

test.describe('reach it from anywhere', () => {
  let extensionPage: Page;

  test.beforeEach(async ({ connect, openExtensionPage }) => {
    await connect();
    extensionPage = await openExtensionPage('options.html');
    await waitForDirectory(extensionPage);
  });

  test('the browser gives the shortcuts their keys: Alt+Shift+S opens the popup, Alt+Shift+Y goes to the card, Alt+Shift+K opens the side panel', async ({
    serviceWorker,
  }) => {
    const commands = await serviceWorker.evaluate(() => chrome.commands.getAll());
    expect(commands.map(({ name, shortcut }) => ({ name, shortcut }))).toEqual([
      { name: '_execute_action', shortcut: 'Alt+Shift+S' },
      { name: 'focus-card', shortcut: 'Alt+Shift+Y' },
      { name: 'open-side-panel', shortcut: 'Alt+Shift+K' },
    ]);
    expect(commands.find((command) => command.name === 'focus-card')?.description).toBe(
      'Go to the Toolscout card on this page',
    );
    expect(commands.find((command) => command.name === 'open-side-panel')?.description).toBe(
      'Open Toolscout beside the page',
    );
  });

  test('`ts` suggests tools from the local directory as you type, and typing sends nothing', async ({
    serviceWorker,
    server,
  }) => {
    const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
    server.clearLog();

    // Keystroke by keystroke, as the address bar sends them.
    const typed = 'video edit';
    let last: Suggestion[] = [];
    for (let end = 1; end <= typed.length; end++)
      last = await omniboxSuggestions(serviceWorker, typed.slice(0, end));
    expect(await omniboxSuggestions(serviceWorker, 'v')).toEqual([]);
    expect(last.length).toBeGreaterThan(0);
    expect(last.length).toBeLessThanOrEqual(6);
    // The same tools, in the same order, as the popup's instant local results for that text.
    const local = await extensionPage.evaluate(() =>
      chrome.runtime.sendMessage({ type: 'search/local', q: 'video edit' }),
    );
    const localNames = (local as { data: { tools: { name: string }[] } }).data.tools
      .map((tool) => tool.name)
      .slice(0, 6);
    const shown = await shownText(extensionPage, last);
    expect(shown.map((text) => text.split(' — ')[0])).toEqual(localNames);

    const jasperSuggestion = (await omniboxSuggestions(serviceWorker, 'jasper')).find(
      (suggestion) => suggestion.content === jasper.links.web,
    );
    expect(jasperSuggestion?.content).toBe(jasper.links.web);
    expect(await shownText(extensionPage, jasperSuggestion ? [jasperSuggestion] : [])).toEqual([
      expect.stringMatching(new RegExp(`^Jasper — ${about(jasper).replace(/[()]/g, '\\$&')} · `)),
    ]);

    await extensionPage.waitForTimeout(PAST_DEBOUNCE_MS);
    expect(extensionRequests(server)).toEqual([]);
  });

  test('Enter on a suggestion opens the tool’s page in the directory', async ({
    context,
    serviceWorker,
    server,
  }) => {
    const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
    await context.route(jasper.links.web, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Jasper in the directory</title><h1>Jasper</h1>',
      }),
    );
    const suggestion = (await omniboxSuggestions(serviceWorker, 'jasper')).find(
      (found) => found.content === jasper.links.web,
    );
    if (!suggestion) throw new Error('no suggestion for jasper');
    server.clearLog();
    const opened = context.waitForEvent('page');
    await omniboxEnter(serviceWorker, suggestion.content, 'newForegroundTab');
    const page = await opened;
    await expect(page).toHaveURL(jasper.links.web);
    await expect(page.getByRole('heading', { name: 'Jasper' })).toBeVisible();
    expect(extensionRequests(server)).toEqual([]);
  });

  test('Enter on the text opens the search page with those results, in the tab or a new one', async ({
    context,
    extensionId,
    server,
    serviceWorker,
  }) => {
    const opened = context.waitForEvent('page');
    await omniboxEnter(serviceWorker, 'video edit', 'newForegroundTab');
    const page = await opened;
    await expect(page).toHaveURL(`chrome-extension://${extensionId}/search.html?q=video%20edit`);
    await expect(page).toHaveTitle('video edit — Toolscout search');
    await expect(page.getByRole('combobox', { name: 'Search AI tools' })).toHaveValue('video edit');
    // The popup's search for that text, exactly: its first local result leads the page, under the count
    // of every local match, and nothing is sent (the local copy is whole).
    const local = await page.evaluate(() =>
      chrome.runtime.sendMessage({ type: 'search/local', q: 'video edit' }),
    );
    const { tools, total } = (local as { data: { tools: { name: string }[]; total: number } }).data;
    await expect(resultCells(page).first()).toHaveAccessibleName(tools[0]?.name ?? '(none)');
    await expect(resultCount(page)).toHaveText(
      `${total.toLocaleString('en')} ${total === 1 ? 'tool' : 'tools'}`,
    );
    await page.waitForTimeout(PAST_DEBOUNCE_MS);
    expect(extensionRequests(server).filter((entry) => entry.path.endsWith('/search'))).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'artifacts/screenshots/search-page.png' });

    // "currentTab": the tab in front becomes the search page.
    await routeSites(context, ['news.example']);
    const current = await context.newPage();
    await current.goto('https://news.example/today');
    await current.bringToFront();
    await omniboxEnter(serviceWorker, 'jasper', 'currentTab');
    await expect(current).toHaveURL(`chrome-extension://${extensionId}/search.html?q=jasper`);
    await expect(resultCells(current).first()).toHaveAccessibleName('Jasper');
  });

  test("the search page is styled as the popup: every one of the popup's style classes, the filter bar drawn alike", async ({
    context,
    extensionId,
  }) => {
    const classesStyled = () =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .flatMap((rule) => (rule as CSSStyleRule).selectorText?.match(/\.[\w-]+/g) ?? [])
        .filter((name, index, all) => all.indexOf(name) === index)
        .sort();
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await popup.getByRole('combobox', { name: 'Search AI tools' }).fill('video');
    const search = await context.newPage();
    await search.goto(`chrome-extension://${extensionId}/search.html?q=video`);
    const popupClasses = await popup.evaluate(classesStyled);
    const searchClasses = await search.evaluate(classesStyled);
    expect(popupClasses.length).toBeGreaterThan(50);
    expect(popupClasses.filter((name) => !searchClasses.includes(name))).toEqual([]);

    // What a person sees: the filter bar's toggle drawn as in the popup, not a bare "▸Filtersnone" button.
    const drawn = (page: typeof popup) =>
      page.getByRole('button', { name: /^Filters/ }).evaluate((toggle) => {
        const style = getComputedStyle(toggle);
        const summary = toggle.querySelector('.pp-filterbar__summary');
        return {
          display: style.display,
          background: style.backgroundColor,
          border: style.borderStyle,
          font: style.fontSize,
          gap: style.columnGap,
          summaryColor: summary ? getComputedStyle(summary).color : null,
        };
      });
    expect(await drawn(search)).toEqual(await drawn(popup));
  });

  test('“Search Toolscout for …” on a selection opens the search page beside the tab', async ({
    context,
    extensionId,
    serviceWorker,
  }) => {
    await routeSites(context, ['news.example']);
    const page = await context.newPage();
    await page.goto('https://news.example/story');
    await page.getByRole('heading').selectText();
    const selection = await page.evaluate(() => window.getSelection()?.toString() ?? '');
    expect(selection).toBe('news.example/story');
    const opened = context.waitForEvent('page');
    await menuClick(serviceWorker, page, {
      menuItemId: 'toolscout-search-selection',
      selectionText: selection,
    });
    const search = await opened;
    await expect(search).toHaveURL(`chrome-extension://${extensionId}/search.html?q=news.example%2Fstory`);
    await expect(search.getByRole('combobox', { name: 'Search AI tools' })).toHaveValue('news.example/story');
    // Beside the tab it came from.
    const [index, sourceIndex] = await serviceWorker.evaluate(
      async ([url, source]) => [
        (await chrome.tabs.query({ url }))[0]?.index,
        (await chrome.tabs.query({ url: source }))[0]?.index,
      ],
      [search.url(), page.url()] as const,
    );
    expect(index).toBe((sourceIndex ?? -2) + 1);
  });

  test('“Is this an AI tool?” on a link answers on the page, matched locally with no request', async ({
    context,
    server,
    serviceWorker,
  }) => {
    const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
    await context.route('https://blog.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Blog</title><p><a href="https://app.jasper.ai/chat">a writer</a> and <a href="https://news.example/">the news</a></p>',
      }),
    );
    server.clearLog();
    const page = await context.newPage();
    await page.goto('https://blog.example/post');
    const before = await page.evaluate(() => document.activeElement?.tagName);

    await menuClick(serviceWorker, page, {
      menuItemId: 'toolscout-check-link',
      linkUrl: 'https://app.jasper.ai/chat',
      linkText: 'a writer',
    });
    const notice = page.getByRole('status');
    await expect(notice).toContainText('Jasper is in the directory');
    await expect(notice).toContainText(about(jasper));
    await expect(notice.getByRole('link', { name: 'Open in the directory' })).toHaveAttribute(
      'href',
      jasper.links.web,
    );
    // It tells without taking focus from the page.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe(before);
    await page.screenshot({ path: 'artifacts/screenshots/link-answer.png' });

    await menuClick(serviceWorker, page, {
      menuItemId: 'toolscout-check-link',
      linkUrl: 'https://news.example/',
    });
    await expect(notice).toContainText('Not in the directory');
    await expect(page.getByRole('status')).toHaveCount(1);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('toolscout-link-notice')).toHaveCount(0);

    expect(extensionRequests(server)).toEqual([]);
  });

  test('the card shortcut puts focus on the pill of a tool’s page, and does nothing elsewhere', async ({
    context,
    server,
    serviceWorker,
  }) => {
    await routeSites(context, ['www.jasper.ai', 'news.example']);
    const tool = await context.newPage();
    await tool.goto('https://www.jasper.ai/pricing');
    const pill = pillOf(tool, 'Jasper');
    await expect(pill).toBeVisible();
    await expect(pill).not.toBeFocused();
    server.clearLog();
    await command(serviceWorker, tool, 'focus-card');
    await expect(pill).toBeFocused();
    // From there the card opens with the keyboard.
    await tool.keyboard.press('Enter');
    await expect(tool.getByRole('region', { name: 'Toolscout: Jasper' })).toBeVisible();

    const workerErrors: string[] = [];
    serviceWorker.on('console', (message) => {
      if (message.type() === 'error') workerErrors.push(message.text());
    });
    const other = await context.newPage();
    await other.goto('https://news.example/story');
    const html = await other.evaluate(() => document.documentElement.outerHTML);
    const quiet = extensionRequests(server).length;
    await command(serviceWorker, other, 'focus-card');
    await other.waitForTimeout(500);
    expect(await other.evaluate(() => document.documentElement.outerHTML)).toBe(html);
    expect(await other.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(cardHost(other)).toHaveCount(0);
    expect(extensionRequests(server)).toHaveLength(quiet);
    expect(workerErrors).toEqual([]);
  });

  test('the three menu items are in place after install', async ({ serviceWorker }) => {
    // update() fails for an id the menu does not hold: all resolve, so all exist.
    const results = await serviceWorker.evaluate(() =>
      Promise.all(
        ['toolscout-search-selection', 'toolscout-check-link', 'toolscout-open-panel'].map((id) =>
          chrome.contextMenus.update(id, {}).then(
            () => 'ok',
            (error: Error) => error.message,
          ),
        ),
      ),
    );
    expect(results).toEqual(['ok', 'ok', 'ok']);
    expect(
      await serviceWorker.evaluate(() =>
        chrome.contextMenus.update('not-ours', {}).then(
          () => 'ok',
          () => 'missing',
        ),
      ),
    ).toBe('missing');
  });
});
