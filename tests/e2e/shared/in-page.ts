// Finding elements the way a person (or a screen reader) does, by role and accessible name, inside the
// page itself. Both drivers evaluate this same function, so a shared test finds the same elements in
// Chromium (Playwright) and Firefox (puppeteer-core over WebDriver BiDi), shadow roots included (the
// on-page card lives in one). It covers the roles and naming rules Toolscout's pages use, not all of ARIA.
// Evaluated in the page: everything it needs is defined inside it.

export type TextMatch = string | { source: string; flags: string };

export type Query =
  | { role: string; name?: TextMatch; exact?: boolean; within?: Query }
  | { css: string; within?: Query }
  | { text: TextMatch; exact?: boolean; within?: Query };

export interface ElementInfo {
  name: string;
  text: string;
  value: string | null;
  focused: boolean;
  /** Centre of the element in the viewport, after scrolling it into view when asked. */
  x: number;
  y: number;
  /** Whether a click at (x, y) reaches the element (or a part of it), not something laid over it. */
  hit: boolean;
  attributes: Record<string, string | null>;
}

export interface InspectRequest {
  query: Query;
  /** scroll: bring the first match into view first; fill: set the first match's value (an input). */
  action?: 'scroll' | 'fill';
  value?: string;
}

export function inspectInPage(request: InspectRequest): ElementInfo[] {
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

  const everyElement = (root: Document | ShadowRoot | Element): Element[] => {
    const found: Element[] = [];
    for (const element of Array.from(root.querySelectorAll('*'))) {
      found.push(element);
      if (element.shadowRoot) found.push(...everyElement(element.shadowRoot));
    }
    return found;
  };

  const visible = (element: Element): boolean => {
    if (element.closest('[hidden]')) return false;
    if (element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };

  const roleOf = (element: Element): string => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(/\s+/)[0] ?? '';
    const tag = element.tagName.toLowerCase();
    if (tag === 'button') return 'button';
    if (tag === 'a' && element.hasAttribute('href')) return 'link';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'ul' || tag === 'ol') return 'list';
    if (tag === 'li') return 'listitem';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'select') return 'combobox';
    if (tag === 'img') return 'img';
    if (tag === 'section' && (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')))
      return 'region';
    if (tag === 'form' && (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')))
      return 'form';
    if (tag === 'input') {
      const type = (element.getAttribute('type') ?? 'text').toLowerCase();
      if (type === 'button' || type === 'submit' || type === 'reset') return 'button';
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      if (type === 'search') return 'searchbox';
      return 'textbox';
    }
    return '';
  };

  const isControl = (element: Element) => /^(input|button|select|textarea)$/i.test(element.tagName);

  // Text as a screen reader reads it: aria-hidden parts left out, images by their alt text.
  const textOf = (node: Node, skipControls: boolean): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (skipControls && isControl(node)) return '';
    if (node.tagName.toLowerCase() === 'img') return node.getAttribute('alt') ?? '';
    const label = node.getAttribute('aria-label');
    if (label) return label;
    let text = '';
    for (const child of Array.from(node.childNodes)) text += ` ${textOf(child, skipControls)}`;
    return text;
  };

  const byId = (element: Element, id: string): Element | null => {
    const root = element.getRootNode() as Document | ShadowRoot;
    return root.getElementById ? root.getElementById(id) : null;
  };

  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return normalise(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const target = byId(element, id);
            return target ? textOf(target, false) : '';
          })
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return normalise(label);
    if (isControl(element) && element.tagName.toLowerCase() !== 'button') {
      const id = element.getAttribute('id');
      const labelElement =
        (id ? (element.getRootNode() as Document).querySelector?.(`label[for="${id}"]`) : null) ??
        element.closest('label');
      if (labelElement) return normalise(textOf(labelElement, true));
      return normalise(element.getAttribute('title') ?? element.getAttribute('placeholder') ?? '');
    }
    if (element.tagName.toLowerCase() === 'img') return normalise(element.getAttribute('alt') ?? '');
    return normalise(textOf(element, false));
  };

  const matches = (text: string, wanted: TextMatch, exact: boolean): boolean => {
    if (typeof wanted !== 'string') return new RegExp(wanted.source, wanted.flags).test(text);
    return exact ? text === normalise(wanted) : text.toLowerCase().includes(normalise(wanted).toLowerCase());
  };

  const find = (query: Query): Element[] => {
    const scopes = query.within ? find(query.within) : null;
    const inScope = (element: Element) =>
      !scopes || scopes.some((scope) => scope !== element && scope.contains(element));
    const candidates = everyElement(document).filter((element) => inScope(element) && visible(element));
    if ('css' in query) return candidates.filter((element) => element.matches(query.css));
    if ('role' in query) {
      return candidates.filter(
        (element) =>
          roleOf(element) === query.role &&
          (query.name === undefined || matches(nameOf(element), query.name, query.exact ?? true)),
      );
    }
    // By text: the innermost visible elements whose own text matches.
    const hits = candidates.filter((element) =>
      matches(normalise(textOf(element, false)), query.text, query.exact ?? false),
    );
    return hits.filter((element) => !hits.some((other) => other !== element && element.contains(other)));
  };

  const deepActive = (): Element | null => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  };

  const found = find(request.query);
  const first = found[0];
  if (first && request.action === 'fill') {
    // As typing would: the native setter, then the input event the UI listens to.
    const input = first as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
    setter?.call(input, request.value ?? '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const deepElementAt = (x: number, y: number): Element | null => {
    let at = document.elementFromPoint(x, y);
    while (at?.shadowRoot) {
      const inner = at.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === at) break;
      at = inner;
    }
    return at;
  };
  const centreOf = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
  /** Whether a click at (x, y) reaches the element (or a part of it), not something laid over it. */
  const reaches = (element: Element, { x, y }: { x: number; y: number }): boolean => {
    const at = deepElementAt(x, y);
    return at !== null && (at === element || element.contains(at));
  };
  // Scrolled only when needed (not wholly in view, or covered), as Playwright's clicks do: scrolling again
  // each look moved the element by a pixel and back in Firefox 140 at 360 px wide (a scroll position of
  // half a pixel), so it never stood still.
  if (first && request.action === 'scroll') {
    const rect = first.getBoundingClientRect();
    const inView = rect.top >= 0 && rect.left >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth;
    if (!inView || !reaches(first, centreOf(rect)))
      first.scrollIntoView({ block: 'center', inline: 'center' });
  }

  const active = deepActive();
  const attributeNames = [
    'id',
    'href',
    'placeholder',
    'aria-selected',
    'aria-expanded',
    'aria-checked',
    'aria-activedescendant',
    'aria-pressed',
    'aria-controls',
    'title',
  ];
  return found.map((element) => {
    const centre = centreOf(element.getBoundingClientRect());
    const attributes: Record<string, string | null> = {};
    for (const name of attributeNames) attributes[name] = element.getAttribute(name);
    return {
      name: nameOf(element),
      // The content's text (what is shown), not the element's own aria-label.
      text: normalise(Array.from(element.childNodes, (child) => textOf(child, false)).join(' ')),
      value: 'value' in element ? String((element as HTMLInputElement).value) : null,
      focused: element === active,
      x: centre.x,
      y: centre.y,
      hit: reaches(element, centre),
      attributes,
    };
  });
}
