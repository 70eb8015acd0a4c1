// The popup in real Chromium against the reference server: search, categories, tool detail and
// navigation, every error state a person can meet, and "this site". Expected data comes from the
// server's dataset, never from lists written here.
import { DEFAULT_PER_PAGE } from '../../server/http/validation';
import { KNOWN_TOOLS, type ToolRecord } from '../../server/index';
import { DEMO_TOKEN, expect, test, waitForDirectory } from './fixtures';
import {
  countedName,
  DatasetView,
  directoryButton,
  escapeRegExp,
  expectNames,
  localMatchCounter,
  namesOf,
  openPopup,
  PAST_DEBOUNCE_MS,
  POPUP_VIEWPORT,
  popupScreenshot,
  popupUrl,
  result,
  resultCells,
  resultCount,
  searchBox,
  searchRequests,
  syncedPopup,
  toolRows,
} from './popup-helpers';

/** What the design allows the detail to show; the well-known tools all have at least this many. */
const MAX_ALTERNATIVES = 5;

/** A query that no tool's name, description or category contains, not even as a prefix. */
function nonsenseQuery(view: DatasetView, stem: string): string {
  const texts = view.dataset.visibleTools.map((tool) => view.searchableText(tool).toLowerCase());
  for (let n = 0; ; n++) {
    const query = `${stem}${n.toString(36)}`;
    if (!texts.some((text) => text.includes(query))) return query;
  }
}

function knownTool(view: DatasetView, slug: string): ToolRecord {
  if (!KNOWN_TOOLS.some((tool) => tool.slug === slug)) throw new Error(`${slug} is not a known tool`);
  return view.tool(slug);
}

