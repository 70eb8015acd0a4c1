// chrome.i18n.getMessage over messages in messages.json's shape, without reading or parsing the locale
// files: the unit tests' setup installs the English messages that tests/support/unit-global-setup.ts
// generated once for the whole run, instead of parsing locales/en.yml again in every test file.
export type ChromeMessages = Record<string, { message: string }>;

/** Substitutes like chrome.i18n.getMessage: $1…$9 by the substitutions, $$ as a dollar sign, an unknown key as "". */
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

export interface I18nLike {
  i18n: { getMessage: unknown; getUILanguage: unknown };
}

/** Makes `api.i18n` answer with `messages`, in `locale`. */
export function answerWith(api: I18nLike, messages: ChromeMessages, locale: string): void {
  api.i18n.getMessage = messageGetter(messages);
  api.i18n.getUILanguage = () => locale;
}
