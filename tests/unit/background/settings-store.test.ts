// @vitest-environment node
// The background hears of a token change from the one path that writes it (IndexedDB has no change
// events to watch), and only when the token really changed.
import { beforeEach, describe, expect, it, vi } from 'vitest';

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

const { onTokenChange, settingsStore } = await import('../../../lib/connection/settings-store');

describe('settings store: token changes', () => {
  beforeEach(() => {
    saved.token = null;
    saved.writes = 0;
  });

  it('tells its listeners after a new token is saved and after it is forgotten', async () => {
    const heard: (string | null)[] = [];
    const stop = onTokenChange(() => heard.push(saved.token));
    await settingsStore.save({ baseUrl: 'https://directory.example/api/v1', token: 'token-1' });
    await settingsStore.forgetToken();
    stop();
    await settingsStore.save({ baseUrl: 'https://directory.example/api/v1', token: 'token-2' });
    expect(heard).toEqual(['token-1', null]);
  });

  it('says nothing when the token did not change (a base URL change alone, or the same token again)', async () => {
    const listener = vi.fn();
    await settingsStore.save({ baseUrl: 'https://directory.example/api/v1', token: 'token-1' });
    const stop = onTokenChange(listener);
    await settingsStore.save({ baseUrl: 'https://other.example/api/v1' });
    await settingsStore.save({ baseUrl: 'https://other.example/api/v1', token: 'token-1' });
    stop();
    expect(listener).not.toHaveBeenCalled();
    expect(saved.writes).toBe(1);
  });
});
