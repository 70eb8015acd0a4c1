import preact from '@preact/preset-vite';
import type { Rollup } from 'vite';
import { defineConfig } from 'wxt';
import { inlinePageCss } from './scripts/inline-page-css';
import { preactWithoutInnerHtml } from './scripts/preact-without-inner-html';

// Where the dev browser lives; Debian's Chromium by default (see README).
const chromiumBinary = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A machine without a display (CI, containers) still gets a working `npm run dev`.
const headless = !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
// End-to-end builds (tests/e2e) differ in one way: the optional host permissions come pre-granted,
// because no automation can click Chrome's permission dialog. Release builds never set this.
const e2eBuild = process.env.TOOLSCOUT_E2E === '1';
// Where the build goes; tests/e2e builds a release build beside the e2e one (.output/e2e-nohost).
const outDir = process.env.TOOLSCOUT_OUT_DIR ?? (e2eBuild ? '.output/e2e' : '.output');

// firstrun: the project's website (the manifest's homepage_url, shown in the options' About section).
const HOMEPAGE_URL = 'https://toolscout.dev/';
// The toolbar's sizes, without the store icon's padding (scripts/icons.mjs pads only the 128 px icon).
/** The bundles whose size budget is tight enough to be worth Terser's slower minifying (see the hook). */
const TERSER_PACKED = new Set(['card', 'serp', 'background']);
const TOOLBAR_ICONS = { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png' };

export default defineConfig({
  // i18n: locales/<language>.yml become _locales/<language>/messages.json (CONTRIBUTING.md).
  modules: ['@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module'],
  // Firefox gets Manifest V3 too: optional host permissions and storage.session need it.
  manifestVersion: 3,
  outDir,
  vite: () => ({
    plugins: [preactWithoutInnerHtml(), preact(), inlinePageCss(['entrypoints/popup/index.html'])],
    build: { rollupOptions: { onLog: withoutZodAnnotationNotes } },
  }),
  manifest: ({ browser }) => ({
    // i18n: the words are in locales/<language>.yml; the browser picks them by its UI language.
    name: '__MSG_appName__',
    description: '__MSG_appDescription__',
    default_locale: 'en',
    // None of these makes Chrome warn at install (tests/e2e/permissions.spec.ts asks Chromium). `wxt` adds
    // `sidePanel` for the side panel (entrypoints/sidepanel) in Chrome builds: no warning either. `activeTab` gives the popup the current tab when its
    // button is clicked; sites are read only where the person granted the optional site access.
    // (`wxt` adds `tabs` to development builds by itself, for reloading; release builds never have it.)
    // reach: `contextMenus` (no install warning either) for "Search Toolscout for …" and "Is this an AI tool?".
    permissions: ['storage', 'alarms', 'scripting', 'activeTab', 'contextMenus'],
    // The API origin and on-page suggestions ask for these on a click in the options page.
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    ...(e2eBuild ? { host_permissions: ['<all_urls>'] } : {}),
    action: { default_title: '__MSG_appName__', default_icon: TOOLBAR_ICONS },
    // reach: `ts` in the address bar searches the local directory; the shortcuts are suggestions the
    // person can change (chrome://extensions/shortcuts, about:addons). Not Alt+Shift+T: Chromium keeps
    // it ("focus the toolbar") and leaves an extension asking for it with no shortcut at all.
    omnibox: { keyword: 'ts' },
    // Their names are manifest messages (locales' `reach.command…`, dots become underscores), so the
    // browser lists them in its own language.
    commands: {
      _execute_action: {
        suggested_key: { default: 'Alt+Shift+S' },
        description: '__MSG_reach_commandOpenPopup__',
      },
      'focus-card': {
        suggested_key: { default: 'Alt+Shift+Y' },
        description: '__MSG_reach_commandFocusCard__',
      },
      // The side panel: Firefox opens its sidebar itself on `_execute_sidebar_action`; Chrome has no such
      // command, so the background opens the panel on its own (lib/background/side-panel.ts). Not
      // Alt+Shift+P: Chromium leaves that one unset (tests/e2e/reach.spec.ts reads what the browser gave).
      [browser === 'firefox' ? '_execute_sidebar_action' : 'open-side-panel']: {
        suggested_key: { default: 'Alt+Shift+K' },
        description: '__MSG_reach_commandOpenPanel__',
      },
    },
    // firstrun: what both stores show beside the name (docs/permissions.md, docs/privacy-policy.md).
    short_name: '__MSG_appName__',
    author: 'Toolscout contributors',
    homepage_url: HOMEPAGE_URL,
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'toolscout@toolscout.dev',
              // data_collection_permissions below exists from Firefox 140 (142 on Android).
              strict_min_version: '140.0',
              // Firefox's add-on store asks what is collected: nothing, for the extension's makers.
              data_collection_permissions: { required: ['none'] },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {
          // Chrome 111: storage.session with setAccessLevel (102) and CSS color-mix() (111), which the
          // background's budget and every page's theme use.
          minimum_chrome_version: '111',
        }),
  }),
  hooks: {
    // The card script is injected into every tab of a recognised tool and has a 12 KB gzip budget, the
    // background 55 KB (docs/architecture.md). Terser, three passes, packs the card about 0.5 KB gzip and the
    // background about 3.5 KB smaller than esbuild does; the pages keep esbuild's faster minifier. Terser's
    // safe options only: the same program, packed smaller. So the tests' e2e builds, which no size budget
    // reads, keep esbuild too: Terser doubled each build's CPU (29 CPU-s against 15), and `npm test` makes
    // two of them before any test starts. The release builds, which the budgets read and the release
    // tests load, are packed. Terser's other options took at most 0.4% more off the background (217 B gzip
    // with toplevel, module, pure_getters, keep_fargs and unsafe_arrows together, some of them unsafe).
    'vite:build:extendConfig': (entrypoints, viteConfig) => {
      if (e2eBuild) return;
      // The results-page script (entrypoints/serp) carries the same card, so it is packed the same way.
      if (!entrypoints.some((entrypoint) => TERSER_PACKED.has(entrypoint.name))) return;
      viteConfig.build ??= {};
      viteConfig.build.minify = 'terser';
      viteConfig.build.terserOptions = { ecma: 2020, compress: { passes: 3 } };
      // No module is swapped for them: what keeps them small is in their imports (the message client
      // sends through the browser's own runtime, lib/messaging/runtime.ts; one i18n runtime everywhere).
    },
    // A static extension page, only in end-to-end builds (releases never carry it): the benchmarks' floor,
    // to put the popup's first paint beside what the browser itself needs on the same run, and the tests'
    // quiet page to send the background a message from (tests/e2e/fixtures.ts, `connect`).
    'build:publicAssets': (_wxt, files) => {
      if (!e2eBuild) return;
      files.push({
        // STATIC_PAGE in tests/e2e/paths.ts.
        relativeDest: 'static.html',
        contents:
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Toolscout</title></head><body><p>Toolscout</p></body></html>',
      });
    },
  },
  // Firefox's store wants the sources; test output and screenshots are not sources.
  zip: { excludeSources: ['artifacts/**', 'test-results/**'] },
  webExt: {
    binaries: { chrome: chromiumBinary },
    chromiumArgs: [
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(headless ? ['--headless=new', '--no-sandbox', '--disable-gpu'] : []),
    ],
  },
});

/**
 * zod 4 puts two `@__PURE__` comments where Rollup cannot read them (core/util.js, core/regexes.js).
 * Rollup drops them, which changes nothing in the bundles, and said so in eight lines at every build.
 * Every other log still reaches the terminal.
 */
function withoutZodAnnotationNotes(
  level: Rollup.LogLevel,
  log: Rollup.RollupLog,
  handler: Rollup.LogOrStringHandler,
): void {
  if (
    level === 'warn' &&
    log.code === 'INVALID_ANNOTATION' &&
    /[\\/]node_modules[\\/]zod[\\/]/.test(log.id ?? '')
  )
    return;
  handler(level, log);
}