test.describe('popup: search', () => {
  test('searching "video" lists every video tool the device has, with their count; ↑/↓/Enter open one; Back keeps it; Escape clears', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    const popup = await syncedPopup(connect, context, extensionId, { prefetch: false });
    server.clearLog();
    const box = searchBox(popup);
    await expect(box).toBeFocused();

    await popup.keyboard.type('video');
    const cells = resultCells(popup);
    await expect(cells.first()).toBeVisible();
    await expect(resultCount(popup)).toHaveText(
      `${localMatchCounter(server.dataset)('video').toLocaleString('en')} tools`,
    );
    const names = await namesOf(cells);
    for (const name of names) {
      const tools = view.toolsNamed(name);
      expect(tools.length, `${name} is a tool of the directory`).toBeGreaterThan(0);
      expect(
        tools.some((tool) => /video/i.test(view.searchableText(tool))),
        `${name} is about video`,
      ).toBe(true);
    }
    // Most of them sit in a subcategory named for video (Video Editing, Text to Video…).
    const inVideoSubcategory = names.filter((name) =>
      view.toolsNamed(name).some((tool) => view.subcategoriesOf(tool).some((sub) => /video/i.test(sub.name))),
    );
    expect(inVideoSubcategory.length).toBeGreaterThan(names.length / 2);
    await popupScreenshot(popup, 'search-results');

    // ↓ highlights the first row, ↓ the second, ↑ back to the first; focus never leaves the box.
    await popup.keyboard.press('ArrowDown');
    await expect(cells.nth(0)).toHaveAttribute('aria-selected', 'true');
    await popup.keyboard.press('ArrowDown');
    await expect(cells.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(cells.nth(0)).toHaveAttribute('aria-selected', 'false');
    await popup.keyboard.press('ArrowUp');
    await expect(cells.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toBeFocused();
    const firstId = await cells.nth(0).getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', firstId ?? '');

    await popup.keyboard.press('Enter');
    const first = names[0] ?? '';
    await expect(popup.getByRole('heading', { level: 2, name: first })).toBeVisible();
    await expect(box).toBeHidden();

    await popup.getByRole('button', { name: 'Back' }).click();
    await expect(box).toHaveValue('video');
    await expect(box).toBeFocused();
    await expect(cells.first()).toHaveAccessibleName(first);

    await popup.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await expect(cells).toHaveCount(0);
    await expect(popup.getByText('Find AI tools by name or by what they do')).toBeVisible();
    // The whole local copy answered: typing, Enter and opening a tool of it sent nothing.
    expect(searchRequests(server.requestLog)).toEqual([]);
  });

  test('typed before the app has loaded: the first frame is the app’s own layout, and what was typed into it is kept and answered by the device', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    const jasper = knownTool(view, 'jasper');
    const synced = await syncedPopup(connect, context, extensionId, { prefetch: false });
    await synced.close();
    server.clearLog();

    const popup = await context.newPage();
    await popup.setViewportSize(POPUP_VIEWPORT);
    // A person typing the moment the popup shows: into the first search box on the page. The first frame's
    // box is measured (and its words read) as the app takes its place.
    await popup.addInitScript({
      content: `(() => {
        const seen = { typedIntoFirstFrame: null, firstBox: null, firstTabs: null };
        window.firstFrame = seen;
        const rect = (element) => { const r = element.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; };
        let first = null;
        new MutationObserver(() => {
          const box = document.querySelector('input[type="search"]');
          if (box && seen.typedIntoFirstFrame === null) {
            box.value = ${JSON.stringify(jasper.name.toLowerCase())};
            box.dispatchEvent(new Event('input', { bubbles: true }));
            seen.typedIntoFirstFrame = box.getAttribute('role') !== 'combobox';
            first = box;
          }
          if (first && !first.isConnected && seen.firstBox === null) {
            seen.firstBox = { rect: first.__rect, placeholder: first.placeholder };
            seen.firstTabs = first.__tabs;
          }
          if (first && first.isConnected) {
            first.__rect = rect(first.closest('label'));
            first.__tabs = rect(document.querySelector('.pp-tabs'));
          }
        }).observe(document, { subtree: true, childList: true, attributes: true });
      })();`,
    });
    await popup.goto(popupUrl(extensionId));

    const box = searchBox(popup);
    await expect(box).toHaveValue(jasper.name.toLowerCase());
    await expect(box).toBeFocused();
    await expect.poll(async () => (await namesOf(resultCells(popup)))[0]).toBe(jasper.name);
    const seen = await popup.evaluate(
      () =>
        (
          window as unknown as {
            firstFrame: {
              typedIntoFirstFrame: boolean;
              firstBox: { rect: number[]; placeholder: string };
              firstTabs: number[];
            };
          }
        ).firstFrame,
    );
    expect(seen.typedIntoFirstFrame).toBe(true);
    // Nothing moves when the app takes over: the box and the tabs are where the first frame drew them (the
    // box's clear button comes with the app, inside it).
    const live = await box.evaluate((element) => {
      const r = (element.closest('label') as HTMLElement).getBoundingClientRect();
      const t = (document.querySelector('.pp-tabs') as HTMLElement).getBoundingClientRect();
      return { box: [r.x, r.y, r.width, r.height], tabs: [t.x, t.y, t.width, t.height] };
    });
    for (const [i, value] of live.box.entries()) expect(seen.firstBox.rect[i]).toBeCloseTo(value, 0);
    for (const [i, value] of live.tabs.entries()) expect(seen.firstTabs[i]).toBeCloseTo(value, 0);
    expect(seen.firstBox.placeholder).toBe(await box.getAttribute('placeholder'));
    // The local copy is whole: answered by the device, nothing sent.
    expect(searchRequests(server.requestLog)).toEqual([]);
    await popup.close();
  });

  test('one character shows the hint and asks nothing; two characters search the device, and the directory when asked', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const popup = await syncedPopup(connect, context, extensionId, { prefetch: false });
    await searchBox(popup).fill('v');
    await expect(popup.getByText('Type at least 2 characters')).toBeVisible();
    // Past the debounce: a search would have been sent by now.
    await popup.waitForTimeout(PAST_DEBOUNCE_MS);
    expect(searchRequests(server.requestLog)).toHaveLength(0);
    await expect(resultCells(popup)).toHaveCount(0);

    // One more character is a search: the device at once; Enter sends nothing; the button does.
    await searchBox(popup).fill('vi');
    await expect(popup.getByText('Type at least 2 characters')).toBeHidden();
    await expect(resultCells(popup).first()).toBeVisible();
    await searchBox(popup).press('Enter');
    await popup.waitForTimeout(PAST_DEBOUNCE_MS);
    expect(searchRequests(server.requestLog)).toHaveLength(0);
    await directoryButton(popup).click();
    await expect.poll(() => searchRequests(server.requestLog).map((entry) => entry.query.q)).toEqual(['vi']);
  });

  test('"More from the directory’s index" follows the next link and appends the second page', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const popup = await syncedPopup(connect, context, extensionId, { prefetch: false });
    await searchBox(popup).fill('video');
    const cells = resultCells(popup);
    await expect(cells.first()).toBeVisible();
    await directoryButton(popup).click();
    const more = popup.getByRole('button', { name: 'More from the directory’s index' });
    await expect(more).toBeVisible();
    await expect(resultCount(popup)).toHaveText(/^\d+ tools in the directory’s index$/);
    await expect.poll(() => cells.count()).toBe(DEFAULT_PER_PAGE);
    const firstPage = await namesOf(cells);

    await more.click();
    await expect.poll(() => cells.count()).toBeGreaterThan(firstPage.length);
    const both = await namesOf(cells);
    expect(both.slice(0, firstPage.length)).toEqual(firstPage);
    expect(new Set(both).size, 'no tool is listed twice').toBe(both.length);
    const pageTwo = searchRequests(server.requestLog).filter(
      (entry) => entry.query.q === 'video' && entry.query.page === '2',
    );
    expect(pageTwo).toHaveLength(1);
    expect(pageTwo[0]?.status).toBe(200);
  });

  test('a query nothing on the device matches says so, offers the directory’s own search, then the categories', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const query = nonsenseQuery(new DatasetView(server.dataset), 'qzxv');
    const popup = await syncedPopup(connect, context, extensionId, { prefetch: false });
    await searchBox(popup).fill(query);
    await expect(popup.getByText(`Nothing on this device matches “${query}”.`)).toBeVisible();
    await expect(popup.getByText('Try fewer or different words')).toBeVisible();
    await expect(resultCells(popup)).toHaveCount(0);
    await popupScreenshot(popup, 'no-results');
    await popup.waitForTimeout(PAST_DEBOUNCE_MS);
    expect(searchRequests(server.requestLog)).toEqual([]);

    await popup.getByRole('button', { name: 'Search the directory’s own index' }).click();
    await expect(popup.getByText(`The directory’s index has nothing for “${query}” either.`)).toBeVisible();
    expect(searchRequests(server.requestLog).map((entry) => entry.query.q)).toEqual([query]);

    await popup.getByRole('button', { name: 'Browse categories' }).click();
    await expect(popup.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
    const category = server.dataset.categories[0];
    if (!category) throw new Error('The dataset has no categories');
    await expect(
      popup.getByRole('button', { name: new RegExp(`^${escapeRegExp(category.name)} `) }),
    ).toBeVisible();
  });
});

