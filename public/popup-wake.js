// Runs as the popup's page starts, some 40 ms before its script has loaded: a stopped background starts
// meanwhile and reads the search index, so a query typed at once is answered sooner. Plain JavaScript,
// as the page's script-src allows only the extension's own files; nothing is sent beyond the extension.
(globalThis.browser ?? globalThis.chrome)?.runtime
  ?.sendMessage({ type: 'search/warm' })
  .catch(() => undefined);
