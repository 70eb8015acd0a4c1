// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../lib/api/model';
import {
  askUnlessDeviceOnly,
  deviceOnlyMark,
  keptOnDevice,
  openingReach,
} from '../../../lib/connection/device-only';

const setting = (on: boolean) => ({ deviceOnly: async () => on });
const answer: Result<string> = { ok: true, data: 'from the directory' };

describe('Device only, decided in one place', () => {
  it('sends a person’s request while it is off, and neither sends nor reads the device’s copy', async () => {
    const ask = vi.fn(async () => answer);
    const kept = vi.fn(async () => 'kept');
    expect(await askUnlessDeviceOnly(setting(false), ask, kept)).toEqual(answer);
    expect(ask).toHaveBeenCalledOnce();
    expect(kept).not.toHaveBeenCalled();
  });

  it('while it is on, answers with what the device keeps and never sends', async () => {
    const ask = vi.fn(async () => answer);
    expect(await askUnlessDeviceOnly(setting(true), ask, async () => 'kept')).toEqual({
      ok: true,
      data: 'kept',
    });
    expect(ask).not.toHaveBeenCalled();
  });

  it('while it is on and the device keeps nothing, answers device-only without sending', async () => {
    const ask = vi.fn(async () => answer);
    expect(await askUnlessDeviceOnly(setting(true), ask)).toBe(keptOnDevice);
    expect(await askUnlessDeviceOnly(setting(true), ask, async () => null)).toBe(keptOnDevice);
    expect(ask).not.toHaveBeenCalled();
    expect(keptOnDevice).toMatchObject({ ok: false, error: { kind: 'device-only' } });
  });

  it('marks an answer only while it is on (absent when off, as before Device only existed)', () => {
    expect(deviceOnlyMark(true)).toEqual({ deviceOnly: true });
    expect(deviceOnlyMark(false)).toEqual({});
    expect('deviceOnly' in deviceOnlyMark(false)).toBe(false);
  });

  it('says an opening asks the directory only when the device has nothing and Device only is off', () => {
    expect(openingReach(false, false)).toEqual({ opensWithRequest: true });
    expect(openingReach(true, false)).toEqual({ opensWithRequest: false });
    expect(openingReach(false, true)).toEqual({ opensWithRequest: false, deviceOnly: true });
    expect(openingReach(true, true)).toEqual({ opensWithRequest: false, deviceOnly: true });
  });
});
