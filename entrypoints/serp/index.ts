import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startResultsPage } from '../../components/serp/mount';

// As the card's script (entrypoints/card): closed shadow roots, open only in the end-to-end build.
const shadowMode: ShadowRootMode = import.meta.env.WXT_CARD_SHADOW_MODE === 'open' ? 'open' : 'closed';

// An unlisted script the background injects (isolated world) only into results pages of the engines
// the person switched on and granted.
export default defineUnlistedScript({
  main() {
    startResultsPage(shadowMode);
  },
});
