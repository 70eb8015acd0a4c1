import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  E2E_PREFETCH_TOP,
  extensionDir,
  firefoxExtensionDir,
  releaseExtensionDir,
  releaseOutDir,
} from './paths';

/**
 * Build the extension once for the whole run (skip with E2E_SKIP_BUILD=1 when fresh builds exist): the
 * e2e build for Chromium and for Firefox, and a release build for what must hold without pre-granted
 * site access.
 */
export default function globalSetup(): void {
  const skip = (dir: string) => process.env.E2E_SKIP_BUILD === '1' && existsSync(dir);
  for (const [browser, dir] of [
    ['chrome', extensionDir],
    ['firefox', firefoxExtensionDir],
  ] as const) {
    if (skip(dir)) continue;
    execFileSync('npx', ['wxt', 'build', '-b', browser], {
      stdio: 'inherit',
      // The e2e build opens the card's shadow root so the tests can look inside; release builds keep it
      // closed. It saves the alternatives of only the top E2E_PREFETCH_TOP tools.
      env: {
        ...process.env,
        TOOLSCOUT_E2E: '1',
        WXT_CARD_SHADOW_MODE: 'open',
        WXT_PREFETCH_TOP: String(E2E_PREFETCH_TOP),
      },
    });
  }
  if (skip(releaseExtensionDir)) return;
  // Exactly `npm run build`, only written elsewhere so a developer's own build is left alone.
  const { TOOLSCOUT_E2E: _e2e, WXT_CARD_SHADOW_MODE: _shadow, ...releaseEnv } = process.env;
  execFileSync('npx', ['wxt', 'build'], {
    stdio: 'inherit',
    env: { ...releaseEnv, TOOLSCOUT_OUT_DIR: releaseOutDir },
  });
}
