// Device only (issue 21): while it is on, nothing a person types or opens is sent; only the daily sync
// and the weekly prefetch reach the directory. The background enforces it (lib/api/client.ts); this is
// the switch, in the privacy section.
import { useEffect, useState } from 'preact/hooks';
import * as optionsCopy from '../../lib/copy/options';
import { type SettingsView, sendRequest } from '../../lib/messaging/client';
import { DEVICE_ONLY_SECTION_ID, DEVICE_ONLY_SWITCH_ID } from '../common/device-only';
import { Switch } from '../common/Switch';
import { type ActionOutcome, ActionStatus } from './ActionStatus';

const HELP_ID = 'device-only-help';

export function DeviceOnlySwitch({ settings, onChange }: { settings: SettingsView; onChange: () => void }) {
  // A change the browser did not keep is said, not left to a switch that quietly flips back.
  const [status, setStatus] = useState<ActionOutcome | null>(null);
  // The popup sends people here (#privacy) from a Device only note: take them straight to the switch.
  useEffect(() => {
    if (window.location.hash !== `#${DEVICE_ONLY_SECTION_ID}`) return;
    document.getElementById(DEVICE_ONLY_SECTION_ID)?.scrollIntoView();
    document.getElementById(DEVICE_ONLY_SWITCH_ID)?.focus();
  }, []);

  async function toggle(enabled: boolean) {
    const result = await sendRequest({ type: 'settings/set-device-only', enabled });
    const kept = result.ok && result.data.deviceOnly === enabled;
    setStatus(kept ? null : { text: optionsCopy.deviceOnlyNotSaved(!enabled), problem: true });
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
      <ActionStatus status={status} />
    </div>
  );
}
