// @vitest-environment node
// Issue 18: settings a newer Toolscout wrote (wxt/storage keeps the version under "<key>$") are left
// untouched: this version reads its defaults and writes nothing over them.
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  isHostMuted,
  muteHost,
  readBaseUrl,
  readPreferences,
  SETTINGS_FORMAT,
  updatePreferences,
  writeBaseUrl,
} from '../../lib/connection/settings';
import { readGoogleHost, readSerpEngines, setGoogleHost, setSerpEngine } from '../../lib/serp/settings';

const NEWER = SETTINGS_FORMAT + 1;
const newerSettings = {
  preferences: { suggestions: { enabled: false }, muted: [{ host: 'jasper.ai', until: null }] },
  preferences$: { v: NEWER },
  serpEngines: { google: { enabled: true, host: 'www.google.de' } },
  serpEngines$: { v: NEWER },
  serpGoogleHost: { host: 'www.google.de' },
  serpGoogleHost$: { v: NEWER },
  apiBaseUrl: { url: 'https://directory.example/api/v2', region: 'eu' },
  apiBaseUrl$: { v: NEWER },
};

describe('settings written by a newer version', () => {
  it('read as the defaults, with no crash', async () => {
    await fakeBrowser.storage.local.set(structuredClone(newerSettings));
    expect(await readPreferences()).toEqual({ suggestionsEnabled: true, mutedHosts: [] });
    expect(await readSerpEngines()).toEqual([]);
    expect(await readGoogleHost('de-DE')).toBe('www.google.de');
    expect(await readGoogleHost('en-GB')).toBe('www.google.co.uk');
    expect(typeof (await readBaseUrl())).toBe('string');
  });

  it('are never written over: every change leaves storage.local as it was', async () => {
    await fakeBrowser.storage.local.set(structuredClone(newerSettings));
    const preferences = await updatePreferences((current) => ({ ...current, suggestionsEnabled: false }));
    expect(preferences.suggestionsEnabled).toBe(true);
    expect(isHostMuted(await muteHost('copy.ai'), 'copy.ai')).toBe(false);
    expect(await setSerpEngine('bing', true)).toEqual([]);
    await setGoogleHost('www.google.fr');
    expect(await writeBaseUrl('https://other.example/api/v1')).toBe(false);
    expect(await fakeBrowser.storage.local.get(null)).toEqual(newerSettings);
  });

  it('settings of this version (or of 0.1.0, the same format) are read and written as always', async () => {
    // What 0.1.0 wrote: the same items, version 1.
    await fakeBrowser.storage.local.set({
      preferences: { suggestionsEnabled: false, mutedHosts: ['jasper.ai'] },
      preferences$: { v: 1 },
      apiBaseUrl: 'https://directory.example/api/v1',
      apiBaseUrl$: { v: 1 },
    });
    expect(await readPreferences()).toEqual({ suggestionsEnabled: false, mutedHosts: ['jasper.ai'] });
    expect(await readBaseUrl()).toBe('https://directory.example/api/v1');
    await muteHost('copy.ai');
    expect((await readPreferences()).mutedHosts).toEqual(['copy.ai', 'jasper.ai']);
    expect(await writeBaseUrl('https://other.example/api/v1')).toBe(true);
    expect(await readBaseUrl()).toBe('https://other.example/api/v1');
  });

  it('changes made at once are all kept: two sites muted from two tabs, and the switch turned off', async () => {
    fakeBrowser.reset();
    await Promise.all([
      muteHost('copy.ai'),
      muteHost('jasper.ai'),
      updatePreferences((current) => ({ ...current, suggestionsEnabled: false })),
    ]);
    const preferences = await readPreferences();
    expect([...preferences.mutedHosts].sort()).toEqual(['copy.ai', 'jasper.ai']);
    expect(preferences.suggestionsEnabled).toBe(false);
  });
});
