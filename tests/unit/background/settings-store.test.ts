// @vitest-environment node
// The background hears of a connection change from the one path that writes it (the token lives in
// IndexedDB, which has no change events), once per save, and only when the connection really changed.

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { eventually } from '../../support/eventually';

const saved = vi.hoisted(() => ({ token: null as string | null, writes: 0 }));

vi.mock('../../../lib/connection/settings', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/connection/settings')>()),
  readToken: async () => saved.token,
  tokenStore: {
    available: () => true,
    read: async () => saved.token,
    write: async (token: string | null) => {
      saved.token = token;
      saved.writes++;
    },
  },
}));

const { onConnectionChange, settingsStore } = await import('../../../lib/connection/settings-store');

describe('settings store: connection changes', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    saved.token = null;
    saved.writes = 0;
  });

  it('tells its listeners once per save that changed the connection, and after the token is forgotten', async () => {
    const heard: { baseUrl: string; token: string | null }[] = [];
    const stop = onConnectionChange(() => void settingsStore.read().then((now) => heard.push(now)));
    // A new base URL and a new token, saved together: one change, not two.
    await settingsStore.save({ baseUrl: 'https://directory.example/api/v1', token: 'token-1' });
    // The base URL alone.
    await settingsStore.save({ baseUrl: 'https://other.example/api/v1' });
    await settingsStore.forgetToken();
    stop();
    await settingsStore.save({ baseUrl: 'https://other.example/api/v1', token: 'token-2' });
    await eventually(() => expect(heard).toHaveLength(3));
    expect(heard).toEqual([
      { baseUrl: 'https://directory.example/api/v1', token: 'token-1' },
      { baseUrl: 'https://other.example/api/v1', token: 'token-1' },
      { baseUrl: 'https://other.example/api/v1', token: null },
    ]);
  });

  it('says nothing when nothing changed (the same base URL and token again, or forgetting no token)', async () => {
    const listener = vi.fn();
    await settingsStore.save({ baseUrl: 'https://directory.example/api/v1', token: 'token-1' });
    const stop = onConnectionChange(listener);
    await settingsStore.save({ baseUrl: 'https://directory.example/api/v1' });
    await settingsStore.save({ baseUrl: 'https://directory.example/api/v1', token: 'token-1' });
    saved.token = null;
    await settingsStore.forgetToken();
    stop();
    expect(listener).not.toHaveBeenCalled();
    expect(saved.writes).toBe(1);
  });
});
