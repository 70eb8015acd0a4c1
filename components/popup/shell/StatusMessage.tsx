import type { ComponentChildren } from 'preact';
import { browser } from 'wxt/browser';
import type { ApiError } from '../../../lib/api/model';
import * as popupCopy from '../../../lib/copy/popup';
import { openDeviceOnlySettings } from '../../common/device-only';
import { Countdown } from './Countdown';
import { describeError, type StatusSubject, staleText } from './status';

/** A polite live region; it is always rendered so that what appears in it gets announced. */
export function StatusArea({ children }: { children?: ComponentChildren }) {
  return (
    <div class="pp-status" role="status">
      {children}
    </div>
  );
}

function openOptions() {
  // Rejects only where there is no options page at all; nothing useful to say then.
  browser.runtime.openOptionsPage().catch(() => {});
}

/** The message for an error, with what can be done about it (options, retry, or a countdown). */
export function StatusMessage({
  error,
  subject,
  onRetry,
}: {
  error: ApiError;
  subject: StatusSubject;
  onRetry?: () => void;
}) {
  const copy = describeError(error, subject);
  return (
    <div class={`pp-message pp-message--${error.kind}`}>
      <p>
        {(copy.action === 'countdown' || copy.action === 'wait') && error.retryAt !== undefined ? (
          <>
            {copy.action === 'wait' ? popupCopy.busyCountdown : popupCopy.rateLimitedCountdown}{' '}
            <Countdown key={error.retryAt} until={error.retryAt} onDone={onRetry} />
          </>
        ) : (
          copy.text
        )}
      </p>
      {copy.action === 'options' && (
        <button type="button" class="ts-button ts-button--primary" onClick={openOptions}>
          {popupCopy.openOptions}
        </button>
      )}
      {copy.action === 'device-only' && <DeviceOnlySettingsButton />}
      {copy.action === 'retry' && onRetry && (
        <button type="button" class="ts-button" onClick={onRetry}>
          {popupCopy.retry}
        </button>
      )}
    </div>
  );
}

/** The way to the Device only switch (the options' privacy section), from wherever the popup says it is on. */
export function DeviceOnlySettingsButton() {
  return (
    <button
      type="button"
      class="ts-button"
      aria-label={popupCopy.deviceOnlySettings}
      onClick={() => void openDeviceOnlySettings().catch(() => {})}
    >
      {popupCopy.settings}
    </button>
  );
}

/** Device only is on: said where the popup would otherwise have asked the directory, with the way to the switch. */
export function DeviceOnlyNotice({ text }: { text: string }) {
  return (
    <div class="pp-message pp-message--device-only">
      <p>{text}</p>
      <DeviceOnlySettingsButton />
    </div>
  );
}

/** Shown over data the background answered from its cached copy. */
export function StaleNotice({ subject, onRetry }: { subject: StatusSubject; onRetry: () => void }) {
  return (
    <div class="pp-message pp-message--stale">
      <p>{staleText(subject)}</p>
      <button type="button" class="ts-button" onClick={onRetry}>
        {popupCopy.retry}
      </button>
    </div>
  );
}
