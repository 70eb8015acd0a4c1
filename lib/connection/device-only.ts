// Device only (issue 21): while it is on, nothing a person types or opens is sent; only the daily sync
// and the weekly prefetch reach the directory. The one place a handler learns what that means for a
// person's act: whether a request may go, what is answered instead, and how an answer says it was on.
// (The API client refuses such a request too, lib/api/client.ts: that is the guard; this is the answer.)
import { apiError } from '../api/errors';
import type { Result } from '../api/model';

/** Where Device only is read: the settings (lib/connection/settings-store.ts). */
export interface DeviceOnlySetting {
  deviceOnly(): Promise<boolean>;
}

/** How an answer says Device only was on: the field is there only then, as in answers before it existed. */
export type DeviceOnlyMark = { deviceOnly?: true };

export function deviceOnlyMark(on: boolean): DeviceOnlyMark {
  return on ? { deviceOnly: true } : {};
}

/** What is answered, without asking, for a request Device only keeps from being sent. */
export const keptOnDevice: Result<never> = { ok: false, error: apiError('device-only') };

/**
 * A request about what a person asked for: sent, unless Device only is on; then what the device keeps
 * (`kept`, which sends nothing) is the answer, or, when it keeps nothing, `device-only`.
 */
export async function askUnlessDeviceOnly<T>(
  setting: DeviceOnlySetting,
  ask: () => Promise<Result<T>>,
  kept?: () => Promise<T | null | undefined>,
): Promise<Result<T>> {
  if (!(await setting.deviceOnly())) return ask();
  const onDevice = await kept?.();
  return onDevice === null || onDevice === undefined ? keptOnDevice : { ok: true, data: onDevice };
}

/**
 * Whether opening a tool (its card, its chip's card, its detail) will ask the directory for its
 * alternatives: only when the device has none, and never while Device only is on; with the mark.
 */
export function openingReach(
  onDevice: boolean,
  deviceOnly: boolean,
): { opensWithRequest: boolean } & DeviceOnlyMark {
  return { opensWithRequest: !onDevice && !deviceOnly, ...deviceOnlyMark(deviceOnly) };
}
