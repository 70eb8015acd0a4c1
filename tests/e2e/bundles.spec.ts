// The release build (exactly `npm run build`, made by the global setup) against the budgets of docs/architecture.md.
// The card script above all: it is injected into every tab of a recognised tool, so what it carries
// each page pays. Sizes as bench/bundles.ts measures them (gzip level 9).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { pageScripts, withChunksLoaded } from '../../bench/bundles';
import { releaseExtensionDir } from './paths';

// One worker for these few tests, in turn, not one each: a worker is a process to start (these need no
// browser), and the tests take milliseconds.
test.describe.configure({ mode: 'default' });

const KB = 1024;
const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const card = path.join(releaseExtensionDir, 'card.js');

test.describe('bundle budgets of the release build', () => {
  test('the card script fits 12 KB gzip', () => {
    expect(gzipBytes(card)).toBeLessThanOrEqual(12 * KB);
  });

  test('the card script carries no schema library: the background checks what the card is sent', () => {
    // zod 4 keeps its internals on a `_zod` property, a name no minifier renames.
    expect(readFileSync(card, 'utf8')).not.toContain('_zod');
  });

  test('the popup JavaScript (all chunks it loads) fits 45 KB gzip; the background does not grow past 58.5 KB gzip', () => {
    // The chunks of the parts it draws later (a detail, the home lists, the filter bar) count too.
    const firstFrame = pageScripts(releaseExtensionDir, 'popup.html');
    const popup = withChunksLoaded(releaseExtensionDir, firstFrame);
    expect(firstFrame.length).toBeGreaterThan(0);
    expect(popup.length).toBeGreaterThan(firstFrame.length);
    expect(popup.reduce((total, file) => total + gzipBytes(file), 0)).toBeLessThanOrEqual(45 * KB);
    // Its budget is 55 KB (docs/architecture.md), not met yet (58.1 KB): until it is, the size reached holds.
    expect(gzipBytes(path.join(releaseExtensionDir, 'background.js'))).toBeLessThanOrEqual(58.5 * KB);
  });

  test("the side panel's JavaScript fits the popup's 45 KB gzip, and the popup carries none of the panel's code", () => {
    const panel = pageScripts(releaseExtensionDir, 'sidepanel.html');
    expect(panel.length).toBeGreaterThan(0);
    expect(panel.reduce((total, file) => total + gzipBytes(file), 0)).toBeLessThanOrEqual(45 * KB);
    // The panel's tab follower listens for this notice; the popup has no use for it.
    for (const file of pageScripts(releaseExtensionDir, 'popup.html'))
      expect(readFileSync(file, 'utf8'), path.basename(file)).not.toContain('tab-readable');
  });
});
