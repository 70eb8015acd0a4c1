// The search box: a combobox over the result grid, with its own clear button. Apart from SearchView.tsx,
// which owns the query and the grid it points at.
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import { ClearIcon, SearchIcon } from '../shell/icons';

interface SearchBoxProps {
  input: RefObject<HTMLInputElement>;
  text: string;
  gridId: string;
  hasRows: boolean;
  /** The highlighted cell's id, read to a screen reader as the box's active descendant. */
  activeCellId: string | undefined;
  onText: (text: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onClear: () => void;
}

export function SearchBox({
  input,
  text,
  gridId,
  hasRows,
  activeCellId,
  onText,
  onKeyDown,
  onClear,
}: SearchBoxProps) {
  // The box has `autofocus`: the browser focuses it in its first frame. A focus() here, in a mount effect,
  // ran inside the first keystroke's render and forced style and layout there (1–4 ms before the first
  // results of a popup just opened). A frame later, only where the browser did not focus it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (document.activeElement !== input.current) input.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <label class="pp-searchbox">
      <SearchIcon />
      <span class="ts-sr-only">{popupCopy.searchLabel}</span>
      <input
        ref={input}
        autofocus
        type="search"
        role="combobox"
        aria-haspopup="grid"
        aria-expanded={hasRows}
        aria-controls={gridId}
        aria-autocomplete="list"
        aria-activedescendant={activeCellId}
        placeholder={popupCopy.searchLabel}
        autocomplete="off"
        spellcheck={false}
        maxLength={120}
        value={text}
        onInput={(event) => onText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      {/* Our own clear button: Chrome draws one in a search input, Firefox none (its native one is hidden). */}
      {text !== '' && (
        <button
          type="button"
          class="ts-icon-button pp-search-clear"
          aria-label={popupCopy.clearSearch}
          title={popupCopy.clearSearch}
          // Keeps focus in the search box.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClear}
        >
          <ClearIcon />
        </button>
      )}
    </label>
  );
}
