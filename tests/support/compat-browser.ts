// A fake browser with exactly the extension APIs one target has, from @mdn/browser-compat-data (not from
// memory): every namespace and member the data marks as absent at the target's minimum version, or that the
// manifest does not ask for, is missing from it, as in the real browser. Reading one anyway (anything but
// `optionalApi`'s `in`, lib/common/optional-api.ts) is recorded in `reached`, so a test fails on an unguarded use
// even where the code would have swallowed the TypeError that follows.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CompatData, Identifier, SimpleSupportStatement, VersionValue } from '@mdn/browser-compat-data';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

export const bcd = createRequire(import.meta.url)('@mdn/browser-compat-data') as CompatData;
const API = bcd.webextensions.api as Record<string, Identifier>;
const STORAGE_AREA = (API.storage as unknown as Record<string, Record<string, Identifier>>).StorageArea ?? {};

type BcdBrowser = 'chrome' | 'edge' | 'firefox' | 'firefox_android';

export interface CompatTarget {
  name: string;
  bcd: BcdBrowser;
  /** The oldest version the manifest lets install it (wxt.config.ts). */
  version: number;
  /** The globals its pages and background have: Chrome has no `browser` (WXT's polyfill is a module). */
  globals: ('browser' | 'chrome')[];
  /** Firefox's own, or Chrome's: the build for this target (wxt.config.ts's `browser`). */
  build: 'chrome' | 'firefox';
}

const CONFIG = readFileSync(path.join(import.meta.dirname, '../../wxt.config.ts'), 'utf8');

function configVersion(pattern: RegExp): number {
  const found = pattern.exec(CONFIG)?.[1];
  if (!found) throw new Error(`wxt.config.ts names no version for ${pattern}`);
  return Number.parseFloat(found);
}

