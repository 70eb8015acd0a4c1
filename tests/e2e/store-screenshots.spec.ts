// Store images, rendered from the built extension against the reference server: screenshots at exactly
// 1280×800 (the size both stores take) and the 440×280 small promo tile, into artifacts/store/ (not
// committed). One function per shot in SHOTS: a new one (compare, omnibox…) is a function and a line.
// Run alone with `npx playwright test tests/e2e/store-screenshots.spec.ts`.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  connectAndSync,
  type ExtensionFixtures,
  expect,
  type ServerFixtures,
  test,
  waitForDirectory,
} from './fixtures';
import { artifactsDir, extensionDir, STATIC_PAGE } from './paths';
import { openPopup } from './popup-helpers';
import { BRAND_CSS, imagesLoaded, openJasperCard } from './product-shots';

const STORE_DIR = path.join(artifactsDir, 'store');
const SCREENSHOT = { width: 1280, height: 800 } as const;
const PROMO_TILE = { width: 440, height: 280 } as const;

type Fixtures = Pick<
  ExtensionFixtures,
  'context' | 'extensionId' | 'openExtensionPage' | 'connect' | 'serviceWorker'
> &
  Pick<ServerFixtures, 'server'>;

interface Shot {
  file: string;
  size: { width: number; height: number };
  /** Returns the page to capture, already at `size` and showing what the shot is about. */
  render: (fixtures: Fixtures, size: Shot['size']) => Promise<Page>;
}

const SHOTS: Shot[] = [
  { file: 'screenshot-1-search.png', size: SCREENSHOT, render: searchShot },
  { file: 'screenshot-2-detail.png', size: SCREENSHOT, render: detailShot },
  { file: 'screenshot-3-card.png', size: SCREENSHOT, render: cardShot },
  { file: 'screenshot-4-compare.png', size: SCREENSHOT, render: compareShot },
  { file: 'screenshot-5-omnibox.png', size: SCREENSHOT, render: omniboxShot },
  { file: 'promo-tile-440x280.png', size: PROMO_TILE, render: promoTile },
];

test.describe('store images', () => {
  test.beforeAll(() => mkdirSync(STORE_DIR, { recursive: true }));

  for (const shot of SHOTS) {
    test(`${shot.file} at ${shot.size.width}×${shot.size.height}`, async ({
      context,
      extensionId,
      openExtensionPage,
      connect,
      serviceWorker,
      server,
    }) => {
      // Room for the directory's sync and a popup flow on a loaded machine.
      test.setTimeout(120_000);
      const page = await shot.render(
        { context, extensionId, openExtensionPage, connect, serviceWorker, server },
        shot.size,
      );
      await page.mouse.move(0, 0);
      const file = path.join(STORE_DIR, shot.file);
      await page.screenshot({ path: file });
      expect(pngFacts(readFileSync(file))).toEqual({ ...shot.size, alpha: false });
    });
  }
});

test('the store icon holds 96 px of artwork in its 128 px, centred', async ({ page }) => {
  const icon = readFileSync(path.join(extensionDir, 'icon', '128.png')).toString('base64');
  const box = await page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
    let [left, top, right, bottom] = [image.width, image.height, -1, -1];
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++)
        if ((pixels[(y * image.width + x) * 4 + 3] ?? 0) > 0) {
          left = Math.min(left, x);
          top = Math.min(top, y);
          right = Math.max(right, x);
          bottom = Math.max(bottom, y);
        }
    return { size: image.width, left, top, width: right - left + 1, height: bottom - top + 1 };
  }, icon);
  expect(box).toEqual({ size: 128, left: 16, top: 16, width: 96, height: 96 });
});

/** Width, height and whether the PNG has an alpha channel (the Chrome Web Store wants none). */
function pngFacts(png: Buffer) {
  // IHDR: width and height at bytes 16 and 20, colour type at 25 (4 and 6 carry alpha).
  const colourType = png[25];
  return {
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    alpha: colourType === 4 || colourType === 6,
  };
}

// --- the shots ---

