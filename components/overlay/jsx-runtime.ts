// The card script's JSX runtime (aliased for preact/jsx-runtime in its build only, see wxt.config.ts).
// render() already brings Preact's createElement, so the card serves JSX with it rather than carry
// preact/jsx-runtime's jsx(), a second copy of the same function (about 0.1 KB gzip of a 12 KB budget).
import { type ComponentType, createElement, Fragment } from 'preact';

export { Fragment };

/** What compiled JSX calls: the key comes apart from the props; createElement takes it among them. */
export function jsx(type: string | ComponentType, props: Record<string, unknown>, key?: unknown) {
  return createElement(type, key === undefined ? props : { ...props, key });
}

export { jsx as jsxs };
