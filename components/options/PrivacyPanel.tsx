// What leaves the browser, and when: the one place the options page says it. Keep it true to
// lib/background/handlers/ (what each message requests) and lib/background/background-jobs.ts.
import * as optionsCopy from '../../lib/copy/options';
import type { SettingsView } from '../../lib/messaging/client';
import { DeviceOnlySwitch } from './DeviceOnlySwitch';

// The number of top tools whose alternatives are saved weekly (PREFETCH_TOP in
// lib/directory/alternatives-prefetch.ts, not imported: that module brings the IndexedDB store along).
const SAVED_TOP = 500;

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
      <h2 id="privacy-heading">{optionsCopy.privacyHeading}</h2>
      <p class="ts-help">{optionsCopy.privacyHelp}</p>
      <DeviceOnlySwitch settings={settings} onChange={onChange} />
      <dl class="ts-privacy" aria-label={optionsCopy.privacyList}>
        <dt>{optionsCopy.privacyVisit}</dt>
        <dd>{optionsCopy.privacyVisitSends}</dd>
        <dt>{optionsCopy.privacyCard}</dt>
        <dd>{deviceOnly ? optionsCopy.privacyDeviceOnlySends : optionsCopy.privacyCardSends(SAVED_TOP)}</dd>
        <dt>{optionsCopy.privacyDetail}</dt>
        <dd>{deviceOnly ? optionsCopy.privacyDeviceOnlySends : optionsCopy.privacyDetailSends}</dd>
        <dt>{optionsCopy.privacySearch}</dt>
        <dd>{deviceOnly ? optionsCopy.privacyDeviceOnlySends : optionsCopy.privacySearchSends}</dd>
        <dt>{optionsCopy.privacyBackground}</dt>
        <dd>{optionsCopy.privacyBackgroundSends(SAVED_TOP)}</dd>
        <dt>{optionsCopy.privacySaving}</dt>
        <dd>{optionsCopy.privacySavingSends}</dd>
        <dt>{optionsCopy.privacyQuieting}</dt>
        <dd>{optionsCopy.privacyQuietingSends}</dd>
      </dl>
    </section>
  );
}
