// What a key in the search box does: ↑ and ↓ move through the rows (or down to Yours), ← and → between
// a row's cells, Enter opens or saves, Escape clears. Apart from SearchView.tsx, which renders.
import type { ToolSummary } from '../list/types';
import { toggleSaved } from '../yours/state';
import type { ActiveCell, SearchState } from './search-state';
import type { SearchControls } from './useSearch';

interface SearchKeyContext {
  state: SearchState;
  rows: ToolSummary[];
  /** The highlighted cell, when it is on a row still shown. */
  active: ActiveCell | null;
  search: SearchControls;
  open: (tool: ToolSummary) => void;
}

export function onSearchKey(
  event: KeyboardEvent,
  { state, rows, active, search, open }: SearchKeyContext,
): void {
  const row = active ? rows[active.row] : undefined;
  if (event.key === 'ArrowDown' && rows.length === 0 && state.check === 'empty') {
    // Yours: with nothing typed, ↓ goes down to the saved and recent rows.
    const first = document.querySelector<HTMLElement>('.pp-yours button.pp-row');
    if (first) {
      event.preventDefault();
      first.focus();
    }
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    search.move(event.key === 'ArrowDown' ? 1 : -1);
  } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && active) {
    // In the grid, ← and → move between a row's cells; otherwise they move the caret.
    event.preventDefault();
    search.moveCell(event.key === 'ArrowRight' ? 1 : -1);
  } else if (event.key === 'Enter') {
    event.preventDefault();
    if (row && active?.cell === 1) void toggleSaved(row);
    else if (row) open(row);
    else search.enter();
  } else if (event.key === 'Escape' && state.text !== '') {
    // The first Escape clears; with an empty box it is left alone, so the popup closes as usual.
    event.preventDefault();
    event.stopPropagation();
    search.setText('');
  }
}
