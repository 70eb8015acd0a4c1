// The handlers' view of settings, backed by the typed storage items of lib/connection/settings.ts and the token
// store (extension-origin IndexedDB).

import type { Preferences } from './settings';
import {
  muteHost,
  readBaseUrl,
  readDeviceOnly,
  readPreferences,
  readToken,
  setDeviceOnly,
  tokenStore,
  unmuteHost,
  updatePreferences,
  writeBaseUrl,
} from './settings';

export interface SettingsStore {
  read(): Promise<{ baseUrl: string; token: string | null }>;
  save(settings: { baseUrl: string; token?: string }): Promise<void>;
  forgetToken(): Promise<void>;
  preferences(): Promise<Preferences>;
  setSuggestions(enabled: boolean): Promise<void>;
  mute(host: string): Promise<void>;
  unmute(host: string): Promise<void>;
  /** Device only: nothing a person types or opens is sent; only the sync and the prefetch go. */
  deviceOnly(): Promise<boolean>;
  /** Answers whether it is on now (a newer version's value is left as it is). */
  setDeviceOnly(on: boolean): Promise<boolean>;
}

type TokenListener = () => void;
const tokenListeners = new Set<TokenListener>();

/**
 * Called after the saved token changed. IndexedDB has no change events, so the one path that writes the
 * token (save / forget below) says so itself.
 */
export function onTokenChange(listener: TokenListener): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

async function writeToken(token: string | null): Promise<void> {
  if ((await readToken()) === token) return;
  await tokenStore.write(token);
  for (const listener of tokenListeners) listener();
}

export const settingsStore: SettingsStore = {
  read: async () => ({ baseUrl: await readBaseUrl(), token: await readToken() }),
  save: async ({ baseUrl, token }) => {
    await writeBaseUrl(baseUrl);
    if (token !== undefined) await writeToken(token);
  },
  forgetToken: () => writeToken(null),
  preferences: readPreferences,
  setSuggestions: async (enabled) => {
    await updatePreferences((current) => ({ ...current, suggestionsEnabled: enabled }));
  },
  mute: async (host) => {
    await muteHost(host);
  },
  unmute: async (host) => {
    await unmuteHost(host);
  },
  deviceOnly: readDeviceOnly,
  setDeviceOnly,
};
