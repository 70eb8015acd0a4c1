// The one translator every copy file uses: @wxt-dev/i18n over browser.i18n.getMessage, typed by the
// keys of locales/en.yml (WXT generates GeneratedI18nStructure from it). The messages themselves are
// not bundled: the browser picks _locales/<UI language>/messages.json, so each script carries only
// the keys it uses. The same instance as WXT's `#i18n`, imported by type only so that plain Node
// (Playwright's spec files) can load a copy file too, given a `chrome.i18n`.
import { createI18n } from '@wxt-dev/i18n';
import type { GeneratedI18nStructure } from '#i18n';

export const i18n = createI18n<GeneratedI18nStructure>();
