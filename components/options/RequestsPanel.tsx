// Requests (issue 21, "Every request, shown"): every request Toolscout sent in the last 7 days, newest
// first, as the background's request log has it (lib/request-log/store.ts). Shown as text only:
// the query a person typed is data here, never markup.
import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { formatDateTime } from '../../lib/common/format';
import * as optionsCopy from '../../lib/copy/options';
import * as optionsPrivacyCopy from '../../lib/copy/options-privacy';
import { type RequestRecord, sendRequest } from '../../lib/messaging/client';
import { type ActionOutcome, ActionStatus } from './ActionStatus';

export const REQUESTS_SECTION_ID = 'requests';

function carried(params: Record<string, string>): string {
  // The tool first: it is what the path's {slug} stands for.
  const entries = Object.entries(params).sort(([a], [b]) => Number(b === 'slug') - Number(a === 'slug'));
  return entries.length === 0
    ? optionsPrivacyCopy.requestsNothingCarried
    : entries.map(([name, value]) => `${name}: ${value}`).join(', ');
}

/** A path may wrap after each `/`, never inside a word. */
function withBreaks(path: string) {
  return path.split(/(?<=\/)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function answer(outcome: RequestRecord['outcome']): string {
  return typeof outcome === 'number' ? String(outcome) : optionsPrivacyCopy.requestsNoAnswer(outcome);
}

/** `deviceOnly`: Device only is on, and the view says that only the sync and the prefetch are sent. */
export function RequestsPanel({ deviceOnly = false }: { deviceOnly?: boolean }) {
  const [entries, setEntries] = useState<RequestRecord[] | null>(null);
  const [status, setStatus] = useState<ActionOutcome | null>(null);

  async function reload() {
    const result = await sendRequest({ type: 'requests/list' });
    if (result.ok) setEntries(result.data);
    else setStatus({ text: optionsPrivacyCopy.requestsUnreadable, problem: true });
  }

  useEffect(() => {
    void reload();
    // Requests sent while the person was elsewhere (the popup, a card) are listed when they come back.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  async function clear() {
    const result = await sendRequest({ type: 'requests/clear' });
    if (!result.ok) {
      setStatus({ text: optionsCopy.connectionProblem(result.error), problem: true });
      return;
    }
    setEntries([]);
    setStatus({ text: optionsPrivacyCopy.requestsCleared, problem: false });
  }

  return (
    <section class="ts-card" id={REQUESTS_SECTION_ID} aria-labelledby="requests-heading">
      <h2 id="requests-heading">{optionsPrivacyCopy.requestsHeading}</h2>
      <p class="ts-help">{optionsPrivacyCopy.requestsHelp}</p>
      {deviceOnly && <p class="ts-device-only-notice">{optionsPrivacyCopy.requestsDeviceOnly}</p>}
      {entries !== null && entries.length === 0 && <p class="ts-help">{optionsPrivacyCopy.requestsEmpty}</p>}
      {entries !== null && entries.length > 0 && (
        // A wide table scrolls on its own, and can be reached and scrolled by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
        <section class="ts-requests" tabIndex={0} aria-labelledby="requests-caption">
          <table>
            <caption id="requests-caption">{optionsPrivacyCopy.requestsTable}</caption>
            <thead>
              <tr>
                <th scope="col">{optionsPrivacyCopy.requestsWhen}</th>
                <th scope="col">{optionsPrivacyCopy.requestsEndpoint}</th>
                <th scope="col">{optionsPrivacyCopy.requestsWhy}</th>
                <th scope="col">{optionsPrivacyCopy.requestsCarried}</th>
                <th scope="col">{optionsPrivacyCopy.requestsAnswer}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td>{formatDateTime(entry.at)}</td>
                  <td>
                    <code>
                      {`${entry.method} `}
                      {withBreaks(entry.path)}
                    </code>
                  </td>
                  <td>{optionsPrivacyCopy.requestsReason(entry.reason)}</td>
                  <td>{carried(entry.params)}</td>
                  <td>{answer(entry.outcome)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div class="ts-row">
        <button
          type="button"
          class="ts-button"
          disabled={entries !== null && entries.length === 0}
          onClick={() => void clear()}
        >
          {optionsPrivacyCopy.requestsClear}
        </button>
      </div>
      <ActionStatus status={status} />
    </section>
  );
}
