// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createWelcomeOnInstall,
  IN_USE_KEYS,
  opensWelcome,
  tokenPageLink,
  WELCOMED_KEY,
} from '../../lib/connection/public/welcome';

describe('opensWelcome', () => {
  it('greets a fresh install only', () => {
    expect(opensWelcome('install')).toBe(true);
    for (const reason of ['update', 'chrome_update', 'shared_module_update', 'browser_update', ''])
      expect(opensWelcome(reason)).toBe(false);
  });
});

describe('tokenPageLink', () => {
  it('points at the directory website: the origin of the base URL', () => {
    expect(tokenPageLink('https://tools.example.com/api/v1')).toEqual({
      url: 'https://tools.example.com/',
      host: 'tools.example.com',
    });
    expect(tokenPageLink(' http://127.0.0.1:8787/api/v1 ')).toEqual({
      url: 'http://127.0.0.1:8787/',
      host: '127.0.0.1:8787',
    });
  });

  it('prefers the page a build names', () => {
    expect(
      tokenPageLink('https://tools.example.com/api/v1', 'https://tools.example.com/user/api-tokens'),
    ).toEqual({ url: 'https://tools.example.com/user/api-tokens', host: 'tools.example.com' });
  });

  it('makes a link of http(s) only', () => {
    expect(tokenPageLink('')).toBeNull();
    expect(tokenPageLink('not a url')).toBeNull();
    expect(tokenPageLink('javascript:alert(1)')).toBeNull();
    expect(tokenPageLink('file:///etc/passwd')).toBeNull();
    expect(tokenPageLink('https://user:secret@tools.example.com/api/v1')).toBeNull();
    // A bad setting falls back to the base URL, never becomes a link.
    expect(tokenPageLink('https://tools.example.com/api/v1', 'javascript:alert(1)')).toEqual({
      url: 'https://tools.example.com/',
      host: 'tools.example.com',
    });
  });
});

describe('createWelcomeOnInstall', () => {
  function setup(stored: Record<string, unknown> = {}) {
    const opened: string[] = [];
    const area = { ...stored };
    const onInstalled = createWelcomeOnInstall({
      storage: {
        get: async (key) => (key in area ? { [key]: area[key] } : {}),
        set: async (items) => void Object.assign(area, items),
      },
      openWelcome: async () => opened.push('/welcome.html'),
    });
    return { onInstalled, opened, area };
  }

  it('opens the welcome page on install, once per profile', async () => {
    const { onInstalled, opened, area } = setup();
    expect(await onInstalled('install')).toBe(true);
    expect(opened).toEqual(['/welcome.html']);
    expect(area[WELCOMED_KEY]).toBe(true);
    // Chromium reports a command-line unpacked extension as installed again on every start.
    expect(await onInstalled('install')).toBe(false);
    expect(opened).toEqual(['/welcome.html']);
  });

  it('never opens on an update', async () => {
    const { onInstalled, opened } = setup();
    expect(await onInstalled('update')).toBe(false);
    expect(await onInstalled('browser_update')).toBe(false);
    expect(opened).toEqual([]);
  });

  it('does not greet a profile that was greeted before', async () => {
    const { onInstalled, opened } = setup({ [WELCOMED_KEY]: true });
    expect(await onInstalled('install')).toBe(false);
    expect(opened).toEqual([]);
  });

  it('a profile 0.1.0 used (no welcome then) is not greeted when Chromium reports the update as install', async () => {
    for (const key of IN_USE_KEYS) {
      const { onInstalled, opened, area } = setup({ [key]: key === 'apiToken' ? 'old-token' : {} });
      expect(await onInstalled('install')).toBe(false);
      expect(opened).toEqual([]);
      expect(area[WELCOMED_KEY]).toBe(true);
    }
  });
});
