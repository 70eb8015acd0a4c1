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

type ConnectionListener = () => void;
const connectionListeners = new Set<ConnectionListener>();

/**
 * Called once after a save or a forget changed the connection (the base URL, the token or both). One save
 * is one change: heard once per field, a new base URL and token would reset the directory twice and could
 * ask for the same things twice. Every write of either goes through this store, in the background.
 */
export function onConnectionChange(listener: ConnectionListener): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

async function readConnection(): Promise<{ baseUrl: string; token: string | null }> {
  return { baseUrl: await readBaseUrl(), token: await readToken() };
}

/** Runs the writes, then tells the listeners once if the connection is not what it was. */
async function changeConnection(write: (before: { token: string | null }) => Promise<void>): Promise<void> {
  const before = await readConnection();
  await write(before);
  const after = await readConnection();
  if (after.baseUrl === before.baseUrl && after.token === before.token) return;
  for (const listener of connectionListeners) listener();
}

export const settingsStore: SettingsStore = {
  read: readConnection,
  save: ({ baseUrl, token }) =>
    changeConnection(async (before) => {
      await writeBaseUrl(baseUrl);
      if (token !== undefined && token !== before.token) await tokenStore.write(token);
    }),
  forgetToken: () =>
    changeConnection(async (before) => {
      if (before.token !== null) await tokenStore.write(null);
    }),
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
