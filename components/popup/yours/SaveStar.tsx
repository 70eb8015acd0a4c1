import * as popupCopy from '../../../lib/copy/popup';
import type { ToolSummary } from '../list/types';
import { isSaved, setSaved, useYours } from './state';

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg width={18} height={18} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 1.6l1.95 4 4.4.6-3.2 3.08.78 4.36L8 11.56l-3.93 2.08.78-4.36-3.2-3.08 4.4-.6z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        stroke-width={1.3}
        stroke-linejoin="round"
      />
    </svg>
  );
}

/** What a star says and looks like: its name is what pressing it does ("Save Jasper", "Remove Jasper from saved"). */
function useStar(tool: ToolSummary) {
  const saved = isSaved(useYours(), tool.slug);
  return {
    saved,
    label: saved ? popupCopy.unsaveTool(tool.name) : popupCopy.saveTool(tool.name),
    title: saved ? popupCopy.savedTitle : popupCopy.saveTitle,
    className: `pp-star${saved ? ' pp-star--on' : ''}`,
  };
}

/**
 * The star that saves a tool, beside its row in a list (listings, alternatives, saved, recent): a button
 * of its own, reached with Tab after the row's button, named by what it does.
 */
export function SaveStar({ tool }: { tool: ToolSummary }) {
  const star = useStar(tool);
  return (
    <button
      type="button"
      class={star.className}
      aria-label={star.label}
      title={star.title}
      onClick={() => void setSaved(tool, !star.saved)}
    >
      <StarIcon filled={star.saved} />
    </button>
  );
}

/**
 * The star as the second cell of a search result's row (the results are a grid popup of the search
 * combobox): focus stays in the search box, → highlights this cell (aria-activedescendant) and Enter
 * presses it, as a click does. Its name says what that does.
 */
export function SaveStarCell({ tool, id, active }: { tool: ToolSummary; id: string; active: boolean }) {
  const star = useStar(tool);
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useKeyWithClickEvents: a cell of the result grid; the keyboard works through the combobox
    <div
      id={id}
      role="gridcell"
      tabIndex={-1}
      class={`${star.className}${active ? ' pp-star--active' : ''}`}
      aria-label={star.label}
      title={star.title}
      // Keeps focus in the search box, where the combobox expects it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        event.stopPropagation();
        void setSaved(tool, !star.saved);
      }}
    >
      <StarIcon filled={star.saved} />
    </div>
  );
}
