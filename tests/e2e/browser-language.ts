// Chromium in another UI language, for the e2e run in German. `--lang=de` alone gives an extension its
// German messages, but Chromium keeps its own UI language (what chrome.i18n.getUILanguage() answers,
// and so the extension's numbers) at en-US when it has no locales/de.pak, which Debian ships apart (the
// chromium-l10n package). Then the browser runs from a directory beside it with locales/<lang>.pak:
// the same binary (hard-linked, copied across file systems), its resources linked, the pak standing in
// for Chromium's own words only, which no test reads.
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's launcher (/usr/bin/chromium) runs this binary. */
const CHROMIUM_DIR = process.env.CHROMIUM_DIR ?? '/usr/lib/chromium';

export interface LanguageLaunch {
  executablePath?: string;
  args: string[];
  /** Playwright's page locale: navigator.language and Accept-Language of the pages, as the browser's. */
  locale: string;
}

export function browserLanguageLaunch(language: string): LanguageLaunch {
  const args = [`--lang=${language}`];
  const locale = language === 'de' ? 'de-DE' : language;
  const pak = (dir: string, name: string) => path.join(dir, 'locales', `${name}.pak`);
  if (!existsSync(pak(CHROMIUM_DIR, 'en-US')) || existsSync(pak(CHROMIUM_DIR, language))) {
    return { args, locale };
  }
  const dir = path.join(os.tmpdir(), `toolscout-chromium-${language}`);
  const binary = path.join(dir, 'chromium');
  if (!existsSync(pak(dir, language))) {
    mkdirSync(path.join(dir, 'locales'), { recursive: true });
    for (const entry of readdirSync(CHROMIUM_DIR)) {
      const target = path.join(dir, entry);
      if (entry === 'locales' || existsSync(target)) continue;
      if (entry === 'chromium') {
        // A real file, not a link: Chromium finds its resources beside its own resolved path.
        try {
          linkSync(path.join(CHROMIUM_DIR, entry), target);
        } catch {
          copyFileSync(path.join(CHROMIUM_DIR, entry), target);
        }
      } else symlinkSync(path.join(CHROMIUM_DIR, entry), target);
    }
    if (!existsSync(pak(dir, 'en-US'))) symlinkSync(pak(CHROMIUM_DIR, 'en-US'), pak(dir, 'en-US'));
    symlinkSync(pak(CHROMIUM_DIR, 'en-US'), pak(dir, language));
  }
  return { executablePath: binary, args, locale };
}
