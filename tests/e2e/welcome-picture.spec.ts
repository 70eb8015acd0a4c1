// The welcome page's picture of the product (assets/welcome/product.webp): the popup searching, and
// Jasper's card on jasper.ai with the toolbar button's badge, numbered 1–3 as the welcome page's list
// beside it. Rendered here from the built extension against the reference server, so it shows what the
// extension draws today. The committed file is compared with a fresh render: when they differ (a changed
// card, popup or badge), the fresh one is written over it and the test fails, asking for it to be looked
// at and committed. `npx playwright test tests/e2e/welcome-picture.spec.ts --update-snapshots` writes it
// and passes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { connectAndSync, expect, test } from './fixtures';
import { extensionDir, projectRoot } from './paths';
import { openPopup, resultCells, searchBox } from './popup-helpers';
import { imagesLoaded, openJasperCard } from './product-shots';

const WELCOME_PICTURE = path.join(projectRoot, 'assets', 'welcome', 'product.webp');

/**
 * The picture's size in CSS pixels, captured at SCALE device pixels each: the welcome page shows it at
 * most 688 px wide, so a sharp screen still gets about a pixel per device pixel.
 */
const PICTURE = { width: 1120, height: 600 } as const;
const SCALE = 1.25;
const WEBP_QUALITY = 0.78;
/**
 * A pixel differs when a channel moves by more than this (of 255): WebP's own noise stays under it.
 * The picture is out of date when more than MAX_CHANGED_SHARE of its pixels differ.
 */
const PIXEL_TOLERANCE = 40;
const MAX_CHANGED_SHARE = 0.01;

/** Where each part goes in the picture (CSS px). */
const POPUP = { x: 20, y: 72, scale: 0.9 } as const;
const WINDOW = { x: 330, y: 24, width: 766, height: 552, toolbar: 40 } as const;
/** The site's viewport, scaled to the window's content. */
const SITE_VIEWPORT = {
  width: 1040,
  height: Math.round(((WINDOW.height - WINDOW.toolbar) * 1040) / WINDOW.width),
};
const SITE_SCALE = WINDOW.width / SITE_VIEWPORT.width;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

