// The handlers' view of settings, backed by the typed storage items of lib/connection/settings.ts and the token
// store (extension-origin IndexedDB).
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
} from '../connection/settings';
import type { SettingsStore } from './handlers';

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
