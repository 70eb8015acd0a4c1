// What the browser benches measure inside a page, written once.
import type { Page } from '@playwright/test';

/** Navigation start → first-contentful-paint of the page already loaded in `page`; rejects after `timeoutMs`. */
export function firstContentfulPaintMs(page: Page, timeoutMs = 15_000): Promise<number> {
  return page.evaluate(
    (timeoutMs) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no first-contentful-paint')), timeoutMs);
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (!paint) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
    timeoutMs,
  );
}

/** The worker-wake floor: from an extension page, a stopped worker woken by a message it answers at once. */
export function workerWakeMs(extensionPage: Page): Promise<number> {
  return extensionPage.evaluate(async () => {
    const started = performance.now();
    await chrome.runtime.sendMessage({ type: 'ping' });
    return performance.now() - started;
  });
}
