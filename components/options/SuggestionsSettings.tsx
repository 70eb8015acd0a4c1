import { useEffect, useRef, useState } from 'preact/hooks';
import * as optionsCopy from '../../lib/copy/options';
import { type SettingsView, sendRequest } from '../../lib/messaging/client';
import { Switch } from '../common/Switch';
import { allowOnPageSuggestions, SUGGESTIONS_SECTION_ID } from '../common/site-access';
import { type ActionOutcome, ActionStatus } from './ActionStatus';
import { HideUntilChangeList } from './HideUntilChangeList';
import { NotThisToolList } from './NotThisToolList';

export function SuggestionsSettings({
  settings,
  onChange,
}: {
  settings: SettingsView;
  onChange: () => void;
}) {
  // Set when the browser's dialog was answered "no": said calmly, with the button still there.
  const [refused, setRefused] = useState(false);
  // A change the browser did not keep is said, not left to a switch that quietly flips back.
  const [status, setStatus] = useState<ActionOutcome | null>(null);
  const [unmuteStatus, setUnmuteStatus] = useState<ActionOutcome | null>(null);
  const allowButton = useRef<HTMLButtonElement>(null);

  // The popup sends people here (#suggestions) to allow access: take them straight to the button.
  useEffect(() => {
    if (window.location.hash !== `#${SUGGESTIONS_SECTION_ID}`) return;
    document.getElementById(SUGGESTIONS_SECTION_ID)?.scrollIntoView();
    allowButton.current?.focus();
  }, []);

  function allow() {
    // Requested on the click itself: the browser only asks inside a user gesture.
    void allowOnPageSuggestions((granted) => setRefused(!granted)).then((granted) => {
      if (granted) onChange();
    });
  }

  async function toggle(enabled: boolean) {
    const result = await sendRequest({ type: 'settings/set-suggestions', enabled });
    const kept = result.ok && result.data.suggestionsEnabled === enabled;
    setStatus(kept ? null : { text: optionsCopy.suggestionsNotSaved(!enabled), problem: true });
    onChange();
  }

  async function unmute(host: string) {
    const result = await sendRequest({ type: 'settings/unmute-host', host });
    const kept = result.ok && !result.data.mutedHosts.includes(host);
    setUnmuteStatus(kept ? null : { text: optionsCopy.unmuteNotSaved(host), problem: true });
    onChange();
  }

  return (
    <section class="ts-card" id={SUGGESTIONS_SECTION_ID} aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading">{optionsCopy.suggestionsHeading}</h2>
      {settings.siteAccessGranted ? (
        <>
          <Switch checked={settings.suggestionsEnabled} onChange={(enabled) => void toggle(enabled)}>
            {optionsCopy.suggestionsSwitch}
          </Switch>
          <ActionStatus status={status} />
        </>
      ) : (
        <>
          <p class="ts-help">{optionsCopy.suggestionsAsk}</p>
          <p>
            <button ref={allowButton} type="button" class="ts-button ts-button--primary" onClick={allow}>
              {optionsCopy.allowSuggestions}
            </button>
          </p>
          {refused && (
            <p class="ts-help" role="status">
              {optionsCopy.suggestionsRefused}
            </p>
          )}
        </>
      )}
      <p class="ts-help">{optionsCopy.suggestionsPrivacy}</p>
      <HideUntilChangeList />
      <h3>{optionsCopy.mutedHeading}</h3>
      {settings.mutedHosts.length === 0 ? (
        <p class="ts-help">{optionsCopy.mutedNone}</p>
      ) : (
        <ul class="ts-list" aria-label={optionsCopy.mutedHeading}>
          {settings.mutedHosts.map((host) => (
            <li key={host} class="ts-row ts-row--spread">
              <span>{host}</span>
              <button
                type="button"
                class="ts-button ts-button--quiet"
                onClick={() => unmute(host)}
                aria-label={optionsCopy.showSuggestionsAgainOn(host)}
              >
                {optionsCopy.unmute}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ActionStatus status={unmuteStatus} />
      <NotThisToolList />
    </section>
  );
}
