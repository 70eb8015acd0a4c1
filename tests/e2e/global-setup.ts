import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { extensionDir, firefoxExtensionDir } from './paths';

/**
 * Build the extension once for the whole run, for Chromium and for Firefox (skip with E2E_SKIP_BUILD=1
 * when fresh builds exist).
 */
export default function globalSetup(): void {
  for (const [browser, dir] of [
    ['chrome', extensionDir],
    ['firefox', firefoxExtensionDir],
  ] as const) {
    if (process.env.E2E_SKIP_BUILD === '1' && existsSync(dir)) continue;
    execFileSync('npx', ['wxt', 'build', '-b', browser], {
      stdio: 'inherit',
      // The e2e build opens the card's shadow root so the tests can look inside; release builds keep it closed.
      env: { ...process.env, TOOLSCOUT_E2E: '1', WXT_OVERLAY_SHADOW_MODE: 'open' },
    });
  }
}
