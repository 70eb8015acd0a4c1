// The one translator every copy file uses, typed by the keys of locales/en.yml (WXT generates
// GeneratedI18nStructure from it) as @wxt-dev/i18n types its own, over chrome.i18n.getMessage. The
// messages themselves are not bundled: the browser picks _locales/<UI language>/messages.json, so each
// script carries only the keys it uses. Imported by type only from the library and `#i18n`, so that plain
// Node (Playwright's spec files) can load a copy file too, given a `chrome.i18n`.
import type { createI18n as libraryI18n } from '@wxt-dev/i18n';
import type { GeneratedI18nStructure } from '#i18n';
import { createI18n } from './translate';

type TypedI18n = ReturnType<typeof libraryI18n<GeneratedI18nStructure>>;

// The runtime answers as the library does for every message (tests/unit/i18n/translate.test.ts).
export const i18n = createI18n() as unknown as TypedI18n;
