// The extension's messages as the browser serves them, for tests outside a browser: unit tests (through
// fakeBrowser, whose i18n is not implemented) and Node-side helpers. Read from locales/<locale>.yml and
// turned into messages.json the way the build does (@wxt-dev/i18n/build), then substituted like
// chrome.i18n.getMessage (./message-getter.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateChromeMessages, parseMessagesText } from '@wxt-dev/i18n/build';
import { answerWith, type ChromeMessages, type I18nLike } from './message-getter';

export { type ChromeMessages, messageGetter } from './message-getter';

export const LOCALES_DIR = path.join(import.meta.dirname, '../../locales');

export function chromeMessages(locale: string): ChromeMessages {
  const text = readFileSync(path.join(LOCALES_DIR, `${locale}.yml`), 'utf8');
  return generateChromeMessages(parseMessagesText(text, 'YAML')) as ChromeMessages;
}

/** Makes `api.i18n` answer in `locale` (English unless a test says otherwise). */
export function installMessages(api: I18nLike, locale = 'en'): void {
  answerWith(api, chromeMessages(locale), locale);
}
