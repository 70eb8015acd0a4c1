import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { ErrorBoundary } from '../../ErrorBoundary';
import { usePopupNav } from '../shell/context';
import { SaveStar } from '../yours/SaveStar';
import { BrokenRow, rowIds, ToolRow } from './ToolRow';
import type { ToolSummary } from './types';

/** Tools as a list of buttons (listings, alternatives), each opening that tool's detail, each with its star. */
export function ToolList({
  tools,
  label,
  trailing,
  note,
}: {
  tools: readonly ToolSummary[];
  label: string;
  /** A word under a tool's details (see ToolRow). */
  note?: (tool: ToolSummary) => string | null;
  /** Controls beside a row (not inside its button): e.g. "Compare" on alternatives. */
  trailing?: (tool: ToolSummary) => ComponentChildren;
}) {
  const nav = usePopupNav();
  const base = useId();
  return (
    <ul class="pp-list" aria-label={label}>
      {tools.map((tool, index) => {
        const ids = rowIds(`${base}-${index}`);
        return (
          <li key={tool.slug} class={trailing ? 'pp-row-wrap pp-list__item--trailing' : 'pp-row-wrap'}>
            <button
              type="button"
              class="pp-row pp-row--interactive"
              aria-labelledby={ids.name}
              aria-describedby={ids.details}
              onClick={() => nav.open({ kind: 'detail', slug: tool.slug, preview: tool })}
            >
              <ErrorBoundary fallback={<BrokenRow ids={ids} />}>
                <ToolRow tool={tool} ids={ids} note={note?.(tool) ?? null} />
              </ErrorBoundary>
            </button>
            <SaveStar tool={tool} />
            {trailing?.(tool)}
          </li>
        );
      })}
    </ul>
  );
}
