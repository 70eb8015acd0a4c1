import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const extensionDir = path.join(projectRoot, '.output/e2e/chrome-mv3');
/** A release build (no pre-granted host permissions, closed card), placed beside the e2e one. */
export const releaseOutDir = '.output/e2e-nohost';
export const releaseExtensionDir = path.join(projectRoot, releaseOutDir, 'chrome-mv3');
/** The Firefox release build beside it, the one `npm run lint:addon` checks. */
export const firefoxReleaseExtensionDir = path.join(projectRoot, releaseOutDir, 'firefox-mv3');
/**
 * The e2e build saves the alternatives of the top 10 tools, not 500, so a test waits seconds for the
 * extension to go quiet after its first sync (E2E_DATASET_SIZE in fixtures.ts), not minutes.
 */
export const E2E_PREFETCH_TOP = 10;
export const artifactsDir = path.join(projectRoot, 'artifacts');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const firefoxExtensionDir = path.join(projectRoot, '.output/e2e/firefox-mv3');
/**
 * A static page of the extension, in e2e builds only (wxt.config.ts, `build:publicAssets`): the benches'
 * floor, and a page that draws nothing for the tests to message the background from.
 */
export const STATIC_PAGE = 'static.html';
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
