import { useContext } from 'preact/hooks';
import { browser } from 'wxt/browser';
import * as popupCopy from '../../../lib/copy/popup';
import { SidePanelContext } from '../shell/context';

function GearIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="8" r="2.2" stroke-width={1.5} />
      <path
        d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4"
        stroke-width={1.5}
        stroke-linecap="round"
      />
    </svg>
  );
}

/** The header's gear: the options page, in a tab of its own; the popup closes as it opens, the side panel stays. */
export function SettingsGear() {
  const inSidePanel = useContext(SidePanelContext);
  async function open() {
    await browser.runtime.openOptionsPage();
    // In a side panel, window.close() would close the panel the person chose to keep open.
    if (!inSidePanel) window.close();
  }
  return (
    <button
      type="button"
      class="ts-icon-button pp-gear"
      aria-label={popupCopy.settings}
      title={popupCopy.settings}
      onClick={() => void open()}
    >
      <GearIcon />
    </button>
  );
}
