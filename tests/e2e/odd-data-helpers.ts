// What the odd-data specs share: watching a page for breakage, serving a tool's site, a synced start.
import type { BrowserContext, Page } from '@playwright/test';

export const MAX_ALTERNATIVES = 5;

/** Uncaught errors of a page, and every time an error boundary had to stand in for a part. */
export function watchForBreakage(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Only the error boundaries' own note: a page's console also carries unrelated resource errors.
    if (/^Toolscout: .*failed to render/.test(message.text())) {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  return problems;
}

export async function routeSite(context: BrowserContext, website: string): Promise<void> {
  const { host } = new URL(website);
  await context.route(`https://${host}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><title>${host}</title></head><body><h1>${host}</h1></body></html>`,
    }),
  );
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
