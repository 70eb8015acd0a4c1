// @vitest-environment node
import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  createTokenStore,
  LEGACY_TOKEN_KEY,
  TokenStoreUnavailableError,
} from '../../../lib/connection/token-store';

const EXTENSION = 'moz-extension://0d4c2a5e-1111-4222-8333-944445555666';
let dbCount = 0;

function store(options: { origin?: string; fallback?: string | null; dbName?: string } = {}) {
  return createTokenStore({
    contextOrigin: () => options.origin ?? EXTENSION,
    extensionOrigin: () => `${EXTENSION}/`,
    legacy: fakeBrowser.storage.local,
    fallback: options.fallback ?? null,
    dbName: options.dbName ?? `secrets-test-${++dbCount}`,
  });
}

describe('token store (extension-origin IndexedDB)', () => {
  it('keeps a token, forgets it, and never falls back to the default after forgetting', async () => {
    const tokens = store({ fallback: 'dev-token' });
    expect(await tokens.read()).toBe('dev-token');
    await tokens.write('secret-1');
    expect(await tokens.read()).toBe('secret-1');
    await tokens.write(null);
    expect(await tokens.read()).toBeNull();
  });

  it("leaves a token store a newer version upgraded as it is, and keeps this version's token beside it", async () => {
    const dbName = `secrets-test-${++dbCount}`;
    const newer = await openDB(dbName, 2, { upgrade: (db) => void db.createObjectStore('keys') });
    await newer.put('keys', { sealed: 'newer-token' }, 'apiToken');
    newer.close();
    const tokens = store({ dbName });
    expect(await tokens.read()).toBeNull();
    await tokens.write('older-version-token');
    expect(await store({ dbName }).read()).toBe('older-version-token');
    const kept = await openDB(dbName);
    expect(kept.version).toBe(2);
    expect(await kept.get('keys', 'apiToken')).toEqual({ sealed: 'newer-token' });
    kept.close();
  });

  it('keeps nothing in storage.local', async () => {
    await store().write('secret-2');
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('secret-2');
  });

  it('a page-origin context (a content script) reads nothing and cannot write', async () => {
    const dbName = `secrets-test-${++dbCount}`;
    await store({ dbName }).write('secret-3');
    const inPage = store({ dbName, origin: 'https://www.jasper.ai' });
    expect(inPage.available()).toBe(false);
    expect(await inPage.read()).toBeNull();
    await expect(inPage.write('other')).rejects.toBeInstanceOf(TokenStoreUnavailableError);
    expect(await store({ dbName }).read()).toBe('secret-3');
  });

  it('fails closed when the extension origin is unknown', async () => {
    const tokens = createTokenStore({
      contextOrigin: () => 'null',
      extensionOrigin: () => 'not a url',
      legacy: fakeBrowser.storage.local,
      fallback: 'dev-token',
    });
    expect(tokens.available()).toBe(false);
    expect(await tokens.read()).toBeNull();
  });

  it('moves a token an older version left in storage.local, once, and deletes it there', async () => {
    await fakeBrowser.storage.local.set({
      [LEGACY_TOKEN_KEY]: 'old-token',
      [`${LEGACY_TOKEN_KEY}$`]: { v: 1 },
      apiBaseUrl: 'https://x.example',
    });
    const dbName = `secrets-test-${++dbCount}`;
    expect(await store({ dbName }).read()).toBe('old-token');
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ apiBaseUrl: 'https://x.example' });
    // A later context finds it in IndexedDB.
    expect(await store({ dbName }).read()).toBe('old-token');
  });

  it('a token saved since wins over a stale storage.local copy, which is still deleted', async () => {
    const dbName = `secrets-test-${++dbCount}`;
    await store({ dbName }).write('new-token');
    await fakeBrowser.storage.local.set({ [LEGACY_TOKEN_KEY]: 'old-token' });
    expect(await store({ dbName }).read()).toBe('new-token');
    expect(await fakeBrowser.storage.local.get(LEGACY_TOKEN_KEY)).toEqual({});
  });

  it('a legacy value that is no token is dropped, not moved', async () => {
    await fakeBrowser.storage.local.set({ [LEGACY_TOKEN_KEY]: { not: 'a token' } });
    expect(await store().read()).toBeNull();
    expect(await fakeBrowser.storage.local.get(LEGACY_TOKEN_KEY)).toEqual({});
  });
});

describe('token store: an update from a version that kept the token in storage.local (0.1.0)', () => {
  it('moveLegacy moves the token and deletes the plaintext key with no read or write first', async () => {
    // What 0.1.0's wxt item `local:apiToken` (version 1) left.
    await fakeBrowser.storage.local.set({
      [LEGACY_TOKEN_KEY]: 'old-token',
      [`${LEGACY_TOKEN_KEY}$`]: { v: 1 },
    });
    const dbName = `secrets-test-${++dbCount}`;
    await store({ dbName }).moveLegacy();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    expect(await store({ dbName }).read()).toBe('old-token');
  });

  it('a leftover plaintext copy is deleted on the next start once the store holds a token', async () => {
    const dbName = `secrets-test-${++dbCount}`;
    const tokens = store({ dbName });
    await tokens.write('kept-token');
    // Written after this context already moved once (an old page still open, a restored profile).
    await fakeBrowser.storage.local.set({ [LEGACY_TOKEN_KEY]: 'stale-token' });
    await tokens.moveLegacy();
    expect(await fakeBrowser.storage.local.get(LEGACY_TOKEN_KEY)).toEqual({});
    expect(await tokens.read()).toBe('kept-token');
    await store({ dbName }).moveLegacy();
    expect(await store({ dbName }).read()).toBe('kept-token');
  });

  it('a lone wxt version key is deleted too, and nothing else in storage.local is touched', async () => {
    await fakeBrowser.storage.local.set({
      [`${LEGACY_TOKEN_KEY}$`]: { v: 1 },
      apiBaseUrl: 'https://x.example',
    });
    await store().moveLegacy();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ apiBaseUrl: 'https://x.example' });
  });

  it('the plaintext copy stays while the store cannot take it, and moves on the next try', async () => {
    await fakeBrowser.storage.local.set({ [LEGACY_TOKEN_KEY]: 'old-token' });
    const dbName = `secrets-test-${++dbCount}`;
    const failing = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new Error('IndexedDB unavailable');
    });
    await expect(store({ dbName }).moveLegacy()).rejects.toThrow('IndexedDB unavailable');
    expect(await fakeBrowser.storage.local.get(LEGACY_TOKEN_KEY)).toEqual({
      [LEGACY_TOKEN_KEY]: 'old-token',
    });
    failing.mockRestore();
    await store({ dbName }).moveLegacy();
    expect(await fakeBrowser.storage.local.get(LEGACY_TOKEN_KEY)).toEqual({});
    expect(await store({ dbName }).read()).toBe('old-token');
  });

  it('a page-origin context never touches storage.local', async () => {
    await fakeBrowser.storage.local.set({ [LEGACY_TOKEN_KEY]: 'old-token' });
    await store({ origin: 'https://www.jasper.ai' }).moveLegacy();
    expect(await fakeBrowser.storage.local.get(LEGACY_TOKEN_KEY)).toEqual({
      [LEGACY_TOKEN_KEY]: 'old-token',
    });
  });
});