async function searchShot(fixtures: Fixtures, size: Shot['size']): Promise<Page> {
  const popup = await connectedPopup(fixtures);
  const searchBox = popup.getByRole('combobox', { name: 'Search AI tools' });
  await searchBox.fill('video editing');
  await expect(popup.getByRole('row').nth(5)).toBeVisible();
  await expect(popup.locator('[aria-busy="true"]')).toHaveCount(0);
  // Two tools saved with their row's star, as a person who uses it has some.
  for (const index of [0, 3]) {
    const star = popup.getByRole('row').nth(index).locator('.pp-star');
    await star.click();
    await expect(star).toHaveAccessibleName(/^Remove .* from saved$/);
  }
  await searchBox.focus();
  await imagesLoaded(popup);
  return onBackdrop(fixtures, popup, size, {
    headline: 'Find the right AI tool as you type',
    lines: [
      'Thousands of tools, searched on your device first.',
      'Ratings, prices and verified tools at a glance.',
    ],
  });
}

async function detailShot(fixtures: Fixtures, size: Shot['size']): Promise<Page> {
  const popup = await connectedPopup(fixtures);
  await popup.getByRole('combobox', { name: 'Search AI tools' }).fill('Jasper');
  await popup.getByRole('gridcell', { name: 'Jasper', exact: true }).click();
  await expect(
    popup.getByRole('list', { name: 'Alternatives to Jasper' }).locator('button.pp-row'),
  ).toHaveCount(5);
  await imagesLoaded(popup);
  return onBackdrop(fixtures, popup, size, {
    headline: 'Every tool with its best alternatives',
    lines: ['Rating, price and categories in one view.', 'Jump to a similar tool in one click.'],
  });
}

async function cardShot(
  { context, openExtensionPage, connect }: Fixtures,
  size: Shot['size'],
): Promise<Page> {
  await connectAndSync(connect, openExtensionPage);
  return (await openJasperCard(context, size)).page;
}

async function compareShot(fixtures: Fixtures, size: Shot['size']): Promise<Page> {
  const popup = await connectedPopup(fixtures);
  await popup.getByRole('combobox', { name: 'Search AI tools' }).fill('Jasper');
  await popup.getByRole('gridcell', { name: 'Jasper', exact: true }).click();
  await popup.getByRole('checkbox', { name: 'Compare Jasper', exact: true }).check();
  const alternatives = popup.getByRole('list', { name: 'Alternatives to Jasper' });
  await expect(alternatives.getByRole('checkbox')).toHaveCount(5);
  for (const index of [0, 1]) await alternatives.getByRole('checkbox').nth(index).check();
  const [page] = await Promise.all([
    fixtures.context.waitForEvent('page'),
    popup.getByRole('button', { name: 'Compare 3 tools' }).click(),
  ]);
  await popup.close();
  await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await imagesLoaded(page);
  return page;
}

interface OmniboxSuggestion {
  content: string;
  description: string;
}

/** What the browser itself draws around the suggestions: the keyword's chip names the extension. */
function extensionName(): string {
  const messages = JSON.parse(
    readFileSync(path.join(extensionDir, '_locales', 'en', 'messages.json'), 'utf8'),
  );
  return String(messages.appName?.message ?? 'Toolscout');
}

/**
 * The address bar's dropdown is the browser's own window and cannot be captured, so this shot is a
 * composition, drawn honestly: the suggestions are those the extension produced for `ts video edit`
 * (its onInputChanged listener called as the browser calls it, the suggest callback's output used as it
 * came, its <match>/<dim> markup drawn bold and dimmed as Chrome draws it), over the search page that
 * Enter on the text opens (the real page, captured).
 */
