// The extension's messages as the browser serves them, for tests outside a browser: unit tests (through
// fakeBrowser, whose i18n is not implemented) and Node-side helpers. Read from locales/<locale>.yml and
// turned into messages.json the way the build does (@wxt-dev/i18n/build), then substituted like
// chrome.i18n.getMessage: $1…$9 by the substitutions, $$ as a dollar sign, an unknown key as "".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateChromeMessages, parseMessagesText } from '@wxt-dev/i18n/build';

export const LOCALES_DIR = path.join(import.meta.dirname, '../../locales');

export type ChromeMessages = Record<string, { message: string }>;

export function chromeMessages(locale: string): ChromeMessages {
  const text = readFileSync(path.join(LOCALES_DIR, `${locale}.yml`), 'utf8');
  return generateChromeMessages(parseMessagesText(text, 'YAML')) as ChromeMessages;
}

export function messageGetter(messages: ChromeMessages) {
  return (name: string, substitutions?: string | string[]): string => {
    const entry = messages[name];
    if (!entry) return '';
    const values =
      substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
    return entry.message.replace(/\$(\$|[1-9])/g, (_, which: string) =>
      which === '$' ? '$' : (values[Number(which) - 1] ?? ''),
    );
  };
}

interface I18nLike {
  i18n: { getMessage: unknown; getUILanguage: unknown };
}

/** Makes `api.i18n` answer in `locale` (English unless a test says otherwise). */
export function installMessages(api: I18nLike, locale = 'en'): void {
  api.i18n.getMessage = messageGetter(chromeMessages(locale));
  api.i18n.getUILanguage = () => locale;
}
