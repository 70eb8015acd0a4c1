// Puts the on-page card into the page: one host element on <html>, a shadow root holding all of the
// card's CSS, nothing else touched. Kept out of the entrypoint so tests can drive it.
import { render } from 'preact';
import * as cardCopy from '../../lib/copy/card';
import type { CardSummary } from '../../lib/messaging/client';
import { sendRequest } from '../../lib/messaging/client';
import { nativeRuntime } from '../../lib/messaging/runtime';
import { ErrorBoundary } from '../ErrorBoundary';
import themeCss from '../theme-core.css?inline';
import { Card } from './Card';
import cardCss from './card.css?inline';

export interface CardHandle {
  host: HTMLElement;
  /** Handed to the caller even when closed: the content script may look inside, the page may not. */
  shadow: ShadowRoot;
  remove(): void;
  /** The extension that put this card here was reloaded, updated or removed: the card can do nothing. */
  orphaned(): boolean;
  /** The "go to the card" shortcut: focus on the pill (the card's first control); false when there is none. */
  focus(): boolean;
}

export interface CardOptions {
  /** 'closed' in release builds; see entrypoints/card. */
  mode?: ShadowRootMode;
  /**
   * Whether this script's extension is still there. Only the browser can make it false (it unsets
   * `runtime.id` when the extension goes away), so nothing a page does removes the card.
   */
  extensionAlive?: () => boolean;
  /**
   * A card about this tool, opened from its chip on a search engine's results page: opened at once, its
   * messages name the tool, and dismissing it only closes it.
   */
  chosenSlug?: string;
}

/** A script left behind by a reloaded or removed extension sees its runtime id gone. */
export function extensionAlive(): boolean {
  try {
    return Boolean(nativeRuntime()?.id);
  } catch {
    return false;
  }
}

// On the content script's own window (an isolated world the page cannot see), so a page can neither
// fake an instance to suppress the card nor read this one.
// The names a page and an earlier release's script know it by: kept as they were when the card was
// still called the overlay in the code.
const INSTANCE = Symbol.for('toolscout.overlay');
/** How often a card that failed to draw goes back to its pill before it gives up. */
const CARD_REMOUNTS = 3;
const HOST_TAG = 'toolscout-overlay';
type InstanceSlot = { [INSTANCE]?: CardHandle };

/** Asks the background for this tab's pill (a local read, no request); shows nothing on an error. */
export async function showCard(options: CardOptions = {}): Promise<CardHandle | null> {
  const alive = options.extensionAlive ?? extensionAlive;
  if (!alive()) return null;
  const answer = await sendRequest({ type: 'card/summary' });
  if (!answer.ok || !alive()) return null;
  return mountCard(answer.data, options);
}

/** Mounts the card; when one is already on the page, returns that one instead of adding another. */
export function mountCard(
  summary: CardSummary,
  { mode = 'closed', extensionAlive: alive = extensionAlive, chosenSlug }: CardOptions = {},
): CardHandle {
  const slot = window as Window & InstanceSlot;
  const existing = slot[INSTANCE];
  if (existing?.host.isConnected) {
    if (!existing.orphaned()) return existing;
    // Left by the extension before a reload: this injection's card replaces it.
    existing.remove();
  }
  // A card this script cannot reach (left by an earlier instance of the extension in a world of its
  // own) would sit beside the new one: one card per page, so it goes.
  for (const stale of document.querySelectorAll(HOST_TAG)) stale.remove();

  // A custom tag: no page selector written for div/aside/section matches it.
  const host = document.createElement(HOST_TAG);
  const shadow = host.attachShadow({ mode });
  const style = document.createElement('style');
  style.textContent = `${themeCss}\n${cardCss}`;
  const container = document.createElement('div');
  shadow.append(style, container);

  const handle: CardHandle = {
    host,
    shadow,
    remove,
    orphaned: () => !alive(),
    focus() {
      // The pill, or while the card offers its Undo instead, that.
      const first = shadow.querySelector<HTMLElement>('.ts-pill, .ts-undo__button');
      first?.focus();
      return first !== null;
    },
  };
  function remove() {
    document.removeEventListener('visibilitychange', removeIfOrphaned);
    render(null, container);
    host.remove();
    if (slot[INSTANCE] === handle) delete slot[INSTANCE];
  }
  // Checked when the person comes back to the tab and before anything the card sends: a card whose
  // extension is gone would only fail.
  function removeIfOrphaned(): boolean {
    if (alive()) return false;
    remove();
    return true;
  }
  // The background acts on sender.tab, whatever the answer. Dismiss and Never on this site take the card
  // away at once; the steps that have an Undo leave it to the card, which shows the Undo, then goes.
  const take =
    (type: 'card/dismiss' | 'card/hide-until-change' | 'card/mute-site' | 'card/not-this-tool') => () => {
      if (!removeIfOrphaned()) void sendRequest({ type });
    };
  const leave = (type: 'card/dismiss' | 'card/mute-site') => () => {
    take(type)();
    remove();
  };
  const orphanedAnswer = {
    ok: false,
    error: { kind: 'offline', message: cardCopy.extensionGone },
  } as const;

  // Rendered before the host is attached, so the page's first sight of it is the finished pill.
  render(
    // A card that fails to draw folds back into its pill (mounted afresh, collapsed); a pill that
    // cannot draw either leaves nothing on the page, never an error.
    <ErrorBoundary fallback={null}>
      <ErrorBoundary fallback={null} remounts={CARD_REMOUNTS}>
        <Card
          tool={summary.tool}
          opensWithRequest={summary.opensWithRequest}
          deviceOnly={summary.deviceOnly}
          open={async () =>
            removeIfOrphaned() ? orphanedAnswer : sendRequest({ type: 'card/open', slug: chosenSlug })
          }
          fetchAlternatives={async () =>
            removeIfOrphaned() ? orphanedAnswer : sendRequest({ type: 'card/alternatives', slug: chosenSlug })
          }
          onDismiss={chosenSlug === undefined ? leave('card/dismiss') : remove}
          onHideUntilChange={chosenSlug === undefined ? take('card/hide-until-change') : undefined}
          onMute={chosenSlug === undefined ? leave('card/mute-site') : undefined}
          why={chosenSlug === undefined ? summary.why : null}
          onNotThisTool={chosenSlug === undefined ? take('card/not-this-tool') : undefined}
          onUndo={async (step) => !removeIfOrphaned() && (await sendRequest({ type: 'card/undo', step })).ok}
          onGone={remove}
          changes={summary.changes}
          startExpanded={chosenSlug !== undefined}
        />
      </ErrorBoundary>
    </ErrorBoundary>,
    container,
  );
  slot[INSTANCE] = handle;
  document.addEventListener('visibilitychange', removeIfOrphaned);
  // <html>, not <body>: frameworks that re-render the body would take the card with it.
  document.documentElement.append(host);
  return handle;
}
