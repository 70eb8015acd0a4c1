import { openOptionsAt } from './options-section';

/** The options page's section holding the Device only switch (privacy); the popup links to it. */
export const DEVICE_ONLY_SECTION_ID = 'privacy';
/** The switch itself, focused when the popup sends a person there. */
export const DEVICE_ONLY_SWITCH_ID = 'device-only-switch';

/** Opens the options page at the Device only switch, in a new tab. */
export async function openDeviceOnlySettings(): Promise<void> {
  await openOptionsAt(DEVICE_ONLY_SECTION_ID);
}
