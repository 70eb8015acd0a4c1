import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

describe('unit test environment', () => {
  it('gives tests an in-memory extension storage', async () => {
    await fakeBrowser.storage.local.set({ a: 1 });
    expect(await fakeBrowser.storage.local.get('a')).toEqual({ a: 1 });
  });
});
