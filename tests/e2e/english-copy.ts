// The copy files (lib/copy/) in Node, answering in English as the e2e browser does: for specs
// that compute what a screen should say. The copy files read chrome.i18n when they load, so the
// English messages are installed first and the files are imported after.
import { installMessages } from '../support/messages';

const scope = globalThis as { chrome?: { i18n: { getMessage: unknown; getUILanguage: unknown } } };
scope.chrome ??= { i18n: { getMessage: undefined, getUILanguage: undefined } };
installMessages(scope.chrome, 'en');

export const sharedCopy = await import('../../lib/copy/shared');
export const welcomeCopy = await import('../../lib/copy/welcome');

/** What the welcome page's "Try it" names in a desktop browser that has every way in (Chrome, Firefox). */
export const DESKTOP_TRY_TIPS = [
  welcomeCopy.tryKeyword,
  welcomeCopy.tryMenu,
  welcomeCopy.tryShortcut('Alt+Shift+S'),
  welcomeCopy.tryBeside,
  welcomeCopy.tryPin,
];
