// The card's (and the results page's) `browser`, in place of wxt/browser in their builds (wxt.config.ts).
// They make two calls, runtime.id and runtime.sendMessage, which return promises natively in both
// browsers (Firefox's `browser`, Chrome's Manifest V3 `chrome`), so these scripts, injected into other
// people's pages under a 12 KB budget, do without the webextension-polyfill and its ~3 KB.
import type { browser as fullBrowser } from 'wxt/browser';

type Api = typeof fullBrowser;
const scope = globalThis as { browser?: Api; chrome?: Api };

export const browser: Api = (scope.browser ?? scope.chrome) as Api;
