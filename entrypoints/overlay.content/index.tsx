import { defineContentScript } from 'wxt/utils/define-content-script';
import { showOverlay } from '../../components/overlay/mount';

// Closed, so page scripts cannot read or drive the card. Only the end-to-end build sets
// WXT_OVERLAY_SHADOW_MODE=open, because Playwright cannot query inside a closed shadow root.
const shadowMode: ShadowRootMode = import.meta.env.WXT_OVERLAY_SHADOW_MODE === 'open' ? 'open' : 'closed';

export default defineContentScript({
  // Injected by the background into matching tabs only; never declared for all pages.
  registration: 'runtime',
  main(ctx) {
    // ctx.signal aborts when the extension reloads or the script is injected again: the card goes too.
    void showOverlay({ mode: shadowMode, signal: ctx.signal });
  },
});
