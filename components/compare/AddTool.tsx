import { useEffect, useRef, useState } from 'preact/hooks';
import * as compareCopy from '../../lib/copy/compare';
import * as popupCopy from '../../lib/copy/popup';
import { COMPARE_MAX, type CompareAdd, type CompareItem, isCompared } from '../../lib/find/public/compare';
import type { LocalTool } from '../../lib/messaging/client';
import { ErrorBoundary } from '../ErrorBoundary';
import { BrokenRow, rowIds, ToolRow } from '../popup/list/ToolRow';
import { queryHint } from '../popup/search/query';
import { ClearIcon, SearchIcon } from '../popup/shell/icons';
import { useToolFinder } from './useToolFinder';

const INPUT_ID = 'cmp-add-input';
const LIST_ID = 'cmp-add-results';
const optionId = (index: number) => `${LIST_ID}-${index}`;

/**
 * "Add a tool": a search box over the local copy of the directory (a combobox: focus stays in the box,
 * ↑/↓ move the highlight, Enter adds it, Escape closes the list, then clears the box). A tool already
 * compared is listed but cannot be added again. At COMPARE_MAX tools it says the limit instead.
 */
export function AddTool({
  items,
  add,
  focusOnStart = false,
  describedBy,
}: {
  items: readonly CompareItem[];
  add: (item: CompareItem) => Promise<CompareAdd | null>;
  /** The page has nothing to compare: the search is the one thing to do. */
  focusOnStart?: boolean;
  /** The id of what the page says about the picks, read with the box when there is nothing to compare. */
  describedBy?: string | undefined;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { check, answer, outdated, retry } = useToolFinder(text);
  const input = useRef<HTMLInputElement>(null);
  const limit = useRef<HTMLParagraphElement>(null);
  // The box had focus when the last pick filled the comparison: focus goes to the words that replace it.
  const focusLimit = useRef(false);

  const full = items.length >= COMPARE_MAX;
  const tools = answer.status === 'ready' ? answer.tools : [];
  const addable = (tool: LocalTool) => !isCompared(items, tool.slug);

  // A new answer highlights its first tool that can be added, so typing a name and Enter adds it.
  useEffect(() => {
    setActive(tools.findIndex(addable));
  }, [answer]);

  useEffect(() => {
    if (focusOnStart) input.current?.focus();
  }, []);

  useEffect(() => {
    if (full && focusLimit.current) limit.current?.focus();
    focusLimit.current = false;
  }, [full]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  if (full) {
    return (
      <div class="cmp-add">
        <p class="cmp-add__full" ref={limit} tabIndex={-1}>
          {popupCopy.compareFull(COMPARE_MAX)}
        </p>
      </div>
    );
  }

  const choose = async (tool: LocalTool) => {
    if (!addable(tool)) return;
    focusLimit.current = document.activeElement === input.current;
    const said = await add({ slug: tool.slug, name: tool.name });
    if (said === 'added') {
      setText('');
      setOpen(false);
      setOutcome(compareCopy.added(tool.name));
    } else if (said === 'already') setOutcome(compareCopy.alreadyIn);
    else if (said === 'full') setOutcome(popupCopy.compareFull(COMPARE_MAX));
    else setOutcome(compareCopy.addFailed);
  };

  /** The next tool that can be added, `step` away, wrapping around; -1 when none can. */
  const move = (step: 1 | -1) => {
    for (let tried = 1; tried <= tools.length; tried++) {
      const index = (((active + step * tried) % tools.length) + tools.length) % tools.length;
      const tool = tools[index];
      if (tool && addable(tool)) return index;
    }
    return -1;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (tools.length === 0) return;
      event.preventDefault();
      setOpen(true);
      if (open) setActive(move(event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      const tool = tools[active];
      if (!open || !tool) return;
      event.preventDefault();
      void choose(tool);
    } else if (event.key === 'Escape') {
      if (open && tools.length > 0) setOpen(false);
      else setText('');
    }
  };

  const listShown = open && answer.status === 'ready' && tools.length > 0;
  const note =
    outcome ??
    queryHint(check) ??
    (answer.status === 'searching'
      ? compareCopy.addSearching
      : answer.status === 'error'
        ? compareCopy.addFailed
        : answer.status === 'ready' && tools.length === 0
          ? compareCopy.addNoMatch(answer.query)
          : answer.status === 'ready' && !answer.complete
            ? compareCopy.addIncomplete
            : '');

  return (
    <div
      class="cmp-add"
      onFocusOut={(event) => {
        // Focus left the box and its list: the list closes, as a select's does.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label class="cmp-add__label" for={INPUT_ID}>
        {compareCopy.addLabel}
      </label>
      <div class="cmp-add__field">
        <div class="pp-searchbox">
          <SearchIcon />
          <input
            ref={input}
            id={INPUT_ID}
            type="search"
            role="combobox"
            autocomplete="off"
            spellcheck={false}
            placeholder={compareCopy.addPlaceholder}
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={LIST_ID}
            aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
            value={text}
            onInput={(event) => {
              setText(event.currentTarget.value);
              setOutcome(null);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            aria-describedby={describedBy}
          />
          {text !== '' && (
            <button
              type="button"
              class="ts-icon-button pp-search-clear cmp-add__clear"
              aria-label={popupCopy.clearSearch}
              title={popupCopy.clearSearch}
              // Keeps focus in the box.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setText('');
                setOutcome(null);
                input.current?.focus();
              }}
            >
              <ClearIcon />
            </button>
          )}
        </div>
        <div
          id={LIST_ID}
          role="listbox"
          aria-label={compareCopy.addResults}
          aria-busy={outdated}
          class="cmp-add__list"
          hidden={!listShown}
        >
          {tools.map((tool, index) => {
            const canAdd = addable(tool);
            const ids = rowIds(optionId(index));
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the combobox (aria-activedescendant)
              <div
                key={tool.slug}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                aria-disabled={canAdd ? undefined : true}
                aria-labelledby={ids.name}
                aria-describedby={ids.details}
                class={`pp-row cmp-option${canAdd ? ' pp-row--interactive' : ' cmp-option--in'}`}
                // Keeps focus in the box: the click adds, the box stays where typing goes on.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => canAdd && index !== active && setActive(index)}
                onClick={() => void choose(tool)}
              >
                <ErrorBoundary fallback={<BrokenRow ids={ids} />}>
                  <ToolRow tool={tool} ids={ids} note={canAdd ? null : compareCopy.alreadyIn} />
                </ErrorBoundary>
                {canAdd && (
                  <span class="cmp-option__add" aria-hidden="true">
                    + {compareCopy.addAction}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      </div>
      <p class="cmp-add__note" role="status">
        {note}
      </p>
      {answer.status === 'error' && outcome === null && (
        <button type="button" class="ts-button cmp-add__retry" onClick={retry}>
          {compareCopy.retry}
        </button>
      )}
    </div>
  );
}
