import 'fake-indexeddb/auto';
import { beforeEach, inject } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { EVENTUALLY_MS } from './eventually';
import { answerWith } from './message-getter';

// fakeBrowser has no i18n: every test reads the English messages, as a browser in English would.
// Before any test file loads, because the copy files read their messages when they load.
answerWith(fakeBrowser, inject('englishMessages'), 'en');

// The testing library's findBy… and waitFor get the room `eventually` has (a DOM test's file only).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/preact');
  configure({ asyncUtilTimeout: EVENTUALLY_MS });
}

beforeEach(() => {
  fakeBrowser.reset();
});
