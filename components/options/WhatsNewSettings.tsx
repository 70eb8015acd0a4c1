// What's new in the options page: the switch for the toolbar button's mark (on unless turned off).
import { useEffect, useState } from 'preact/hooks';
import * as optionsCopy from '../../lib/copy/options';
import { sendRequest } from '../../lib/messaging/client';
import { Switch } from '../common/Switch';

export const WHATS_NEW_SECTION_ID = 'whats-new';

export function WhatsNewSettings() {
  const [markShown, setMarkShown] = useState<boolean | null>(null);
  useEffect(() => {
    void sendRequest({ type: 'whats-new/mark' }).then((result) => {
      if (result.ok) setMarkShown(result.data);
    });
  }, []);

  async function toggle(enabled: boolean) {
    setMarkShown(enabled);
    const result = await sendRequest({ type: 'whats-new/set-mark', enabled });
    if (result.ok) setMarkShown(result.data);
  }

  return (
    <section class="ts-card" id={WHATS_NEW_SECTION_ID} aria-labelledby="whats-new-heading">
      <h2 id="whats-new-heading">{optionsCopy.whatsNewHeading}</h2>
      <div class="ts-setting">
        {markShown !== null && (
          <Switch checked={markShown} onChange={(enabled) => void toggle(enabled)}>
            {optionsCopy.whatsNewMarkSwitch}
          </Switch>
        )}
        <p class="ts-help ts-setting__help">{optionsCopy.whatsNewHelp}</p>
      </div>
    </section>
  );
}
