import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { formatCount } from '../../lib/common/format';
import { checkBaseUrl, checkToken, originPattern, tokenNeededFor } from '../../lib/common/url';
import * as checksCopy from '../../lib/copy/checks';
import * as optionsCopy from '../../lib/copy/options';
import { type SettingsView, sendRequest } from '../../lib/messaging/client';
import { useCountdown } from '../common/useCountdown';

type Status =
  | { state: 'idle' }
  | { state: 'testing' }
  | { state: 'connected'; toolCount: number | null; unusualPath: boolean }
  | { state: 'problem'; message: string; retryAt?: number }
  /** Device only is on: saved, and the sync starts with it, but the test is not sent. */
  | { state: 'untested' };

export const CONNECTION_SECTION_ID = 'connection';

/**
 * The base URL and token, Save & test and Forget token. `titled` false: the page around it names the form
 * (the welcome page's "Step 1"), so it has no heading of its own to repeat.
 */
export function ConnectionForm({
  settings,
  onChange,
  titled = true,
}: {
  settings: SettingsView;
  onChange: () => void;
  titled?: boolean;
}) {
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [token, setToken] = useState('');
  const [showToken, setShowToken] = useState(false);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const baseUrlCheck = baseUrl.trim() === '' ? null : checkBaseUrl(baseUrl);
  // Another server needs its own token: the saved one is not offered to it.
  const retypeHost = baseUrlCheck?.ok
    ? tokenNeededFor(settings.baseUrl, settings.hasToken, baseUrlCheck.url)
    : null;
  const retypeToken = retypeHost === null ? null : checksCopy.tokenForAnotherServer(retypeHost);
  const tokenCheck = token.trim() === '' ? null : checkToken(token);
  const tokenProblem = tokenCheck && !tokenCheck.ok ? checksCopy.tokenProblem(tokenCheck.problem) : null;

  // Follow a newly saved URL, but only when it changes: on a busy page the first effect runs after the person
  // has begun typing, and must not wipe what they typed.
  const shownSaved = useRef(settings.baseUrl);
  useEffect(() => {
    if (shownSaved.current === settings.baseUrl) return;
    shownSaved.current = settings.baseUrl;
    setBaseUrl(settings.baseUrl);
  }, [settings.baseUrl]);

  function saveAndTest(event: Event) {
    event.preventDefault();
    const url = checkBaseUrl(baseUrl);
    if (!url.ok) return setStatus({ state: 'problem', message: checksCopy.baseUrlProblem(url.problem) });
    const mustRetype = tokenNeededFor(settings.baseUrl, settings.hasToken, url.url);
    if (token.trim() === '' && mustRetype)
      return setStatus({ state: 'problem', message: checksCopy.tokenForAnotherServer(mustRetype) });
    const tokenCheck = token.trim() === '' && settings.hasToken ? null : checkToken(token);
    if (tokenCheck && !tokenCheck.ok)
      return setStatus({ state: 'problem', message: checksCopy.tokenProblem(tokenCheck.problem) });
    setStatus({ state: 'testing' });
    // Asked for on the click itself: browsers only show the prompt during a user gesture.
    const granted = browser.permissions.request({ origins: [originPattern(url.url)] }).catch(() => false);
    void granted.then(async (ok) => {
      if (!ok) {
        return setStatus({
          state: 'problem',
          message: optionsCopy.permissionNeeded(new URL(url.url).host),
        });
      }
      const result = await sendRequest({
        type: 'settings/connect',
        baseUrl: url.url,
        token: tokenCheck?.token,
      });
      onChange();
      if (result.ok) {
        setToken('');
        setStatus({
          state: 'connected',
          toolCount: result.data.toolCount,
          unusualPath: result.data.unusualPath,
        });
      } else if (result.error.kind === 'device-only') {
        setToken('');
        setStatus({ state: 'untested' });
      } else {
        setStatus({
          state: 'problem',
          message: optionsCopy.connectionProblem(result.error),
          retryAt: result.error.retryAt,
        });
      }
    });
  }

  async function forgetToken() {
    await sendRequest({ type: 'settings/forget-token' });
    setStatus({ state: 'idle' });
    onChange();
  }

  return (
    <form
      class="ts-card"
      id={titled ? CONNECTION_SECTION_ID : undefined}
      onSubmit={saveAndTest}
      aria-labelledby={titled ? 'connection-heading' : undefined}
    >
      {titled && <h2 id="connection-heading">{optionsCopy.connectionHeading}</h2>}
      <label class="ts-field">
        <span>{optionsCopy.baseUrlLabel}</span>
        <input
          type="url"
          name="baseUrl"
          value={baseUrl}
          placeholder="https://example.com/api/v1"
          autoComplete="url"
          spellcheck={false}
          aria-describedby="base-url-help"
          onInput={(event) => setBaseUrl(event.currentTarget.value)}
        />
      </label>
      <p id="base-url-help" class="ts-help">
        {baseUrlCheck && !baseUrlCheck.ok
          ? checksCopy.baseUrlProblem(baseUrlCheck.problem)
          : baseUrlCheck?.unusualPath
            ? checksCopy.baseUrlUnusualPath()
            : optionsCopy.baseUrlHelp}
      </p>
      <label class="ts-field">
        <span>{optionsCopy.tokenLabel}</span>
        <span class="ts-row">
          <input
            type={showToken ? 'text' : 'password'}
            name="token"
            value={token}
            placeholder={
              retypeToken
                ? optionsCopy.tokenPlaceholderNewServer
                : settings.hasToken
                  ? optionsCopy.tokenPlaceholderSaved
                  : optionsCopy.tokenPlaceholderEmpty
            }
            autoComplete="off"
            spellcheck={false}
            aria-invalid={tokenProblem !== null}
            aria-describedby="token-help"
            onInput={(event) => setToken(event.currentTarget.value)}
          />
          <button
            type="button"
            class="ts-button ts-button--quiet"
            aria-pressed={showToken}
            // A saved token is never shown: with nothing typed there is nothing to show.
            disabled={token === ''}
            onClick={() => setShowToken(!showToken)}
          >
            {showToken ? optionsCopy.hideToken : optionsCopy.showToken}
          </button>
        </span>
      </label>
      <p id="token-help" class={tokenProblem ? 'ts-help ts-problem' : 'ts-help'}>
        {tokenProblem ?? retypeToken ?? optionsCopy.tokenHelp}
      </p>
      <div class="ts-row">
        <button type="submit" class="ts-button ts-button--primary" disabled={status.state === 'testing'}>
          {status.state === 'testing' ? optionsCopy.testing : optionsCopy.saveAndTest}
        </button>
        {settings.hasToken && (
          <button type="button" class="ts-button" onClick={forgetToken}>
            {optionsCopy.forgetToken}
          </button>
        )}
      </div>
      <ConnectionStatus status={status} />
    </form>
  );
}

function ConnectionStatus({ status }: { status: Status }) {
  const seconds = useCountdown(status.state === 'problem' ? (status.retryAt ?? null) : null);
  return (
    <div role="status" aria-live="polite" class="ts-status-line">
      {status.state === 'connected' && (
        <p class="ts-ok">
          {optionsCopy.connected}{' '}
          {status.toolCount === null
            ? optionsCopy.directoryAnswers
            : optionsCopy.toolCount(formatCount(status.toolCount))}
          {status.unusualPath && <span class="ts-help"> {checksCopy.baseUrlUnusualPath()}</span>}
        </p>
      )}
      {status.state === 'untested' && (
        <p class="ts-help">{optionsCopy.connectionProblem({ kind: 'device-only', message: '' })}</p>
      )}
      {status.state === 'problem' && (
        <p class="ts-problem">
          {status.message}
          {seconds > 0 && optionsCopy.tryAgainIn(seconds)}
        </p>
      )}
    </div>
  );
}
