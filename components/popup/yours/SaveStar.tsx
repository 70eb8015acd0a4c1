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

/**
 * The star that saves a tool: a switch ("Save Jasper", on or off). `inOption`: inside a
 * search result, which is an option of a listbox and may hold nothing focusable — there the star is
 * for the mouse, and keyboard users save from the detail that Enter opens.
 */
export function SaveStar({ tool, inOption = false }: { tool: ToolSummary; inOption?: boolean }) {
  const yours = useYours();
  const saved = isSaved(yours, tool.slug);
  const className = `pp-star${saved ? ' pp-star--on' : ''}`;
  const title = saved ? popupCopy.savedTitle : popupCopy.saveTitle;
  if (inOption) {
    return (
      // Inside a listbox option, which may hold nothing focusable: the keyboard way is the detail's star.
      <span
        class={className}
        title={title}
        aria-hidden="true"
        data-star={saved ? 'on' : 'off'}
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          event.stopPropagation();
          void setSaved(tool, !saved);
        }}
      >
        <StarIcon filled={saved} />
      </span>
    );
  }
  // A switch ("Save Jasper", on or off): it holds a state, and a list's buttons stay its tools' rows.
  return (
    <button
      type="button"
      role="switch"
      class={className}
      aria-label={popupCopy.saveTool(tool.name)}
      aria-checked={saved}
      title={title}
      onClick={() => void setSaved(tool, !saved)}
    >
      <StarIcon filled={saved} />
    </button>
  );
}
