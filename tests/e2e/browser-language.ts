// Chromium in another UI language, for the e2e run in German. Two switches, each doing one thing
// (measured in Debian's Chromium, which has only locales/en-US.pak):
// - `--lang=de` gives the extension its German messages (chrome.i18n.getMessage);
// - Playwright's `locale` (de-DE) is what chrome.i18n.getUILanguage() answers, and so the extension's
//   numbers, and navigator.language. Without it both stay en-US, even with a locales/de.pak beside the
//   binary. It reaches extension pages only in a browser without --renderer-process-limit (fixtures.ts).

export interface LanguageLaunch {
  args: string[];
  /** Playwright's page locale: navigator.language and Accept-Language of the pages, as the browser's. */
  locale: string;
}

export function browserLanguageLaunch(language: string): LanguageLaunch {
  return { args: [`--lang=${language}`], locale: language === 'de' ? 'de-DE' : language };
}
