import { useState } from 'preact/hooks';
import * as popupCopy from '../../lib/copy/popup';
import { COMPARE_MAX, COMPARE_MIN, isCompared } from '../../lib/find/public/compare';
import { openComparePage, useCompareSelection } from './useCompareSelection';

/**
 * "Compare" for one tool (a detail, an alternative, a saved tool): a checkbox that puts it in or takes it
 * out of the session's comparison (a checkbox, not a button, so it reads as a choice among tools and
 * stays out of the lists' buttons). Says so when the comparison is full.
 */
export function AddToCompare({
  slug,
  name,
  compact = false,
}: {
  slug: string;
  name: string;
  /** Beside a list row: the note goes to screen readers only. */
  compact?: boolean;
}) {
  const selection = useCompareSelection();
  const [full, setFull] = useState(false);
  const items = selection.items ?? [];
  const picked = isCompared(items, slug);
  const toggle = async (checkbox: HTMLInputElement) => {
    if (picked) {
      setFull(false);
      await selection.remove(slug);
      return;
    }
    const outcome = await selection.add({ slug, name });
    setFull(outcome === 'full');
    // A refused pick leaves the box as it was.
    if (outcome !== 'added' && outcome !== 'already') checkbox.checked = false;
  };
  return (
    <span class={`ts-compare${compact ? ' ts-compare--compact' : ''}`}>
      <label class="ts-compare__toggle">
        <input
          type="checkbox"
          checked={picked}
          aria-label={popupCopy.compareTool(name)}
          disabled={selection.items === null}
          onChange={(event) => void toggle(event.currentTarget)}
        />
        <span aria-hidden="true">{popupCopy.addToCompare}</span>
      </label>
      <span class={`ts-compare__note${compact ? ' ts-sr-only' : ''}`} role="status">
        {full ? popupCopy.compareFull(COMPARE_MAX) : ''}
      </span>
    </span>
  );
}

/**
 * The bar with "Compare N tools", once two or more are picked, and only beside what is in the comparison:
 * on a tool's detail when that tool is picked, under the saved tools when one of them is. It sits in the
 * lists' gutter (its left edge on the rows' logos).
 */
export function CompareBar({ among }: { among: readonly string[] }) {
  const items = useCompareSelection().items ?? [];
  if (items.length < COMPARE_MIN || !among.some((slug) => isCompared(items, slug))) return null;
  return (
    <div class="ts-compare-bar">
      <button type="button" class="ts-button ts-compare__open" onClick={openComparePage}>
        {popupCopy.openCompare(items.length)}
      </button>
    </div>
  );
}
