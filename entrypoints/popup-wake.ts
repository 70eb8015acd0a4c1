import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { earlySessionFilters } from '../components/popup/find/session-filters';
import { askEarly } from '../components/popup/search/ask-local';
import { isSearchableQuery } from '../lib/api/limits';
import { i18n } from '../lib/copy/i18n';
import { sendRequest } from '../lib/messaging/client';

// The popup page's first script, loaded beside its HTML (the app's script comes 40–80 ms later): it wakes
// the background at once, puts the first frame's words in the browser's language, and asks the device
// for what is typed into the frame's box meanwhile; the app takes that answer over
// (components/popup/search/ask-local.ts). No polyfill and no zod: it is on the way to the first frame.
export default defineUnlistedScript({
  main() {
    // A stopped background starts now and reads the search index, while the page is still loading; the
    // session's filters are asked next, for the app. A search typed early does not wait for them: the
    // background answers it under them (`find/search-local`), one round trip instead of two.
    void sendRequest({ type: 'search/warm' });
    void earlySessionFilters();
    const box = document.querySelector<HTMLInputElement>('#pp-first-box');
    if (box) takeFirstFrame(box);
    else whenFirstFrame(takeFirstFrame);
  },
});

/** The box once the parser has put it in (this script may run before the body is parsed). */
function whenFirstFrame(take: (box: HTMLInputElement) => void): void {
  const watch = new MutationObserver(() => {
    const box = document.querySelector<HTMLInputElement>('#pp-first-box');
    if (!box) return;
    watch.disconnect();
    take(box);
  });
  watch.observe(document, { childList: true, subtree: true });
  // The app has replaced the frame by then.
  document.addEventListener('DOMContentLoaded', () => watch.disconnect(), { once: true });
}

function takeFirstFrame(box: HTMLInputElement): void {
  const words = {
    tabSearch: i18n.t('popup.tabSearch'),
    tabCategories: i18n.t('popup.tabCategories'),
    searchLabel: i18n.t('popup.searchLabel'),
  };
  for (const element of document.querySelectorAll<HTMLElement>('[data-word]')) {
    const word = words[element.dataset.word as keyof typeof words];
    if (word) element.textContent = word;
  }
  document.querySelector('.pp-tabs')?.setAttribute('aria-label', i18n.t('popup.tabsLabel'));
  box.placeholder = words.searchLabel;
  // Typed before this script ran, or after: asked of the device at once.
  const ask = () => {
    if (box.isConnected && isSearchableQuery(box.value)) askEarly(box.value);
  };
  box.addEventListener('input', ask);
  ask();
}
