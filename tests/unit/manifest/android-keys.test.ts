// @vitest-environment node
// Firefox for Android installs the Firefox build. The manifest keys it does not know (the data of
// @mdn/browser-compat-data) it skips with a warning, never an error, as long as nothing the extension needs
// hangs on them: what they give (the `ts` keyword, the shortcuts, the sidebar) is reached through
// optionalApi only (tests/unit/entrypoints/background-compat.test.ts).
import { describe, expect, it } from 'vitest';
import config from '../../../wxt.config';
import { bcd, COMPAT_TARGETS, supports } from '../../support/compat-browser';

const ANDROID = COMPAT_TARGETS.find((target) => target.bcd === 'firefox_android');

/** WXT adds these to the Firefox build from the entry points (entrypoints/sidepanel is the sidebar). */
const ADDED_BY_WXT = ['background', 'sidebar_action', 'options_ui', 'icons'];

describe('the Firefox manifest on Firefox for Android', () => {
  it('has only omnibox, commands and sidebar_action that Android lacks, none of which it needs', async () => {
    if (!ANDROID || typeof config.manifest !== 'function') throw new Error('no Android target or manifest');
    const manifest = await config.manifest({
      browser: 'firefox',
      manifestVersion: 3,
      mode: 'production',
      command: 'build',
    } as never);
    const keys = [...Object.keys(manifest), ...ADDED_BY_WXT];
    const lacking = keys.filter((key) => !supports(bcd.webextensions.manifest?.[key], ANDROID));
    expect(lacking.sort()).toEqual(['commands', 'omnibox', 'sidebar_action']);
    expect(manifest.browser_specific_settings?.gecko_android?.strict_min_version).toBe(
      `${ANDROID.version}.0`,
    );
  });
});
