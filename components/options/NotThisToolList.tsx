// "Not this tool": the tools a person said a site is not ("Not this tool" on a card), each
// with an Undo. Read from and changed through the background; all of it stays on the device.
import { useEffect, useRef, useState } from 'preact/hooks';
import * as optionsCopy from '../../lib/copy/options';
import { type NotThisToolEntry, sendRequest } from '../../lib/messaging/client';
import { type ActionOutcome, ActionStatus } from './ActionStatus';

const entryKey = (entry: NotThisToolEntry) => `${entry.slug} ${entry.host}${entry.path ?? ''}`;

export function NotThisToolList() {
  // Null until the background has answered: no empty state flashes before the list.
  const [entries, setEntries] = useState<NotThisToolEntry[] | null>(null);
  const [status, setStatus] = useState<ActionOutcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void sendRequest({ type: 'not-this-tool/list' }).then((answer) => {
      setEntries(answer.ok ? answer.data : []);
    });
  }, []);

  async function undo(entry: NotThisToolEntry, place: string) {
    const { slug, host, path } = entry;
    const answer = await sendRequest({ type: 'not-this-tool/remove', slug, host, ...(path ? { path } : {}) });
    if (!answer.ok) {
      setStatus({ text: optionsCopy.notThisToolUndoFailed, problem: true });
      return;
    }
    setEntries(answer.data);
    setStatus({ text: optionsCopy.notThisToolUndone(entry.name, place), problem: false });
    // The button pressed is gone: focus goes back to the list's heading, not to the page's start.
    heading.current?.focus();
  }

  return (
    <>
      <h3 ref={heading} tabIndex={-1}>
        {optionsCopy.notThisToolHeading}
      </h3>
      <p class="ts-help">{optionsCopy.notThisToolHelp}</p>
      {entries !== null &&
        (entries.length === 0 ? (
          <p class="ts-help">{optionsCopy.notThisToolNone}</p>
        ) : (
          <ul class="ts-list" aria-label={optionsCopy.notThisToolHeading}>
            {entries.map((entry) => {
              const place = optionsCopy.notThisToolPlace(entry.host, entry.path);
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
                    aria-label={optionsCopy.notThisToolUndoName(entry.name, place)}
                  >
                    {optionsCopy.notThisToolUndo}
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
