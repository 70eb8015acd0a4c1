import 'fake-indexeddb/auto';
import { afterEach, beforeEach, inject, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { answerWith } from './message-getter';

// fakeBrowser has no i18n: every test reads the English messages, as a browser in English would.
// Before any test file loads, because the copy files read their messages when they load.
answerWith(fakeBrowser, inject('englishMessages'), 'en');

beforeEach(() => {
  fakeBrowser.reset();
});

// A test that forgot its real timers back would hand fake ones to the next file sharing its worker
// (vitest.config.ts): whatever a test did, the next one starts on the real clock.
afterEach(() => {
  vi.useRealTimers();
});
