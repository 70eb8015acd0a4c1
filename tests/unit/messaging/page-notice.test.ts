// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readTabReadableNotice, tabReadableNotice } from '../../../lib/messaging/page-notice';

const SELF = { id: 'toolscout-id', root: 'chrome-extension://toolscout-id/' };
const CHROME_WORKER = { id: SELF.id, url: 'chrome-extension://toolscout-id/background.js' };
const FIREFOX_PAGE = {
  id: 'toolscout@toolscout.dev',
  url: 'moz-extension://uuid-1/_generated_background_page.html',
};
/** The extension's own content script on a page: same id, but the page's URL and tab. */
const CONTENT_SCRIPT = {
  id: SELF.id,
  url: 'https://evil.example/',
  frameId: 0,
  tab: { id: 3, url: 'https://evil.example/' },
};

describe('the background notice that a tab became readable', () => {
  it('is read when the background sent it, in Chrome and in Firefox', () => {
    expect(readTabReadableNotice(tabReadableNotice(7), CHROME_WORKER, SELF)).toEqual({
      notice: 'tab-readable',
      tabId: 7,
    });
    const firefox = { id: 'toolscout@toolscout.dev', root: 'moz-extension://uuid-1/' };
    expect(readTabReadableNotice(tabReadableNotice(7), FIREFOX_PAGE, firefox)).toEqual(tabReadableNotice(7));
  });

  it('is ignored from a content script, another extension, or a sender the browser did not name', () => {
    expect(readTabReadableNotice(tabReadableNotice(7), CONTENT_SCRIPT, SELF)).toBeNull();
    expect(readTabReadableNotice(tabReadableNotice(7), { ...CHROME_WORKER, id: 'other' }, SELF)).toBeNull();
    expect(readTabReadableNotice(tabReadableNotice(7), undefined, SELF)).toBeNull();
  });

  it('is ignored when it is not one: other messages the pages see, and malformed ones', () => {
    for (const value of [
      { type: 'search/local', q: 'jasper' },
      { notice: 'tab-readable' },
      { notice: 'tab-readable', tabId: '7' },
      { notice: 'tab-readable', tabId: 1.5 },
      { notice: 'tab-readable', tabId: -1 },
      { notice: 'other', tabId: 7 },
      null,
      'tab-readable',
    ]) {
      expect(readTabReadableNotice(value, CHROME_WORKER, SELF)).toBeNull();
    }
  });
});
