// What the pictures of the product are made of, rendered from the built extension: the store images
// (store-screenshots.spec.ts) and the welcome page's picture (welcome-picture.spec.ts).
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { imagesOnScreenLoaded } from './shared/images-on-screen';

/**
 * Jasper's card opened on jasper.ai (the page served by the test), its five alternatives and their logos
 * in. The local directory must be synced first, so the card is as a person sees it after the first day.
 */
export async function openJasperCard(
  context: BrowserContext,
  size: { width: number; height: number },
): Promise<{ page: Page; card: Locator }> {
  await context.route('https://www.jasper.ai/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: TOOL_SITE }),
  );
  const page = await context.newPage();
  await page.setViewportSize(size);
  await page.goto('https://www.jasper.ai/');
  await page.getByRole('button', { name: /^Toolscout: Jasper, rated/ }).click();
  const card = page.getByRole('region', { name: 'Toolscout: Jasper' });
  await expect(card.getByRole('list', { name: 'Alternatives' }).getByRole('link')).toHaveCount(5);
  await imagesLoaded(page);
  return { page, card };
}

/** Every image drawn on the page's screen loaded or failed (tests/e2e/shared/images-on-screen.ts). */
export async function imagesLoaded(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(imagesOnScreenLoaded)).toBe(true);
}

export const BRAND_CSS = `html,body{margin:0}
  body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#fff;
    background:linear-gradient(135deg,#4f46e5 0%,#4338ca 55%,#312e81 100%)}`;

/** A plausible tool homepage for the card to sit on (served by the test; nothing leaves the machine). */
export const TOOL_SITE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Jasper — AI copilot for marketing teams</title>
<style>
  body{margin:0;font-family:Georgia,serif;color:#1f1b2e;background:#fbf8f3}
  nav{display:flex;justify-content:space-between;align-items:center;padding:22px 64px;font-family:system-ui,sans-serif}
  nav b{font-size:24px;letter-spacing:-.5px} nav span{margin-left:28px;color:#5b5570}
  .hero{padding:90px 64px 40px;max-width:760px}
  h1{font-size:64px;line-height:1.05;margin:0 0 24px;letter-spacing:-1.5px}
  p{font-size:21px;line-height:1.5;color:#4a4560;font-family:system-ui,sans-serif}
  .cta{display:inline-block;margin-top:18px;padding:16px 28px;border-radius:999px;background:#1f1b2e;color:#fff;font-family:system-ui,sans-serif;font-weight:600}
  .band{margin:40px 64px;height:150px;border-radius:20px;background:linear-gradient(90deg,#f2d7c4,#e6e0f8)}
</style></head><body>
<nav><b>jasper</b><div><span>Platform</span><span>Solutions</span><span>Pricing</span><span>Resources</span></div></nav>
<div class="hero"><h1>The AI copilot for marketing teams</h1>
<p>Create on-brand content for every channel, faster.</p>
<span class="cta">Start free trial</span></div><div class="band"></div></body></html>`;
