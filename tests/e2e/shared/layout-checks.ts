// What a phone-sized screen must hold, measured in the page itself (shadow roots included, where the
// on-page card lives): nothing wider than the screen, no text under 12 px, and every control a thumb can
// hit, at least 44×44 CSS px (WCAG 2.5.5). Evaluated in the page: everything it needs is defined inside it.

export interface LayoutRequest {
  minFontPx: number;
  minTargetPx: number;
  /** Only under this element (a CSS selector, looked up in shadow roots too); the whole page when absent. */
  within?: string;
}

export interface LayoutFindings {
  /** Elements that reach past the screen's right edge, or the page scrolls sideways. */
  overflow: string[];
  smallText: string[];
  smallTargets: string[];
  /** How many text elements and controls were measured: none would pass vacuously. */
  measured: { text: number; targets: number };
}

export function layoutFindings(request: LayoutRequest): LayoutFindings {
  const everyElement = (root: Document | ShadowRoot | Element): Element[] => {
    const found: Element[] = [];
    for (const element of Array.from(root.querySelectorAll('*'))) {
      found.push(element);
      if (element.shadowRoot) found.push(...everyElement(element.shadowRoot));
    }
    return found;
  };
  const find = (selector: string): Element | null => {
    for (const element of [document.documentElement, ...everyElement(document)])
      if (element.matches(selector)) return element;
    return null;
  };
  const scope = request.within ? find(request.within) : document.documentElement;
  if (!scope) throw new Error(`nothing matches ${request.within}`);
  const elements = [scope, ...everyElement(scope.shadowRoot ?? scope)];

  const shown = (element: Element): boolean => {
    if (element.closest('[hidden]') || element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    // Visually hidden text for screen readers (1×1, clipped) is no text on the screen.
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };
  const nameOf = (element: Element): string => {
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} “${text}”`;
  };
  /** Inside something that scrolls or clips sideways on purpose (a row of chips): its box is what counts. */
  const clippedSideways = (element: Element): boolean => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const overflowX = getComputedStyle(parent).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip')
        return parent !== document.body && parent !== document.documentElement;
    }
    return false;
  };

  const width = document.documentElement.clientWidth;
  const overflow: string[] = [];
  if (document.documentElement.scrollWidth > width + 1)
    overflow.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
  const smallText: string[] = [];
  const smallTargets: string[] = [];
  let text = 0;
  let targets = 0;
  for (const element of elements) {
    if (!shown(element)) continue;
    const rect = element.getBoundingClientRect();
    if ((rect.right > width + 1 || rect.left < -1) && !clippedSideways(element))
      overflow.push(`${nameOf(element)}: ${Math.round(rect.left)}–${Math.round(rect.right)} of ${width}`);
    const ownText = Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (ownText) {
      text++;
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      if (size < request.minFontPx) smallText.push(`${nameOf(element)}: ${size}px`);
    }
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    const control =
      tag === 'button' ||
      tag === 'select' ||
      tag === 'textarea' ||
      tag === 'summary' ||
      (tag === 'input' && !['hidden', 'checkbox', 'radio'].includes((element as HTMLInputElement).type)) ||
      // A link in a line of text is exempt (WCAG 2.5.5's "inline"); a link that stands alone is a target.
      (tag === 'a' && element.hasAttribute('href') && getComputedStyle(element).display !== 'inline') ||
      role === 'button' ||
      role === 'tab' ||
      role === 'switch';
    // A checkbox's target is its label, which the browser makes part of it.
    const box =
      tag === 'input' && ['checkbox', 'radio'].includes((element as HTMLInputElement).type)
        ? element.closest('label')
        : control
          ? element
          : null;
    if (!box || (box !== element && !shown(box))) continue;
    targets++;
    const target = box.getBoundingClientRect();
    if (target.width < request.minTargetPx - 0.5 || target.height < request.minTargetPx - 0.5)
      smallTargets.push(`${nameOf(box)}: ${Math.round(target.width)}×${Math.round(target.height)}`);
  }
  return {
    overflow: [...new Set(overflow)],
    smallText: [...new Set(smallText)],
    smallTargets: [...new Set(smallTargets)],
    measured: { text, targets },
  };
}
