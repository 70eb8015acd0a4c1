// Code that Playwright evaluates inside the extension (service worker, extension pages, content-script
// worlds) uses the browser's own `chrome` global; these are its types.
declare global {
  const chrome: typeof import('@wxt-dev/browser').browser;
}

export {};
