// The popup's stylesheets, inlined into popup.html at build time. A linked stylesheet blocks the first
// paint until it is fetched and parsed; inline, the popup's static frame paints with the page itself.
// The CSS files stay in the build (the options page links the shared theme).
// Each inlined sheet keeps its link, disabled (never fetched nor applied): the loader of a chunk the
// page imports later (Vite's preload helper) adds the stylesheets that chunk needs unless a link to each
// is on the page, and it added theme and search a second time, after the page's own rules.
import type { OutputAsset, OutputBundle } from 'rollup';
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/** popup.html with each stylesheet it links replaced by a <style> holding that file, and its link disabled. */
export function inlineStylesheets(html: string, cssOf: (file: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = cssOf(file);
    // `</style` cannot occur in minified CSS from our own sources; refuse rather than break the page.
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

export function inlinePageCss(pages: readonly string[]): Plugin {
  return {
    name: 'toolscout:inline-page-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      const asset = (name: string): OutputAsset | undefined => {
        const file = bundle[name];
        return file?.type === 'asset' ? file : undefined;
      };
      for (const page of pages) {
        const html = asset(page);
        if (!html) continue;
        html.source = inlineStylesheets(String(html.source), (file) => {
          const css = asset(file);
          return css ? String(css.source) : undefined;
        });
      }
    },
  };
}
