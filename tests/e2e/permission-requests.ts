// Chrome's permission dialog cannot be answered from a test: extension pages instead record each
// request (and whether it came inside a click, as Chrome requires) and answer as a person would.
import type { BrowserContext, Page } from '@playwright/test';

/**
 * From now on, every page of `context` answers `chrome.permissions.request` with `answers` in turn (the
 * last one repeats). Returns what a page was asked, in order.
 */
export async function answerPermissionRequests(
  context: BrowserContext,
  answers: readonly boolean[],
): Promise<(page: Page) => Promise<unknown[]>> {
  await context.addInitScript((answers: readonly boolean[]) => {
    const requested: unknown[] = [];
    Object.assign(window, { requestedPermissions: requested });
    if (typeof chrome === 'undefined' || !chrome.permissions) return;
    chrome.permissions.request = ((permissions: { origins?: string[] }) => {
      requested.push({ ...permissions, userGesture: navigator.userActivation.isActive });
      return Promise.resolve(answers[Math.min(requested.length, answers.length) - 1] ?? false);
    }) as typeof chrome.permissions.request;
  }, answers);
  return (page) =>
    page.evaluate(() => (window as unknown as { requestedPermissions: unknown[] }).requestedPermissions);
}
