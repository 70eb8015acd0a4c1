import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { askEarly } from '../components/popup/search/ask-local';
import { isSearchableQuery } from '../lib/api/limits';
import { i18n } from '../lib/copy/i18n';
import { sendRequest } from '../lib/messaging/client';

// The popup page's first script, run as its first frame is parsed (the app's script comes 40–80 ms
// later): the frame's words in the browser's language, the background woken, and what is typed meanwhile
// asked of the device at once; the app takes the answer over (components/popup/search/ask-local.ts).
// No polyfill and no zod: it is on the way to the first frame.
export default defineUnlistedScript({
  main() {
    const words = {
      tabSearch: i18n.t('popup.tabSearch'),
      tabCategories: i18n.t('popup.tabCategories'),
      tabsLabel: i18n.t('popup.tabsLabel'),
      searchLabel: i18n.t('popup.searchLabel'),
    };
    for (const element of document.querySelectorAll<HTMLElement>('[data-word]')) {
      const word = words[element.dataset.word as keyof typeof words];
      if (word) element.textContent = word;
    }
    document.querySelector('.pp-tabs')?.setAttribute('aria-label', words.tabsLabel);
    const box = document.querySelector<HTMLInputElement>('#pp-first-box');
    if (!box) return;
    box.placeholder = words.searchLabel;
    const ask = () => {
      if (box.isConnected && isSearchableQuery(box.value)) askEarly(box.value);
    };
    box.addEventListener('input', ask);
    // A stopped background starts meanwhile and reads the search index, typed into or not.
    if (isSearchableQuery(box.value)) ask();
    else void sendRequest({ type: 'search/warm' });
  },
});
