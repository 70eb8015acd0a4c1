// The card script's @wxt-dev/i18n runtime (aliased for '@wxt-dev/i18n' in its build only, see
// wxt.config.ts): the same `t` over browser.i18n.getMessage, the same plural forms ("one | other"),
// without the library's argument checks, console warnings and named substitutions, which the copy files
// do not use. About 0.1 KB gzip of a 12 KB budget. tests/unit/i18n/card-runtime.test.ts holds it to the
// library's answers for every message.
declare const chrome: { i18n: { getMessage(name: string, substitutions?: string[]): string } };

type Substitutions = (string | number)[];

export function createI18n() {
  const t = (key: string, countOrSubstitutions?: number | Substitutions, substitutions?: Substitutions) => {
    const count = countOrSubstitutions;
    const values = typeof count === 'number' ? (substitutions ?? [count]) : count;
    const message = chrome.i18n.getMessage(key.replaceAll('.', '_'), values?.map(String));
    if (typeof count !== 'number') return message;
    // Plurals are "one | other" (tests/unit/i18n/messages.test.ts refuses a zero form).
    const forms = message.split(' | ');
    return forms[count === 1 ? 0 : forms.length - 1] as string;
  };
  return { t };
}
