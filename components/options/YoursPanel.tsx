// Saved tools and recently viewed in the options page: how many, export and import of the saved list
// (a JSON file), and "Clear" for recently viewed. The background reads, checks and writes both lists.
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import * as optionsCopy from '../../lib/copy/options';
import * as optionsYoursCopy from '../../lib/copy/options-yours';
import { sendRequest } from '../../lib/messaging/client';
import { RECENT_AREA, RECENT_KEY } from '../../lib/recent/public';
import { type ImportOutcome, isSavedKey, MAX_IMPORT_CHARS, SAVED_AREA } from '../../lib/saved/public';
import { type ActionOutcome, ActionStatus } from './ActionStatus';

export const YOURS_SECTION_ID = 'saved-tools';

interface Counts {
  saved: number;
  room: number;
  recent: number;
}

function importMessage(outcome: ImportOutcome): { text: string; problem: boolean } {
  if (outcome.report === null) {
    switch (outcome.problem) {
      case 'not-json':
        return { text: optionsYoursCopy.importNotJson, problem: true };
      case 'not-ours':
        return { text: optionsYoursCopy.importNotOurs, problem: true };
      case 'too-large':
        return { text: optionsYoursCopy.importTooLarge, problem: true };
      default:
        return { text: optionsYoursCopy.importUnreadable, problem: true };
    }
  }
  if (outcome.problem === 'storage') return { text: optionsYoursCopy.importRefused, problem: true };
  if (outcome.problem === 'full' && outcome.report.added === 0) {
    return {
      text: `${optionsYoursCopy.importDone(outcome.report)} ${optionsYoursCopy.importFull}`,
      problem: true,
    };
  }
  return { text: optionsYoursCopy.importDone(outcome.report), problem: false };
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has its own copy of the data once it started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function YoursPanel() {
  const [counts, setCounts] = useState<Counts | null>(null);
  const [status, setStatus] = useState<ActionOutcome | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function reload() {
    const [saved, recent] = await Promise.all([
      sendRequest({ type: 'saved/list' }),
      sendRequest({ type: 'recent/list' }),
    ]);
    setCounts({
      saved: saved.ok ? saved.data.tools.length : 0,
      room: saved.ok ? saved.data.room : 0,
      recent: recent.ok ? recent.data.length : 0,
    });
  }

  useEffect(() => {
    void reload();
    // Stars from the popup, or from another browser through sync, update the counts here too.
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      const keys = Object.keys(changes);
      if (
        (area === SAVED_AREA && keys.some(isSavedKey)) ||
        (area === RECENT_AREA && keys.includes(RECENT_KEY))
      ) {
        void reload();
      }
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, []);

  async function exportSaved() {
    const result = await sendRequest({ type: 'saved/export' });
    if (!result.ok) {
      setStatus({ text: optionsCopy.connectionProblem(result.error), problem: true });
      return;
    }
    const day = result.data.exportedAt.slice(0, 10);
    download(`toolscout-saved-tools-${day}.json`, `${JSON.stringify(result.data, null, 2)}\n`);
    setStatus({ text: optionsYoursCopy.exportDone(result.data.tools.length), problem: false });
  }

  async function importFile(file: File) {
    if (file.size > MAX_IMPORT_CHARS * 4) {
      setStatus({ text: optionsYoursCopy.importTooLarge, problem: true });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setStatus({ text: optionsYoursCopy.importUnreadable, problem: true });
      return;
    }
    if (text.length > MAX_IMPORT_CHARS) {
      setStatus({ text: optionsYoursCopy.importTooLarge, problem: true });
      return;
    }
    const result = await sendRequest({ type: 'saved/import', text });
    setStatus(
      result.ok
        ? importMessage(result.data)
        : { text: optionsCopy.connectionProblem(result.error), problem: true },
    );
    void reload();
  }

  async function clearRecent() {
    const result = await sendRequest({ type: 'recent/clear' });
    setStatus(
      result.ok
        ? { text: optionsYoursCopy.recentCleared, problem: false }
        : { text: optionsCopy.connectionProblem(result.error), problem: true },
    );
    void reload();
  }

  return (
    <section class="ts-card" id={YOURS_SECTION_ID} aria-labelledby="yours-heading">
      <h2 id="yours-heading">{optionsYoursCopy.yoursHeading}</h2>
      {counts && (
        <p class="ts-help">
          {optionsYoursCopy.savedSummary(counts.saved)}{' '}
          {counts.saved > 0 && optionsYoursCopy.savedRoom(counts.room)}
        </p>
      )}
      <div class="ts-row">
        <button type="button" class="ts-button" onClick={() => void exportSaved()}>
          {optionsYoursCopy.exportSaved}
        </button>
        <button type="button" class="ts-button" onClick={() => fileInput.current?.click()}>
          {optionsYoursCopy.importSaved}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      <p class="ts-help">{optionsYoursCopy.importHelp}</p>
      {counts && <p class="ts-help">{optionsYoursCopy.recentSummary(counts.recent)}</p>}
      <div class="ts-row">
        <button
          type="button"
          class="ts-button"
          disabled={counts !== null && counts.recent === 0}
          onClick={() => void clearRecent()}
        >
          {optionsYoursCopy.clearRecent}
        </button>
      </div>
      <ActionStatus status={status} />
    </section>
  );
}
