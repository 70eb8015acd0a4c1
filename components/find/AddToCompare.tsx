import { useState } from 'preact/hooks';
import { COMPARE_MAX, COMPARE_MIN, isCompared } from '../../lib/find/compare';
import * as popupCopy from '../copy/popup';
import { openComparePage, useCompareSelection } from './useCompareSelection';

/**
 * "Compare" for one tool (a detail, an alternative, a saved tool): a toggle button (aria-pressed) that
 * adds it to or removes it from the session's comparison; with `showOpen`, also the button that opens
 * the compare page once two or more are picked. Says so, politely, when the comparison is full.
 */
export function AddToCompare({
  slug,
  name,
  showOpen = false,
  compact = false,
}: {
  slug: string;
  name: string;
  showOpen?: boolean;
  /** Icon-sized, for a list row. */
  compact?: boolean;
}) {
  const selection = useCompareSelection();
  const [full, setFull] = useState(false);
  const items = selection.items ?? [];
  const picked = isCompared(items, slug);
  const toggle = async () => {
    if (picked) {
      setFull(false);
      await selection.remove(slug);
      return;
    }
    setFull((await selection.add({ slug, name })) === 'full');
  };
  return (
    <span class={`ts-compare${compact ? ' ts-compare--compact' : ''}`}>
      <button
        type="button"
        class="ts-button ts-compare__toggle"
        aria-pressed={picked}
        aria-label={popupCopy.compareTool(name)}
        title={compact ? popupCopy.compareTool(name) : undefined}
        disabled={selection.items === null}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{picked ? '✓' : '+'}</span>
        {!compact && ` ${popupCopy.addToCompare}`}
      </button>
      {showOpen && items.length >= COMPARE_MIN && (
        <button type="button" class="ts-button ts-compare__open" onClick={openComparePage}>
          {popupCopy.openCompare(items.length)}
        </button>
      )}
      <span class="ts-compare__note" role="status">
        {full ? popupCopy.compareFull(COMPARE_MAX) : ''}
      </span>
    </span>
  );
}