/** Every target the README promises, at the oldest version its manifest accepts. */
export const COMPAT_TARGETS: readonly CompatTarget[] = [
  {
    name: 'Chrome',
    bcd: 'chrome',
    version: configVersion(/minimum_chrome_version: '(\d+)'/),
    globals: ['chrome'],
    build: 'chrome',
  },
  // Edge runs the Chrome build.
  {
    name: 'Edge',
    bcd: 'edge',
    version: configVersion(/minimum_chrome_version: '(\d+)'/),
    globals: ['chrome'],
    build: 'chrome',
  },
  {
    name: 'Firefox',
    bcd: 'firefox',
    version: configVersion(/gecko: \{[^}]*?strict_min_version: '([\d.]+)'/s),
    globals: ['browser', 'chrome'],
    build: 'firefox',
  },
  {
    name: 'Firefox for Android',
    bcd: 'firefox_android',
    version: configVersion(/gecko_android: \{ strict_min_version: '([\d.]+)'/),
    globals: ['browser', 'chrome'],
    build: 'firefox',
  },
];

/** The manifest's `permissions` (wxt.config.ts), which a namespace such as `contextMenus` needs. */
const PERMISSIONS = new Set(
  [...(/permissions: \[([^\]]*)\]/.exec(CONFIG)?.[1] ?? '').matchAll(/'([A-Za-z]+)'/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  ),
);

/**
 * The namespaces this extension's manifest gives it, beyond those every extension has: by permission, by a
 * manifest key (omnibox, commands), and the side panel WXT declares for entrypoints/sidepanel (Chrome's
 * `sidePanel` permission, Firefox's `sidebar_action`).
 */
function grantedNamespaces(target: CompatTarget): Set<string> {
  const granted = new Set(['action', 'extension', 'i18n', 'permissions', 'runtime', 'tabs', 'windows']);
  for (const permission of PERMISSIONS) granted.add(permission);
  if (/\bomnibox: \{/.test(CONFIG)) granted.add('omnibox');
  if (/\bcommands: \{/.test(CONFIG)) granted.add('commands');
  granted.add(target.build === 'chrome' ? 'sidePanel' : 'sidebarAction');
  // Firefox names the menus both ways; `contextMenus` is the permission's name.
  if (target.build === 'firefox' && granted.has('contextMenus')) granted.add('menus');
  return granted;
}

function versionNumber(value: VersionValue): number | null {
  if (typeof value !== 'string' || value === 'preview') return null;
  return Number.parseFloat(value.replace('≤', ''));
}

/** Whether the data says `target` has this feature at its version, under `name` (an alternative name counts). */
export function supports(feature: Identifier | undefined, target: CompatTarget, name?: string): boolean {
  const statement = feature?.__compat?.support[target.bcd];
  if (!statement) return false;
  const entries: SimpleSupportStatement[] = Array.isArray(statement) ? statement : [statement];
  return entries.some((entry) => {
    if (entry.flags || entry.prefix) return false;
    if (entry.alternative_name !== undefined && entry.alternative_name !== name) return false;
    const added = versionNumber(entry.version_added);
    const removed = entry.version_removed === undefined ? null : versionNumber(entry.version_removed);
    return added !== null && added <= target.version && (removed === null || removed > target.version);
  });
}

/** The data's entry for a namespace: `contextMenus` is filed under `menus`, as its alternative name. */
function namespaceFeature(name: string): { feature?: Identifier; alias?: string } {
  return name === 'contextMenus' ? { feature: API.menus, alias: name } : { feature: API[name] };
}

function hasNamespace(name: string, target: CompatTarget): boolean {
  if (!grantedNamespaces(target).has(name)) return false;
  const { feature, alias } = namespaceFeature(name);
  return supports(feature, target, alias);
}

/** Names the data knows as namespaces (and contextMenus): anything else is no API, and passes. */
const KNOWN_NAMESPACES = new Set([...Object.keys(API), 'contextMenus']);

type Listener = (...args: never[]) => unknown;

/** An event as the browser has it, keeping its listeners for the test to fire. */
export function fakeEvent() {
  const listeners: Listener[] = [];
  return {
    listeners,
    addListener: (listener: Listener) => void listeners.push(listener),
    removeListener: (listener: Listener) => {
      const at = listeners.indexOf(listener);
      if (at >= 0) listeners.splice(at, 1);
    },
    hasListener: (listener: Listener) => listeners.includes(listener),
    fire: (...args: unknown[]) =>
      listeners.map((listener) => (listener as (...values: unknown[]) => unknown)(...args)),
  };
}
export type FakeEvent = ReturnType<typeof fakeEvent>;

/** What fakeBrowser leaves unimplemented, implemented just enough to be driven (reach-fakes.ts too). */
export function unimplementedApis() {
  const menus = new Map<string, unknown>();
  const contextMenus = {
    onClicked: fakeEvent(),
    removeAll: vi.fn(async () => {
      menus.clear();
    }),
    create: vi.fn((item: { id: string }, done?: () => void) => {
      menus.set(item.id, item);
      done?.();
      return item.id;
    }),
  };
  return {
    menus,
    omnibox: {
      onInputChanged: fakeEvent(),
      onInputEntered: fakeEvent(),
      setDefaultSuggestion: vi.fn(async () => undefined),
    },
    contextMenus,
    commands: { onCommand: fakeEvent(), getAll: vi.fn(async () => []) },
    permissions: {
      contains: vi.fn(async () => true),
      request: vi.fn(async () => true),
      onAdded: fakeEvent(),
      onRemoved: fakeEvent(),
    },
    scripting: { executeScript: vi.fn(async () => []) },
    sidePanel: { open: vi.fn(async () => undefined) },
    sidebarAction: { open: vi.fn(async () => undefined) },
  };
}

export interface CompatBrowser {
  target: CompatTarget;
  /** The browser as the target's extension sees it (a stand-in for WXT's `browser`). */
  browser: typeof fakeBrowser;
  /** Every namespace or member the code read although the target lacks it, with where it was read. */
  reached: string[];
  /** The namespaces the target has, of those the extension could use. */
  has(namespace: string): boolean;
  fakes: ReturnType<typeof unimplementedApis>;
}

/** Gates one object's properties: `present(key)` false hides it from `in` and records any read of it. */
function gated<T extends object>(
  target: T,
  known: (key: string) => boolean,
  present: (key: string) => boolean,
  where: string,
  reached: string[],
  inner: (key: string, value: unknown) => unknown = (_key, value) => value,
): T {
  const cache = new Map<string, unknown>();
  return new Proxy(target, {
    has: (object, key) =>
      typeof key === 'string' && known(key)
        ? present(key) && Reflect.has(object, key)
        : Reflect.has(object, key),
    get: (object, key, receiver) => {
      if (typeof key !== 'string' || !known(key)) return Reflect.get(object, key, receiver);
      if (!present(key)) {
        const stack = new Error().stack?.split('\n').slice(2, 4).join(' ← ').trim() ?? '';
        reached.push(`${where}${key} (${stack})`);
        return undefined;
      }
      if (!cache.has(key)) cache.set(key, inner(key, Reflect.get(object, key, receiver)));
      return cache.get(key);
    },
  });
}

/** A namespace's members, gated by the data (members the data does not list, such as a fake's helpers, pass). */
function gatedNamespace(name: string, value: object, target: CompatTarget, reached: string[]): object {
  const { feature, alias } = namespaceFeature(name);
  const members = (feature ?? {}) as Record<string, Identifier>;
  const known = (key: string) => key !== '__compat' && key in members;
  const storageArea = STORAGE_AREA as Record<string, Identifier>;
  return gated(
    value,
    known,
    (key) => supports(members[key], target, alias && `${alias}.${key}`),
    `${name}.`,
    reached,
    // A storage area's methods are the data's StorageArea's (setAccessLevel is Chrome's alone).
    (key, area) =>
      name === 'storage' && typeof area === 'object' && area !== null && key !== 'onChanged'
        ? gated(
            area,
            (method) => method !== '__compat' && method in storageArea,
            (method) => supports(storageArea[method], target),
            `storage.${key}.`,
            reached,
          )
        : area,
  );
}

/**
 * The target's browser over fakeBrowser's working namespaces (storage, tabs, alarms, action, runtime…, the
 * same objects, so WXT's storage sees the same data) and fakes of the rest.
 */
export function compatBrowser(target: CompatTarget): CompatBrowser {
  const reached: string[] = [];
  const fakes = unimplementedApis();
  const { menus: _menus, ...namespaces } = fakes;
  const base: Record<string, unknown> = { ...fakeBrowser, ...namespaces };
  if (target.build === 'firefox') base.menus = fakes.contextMenus;
  const has = (key: string) => hasNamespace(key, target);
  const browser = gated(
    base,
    (key) => KNOWN_NAMESPACES.has(key),
    has,
    'browser.',
    reached,
    (key, value) =>
      typeof value === 'object' && value !== null ? gatedNamespace(key, value, target, reached) : value,
  ) as unknown as typeof fakeBrowser;
  return { target, browser, reached, has, fakes };
}

/** Installs the target's globals (`chrome`, and `browser` where it has one) for the test. */
export function stubCompatGlobals(compat: CompatBrowser): void {
  vi.stubGlobal('chrome', compat.browser);
  vi.stubGlobal('browser', compat.target.globals.includes('browser') ? compat.browser : undefined);
}