test.describe('popup: browsing', () => {
  test('category → subcategory → listing in popularity order → "Verified only"', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    // A subcategory with more than a page of tools, whose first page mixes verified and unverified.
    const { category, sub } = view.subcategoryWhere((tools) => {
      const firstPage = tools.slice(0, DEFAULT_PER_PAGE);
      return (
        tools.length > DEFAULT_PER_PAGE &&
        firstPage.some((tool) => !tool.verified) &&
        tools.filter((tool) => tool.verified).length >= 2
      );
    });
    const tools = view.toolsInSubcategory(sub);

    await connect();
    const popup = await openPopup(context, extensionId);
    await popup.getByRole('tab', { name: 'Categories' }).click();
    const categoryButton = popup.getByRole('button', {
      name: countedName(category.name, view.toolsInCategory(category).length),
      exact: true,
    });
    await expect(categoryButton).toHaveAttribute('aria-expanded', 'false');
    // The tree's code comes after the first frame, with the stylesheets it needs. The popup has them
    // inline already: each applies once (a second copy, after the page's own rules, would override them).
    const sheets = await popup.evaluate(() =>
      Array.from(document.styleSheets, (sheet) =>
        Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'),
      ),
    );
    expect(sheets.length).toBeGreaterThan(0);
    expect(new Set(sheets).size).toBe(sheets.length);
    await categoryButton.click();
    await expect(categoryButton).toHaveAttribute('aria-expanded', 'true');
    await expect(popup.getByRole('button', { name: `All in ${category.name}`, exact: false })).toBeVisible();
    for (const child of view.subcategoriesOfCategory(category)) {
      await expect(
        popup.getByRole('button', {
          name: countedName(child.name, view.toolsInSubcategory(child).length),
          exact: true,
        }),
      ).toBeVisible();
    }
    await popupScreenshot(popup, 'categories');

    await popup.getByRole('button', { name: countedName(sub.name, tools.length), exact: true }).click();
    await expect(popup.getByRole('heading', { level: 2, name: sub.name })).toBeVisible();
    await expect(
      popup
        .getByText(`${tools.length.toLocaleString('en')} tools`, { exact: true })
        .filter({ visible: true }),
    ).toBeVisible();
    const list = popup.getByRole('list', { name: `Tools in ${sub.name}` });
    await expectNames(
      toolRows(list),
      tools.slice(0, DEFAULT_PER_PAGE).map((tool) => tool.name),
    );
    await expect(popup.getByRole('button', { name: 'More tools' })).toBeVisible();
    await popupScreenshot(popup, 'listing');

    const verifiedOnly = popup.getByRole('switch', { name: 'Verified only' });
    await expect(verifiedOnly).not.toBeChecked();
    await verifiedOnly.click();
    await expect(verifiedOnly).toBeChecked();
    const verified = tools.filter((tool) => tool.verified);
    await expectNames(
      toolRows(list),
      verified.slice(0, DEFAULT_PER_PAGE).map((tool) => tool.name),
    );
    for (const name of await namesOf(toolRows(list))) {
      expect(
        view.toolsNamed(name).some((tool) => tool.verified && tool.subcategoryIds.includes(sub.id)),
        `${name} is verified`,
      ).toBe(true);
    }
    await expect(
      popup
        .getByText(`${verified.length.toLocaleString('en')} ${verified.length === 1 ? 'tool' : 'tools'}`, {
          exact: true,
        })
        .filter({ visible: true }),
    ).toBeVisible();
  });

  test('detail → alternative → its detail → Back → Back returns to the search with its text', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    const jasper = knownTool(view, 'jasper');
    await connect();
    const popup = await openPopup(context, extensionId);
    const box = searchBox(popup);
    await box.fill(jasper.name);
    await result(popup, jasper.name).click();

    const heading = popup.getByRole('heading', { level: 2, name: jasper.name, exact: true });
    await expect(heading).toBeVisible();
    await expectNames(
      popup.getByRole('list', { name: 'Subcategories' }).getByRole('button'),
      view.subcategoriesOf(jasper).map((sub) => sub.name),
    );
    await expect(popup.getByRole('link', { name: 'Visit website' })).toHaveAttribute('href', jasper.website);
    await popup.getByRole('button', { name: 'More actions' }).click();
    await expect(popup.getByRole('menuitem', { name: 'Open in directory' })).toHaveAttribute(
      'href',
      /^https?:\/\//,
    );
    await popup.keyboard.press('Escape');
    await expect(popup.getByRole('heading', { level: 3, name: 'Alternatives' })).toBeVisible();
    const alternatives = toolRows(popup.getByRole('list', { name: `Alternatives to ${jasper.name}` }));
    await expect(alternatives).toHaveCount(MAX_ALTERNATIVES);
    const alternativeNames = await namesOf(alternatives);
    for (const name of alternativeNames) {
      expect(
        view.toolsNamed(name).some((tool) => tool.slug !== jasper.slug),
        `${name} is another tool of the directory`,
      ).toBe(true);
    }
    await popupScreenshot(popup, 'detail');

    const alternative = alternativeNames[0] ?? '';
    await alternatives.first().click();
    await expect(popup.getByRole('heading', { level: 2, name: alternative, exact: true })).toBeVisible();
    await expect(heading).toBeHidden();
    await expect(popup.getByRole('list', { name: `Alternatives to ${alternative}` })).toBeVisible();

    await popup.getByRole('button', { name: 'Back' }).click();
    await expect(heading).toBeVisible();
    await expect(popup.getByRole('heading', { level: 2, name: alternative, exact: true })).toBeHidden();

    await popup.getByRole('button', { name: 'Back' }).click();
    await expect(box).toBeVisible();
    await expect(box).toHaveValue(jasper.name);
    await expect(result(popup, jasper.name)).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Back' })).toBeHidden();
  });
});

