// What the extension keeps in storage.local: typed items (wxt/storage), versioned, and validated
// on every read so a corrupt or hand-edited value falls back instead of breaking a context. The token is
// the exception: it lives in the extension origin's IndexedDB (lib/connection/token-store.ts).

import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import * as z from 'zod/mini';
import { oneAtATime } from '../common/one-at-a-time';
import { optionalApi } from '../common/optional-api';
import { isNewerFormat, versionOf } from '../common/stored-format';
import { mutedHostKey } from '../common/url';
import { createTokenStore } from './token-store';

/** Development builds come pre-configured for the reference server; production builds carry no token. */
export const DEV_DEFAULTS = import.meta.env.DEV
  ? { baseUrl: 'http://127.0.0.1:8787/api/v1', token: 'demo-token' }
  : { baseUrl: '', token: null };

const preferencesSchema = z.object({
  suggestionsEnabled: z.boolean(),
  mutedHosts: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(1_000)),
});
export type Preferences = z.infer<typeof preferencesSchema>;
const DEFAULT_PREFERENCES: Preferences = { suggestionsEnabled: true, mutedHosts: [] };

/**
 * The format of every settings item below, as wxt/storage versions them (the version sits beside the
 * value, under "<key>$", `{ v }`, once a migration wrote it; none means 1). 1 in 0.1.0 through 0.4.0.
 * A release that changes an item's shape raises its version here and gives it `migrations`
 * (docs/architecture.md, "Stored formats and updates").
 */
export const SETTINGS_FORMAT = 1;

interface VersionedItem {
  getMeta(): Promise<{ v?: unknown }>;
}

/**
 * Whether a newer version of Toolscout wrote this item (the browser went back to an older copy, or a
 * profile moved): such a value is left untouched, never read through an older schema nor written over,
 * and this version works with its defaults instead.
 */
export async function writtenByNewer(item: VersionedItem, known: number = SETTINGS_FORMAT): Promise<boolean> {
  try {
    return isNewerFormat(versionOf(await item.getMeta()), known);
  } catch {
    return false;
  }
}

export const baseUrlItem = storage.defineItem<string>('local:apiBaseUrl', {
  fallback: DEV_DEFAULTS.baseUrl,
  version: SETTINGS_FORMAT,
});

/** Only the background reads it; a content script's context is not the extension's origin and gets nothing. */
export const tokenStore = createTokenStore({
  contextOrigin: () => globalThis.location?.origin ?? '',
  extensionOrigin: () => browser.runtime.getURL('/'),
  legacy: {
    get: (key) => browser.storage.local.get(key),
    remove: (key) => browser.storage.local.remove(key),
  },
  fallback: DEV_DEFAULTS.token,
});

export const preferencesItem = storage.defineItem<Preferences>('local:preferences', {
  fallback: DEFAULT_PREFERENCES,
  version: SETTINGS_FORMAT,
});

export async function readBaseUrl(): Promise<string> {
  const [value, newer] = await Promise.all([baseUrlItem.getValue(), writtenByNewer(baseUrlItem)]);
  return typeof value === 'string' && !newer ? value : DEV_DEFAULTS.baseUrl;
}

/** Saves the base URL, unless a newer version's value is there (left as it is; false then). */
export async function writeBaseUrl(baseUrl: string): Promise<boolean> {
  if (await writtenByNewer(baseUrlItem)) return false;
  await baseUrlItem.setValue(baseUrl);
  return true;
}

export async function readToken(): Promise<string | null> {
  const value = await tokenStore.read();
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export async function readPreferences(): Promise<Preferences> {
  const [value, newer] = await Promise.all([preferencesItem.getValue(), writtenByNewer(preferencesItem)]);
  if (newer) return DEFAULT_PREFERENCES;
  const parsed = preferencesSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

/** Two changes at once (a mute from a card, a switch in the options) would each read before the other wrote. */
const preferenceChanges = oneAtATime();

/** Changes the preferences; preferences a newer version wrote stay as they are (the defaults answer). */
export function updatePreferences(change: (current: Preferences) => Preferences): Promise<Preferences> {
  return preferenceChanges(async () => {
    if (await writtenByNewer(preferencesItem)) return DEFAULT_PREFERENCES;
    const next = preferencesSchema.parse(change(await readPreferences()));
    await preferencesItem.setValue(next);
    return next;
  });
}

export function isHostMuted(preferences: Preferences, host: string): boolean {
  const wanted = mutedHostKey(host);
  return preferences.mutedHosts.some((muted) => muted === wanted);
}

export function muteHost(host: string): Promise<Preferences> {
  const wanted = mutedHostKey(host);
  return updatePreferences((current) => ({
    ...current,
    mutedHosts: current.mutedHosts.includes(wanted)
      ? current.mutedHosts
      : [...current.mutedHosts, wanted].sort(),
  }));
}

export function unmuteHost(host: string): Promise<Preferences> {
  const wanted = mutedHostKey(host);
  return updatePreferences((current) => ({
    ...current,
    mutedHosts: current.mutedHosts.filter((muted) => muted !== wanted),
  }));
}

interface AccessLevelArea {
  setAccessLevel?: (options: { accessLevel: 'TRUSTED_CONTEXTS' }) => Promise<void>;
}

/**
 * Keep storage.local (the cache, preferences) out of content scripts where the browser allows it
 * (Chrome's setAccessLevel). Firefox has no such switch, which is why the token is not in storage.local.
 */
export async function restrictStorage(area: AccessLevelArea): Promise<boolean> {
  const setAccessLevel = optionalApi(area, 'setAccessLevel');
  if (!setAccessLevel) return false;
  try {
    await setAccessLevel.call(area, { accessLevel: 'TRUSTED_CONTEXTS' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Device only (issue 21): while it is on, nothing a person types or opens is sent; only the daily sync
 * and the weekly prefetch reach the directory. An item of its own, not a field of `preferences`, so
 * `preferences` keeps format 1. Format 1: a boolean.
 */
export const DEVICE_ONLY_FORMAT = 1;
export const deviceOnlyItem = storage.defineItem<boolean>('local:deviceOnly', {
  fallback: false,
  version: DEVICE_ONLY_FORMAT,
});

/**
 * Whether Device only is on. Unreadable: off, the default. Written by a newer version: on, and left as it
 * is, since this version cannot tell what the person chose there and sending less is the safe side.
 */
export async function readDeviceOnly(): Promise<boolean> {
  const [value, newer] = await Promise.all([
    deviceOnlyItem.getValue(),
    writtenByNewer(deviceOnlyItem, DEVICE_ONLY_FORMAT),
  ]);
  if (newer) return true;
  const parsed = z.boolean().safeParse(value);
  return parsed.success ? parsed.data : false;
}

/** Turns Device only on or off; a newer version's value stays as it is. Answers what is now in force. */
export async function setDeviceOnly(on: boolean): Promise<boolean> {
  if (await writtenByNewer(deviceOnlyItem, DEVICE_ONLY_FORMAT)) return readDeviceOnly();
  await deviceOnlyItem.setValue(on);
  return on;
}
