// Device only (issue 21): while it is on, nothing a person types or opens is sent; only the daily sync
// and the weekly prefetch reach the directory. The background enforces it (lib/api/client.ts); this is
// the switch, in the privacy section.
import { useEffect } from 'preact/hooks';
import * as optionsCopy from '../../lib/copy/options';
import { type SettingsView, sendRequest } from '../../lib/messaging/client';
import { DEVICE_ONLY_SECTION_ID, DEVICE_ONLY_SWITCH_ID } from '../common/device-only';
import { Switch } from '../common/Switch';

const HELP_ID = 'device-only-help';

export function DeviceOnlySwitch({ settings, onChange }: { settings: SettingsView; onChange: () => void }) {
  // The popup sends people here (#privacy) from a Device only note: take them straight to the switch.
  useEffect(() => {
    if (window.location.hash !== `#${DEVICE_ONLY_SECTION_ID}`) return;
    document.getElementById(DEVICE_ONLY_SECTION_ID)?.scrollIntoView();
    document.getElementById(DEVICE_ONLY_SWITCH_ID)?.focus();
  }, []);

  async function toggle(enabled: boolean) {
    await sendRequest({ type: 'settings/set-device-only', enabled });
    onChange();
  }

  return (
    <div class="ts-device-only">
      <Switch
        id={DEVICE_ONLY_SWITCH_ID}
        checked={settings.deviceOnly === true}
        onChange={(enabled) => void toggle(enabled)}
        describedBy={HELP_ID}
      >
        {optionsCopy.deviceOnlySwitch}
      </Switch>
      <p id={HELP_ID} class="ts-help">
        {optionsCopy.deviceOnlyHelp}
      </p>
    </div>
  );
}
