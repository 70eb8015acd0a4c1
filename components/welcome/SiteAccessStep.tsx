import { useState } from 'preact/hooks';
import * as optionsCopy from '../../lib/copy/options';
import * as welcomeCopy from '../../lib/copy/welcome';
import { type SettingsView, sendRequest } from '../../lib/messaging/client';
import { Switch } from '../common/Switch';
import { allowOnPageSuggestions } from '../common/site-access';

/**
 * The optional second step: the "all sites" access the card needs, asked on the click itself (the
 * browser asks only inside a user gesture). Once granted, the same switch as the options page.
 */
export function SiteAccessStep({ settings, onChange }: { settings: SettingsView; onChange: () => void }) {
  const [answer, setAnswer] = useState<'allowed' | 'refused' | null>(null);

  function allow() {
    void allowOnPageSuggestions((granted) => setAnswer(granted ? 'allowed' : 'refused')).then((granted) => {
      if (granted) onChange();
    });
  }

  async function toggle(enabled: boolean) {
    await sendRequest({ type: 'settings/set-suggestions', enabled });
    onChange();
  }

  if (settings.siteAccessGranted) {
    return (
      <>
        <Switch checked={settings.suggestionsEnabled} onChange={toggle}>
          {optionsCopy.suggestionsSwitch}
        </Switch>
        <p class="ts-help">{welcomeCopy.siteLater}</p>
      </>
    );
  }
  return (
    <>
      <p>
        <button
          type="button"
          class="ts-button ts-button--primary"
          onClick={allow}
          disabled={answer === 'allowed'}
        >
          {welcomeCopy.allowSite}
        </button>
      </p>
      <div role="status" class="ts-status-line">
        {answer === 'allowed' && <p class="ts-ok">{welcomeCopy.siteAllowed}</p>}
        {answer === 'refused' && <p class="ts-help">{welcomeCopy.siteRefused}</p>}
      </div>
    </>
  );
}
