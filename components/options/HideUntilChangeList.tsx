// The tools a card hid "until something changes": which, on which site, since when and why, each with
// Show again. Read from the background (storage.local), kept current while the page is open.
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { formatDateTime } from '../../lib/common/format';
import * as optionsCopy from '../../lib/copy/options';
import { HIDE_UNTIL_CHANGE_AREA, HIDE_UNTIL_CHANGE_KEY } from '../../lib/hide-until-change/public';
import { type HiddenUntilChange, sendRequest } from '../../lib/messaging/client';
import { type ActionOutcome, ActionStatus } from './ActionStatus';

export function HideUntilChangeList() {
  const [hidden, setHidden] = useState<HiddenUntilChange[] | null>(null);
  const [status, setStatus] = useState<ActionOutcome | null>(null);

  useEffect(() => {
    const reload = async () => {
      const answer = await sendRequest({ type: 'hide-until-change/list' });
      setHidden(answer.ok ? answer.data : []);
    };
    void reload();
    // A card hid a tool, or a visit brought one back, while this page is open.
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === HIDE_UNTIL_CHANGE_AREA && HIDE_UNTIL_CHANGE_KEY in changes) void reload();
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, []);

  async function showAgain(entry: HiddenUntilChange) {
    const answer = await sendRequest({ type: 'hide-until-change/show-again', slug: entry.slug });
    if (!answer.ok) {
      setStatus({ text: optionsCopy.showAgainFailed, problem: true });
      return;
    }
    setHidden(answer.data);
    setStatus({ text: optionsCopy.shownAgain(entry.name, entry.host), problem: false });
  }

  return (
    <>
      <h3>{optionsCopy.hideUntilChangeHeading}</h3>
      {hidden === null ? null : hidden.length === 0 ? (
        <p class="ts-help">{optionsCopy.hideUntilChangeNone}</p>
      ) : (
        <ul class="ts-list" aria-label={optionsCopy.hideUntilChangeHeading}>
          {hidden.map((entry) => (
            <li key={entry.slug} class="ts-row ts-row--spread">
              <span>
                {optionsCopy.hideUntilChangeOn(entry.name, entry.host)}
                <br />
                <span class="ts-help">
                  {optionsCopy.hideUntilChangeSince(formatDateTime(entry.hiddenAt))}
                </span>
              </span>
              <button
                type="button"
                class="ts-button ts-button--quiet"
                onClick={() => showAgain(entry)}
                aria-label={optionsCopy.showAgainLabel(entry.name, entry.host)}
              >
                {optionsCopy.showAgain}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ActionStatus status={status} />
    </>
  );
}
