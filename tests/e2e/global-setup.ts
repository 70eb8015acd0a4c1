import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { extensionDir, releaseExtensionDir, releaseOutDir } from './paths';

/**
 * Build the extension once for the whole run (skip with E2E_SKIP_BUILD=1 when fresh builds exist):
 * the e2e build, and a release build for what must hold without pre-granted site access.
 */
export default function globalSetup(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(extensionDir) && existsSync(releaseExtensionDir))
    return;
  execFileSync('npx', ['wxt', 'build'], {
    stdio: 'inherit',
    // The e2e build opens the card's shadow root so Playwright can look inside; release builds keep it closed.
    env: { ...process.env, TOOLSCOUT_E2E: '1', WXT_OVERLAY_SHADOW_MODE: 'open' },
  });
  // Exactly `npm run build`, only written elsewhere so a developer's own build is left alone.
  const { TOOLSCOUT_E2E: _e2e, WXT_OVERLAY_SHADOW_MODE: _shadow, ...releaseEnv } = process.env;
  execFileSync('npx', ['wxt', 'build'], {
    stdio: 'inherit',
    env: { ...releaseEnv, TOOLSCOUT_OUT_DIR: releaseOutDir },
  });
}
