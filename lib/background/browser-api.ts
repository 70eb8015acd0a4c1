// The browser as the background's modules receive it (tests hand in fakeBrowser). Apart from main.ts so
// the modules main.ts starts can name it without importing main.ts back.
import type { browser } from 'wxt/browser';

export type BrowserApi = typeof browser;