async function omniboxShot(
  { context, openExtensionPage, connect, serviceWorker, extensionId }: Fixtures,
  size: Shot['size'],
): Promise<Page> {
  const typed = 'video edit';
  await connectAndSync(connect, openExtensionPage);
  const suggestions = await serviceWorker.evaluate(
    (text) =>
      new Promise<OmniboxSuggestion[]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no suggestions for ${text}`)), 10_000);
        (chrome.omnibox.onInputChanged as unknown as { dispatch(...args: unknown[]): void }).dispatch(
          text,
          (found: OmniboxSuggestion[]) => {
            clearTimeout(timer);
            resolve(found);
          },
        );
      }),
    typed,
  );
  expect(suggestions.length).toBeGreaterThan(2);

  // Enter on the text: the search page, as the browser would show it under the address bar.
  const window = { width: 1152, height: 640, toolbar: 52 };
  const [searchPage] = await Promise.all([
    context.waitForEvent('page'),
    serviceWorker.evaluate(
      (text) =>
        (chrome.omnibox.onInputEntered as unknown as { dispatch(...args: unknown[]): void }).dispatch(
          text,
          'newForegroundTab',
        ),
      typed,
    ),
  ]);
  await searchPage.setViewportSize({ width: window.width, height: window.height - window.toolbar });
  await searchPage.emulateMedia({ colorScheme: 'light' });
  expect(searchPage.url()).toMatch(/\/search\.html\?q=video/);
  await expect(searchPage.getByRole('row').nth(3)).toBeVisible();
  await expect(searchPage.locator('[aria-busy="true"]')).toHaveCount(0);
  await imagesLoaded(searchPage);
  await searchPage.mouse.move(0, 0);
  const content = (await searchPage.screenshot()).toString('base64');
  const pageUrl = searchPage.url();

  const page = await context.newPage();
  await page.setViewportSize(size);
  // An extension page, so the rows show the real icon from the build, as Chrome shows it beside them.
  await page.goto(`chrome-extension://${extensionId}/${STATIC_PAGE}`);
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${BRAND_CSS}
      body{height:${size.height}px;box-sizing:border-box;padding:28px 64px 0;overflow:hidden}
      h1{font-size:34px;margin:0 0 6px;text-align:center}
      .sub{font-size:18px;margin:0 0 20px;text-align:center;opacity:.92}
      .window{position:relative;width:${window.width}px;height:${window.height}px;margin:0 auto;border-radius:12px 12px 0 0;overflow:hidden;background:#fff;box-shadow:0 24px 60px rgb(0 0 0 / .35)}
      .toolbar{height:${window.toolbar}px;background:#dee1e6;display:flex;align-items:center;padding:0 14px;gap:10px;box-sizing:border-box}
      .dots{display:flex;gap:7px} .dots i{width:12px;height:12px;border-radius:50%;background:#b8bcc4;display:block}
      .bar{flex:1;height:36px;border-radius:18px;background:#fff;display:flex;align-items:center;padding:0 14px;gap:8px;color:#1f1f1f;font-size:15px;box-shadow:0 0 0 2px #0b57d0}
      .chip{background:#d3e3fd;color:#041e49;border-radius:4px;padding:2px 8px;font-size:14px}
      .caret{width:1.5px;height:18px;background:#1f1f1f;margin-left:-6px}
      .content{display:block;width:${window.width}px;height:${window.height - window.toolbar}px}
      .dropdown{position:absolute;top:${window.toolbar - 6}px;left:88px;width:720px;background:#fff;color:#1f1f1f;border-radius:0 0 16px 16px;box-shadow:0 8px 24px rgb(0 0 0 / .28);padding:6px 0 10px;font-size:15px}
      .row{display:flex;align-items:center;gap:12px;padding:9px 18px;white-space:nowrap;overflow:hidden}
      .row img{width:16px;height:16px;flex:none}
      .row.first{background:#e8eaed}
      .text{overflow:hidden;text-overflow:ellipsis}
      .match{font-weight:700} .dim{color:#5f6368} .search{color:#5f6368;width:16px;text-align:center;flex:none}
    </style></head><body>
      <h1></h1><p class="sub"></p>
      <div class="window">
        <div class="toolbar"><div class="dots"><i></i><i></i><i></i></div>
          <div class="bar"><span class="chip"></span><span class="typed"></span><span class="caret"></span></div></div>
        <img class="content" alt="" src="data:image/png;base64,${content}">
        <div class="dropdown"></div>
      </div></body></html>`,
  );
  await page.evaluate(
    ({ suggestions, typed, name, icon, pageUrl }) => {
      const set = (selector: string, text: string) => {
        const element = document.querySelector(selector);
        if (element) element.textContent = text;
      };
      set('h1', `Type ts in the address bar`);
      set('.sub', 'Suggestions from your device as you type; Enter opens the full search.');
      set('.chip', `Search ${name}`);
      set('.typed', typed);
      const dropdown = document.querySelector('.dropdown');
      if (!dropdown) throw new Error('no dropdown');
      // The first line is the text itself (Enter searches it, opening pageUrl), then the extension's rows.
      const first = document.createElement('div');
      first.className = 'row first';
      const glass = document.createElement('span');
      glass.className = 'search';
      glass.textContent = '⌕';
      const firstText = document.createElement('span');
      firstText.className = 'text';
      firstText.textContent = typed;
      const where = document.createElement('span');
      where.className = 'dim';
      where.textContent = ` — ${decodeURIComponent(new URL(pageUrl).pathname.slice(1) + new URL(pageUrl).search)}`;
      firstText.append(where);
      first.append(glass, firstText);
      dropdown.append(first);
      for (const suggestion of suggestions) {
        const xml = new DOMParser().parseFromString(`<d>${suggestion.description}</d>`, 'application/xml');
        if (xml.querySelector('parsererror')) throw new Error(`not XML: ${suggestion.description}`);
        const row = document.createElement('div');
        row.className = 'row';
        const image = document.createElement('img');
        image.src = icon;
        image.alt = '';
        const text = document.createElement('span');
        text.className = 'text';
        for (const node of xml.documentElement.childNodes) {
          const span = document.createElement('span');
          if (node.nodeType === Node.ELEMENT_NODE) span.className = (node as Element).tagName;
          span.textContent = node.textContent ?? '';
          text.append(span);
        }
        row.append(image, text);
        dropdown.append(row);
      }
    },
    {
      suggestions,
      typed,
      name: extensionName(),
      icon: `chrome-extension://${extensionId}/icon/32.png`,
      pageUrl,
    },
  );
  await imagesLoaded(page);
  return page;
}

async function promoTile({ context, extensionId }: Fixtures, size: Shot['size']): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(size);
  // An extension page, so the tile shows the real icon from the build.
  await page.goto(`chrome-extension://${extensionId}/${STATIC_PAGE}`);
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${BRAND_CSS}
      body{display:flex;align-items:center;gap:24px;padding:0 36px;box-sizing:border-box;height:${size.height}px}
      img{width:112px;height:112px;flex:none}
      h1{font-size:40px;margin:0 0 8px}
      p{font-size:19px;margin:0;line-height:1.35;opacity:.92}
    </style></head><body><img src="chrome-extension://${extensionId}/icon/128.png" alt="">
      <div><h1>Toolscout</h1><p>Find AI tools as you browse. Ratings and alternatives on every tool’s site.</p></div>
    </body></html>`,
  );
  await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
  return page;
}

// --- helpers ---

async function connectedPopup({ context, extensionId, connect, openExtensionPage }: Fixtures): Promise<Page> {
  await connect();
  // The local directory ready, so the shot shows what a person sees after the first day.
  const options = await openExtensionPage('options.html');
  await waitForDirectory(options);
  await options.close();
  const popup = await openPopup(context, extensionId);
  await popup.emulateMedia({ colorScheme: 'light' });
  return popup;
}

/** The popup, as captured at its own size, on a branded backdrop with a headline beside it. */
async function onBackdrop(
  { context }: Fixtures,
  popup: Page,
  size: Shot['size'],
  text: { headline: string; lines: string[] },
): Promise<Page> {
  await popup.mouse.move(0, 0);
  const image = (await popup.screenshot()).toString('base64');
  const page = await context.newPage();
  await page.setViewportSize(size);
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${BRAND_CSS}
      body{display:grid;grid-template-columns:1fr auto;align-items:center;gap:64px;padding:0 112px;box-sizing:border-box;height:${size.height}px}
      h1{font-size:46px;line-height:1.15;margin:0 0 24px;max-width:560px}
      p{font-size:22px;margin:0 0 10px;opacity:.92}
      .popup{width:380px;height:560px;border-radius:14px;box-shadow:0 24px 60px rgb(0 0 0 / .35),0 0 0 1px rgb(255 255 255 / .2)}
    </style></head><body><div><h1></h1></div><img class="popup" alt="" src="data:image/png;base64,${image}"></body></html>`,
  );
  await page.evaluate(
    (text) => {
      const heading = document.querySelector('h1');
      if (heading) heading.textContent = text.headline;
      for (const line of text.lines) {
        const paragraph = document.createElement('p');
        paragraph.textContent = line;
        heading?.after(paragraph);
      }
    },
    { headline: text.headline, lines: [...text.lines].reverse() },
  );
  await page.locator('img').evaluate((element: HTMLImageElement) => element.decode());
  return page;
}
