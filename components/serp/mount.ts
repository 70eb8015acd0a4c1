// The results-page script's behaviour, kept out of the entrypoint so tests can drive it: annotate the
// page when it is a results page, and open a tool's card, in the page, when its chip is chosen.
import { sendRequest } from '../../lib/messaging/client';
import { resultsPageEngine } from '../../lib/serp/public/engines';
import { type CardHandle, extensionAlive, mountCard } from '../card/mount';
import { createAnnotator } from './annotate';

// On the content script's isolated window: one annotator per document, however often it is injected.
const INSTANCE = Symbol.for('toolscout.serp');
type InstanceSlot = { [INSTANCE]?: ReturnType<typeof createAnnotator> };

export function startResultsPage(mode: ShadowRootMode): ReturnType<typeof createAnnotator> | null {
  const slot = window as Window & InstanceSlot;
  if (slot[INSTANCE]) return slot[INSTANCE];
  const pageUrl = location.href;
  const engine = resultsPageEngine(pageUrl);
  // Not a results page (the background checks this too): nothing at all.
  if (!engine) return null;
  let card: CardHandle | null = null;
  const annotator = createAnnotator({
    document,
    pageUrl,
    engine,
    mode,
    match: (urls) => sendRequest({ type: 'serp/match', urls }),
    open: (match) => {
      if (!extensionAlive()) return;
      // One card at a time: choosing another chip replaces it.
      card?.remove();
      card = mountCard(match.summary, { mode, chosenSlug: match.summary.tool.slug });
    },
  });
  slot[INSTANCE] = annotator;
  void annotator.scan();
  annotator.observe();
  return annotator;
}
