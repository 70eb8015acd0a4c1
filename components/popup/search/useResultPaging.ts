// The result list's next pages: brought ahead of the highlight as it goes down, and a "more" button
// pressed from the keyboard hands the focus back to the box when its page comes.
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { ActiveCell } from './search-state';

/** ↓ this close to the last loaded row brings the device's next page, so the arrow keys never stop short. */
const LOAD_AHEAD_ROWS = 5;

interface Paging {
  rowCount: number;
  /** The highlighted row, -1 for none. */
  activeRow: number;
  input: RefObject<HTMLInputElement>;
  showMore: () => void;
  highlight: (cell: ActiveCell) => void;
}

/** Returns the click handler of a "more" button that asks with `ask`. */
export function useResultPaging({ rowCount, activeRow, input, showMore, highlight }: Paging) {
  // Near the end of the loaded rows, the next page comes (the highlight keeps going down through all).
  useEffect(() => {
    if (activeRow >= 0 && activeRow >= rowCount - LOAD_AHEAD_ROWS) showMore();
  }, [activeRow, rowCount, showMore]);

  // A "more" button pressed from the keyboard leaves when the last page comes: focus goes back to the
  // box, with the first new row highlighted, instead of being lost to the page.
  const pressedMoreAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const from = pressedMoreAt.current;
    if (from === null || rowCount <= from) return;
    pressedMoreAt.current = null;
    if (document.activeElement === document.body) {
      input.current?.focus();
      highlight({ row: from, cell: 0 });
    }
  });
  return (ask: () => void) => () => {
    pressedMoreAt.current = rowCount;
    ask();
  };
}
