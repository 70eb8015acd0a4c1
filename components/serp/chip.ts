// The chip beside a search result that is a tool of the directory: the tool's rating, its count and
// its alternatives, from the local directory. Plain DOM, text only, in a closed shadow root under a
// custom element with no attribute, so the page can neither read it nor style it; its size is fixed by
// its own CSS, so nothing moves when it appears.

import { formatCount, shortRating } from '../../lib/common/format';
import * as cardCopy from '../../lib/copy/card';
import type { SerpMatch } from '../../lib/messaging/client';
import { CHIP_CSS } from './chip-style';

export const CHIP_TAG = 'toolscout-chip';

export interface ChipHandle {
  host: HTMLElement;
  shadow: ShadowRoot;
}

let sharedSheet: CSSStyleSheet | null | undefined;

/**
 * One stylesheet, parsed once and adopted by every chip's shadow root: with a <style> in each, a page of
 * 50 chips cost the browser most of its time in style work. Where a stylesheet cannot be constructed or
 * adopted (a content script's world in some browsers), each chip gets its own <style>.
 */
function style(shadow: ShadowRoot): void {
  if (sharedSheet === undefined) {
    try {
      sharedSheet = new CSSStyleSheet();
      sharedSheet.replaceSync(CHIP_CSS);
    } catch {
      sharedSheet = null;
    }
  }
  if (sharedSheet) {
    try {
      shadow.adoptedStyleSheets = [sharedSheet];
      return;
    } catch {
      sharedSheet = null;
    }
  }
  const element = document.createElement('style');
  element.textContent = CHIP_CSS;
  shadow.append(element);
}

/** "★ 4.6 (1,234) · 5 alternatives": the numbers clamped and formatted here, never the API's text. */
export function chipText(match: SerpMatch): { rating: string; alternatives: string } {
  const { rating } = match.summary.tool;
  const short = shortRating(rating);
  return {
    rating: short === null ? cardCopy.chipNoRatings : `★ ${short} (${formatCount(rating.count)})`,
    alternatives: cardCopy.chipAlternatives(match.alternatives),
  };
}

/** What the chip shows: "★ 4.6 (1,234) · 5 alternatives". */
export function chipLabel(text: { rating: string; alternatives: string }): string {
  return `${text.rating} · ${text.alternatives}`;
}

/**
 * A chip for one result. `onOpen` runs on the person's click or key only; the click is kept from the
 * result's own link, so choosing the chip never navigates.
 */
export function createChip(match: SerpMatch, mode: ShadowRootMode, onOpen: () => void): ChipHandle {
  const host = document.createElement(CHIP_TAG);
  const shadow = host.attachShadow({ mode });
  const button = document.createElement('button');
  button.type = 'button';
  const text = chipText(match);
  // One text node: the accessible name below is what assistive technology reads, and each element
  // fewer is style and layout the page does not pay for.
  button.textContent = chipLabel(text);
  // The name (hostile text) only in the accessible name and tooltip, which are text; isolated (FSI…PDI)
  // so a name with bidi controls cannot reorder the words around it.
  const name = cardCopy.chipName(`\u2068${match.summary.tool.name}\u2069`, text.rating, text.alternatives);
  button.setAttribute('aria-label', name);
  button.title = name;
  const stop = (event: Event) => {
    // The chip sits inside the result's link: keep its click (and the page's listeners) off the link.
    event.preventDefault();
    event.stopPropagation();
  };
  button.addEventListener('click', (event) => {
    stop(event);
    onOpen();
  });
  for (const type of ['mousedown', 'mouseup', 'pointerdown', 'pointerup', 'auxclick']) {
    button.addEventListener(type, (event) => event.stopPropagation());
  }
  style(shadow);
  shadow.append(button);
  return { host, shadow };
}
