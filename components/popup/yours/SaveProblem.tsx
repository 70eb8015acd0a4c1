import * as popupCopy from '../../../lib/copy/popup';
import { dismissProblem, useYours } from './state';

/** Why the last star did not stick (the sync quota, or the browser's write limit), until dismissed. */
export function SaveProblem() {
  const { problem } = useYours();
  return (
    <div aria-live="polite" class="pp-save-problem-area">
      {problem && (
        <p class="pp-save-problem">
          <span>{problem === 'full' ? popupCopy.savedFull : popupCopy.savedStorageRefused}</span>
          <button type="button" class="ts-button" onClick={dismissProblem}>
            {popupCopy.dismiss}
          </button>
        </p>
      )}
    </div>
  );
}
