// The extension's runtime as every context finds it natively: Firefox's `browser` and Chrome's Manifest
// V3 `chrome` both answer runtime.sendMessage with a promise. The message client sends through it, not
// through the webextension-polyfill, so the scripts injected into other people's pages (the card, the
// results page) carry no polyfill: about 2.5 KB gzip of the card's 12 KB budget.

interface NativeRuntime {
  /** Gone in a script left behind by a reloaded or removed extension. */
  id?: string;
  sendMessage(message: unknown): Promise<unknown>;
}

type Scope = { browser?: { runtime?: NativeRuntime }; chrome?: { runtime?: NativeRuntime } };

/** Read at each use: a test installs its fake, and a reloaded extension takes the runtime away. */
export function nativeRuntime(): NativeRuntime | undefined {
  const scope = globalThis as Scope;
  return (scope.browser ?? scope.chrome)?.runtime;
}
