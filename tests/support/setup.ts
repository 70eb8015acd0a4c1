import 'fake-indexeddb/auto';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { installMessages } from './messages';

// fakeBrowser has no i18n: every test reads the English messages, as a browser in English would.
// Before any test file loads, because the copy files read their messages when they load.
installMessages(fakeBrowser);

beforeEach(() => {
  fakeBrowser.reset();
});
