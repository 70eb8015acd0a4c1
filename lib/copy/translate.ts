// The translator's runtime: @wxt-dev/i18n's `t` over chrome.i18n.getMessage, the same plural forms
// ("one | other"), without the library's argument checks, console warnings and named substitutions,
// which the copy files do not use (their keys and arguments are typed: lib/copy/i18n.ts). 0.3 KB gzip
// less in every script, the card's included. tests/unit/i18n/translate.test.ts holds it to the
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
