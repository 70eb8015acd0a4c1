// The handlers' view of settings, backed by the typed storage items of lib/settings.ts.
import {
  baseUrlItem,
  muteHost,
  readBaseUrl,
  readPreferences,
  readToken,
  tokenItem,
  unmuteHost,
  updatePreferences,
} from '../settings';
import type { SettingsStore } from './handlers';

export const settingsStore: SettingsStore = {
  read: async () => ({ baseUrl: await readBaseUrl(), token: await readToken() }),
  save: async ({ baseUrl, token }) => {
    await baseUrlItem.setValue(baseUrl);
    if (token !== undefined) await tokenItem.setValue(token);
  },
  forgetToken: () => tokenItem.setValue(null),
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
};
