import { useId, useState } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import { AddToCompare, CompareBar } from '../../find/AddToCompare';
import { ToolList } from '../list/ToolList';
import { FollowedList } from '../whats-new/FollowedList';
import { WhatsNew } from '../whats-new/WhatsNew';
import { toSummary } from '../yours/snapshot';
import { useYours } from '../yours/state';

/** Saved rows shown before "Show all": the popup is small, and the rest is one click away. */
const SAVED_SHOWN = 30;

/**
 * The home screen under an empty search box: What's new (when there is something), saved tools, the
 * categories followed (when there are any) and recently viewed, all read on this device
 * (no request). ↑/↓ move between the rows (↑ from the first: back to the search box), Tab goes on to
 * each row's star.
 */
export function YoursLists() {
  const yours = useYours();
  const [showAll, setShowAll] = useState(false);
  const savedHeading = useId();
  const recentHeading = useId();
  const saved = yours.saved ?? [];
  const shownSaved = showAll ? saved : saved.slice(0, SAVED_SHOWN);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const rows = [...(event.currentTarget as HTMLElement).querySelectorAll<HTMLElement>('button.pp-row')];
    const index = rows.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    // ↑ from the first row goes back up to the search box.
    const next =
      rows[index + (event.key === 'ArrowDown' ? 1 : -1)] ??
      (index === 0 && event.key === 'ArrowUp'
        ? document.querySelector<HTMLElement>('input[role="combobox"]')
        : null);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the buttons it holds
    <div class="pp-yours" onKeyDown={onKeyDown}>
      <WhatsNew />
      <section aria-labelledby={savedHeading}>
        <h2 id={savedHeading} class="pp-yours__heading">
          {popupCopy.savedHeading}
          {saved.length > 0 && <span class="pp-yours__count">{popupCopy.savedCount(saved.length)}</span>}
        </h2>
        {yours.saved !== null && saved.length === 0 && <p class="pp-yours__empty">{popupCopy.savedEmpty}</p>}
        {/* Saved tools are where a comparison is most often made: each can be picked here. */}
        <ToolList
          tools={shownSaved.map(toSummary)}
          label={popupCopy.savedHeading}
          trailing={(tool) => <AddToCompare slug={tool.slug} name={tool.name} compact />}
          note={(tool) => (yours.gone.has(tool.slug) ? popupCopy.savedGone : null)}
        />
        <CompareBar among={saved.map((tool) => tool.slug)} />
        {!showAll && saved.length > SAVED_SHOWN && (
          <button type="button" class="ts-button pp-more" onClick={() => setShowAll(true)}>
            {popupCopy.savedShowAll(saved.length)}
          </button>
        )}
      </section>
      <FollowedList />
      <section aria-labelledby={recentHeading}>
        <h2 id={recentHeading} class="pp-yours__heading">
          {popupCopy.recentHeading}
        </h2>
        {yours.recent !== null && yours.recent.length === 0 && (
          <p class="pp-yours__empty">{popupCopy.recentEmpty}</p>
        )}
        <ToolList tools={(yours.recent ?? []).map(toSummary)} label={popupCopy.recentHeading} />
      </section>
    </div>
  );
}
