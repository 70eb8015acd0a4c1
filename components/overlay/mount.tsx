// Puts the on-page card into the page: one host element on <html>, a shadow root holding all of the
// card's CSS, nothing else touched. Kept out of the entrypoint so tests can drive it.
import { render } from 'preact';
import type { OverlayData } from '../../lib/messages';
import { sendRequest } from '../../lib/messages';
import { ErrorBoundary } from '../ErrorBoundary';
import themeCss from '../theme.css?inline';
import { Overlay } from './Overlay';
import overlayCss from './overlay.css?inline';

export interface OverlayHandle {
  host: HTMLElement;
  /** Handed to the caller even when closed: the content script may look inside, the page may not. */
  shadow: ShadowRoot;
  remove(): void;
}

export interface OverlayOptions {
  /** 'closed' in release builds; see entrypoints/overlay.content. */
  mode?: ShadowRootMode;
  /** Aborted when the content script is invalidated (extension reloaded, or injected again). */
  signal?: AbortSignal;
}

// On the content script's own window (an isolated world the page cannot see), so a page can neither
// fake an instance to suppress the card nor read this one.
const INSTANCE = Symbol.for('toolscout.overlay');
/** How often a card that failed to draw goes back to its pill before it gives up. */
const CARD_REMOUNTS = 3;
type InstanceSlot = { [INSTANCE]?: OverlayHandle };

/** Asks the background for this tab's card; shows it only once the data is there, nothing on an error. */
export async function showOverlay(options: OverlayOptions = {}): Promise<OverlayHandle | null> {
  if (options.signal?.aborted) return null;
  const answer = await sendRequest({ type: 'overlay/data' });
  if (!answer.ok || options.signal?.aborted) return null;
  return mountOverlay(answer.data, options);
}

/** Mounts the card; when one is already on the page, returns that one instead of adding another. */
export function mountOverlay(
  data: OverlayData,
  { mode = 'closed', signal }: OverlayOptions = {},
): OverlayHandle {
  const slot = window as Window & InstanceSlot;
  const existing = slot[INSTANCE];
  if (existing?.host.isConnected) return existing;

  // A custom tag: no page selector written for div/aside/section matches it.
  const host = document.createElement('toolscout-overlay');
  host.setAttribute('data-toolscout', 'overlay');
  const shadow = host.attachShadow({ mode });
  const style = document.createElement('style');
  style.textContent = `${themeCss}\n${overlayCss}`;
  const container = document.createElement('div');
  shadow.append(style, container);

  const handle: OverlayHandle = { host, shadow, remove };
  function remove() {
    signal?.removeEventListener('abort', remove);
    render(null, container);
    host.remove();
    if (slot[INSTANCE] === handle) delete slot[INSTANCE];
  }
  const leave = (type: 'overlay/dismiss' | 'overlay/mute-site') => () => {
    // The background acts on sender.tab; the card goes at once, whatever the answer.
    void sendRequest({ type });
    remove();
  };

  // Rendered before the host is attached, so the page's first sight of it is the finished pill.
  render(
    // A card that fails to draw folds back into its pill (mounted afresh, collapsed); a pill that
    // cannot draw either leaves nothing on the page, never an error.
    <ErrorBoundary fallback={null}>
      <ErrorBoundary fallback={null} remounts={CARD_REMOUNTS}>
        <Overlay
          tool={data.tool}
          alternatives={data.alternatives}
          stale={data.stale}
          onDismiss={leave('overlay/dismiss')}
          onMute={leave('overlay/mute-site')}
        />
      </ErrorBoundary>
    </ErrorBoundary>,
    container,
  );
  slot[INSTANCE] = handle;
  signal?.addEventListener('abort', remove, { once: true });
  // <html>, not <body>: frameworks that re-render the body would take the card with it.
  document.documentElement.append(host);
  return handle;
}
