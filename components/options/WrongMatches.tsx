// "Not matched on this device": the tools a person said a site is not ("Not this tool" on a card), each
// with an Undo. Read from and changed through the background; all of it stays on the device.
import { useEffect, useRef, useState } from 'preact/hooks';
import * as optionsCopy from '../../lib/copy/options';
import { type Exclusion, sendRequest } from '../../lib/messaging/client';
import { type ActionOutcome, ActionStatus } from './ActionStatus';

const entryKey = (entry: Exclusion) => `${entry.slug} ${entry.host}${entry.path ?? ''}`;

export function WrongMatches() {
  // Null until the background has answered: no empty state flashes before the list.
  const [entries, setEntries] = useState<Exclusion[] | null>(null);
  const [status, setStatus] = useState<ActionOutcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void sendRequest({ type: 'exclusions/list' }).then((answer) => {
      setEntries(answer.ok ? answer.data : []);
    });
  }, []);

  async function undo(entry: Exclusion, place: string) {
    const { slug, host, path } = entry;
    const answer = await sendRequest({ type: 'exclusions/remove', slug, host, ...(path ? { path } : {}) });
    if (!answer.ok) {
      setStatus({ text: optionsCopy.wrongMatchUndoFailed, problem: true });
      return;
    }
    setEntries(answer.data);
    setStatus({ text: optionsCopy.wrongMatchUndone(entry.name, place), problem: false });
    // The button pressed is gone: focus goes back to the list's heading, not to the page's start.
    heading.current?.focus();
  }

  return (
    <>
      <h3 ref={heading} tabIndex={-1}>
        {optionsCopy.wrongMatchesHeading}
      </h3>
      <p class="ts-help">{optionsCopy.wrongMatchesHelp}</p>
      {entries !== null &&
        (entries.length === 0 ? (
          <p class="ts-help">{optionsCopy.wrongMatchesNone}</p>
        ) : (
          <ul class="ts-list" aria-label={optionsCopy.wrongMatchesHeading}>
            {entries.map((entry) => {
              const place = optionsCopy.wrongMatchPlace(entry.host, entry.path);
              return (
                <li key={entryKey(entry)} class="ts-row ts-row--spread">
                  <span class="ts-wrong-match">
                    <strong class="ts-wrong-match__name">{entry.name}</strong>
                    <span class="ts-help">{place}</span>
                  </span>
                  <button
                    type="button"
                    class="ts-button ts-button--quiet"
                    onClick={() => undo(entry, place)}
                    aria-label={optionsCopy.wrongMatchUndoName(entry.name, place)}
                  >
                    {optionsCopy.wrongMatchUndo}
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
      <ActionStatus status={status} />
    </>
  );
}
