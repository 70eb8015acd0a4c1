import { useEffect } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
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
      {rows.map((row, index) => {
        const ids = rowIds(optionId(id, index));
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the combobox (aria-activedescendant)
          <div
            key={row.tool.slug}
            id={optionId(id, index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
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
      })}
    </div>
  );
}
