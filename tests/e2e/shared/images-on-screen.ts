// Whether a page's pictures are in, before a screenshot or a measurement: one rule for both browsers'
// tests (tests/e2e/product-shots.ts in Chromium, tests/e2e/firefox/phone.spec.ts in Firefox).

/**
 * In the page: every image drawn on its screen, the card's shadow root included, has loaded or failed (no
 * half-drawn logo). Lazy images off the screen never load until scrolled to: below it, or beside it (the
 * comparison's third tool at 360 px, in its sideways scroll: Firefox 153 loaded that one anyway, 140 does
 * not). Nor do those not drawn at all (the popup keeps its results, hidden, under a detail).
 *
 * Handed to `page.evaluate` as it is, so it closes over nothing and names no inner function (the test
 * runner would wrap a named one in a helper the page lacks).
 */
export const imagesOnScreenLoaded = (): boolean => {
  const roots: ParentNode[] = [document];
  for (const element of document.querySelectorAll('*'))
    if (element.shadowRoot) roots.push(element.shadowRoot);
  return roots.every((root) =>
    [...root.querySelectorAll('img')].every((image) => {
      const rect = image.getBoundingClientRect();
      return (
        image.complete ||
        image.getClientRects().length === 0 ||
        rect.top > innerHeight ||
        rect.left > innerWidth
      );
    }),
  );
};
