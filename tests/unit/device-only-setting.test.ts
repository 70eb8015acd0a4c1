// @vitest-environment node
// Device only's own stored item (`deviceOnly`, format 1): off by default, a corrupt value reads as off, a
// newer version's value is left untouched and read as on (sending less is the safe side).
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  DEVICE_ONLY_FORMAT,
  readDeviceOnly,
  readPreferences,
  setDeviceOnly,
} from '../../lib/connection/settings';

describe('the Device only setting', () => {
  it('is off until turned on, and is its own item: the preferences keep format 1', async () => {
    expect(await readDeviceOnly()).toBe(false);
    expect(await setDeviceOnly(true)).toBe(true);
    expect(await readDeviceOnly()).toBe(true);
    expect(await fakeBrowser.storage.local.get('deviceOnly')).toEqual({ deviceOnly: true });
    expect(await readPreferences()).toEqual({ suggestionsEnabled: true, mutedHosts: [] });
    expect(await setDeviceOnly(false)).toBe(false);
    expect(await readDeviceOnly()).toBe(false);
  });

  it('a value that is not a boolean reads as off', async () => {
    await fakeBrowser.storage.local.set({ deviceOnly: 'yes please' });
    expect(await readDeviceOnly()).toBe(false);
  });

  it("a newer version's value reads as on and is never written over", async () => {
    const newer = {
      deviceOnly: { on: false, except: ['search'] },
      deviceOnly$: { v: DEVICE_ONLY_FORMAT + 1 },
    };
    await fakeBrowser.storage.local.set(structuredClone(newer));
    expect(await readDeviceOnly()).toBe(true);
    expect(await setDeviceOnly(false)).toBe(true);
    expect(await fakeBrowser.storage.local.get(null)).toEqual(newer);
  });
});
