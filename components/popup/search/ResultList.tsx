import { useEffect } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import { memo } from '../../common/memo';
import { ErrorBoundary } from '../../ErrorBoundary';
import { BrokenRow, rowIds, ToolRow } from '../list/ToolRow';
import type { ResultRow } from '../list/types';
import { SaveStar } from '../yours/SaveStar';

export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/**
 * Search results as the listbox of the search combobox: focus stays in the search box and ↑/↓ move
 * the highlight (aria-activedescendant), the pattern screen readers announce best for search-as-you-type.
 */
export function ResultList({
  id,
  rows,
  active,
  outdated,
  onOpen,
  onHighlight,
}: {
  id: string;
  rows: readonly ResultRow[];
  active: number;
  outdated: boolean;
  onOpen: (row: ResultRow) => void;
  onHighlight: (index: number) => void;
}) {
  useEffect(() => {
    if (active < 0) return;
    // Optional call: not every DOM the tests run in implements scrollIntoView.
    document.getElementById(optionId(id, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, active]);
  return (
    <div
      id={id}
      role="listbox"
      aria-label={popupCopy.searchResults}
      aria-busy={outdated}
      hidden={rows.length === 0}
      class={`pp-list${outdated ? ' pp-list--outdated' : ''}`}
    >
      {rows.map((row, index) => (
        <ResultOption
          key={row.tool.slug}
          row={row}
          id={optionId(id, index)}
          index={index}
          selected={index === active}
          onOpen={onOpen}
          onHighlight={onHighlight}
        />
      ))}
    </div>
  );
}

interface ResultOptionProps {
  row: ResultRow;
  id: string;
  index: number;
  selected: boolean;
  onOpen: (row: ResultRow) => void;
  onHighlight: (index: number) => void;
}

/**
 * One result. Redrawn only when its props change: a keystroke redraws the list twice (dimmed while its
 * answer is on its way, then the answer), and rows that did not change are left alone.
 */
const ResultOption = memo(function ResultOption({
  row,
  id,
  index,
  selected,
  onOpen,
  onHighlight,
}: ResultOptionProps) {
  const ids = rowIds(id);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the combobox (aria-activedescendant)
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      aria-labelledby={ids.name}
      aria-describedby={ids.details}
      class={`pp-row pp-row--interactive${row.local ? ' pp-row--local' : ''}`}
      onClick={() => onOpen(row)}
      onMouseMove={() => onHighlight(index)}
      // Keeps focus in the search box, where the combobox expects it.
      onMouseDown={(event) => event.preventDefault()}
    >
      <ErrorBoundary fallback={<BrokenRow ids={ids} />}>
        <ToolRow tool={row.tool} ids={ids} local={row.local} />
      </ErrorBoundary>
      <SaveStar tool={row.tool} inOption />
    </div>
  );
});