test('the welcome page’s picture shows what the extension draws today', async ({
  context,
  extensionId,
  openExtensionPage,
  connect,
  serviceWorker,
}) => {
  test.setTimeout(180_000);
  await connectAndSync(connect, openExtensionPage);

  // The card on the tool's own site, and the toolbar button's badge on that tab.
  const { page: site, card } = await openJasperCard(context, SITE_VIEWPORT);
  await site.emulateMedia({ colorScheme: 'light' });
  const cardBox = await boxOf(card);
  const badge = await serviceWorker.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url });
    if (!tab?.id) throw new Error(`no tab for ${url}`);
    const text = await chrome.action.getBadgeText({ tabId: tab.id });
    const [r, g, b] = await chrome.action.getBadgeBackgroundColor({ tabId: tab.id });
    return { text, color: `rgb(${r} ${g} ${b})` };
  }, 'https://www.jasper.ai/');
  expect(badge.text).not.toBe('');
  await site.mouse.move(0, 0);
  const siteShot = await shot(site);

  // The popup, searching.
  const popup = await openPopup(context, extensionId);
  await popup.emulateMedia({ colorScheme: 'light' });
  await searchBox(popup).fill('video editing');
  await expect(resultCells(popup).nth(5)).toBeVisible();
  await expect(popup.locator('[aria-busy="true"]')).toHaveCount(0);
  await imagesLoaded(popup);
  const searchBoxBox = await boxOf(searchBox(popup));
  await popup.mouse.move(0, 0);
  const popupShot = await shot(popup);

  const icon = readFileSync(path.join(extensionDir, 'icon', '32.png')).toString('base64');
  const picture = await context.newPage();
  await picture.setViewportSize(PICTURE);
  await picture.setContent(composition({ siteShot, popupShot, icon, badge, cardBox, searchBoxBox }));
  await picture.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
  const png = await shot(picture);
  const committed = existsSync(WELCOME_PICTURE) ? readFileSync(WELCOME_PICTURE).toString('base64') : null;
  const { webp, changedShare } = await picture.evaluate(encodeAndCompare, {
    png,
    quality: WEBP_QUALITY,
    committed,
    tolerance: PIXEL_TOLERANCE,
  });
  const freshBytes = Buffer.from(webp, 'base64');
  test.info().annotations.push({
    type: 'welcome picture',
    description: `${freshBytes.length} bytes, ${(changedShare * 100).toFixed(2)}% of its pixels changed`,
  });
  const updating =
    test.info().config.updateSnapshots === 'all' || test.info().config.updateSnapshots === 'changed';
  if (changedShare > MAX_CHANGED_SHARE || (updating && changedShare > 0))
    writeFileSync(WELCOME_PICTURE, freshBytes);
  if (updating) return;
  expect(
    changedShare,
    `${path.relative(projectRoot, WELCOME_PICTURE)} no longer shows what the extension draws ` +
      `(${(changedShare * 100).toFixed(1)}% of its pixels differ). The fresh picture is written there: ` +
      'look at it, then commit it.',
  ).toBeLessThanOrEqual(MAX_CHANGED_SHARE);
});

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** A page's viewport at the picture's pixel density (SCALE device pixels a CSS pixel), as a PNG data URL. */
async function shot(page: Page): Promise<string> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  // Playwright's own screenshot keeps the context's density (1); the DevTools protocol takes another.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    ...viewport,
    deviceScaleFactor: SCALE,
    mobile: false,
  });
  // No blinking caret or half-run transition in a picture compared pixel by pixel.
  await page.addStyleTag({
    content:
      '*,*::before,*::after{caret-color:transparent!important;transition:none!important;animation:none!important}',
  });
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
  await cdp.send('Emulation.clearDeviceMetricsOverride');
  await cdp.detach();
  return `data:image/png;base64,${data}`;
}

