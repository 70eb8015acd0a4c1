// A build-time transform of Preact's own bundle: it removes the one place Preact writes HTML into the
// page, its `dangerouslySetInnerHTML` support (`dom.innerHTML = props.dangerouslySetInnerHTML.__html`).
// Toolscout never uses that prop (Biome's noDangerouslySetInnerHtml is an error), so the branch is dead
// code, but Mozilla's add-on linter flags it as an unsafe innerHTML assignment in every chunk that holds
// Preact. Removed, a stray use fails loudly instead of writing HTML. The `innerHTML = ""` that clears an
// element is a literal and stays.
import type { Plugin } from 'vite';

/** Preact's ES builds (the `browser` and `import` exports of its package). */
const PREACT_BUNDLE = /[\\/]node_modules[\\/]preact[\\/]dist[\\/]preact\.(module\.js|mjs)$/;
/** The assignment, as the minified bundle writes it: `<dom>.innerHTML=<props>.__html`. */
const HTML_ASSIGNMENT = /([\w$]+)\.innerHTML=([\w$]+)\.__html/g;

export const UNSUPPORTED_MESSAGE = 'Toolscout: dangerouslySetInnerHTML is not supported';

/** Rewrites Preact's bundle; throws when the assignment is not there exactly once (a Preact upgrade). */
export function removeInnerHtmlAssignment(code: string): string {
  const found = code.match(HTML_ASSIGNMENT) ?? [];
  if (found.length !== 1) {
    throw new Error(
      `preact-without-inner-html: expected one innerHTML assignment from __html in Preact, found ${found.length}; check the Preact upgrade`,
    );
  }
  return code.replace(
    HTML_ASSIGNMENT,
    () => `(()=>{throw new Error(${JSON.stringify(UNSUPPORTED_MESSAGE)})})()`,
  );
}

export function preactWithoutInnerHtml(): Plugin {
  return {
    name: 'toolscout:preact-without-inner-html',
    enforce: 'pre',
    transform(code, id) {
      if (!PREACT_BUNDLE.test(id.split('?')[0] ?? id)) return null;
      return { code: removeInnerHtmlAssignment(code), map: null };
    },
  };
}
