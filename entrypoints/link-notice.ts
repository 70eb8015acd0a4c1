import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { showLinkNotice } from '../components/link-notice/show-link-notice';
import { LINK_NOTICE_GLOBAL } from '../lib/find/public/link-notice';

// "Is this an AI tool?": injected into the page on the menu click, in the extension's isolated world. It
// leaves the drawing function there for the background's next call, which brings the notice (a script
// file carries no arguments). A file of its own, so that its code is not in the background's bundle,
// which the browser loads at every start of the worker.
export default defineUnlistedScript({
  main() {
    Object.assign(globalThis, { [LINK_NOTICE_GLOBAL]: showLinkNotice });
  },
});