/** The picture: the popup in front on the left, a browser window with the tool's site and its card. */
function composition(parts: {
  siteShot: string;
  popupShot: string;
  icon: string;
  badge: { text: string; color: string };
  cardBox: Box;
  searchBoxBox: Box;
}): string {
  const inSite = (box: Box) => ({
    x: WINDOW.x + box.x * SITE_SCALE,
    y: WINDOW.y + WINDOW.toolbar + box.y * SITE_SCALE,
  });
  const inPopup = (box: Box) => ({ x: POPUP.x + box.x * POPUP.scale, y: POPUP.y + box.y * POPUP.scale });
  const card = inSite(parts.cardBox);
  const search = inPopup(parts.searchBoxBox);
  const badgeAt = { x: WINDOW.x + WINDOW.width - 46, y: WINDOW.y + 8 };
  const markers = [
    { n: 1, x: search.x + parts.searchBoxBox.width * POPUP.scale - 6, y: search.y - 4 },
    { n: 2, x: card.x - 6, y: card.y - 6 },
    { n: 3, x: badgeAt.x - 20, y: badgeAt.y + 26 },
  ];
  const popupSize = { width: 380 * POPUP.scale, height: 560 * POPUP.scale };
  // Text from the extension (the badge) goes in as text content, never as markup.
  const badgeText = parts.badge.text.replace(/[^\p{L}\p{N}.,]/gu, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
    html,body{margin:0}
    body{width:${PICTURE.width}px;height:${PICTURE.height}px;overflow:hidden;position:relative;
      font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
      background:linear-gradient(135deg,#eef0fb 0%,#e3e6f6 100%)}
    .window{position:absolute;left:${WINDOW.x}px;top:${WINDOW.y}px;width:${WINDOW.width}px;height:${WINDOW.height}px;
      border-radius:12px;overflow:hidden;background:#fff;box-shadow:0 18px 50px rgb(30 27 75 / .22),0 0 0 1px rgb(30 27 75 / .08)}
    .toolbar{height:${WINDOW.toolbar}px;box-sizing:border-box;background:#dee1e6;display:flex;align-items:center;gap:10px;padding:0 12px}
    .dots{display:flex;gap:6px}.dots i{display:block;width:11px;height:11px;border-radius:50%;background:#b8bcc4}
    .address{flex:1;height:26px;border-radius:13px;background:#fff;display:flex;align-items:center;padding:0 12px;color:#1f1f1f;font-size:14px}
    .button{position:relative;width:28px;height:28px;display:grid;place-items:center}
    .button img{width:20px;height:20px}
    .badge{position:absolute;right:-8px;bottom:-2px;padding:0 3px;min-width:12px;height:13px;border-radius:3px;
      color:#fff;font-size:10px;font-weight:600;line-height:13px;text-align:center;background:${parts.badge.color}}
    .site{display:block;width:${WINDOW.width}px;height:${WINDOW.height - WINDOW.toolbar}px}
    .popup{position:absolute;left:${POPUP.x}px;top:${POPUP.y}px;width:${popupSize.width}px;height:${popupSize.height}px;
      border-radius:10px;box-shadow:0 20px 50px rgb(30 27 75 / .32),0 0 0 1px rgb(30 27 75 / .12)}
    .marker{position:absolute;width:30px;height:30px;margin:-15px 0 0 -15px;border-radius:50%;background:#4f46e5;color:#fff;
      display:grid;place-items:center;font-size:17px;font-weight:700;box-shadow:0 0 0 3px #fff,0 4px 12px rgb(30 27 75 / .35)}
  </style></head><body>
    <div class="window">
      <div class="toolbar"><div class="dots"><i></i><i></i><i></i></div>
        <div class="address">jasper.ai</div>
        <div class="button"><img alt="" src="data:image/png;base64,${parts.icon}"><span class="badge">${badgeText}</span></div>
      </div>
      <img class="site" alt="" src="${parts.siteShot}">
    </div>
    <img class="popup" alt="" src="${parts.popupShot}">
    ${markers.map((m) => `<div class="marker" style="left:${m.x}px;top:${m.y}px">${m.n}</div>`).join('')}
  </body></html>`;
}

/**
 * Runs in the page: the PNG (a data URL) encoded as WebP (base64), and the share of pixels that differ
 * by more than `tolerance` in a channel between it and the committed WebP (1 when there is none, or the
 * sizes differ). Both are compared as decoded WebP, so the encoding's own loss is on both sides.
 */
async function encodeAndCompare(input: {
  png: string;
  quality: number;
  committed: string | null;
  tolerance: number;
}): Promise<{ webp: string; changedShare: number }> {
  const drawn = async (src: string) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    return { canvas, pixels: context.getImageData(0, 0, canvas.width, canvas.height) };
  };
  const { canvas } = await drawn(input.png);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/webp', input.quality),
  );
  if (blob === null) throw new Error('the canvas gave no image');
  if (blob.type !== 'image/webp') throw new Error('this browser cannot encode WebP');
  let binary = '';
  for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte);
  const webp = btoa(binary);
  if (input.committed === null) return { webp, changedShare: 1 };
  const [a, b] = await Promise.all([
    drawn(`data:image/webp;base64,${webp}`),
    drawn(`data:image/webp;base64,${input.committed}`),
  ]);
  if (a.pixels.width !== b.pixels.width || a.pixels.height !== b.pixels.height)
    return { webp, changedShare: 1 };
  let changed = 0;
  for (let index = 0; index < a.pixels.data.length; index += 4) {
    for (let channel = 0; channel < 3; channel++) {
      const difference = (a.pixels.data[index + channel] ?? 0) - (b.pixels.data[index + channel] ?? 0);
      if (Math.abs(difference) > input.tolerance) {
        changed++;
        break;
      }
    }
  }
  return { webp, changedShare: changed / (a.pixels.width * a.pixels.height) };
}
