import { useEffect } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import { memo } from '../../common/memo';
import { ErrorBoundary } from '../../ErrorBoundary';
import { BrokenRow, rowIds, ToolRow } from '../list/ToolRow';
import type { ToolSummary } from '../list/types';
import { SaveStarCell } from '../yours/SaveStar';
import type { ActiveCell } from './search-state';

export function cellId(gridId: string, row: number, cell: 0 | 1): string {
  return `${gridId}-${row}-${cell}`;
}

const rowId = (gridId: string, row: number) => `${gridId}-${row}`;

/**
 * Search results as the grid popup of the search combobox (WAI-ARIA APG, "editable combobox with grid
 * popup"): a row per tool, its first cell the tool (opens its detail), its second the tool's star. Focus
 * stays in the search box: ↑/↓ move between rows, ←/→ between a row's two cells (aria-activedescendant),
 * Enter presses the highlighted cell. A listbox could not hold the star: an option holds nothing a person
 * can press. `rowCount` is every match, so a screen reader says "row 3 of 696" though the rows further
 * down are not loaded yet.
 */
export function ResultGrid({
  id,
  rows,
  rowCount,
  active,
  outdated,
  onOpen,
  onHighlight,
}: {
  id: string;
  rows: readonly ToolSummary[];
  rowCount: number;
  active: ActiveCell | null;
  outdated: boolean;
  onOpen: (tool: ToolSummary) => void;
  onHighlight: (active: ActiveCell) => void;
}) {
  const activeRow = active?.row ?? -1;
  useEffect(() => {
    if (activeRow < 0) return;
    // Optional call: not every DOM the tests run in implements scrollIntoView.
    document.getElementById(rowId(id, activeRow))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeRow]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a grid of flex rows, the combobox's popup; a table would lay them out as a table
    <div
      id={id}
      role="grid"
      aria-label={popupCopy.searchResults}
      aria-rowcount={Math.max(rowCount, rows.length)}
      aria-busy={outdated}
      hidden={rows.length === 0}
      class={`pp-list pp-results${outdated ? ' pp-list--outdated' : ''}`}
    >
      {rows.map((tool, index) => (
        <ResultRow
          key={tool.slug}
          tool={tool}
          gridId={id}
          index={index}
          activeCell={index === activeRow ? (active?.cell ?? 0) : null}
          onOpen={onOpen}
          onHighlight={onHighlight}
        />
      ))}
    </div>
  );
}

interface ResultRowProps {
  tool: ToolSummary;
  gridId: string;
  index: number;
  /** Which of its cells is highlighted, if the row is. */
  activeCell: 0 | 1 | null;
  onOpen: (tool: ToolSummary) => void;
  onHighlight: (active: ActiveCell) => void;
}

/**
 * One result. Redrawn only when its props change: a keystroke redraws the list twice (dimmed while its
 * answer is on its way, then the answer), and rows that did not change are left alone.
 */
const ResultRow = memo(function ResultRow({
  tool,
  gridId,
  index,
  activeCell,
  onOpen,
  onHighlight,
}: ResultRowProps) {
  const ids = rowIds(cellId(gridId, index, 0));
  // Rows and cells are reached through the combobox (aria-activedescendant), never focused: tabIndex -1
  // and no focus on a press, which keeps it in the search box.
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of the grid above (a flex line, not a table row)
    <div
      id={rowId(gridId, index)}
      role="row"
      tabIndex={-1}
      aria-rowindex={index + 1}
      class={`pp-result${activeCell === null ? '' : ' pp-result--active'}`}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={(event) =>
        onHighlight({ row: index, cell: (event.target as Element).closest('.pp-star') ? 1 : 0 })
      }
    >
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useKeyWithClickEvents: a cell of the grid above; the keyboard works through the combobox */}
      <div
        id={cellId(gridId, index, 0)}
        role="gridcell"
        tabIndex={-1}
        aria-selected={activeCell !== null}
        aria-labelledby={ids.name}
        aria-describedby={ids.details}
        class={`pp-row pp-row--interactive${activeCell === 0 ? ' pp-row--active' : ''}`}
        onClick={() => onOpen(tool)}
      >
        <ErrorBoundary fallback={<BrokenRow ids={ids} />}>
          <ToolRow tool={tool} ids={ids} />
        </ErrorBoundary>
      </div>
      <SaveStarCell tool={tool} id={cellId(gridId, index, 1)} active={activeCell === 1} />
    </div>
  );
});
