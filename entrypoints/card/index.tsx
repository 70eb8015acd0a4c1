import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { showCard } from '../../components/card/mount';

// Closed, so page scripts cannot read or drive the card. Only the end-to-end build sets
// WXT_CARD_SHADOW_MODE=open, because Playwright cannot query inside a closed shadow root.
const shadowMode: ShadowRootMode = import.meta.env.WXT_CARD_SHADOW_MODE === 'open' ? 'open' : 'closed';

// An unlisted script, not a WXT content script: WXT's content-script context announces the extension's
// id to the page with window.postMessage and removes itself when a page replays that event. The
// background injects this file (scripting.executeScript, isolated world) into matching tabs only.
export default defineUnlistedScript({
  main() {
    // Not awaited: the injection need not wait for the pill.
    void showCard({ mode: shadowMode });
  },
});
