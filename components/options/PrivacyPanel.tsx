// What leaves the browser, and when: the one place the options page says it, row by row from the one
// list of it (lib/privacy/public/what-is-sent.ts), which the tables of the README and docs/privacy.md are
// written from too.
import * as optionsPrivacyCopy from '../../lib/copy/options-privacy';
import type { SettingsView } from '../../lib/messaging/client';
import { SAVED_TOP, type SentRow, WHAT_IS_SENT } from '../../lib/privacy/public/what-is-sent';
import { DeviceOnlySwitch } from './DeviceOnlySwitch';

/** What a row's act sends now: nothing, for an act Device only keeps from being sent while it is on. */
function sends(row: SentRow, deviceOnly: boolean): string {
  if (!deviceOnly || !row.keptByDeviceOnly) return optionsPrivacyCopy.privacySends(row.id, SAVED_TOP);
  return row.id === 'connection'
    ? optionsPrivacyCopy.privacyDeviceOnlyUntested
    : optionsPrivacyCopy.privacyDeviceOnlySends;
}

export function PrivacyPanel({
  id,
  settings,
  onChange,
}: {
  id?: string;
  settings: SettingsView;
  onChange: () => void;
}) {
  // While Device only is on, what a person's act would send is nothing: the list says what is true now.
  const deviceOnly = settings.deviceOnly === true;
  return (
    <section class="ts-card" id={id} aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">{optionsPrivacyCopy.privacyHeading}</h2>
      <p class="ts-help">{optionsPrivacyCopy.privacyHelp}</p>
      <DeviceOnlySwitch settings={settings} onChange={onChange} />
      <dl class="ts-privacy" aria-label={optionsPrivacyCopy.privacyList}>
        {WHAT_IS_SENT.map((row) => (
          <div key={row.id} class="ts-privacy__row">
            <dt>{optionsPrivacyCopy.privacyAction(row.id)}</dt>
            <dd>{sends(row, deviceOnly)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
