import { browser } from 'wxt/browser';
import { SITE_ACCESS_ORIGINS } from '../../lib/base-url';
import { type SettingsView, sendRequest } from '../../lib/messages';

export function SuggestionsSettings({
  settings,
  onChange,
}: {
  settings: SettingsView;
  onChange: () => void;
}) {
  function toggle(event: Event) {
    const enabled = (event.currentTarget as HTMLInputElement).checked;
    // Requested on the click itself (a user gesture), and only when turning suggestions on.
    const access = enabled
      ? browser.permissions.request({ origins: SITE_ACCESS_ORIGINS }).catch(() => false)
      : Promise.resolve(true);
    void access.then(async () => {
      await sendRequest({ type: 'settings/set-suggestions', enabled });
      onChange();
    });
  }

  async function unmute(host: string) {
    await sendRequest({ type: 'settings/unmute-host', host });
    onChange();
  }

  const needsAccess = settings.suggestionsEnabled && !settings.siteAccessGranted;
  return (
    <section class="ts-card" aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading">On-page suggestions</h2>
      <label class="ts-switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={settings.suggestionsEnabled}
          checked={settings.suggestionsEnabled}
          onChange={toggle}
        />
        <span>Show a tool’s rating and alternatives on its own website</span>
      </label>
      <p class="ts-help">
        Toolscout recognises tool sites on this device, from its local copy of the directory: a visit sends
        nothing, and the directory is asked about a tool only when you open its card. To show the card it
        needs access to the sites you visit; it reads nothing from them.
      </p>
      {needsAccess && (
        <p class="ts-problem" role="status">
          Site access is not granted, so no card is shown. Turn the switch off and on again to grant it. The
          toolbar button still tells you when you are on a tool’s site.
        </p>
      )}
      <h3>Muted sites</h3>
      {settings.mutedHosts.length === 0 ? (
        <p class="ts-help">None. Choose “Don’t show on this site” on a card to mute a site.</p>
      ) : (
        <ul class="ts-list" aria-label="Muted sites">
          {settings.mutedHosts.map((host) => (
            <li key={host} class="ts-row ts-row--spread">
              <span>{host}</span>
              <button
                type="button"
                class="ts-button ts-button--quiet"
                onClick={() => unmute(host)}
                aria-label={`Show suggestions on ${host} again`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