test.describe('popup: states', () => {
  test('without a token it says so, and "Open options" opens the options page', async ({
    connect,
    context,
    extensionId,
  }) => {
    await connect({ token: null });
    const popup = await openPopup(context, extensionId);
    await expect(popup.getByText('Toolscout is not connected yet.', { exact: false })).toBeVisible();
    await popupScreenshot(popup, 'no-token');
    await popup.getByRole('button', { name: 'Open options' }).click();
    // The new tab may show up as about:blank before it navigates, so look for it by its address.
    const optionsUrl = `chrome-extension://${extensionId}/options.html`;
    const optionsPage = () => context.pages().find((page) => page.url().startsWith(optionsUrl));
    await expect.poll(() => optionsPage() !== undefined).toBe(true);
    const options = optionsPage();
    if (!options) throw new Error('unreachable: the options page was found above');
    await expect(options.getByRole('heading', { name: 'Toolscout settings' })).toBeVisible();
  });

  test('a wrong token is named as invalid or revoked, with the way to fix it', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    await connect({ token: 'not-a-real-token' });
    const popup = await openPopup(context, extensionId);
    await searchBox(popup).fill('video');
    await expect(popup.getByText('Your token is invalid or was revoked.')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Open options' })).toBeVisible();
    await expect(resultCells(popup)).toHaveCount(0);
    expect(searchRequests(server.requestLog).map((entry) => entry.status)).toContain(401);
    await popupScreenshot(popup, 'unauthorized');
  });

  test('rate-limited by the server: a countdown from its Retry-After, counting down', async ({
    connect,
    context,
    extensionId,
    server,
  }) => {
    const view = new DatasetView(server.dataset);
    const windowMs = 20_000;
    server.setOptions({ rateLimitPerMinute: 3, rateLimitWindowMs: windowMs });
    // Another app with the same token has just used up the server's window: only the server knows.
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.baseUrl}/tools?per_page=1`, {
        headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
      });
      expect(response.status).toBe(200);
    }
    const before = server.requestLog.length;
    await connect();
    const popup = await openPopup(context, extensionId);
    const box = searchBox(popup);
    const countdown = popup.getByText(/Too many requests — try again in \d+ s/);
    // Each search either answers (nothing matches these) or is refused; go on until one is refused.
    for (let attempt = 0; attempt < 10 && !(await countdown.isVisible()); attempt++) {
      const query = nonsenseQuery(view, `zq${attempt}x`);
      await box.fill(query);
      await expect(countdown.or(popup.getByText(`No tools match “${query}”.`))).toBeVisible();
    }
    await expect(countdown).toBeVisible();
    await expect(resultCells(popup)).toHaveCount(0);
    await popupScreenshot(popup, 'rate-limited');
    expect(server.requestLog.slice(before).some((entry) => entry.status === 429)).toBe(true);

    const secondsLeft = async () => {
      const [text] = await countdown.allTextContents();
      return Number(/in (\d+) s/.exec(text ?? '')?.[1] ?? Number.NaN);
    };
    const shown = await secondsLeft();
    expect(shown).toBeGreaterThan(0);
    // Never more than the extension's own budget window (61 s, lib/connection/connection.ts). The server's
    // Retry-After is at most `windowMs`, but the budget also counts the server's spent window as sends
    // made at the time of the 429, so the countdown can start near 61 s: conservative, and reported.
    expect(shown).toBeLessThanOrEqual(61);
    await expect.poll(secondsLeft).toBeLessThan(shown);
  });

  test('offline after a search was cached: the saved results, marked, with Retry', async ({
    connect,
    context,
    extensionId,
    server,
    serviceWorker,
  }) => {
    await connect();
    const first = await openPopup(context, extensionId);
    // The same local rows in both popups: they stay above the server's (find).
    await waitForDirectory(first, 60_000, { prefetch: false });
    await searchBox(first).fill('video');
    await expect(resultCells(first).first()).toBeVisible();
    // The directory's own results, asked with its button.
    await directoryButton(first).click();
    await expect(first.getByRole('button', { name: 'More from the directory’s index' })).toBeVisible();
    const cells = resultCells(first);
    await expect.poll(() => cells.count()).toBe(DEFAULT_PER_PAGE);
    const saved = await namesOf(cells);
    await first.close();

    // Time passes: the saved search is past its 10 minutes (it would be answered without a request).
    const aged = await serviceWorker.evaluate(async () => {
      const everything = await chrome.storage.local.get(null);
      const changes: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(everything)) {
        if (!key.startsWith('cache:') || !key.includes('|search:')) continue;
        const entry = value as { storedAt: number; expiresAt: number };
        const age = entry.expiresAt - entry.storedAt + 1;
        changes[key] = { ...entry, storedAt: entry.storedAt - age, expiresAt: entry.expiresAt - age };
      }
      await chrome.storage.local.set(changes);
      return Object.keys(changes).length;
    });
    expect(aged).toBeGreaterThan(0);
    // …and the directory stops answering: every connection is dropped.
    server.setOptions({ faults: { enabled: true, dropRate: 1 } });

    const popup = await openPopup(context, extensionId);
    await searchBox(popup).fill('video');
    await expect(resultCells(popup).first()).toBeVisible();
    await directoryButton(popup).click();
    await expect(popup.getByText("Showing saved results — the directory can't be reached")).toBeVisible();
    const retry = popup.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expectNames(resultCells(popup), saved);
    expect(searchRequests(server.requestLog).some((entry) => entry.status === 0)).toBe(true);
    await popupScreenshot(popup, 'offline');

    // The directory is back: Retry replaces the saved copy with a fresh answer.
    server.setOptions({});
    await retry.click();
    await expect(popup.getByText("Showing saved results — the directory can't be reached")).toBeHidden();
    await expectNames(resultCells(popup), saved);
  });
});

test('"this site": on a tool\'s website the popup names the tool and opens its detail', async ({
  connect,
  context,
  extensionId,
  server,
}) => {
  const view = new DatasetView(server.dataset);
  const jasper = knownTool(view, 'jasper');
  await context.route(`${new URL(jasper.website).origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>${jasper.name}</title><h1>${jasper.name}</h1>`,
    }),
  );
  await connect();
  const popup = await context.newPage();
  await popup.setViewportSize(POPUP_VIEWPORT);
  await popup.goto(popupUrl(extensionId));
  // Matching is local: the directory must be synced first.
  await waitForDirectory(popup);

  const site = await context.newPage();
  await site.goto(jasper.website);
  await expect(site.getByRole('heading', { name: jasper.name })).toBeVisible();
  // The popup looks at the active tab of the window: the tool's page, while the popup renders behind it.
  await site.bringToFront();
  await popup.goto(popupUrl(extensionId));

  const rating = jasper.rating.count > 0 && jasper.rating.average !== null ? jasper.rating.average : null;
  const cardName =
    rating === null
      ? `You're on ${jasper.name} · see alternatives`
      : `You're on ${jasper.name} — ★ ${rating.toFixed(1)} · see alternatives`;
  const card = popup.getByRole('button', { name: cardName, exact: true });
  await expect(card).toBeVisible();
  await popupScreenshot(popup, 'this-site');

  await card.click();
  await expect(popup.getByRole('heading', { level: 2, name: jasper.name, exact: true })).toBeVisible();
  await expect(toolRows(popup.getByRole('list', { name: `Alternatives to ${jasper.name}` }))).toHaveCount(
    MAX_ALTERNATIVES,
  );
});
