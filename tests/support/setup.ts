import 'fake-indexeddb/auto';
import { beforeEach, inject } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { answerWith } from './message-getter';

// fakeBrowser has no i18n: every test reads the English messages, as a browser in English would.
// Before any test file loads, because the copy files read their messages when they load.
answerWith(fakeBrowser, inject('englishMessages'), 'en');

beforeEach(() => {
  fakeBrowser.reset();
});
