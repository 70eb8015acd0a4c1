// The pill a tool's site shows: the tool's rating at a glance, and the button that opens its card. Apart
// from Card.tsx, which decides when it shows; a function component, no hooks (the card's 12 KB budget).
import type { JSX, RefObject } from 'preact';
import { hasRatings, shortRating } from '../../lib/common/format';
import * as cardCopy from '../../lib/copy/card';
import type { CardTool } from './card-tool';

/** "Toolscout: Name, rated 4.6 out of 5": the visible pill text says too little to a screen reader. */
export function pillName(tool: CardTool): string {
  const rating = hasRatings(tool.rating)
    ? cardCopy.pillRated(shortRating(tool.rating) ?? '')
    : cardCopy.pillNoRatings;
  return cardCopy.pillName(tool.name, rating);
}

interface PillProps {
  tool: CardTool;
  pillRef: RefObject<HTMLButtonElement>;
  expanded: boolean;
  /** The card's id, which the pill controls while it is open. */
  controls: string;
  /** Said before the card is opened: whether opening it asks the directory. */
  hint: string;
  onToggle: () => void;
  onKeyDown: (event: JSX.TargetedKeyboardEvent<HTMLElement>) => void;
}

export function Pill({ tool, pillRef, expanded, controls, hint, onToggle, onKeyDown }: PillProps) {
  const short = shortRating(tool.rating);
  return (
    <button
      ref={pillRef}
      type="button"
      class="ts-button ts-pill"
      aria-label={pillName(tool)}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      title={hint}
      onClick={onToggle}
      onKeyDown={onKeyDown}
    >
      <span>{cardCopy.appName}</span>
      {short && (
        <>
          <span aria-hidden="true">·</span>
          <span>
            <span class="ts-pill__star">★</span> {short}
          </span>
        </>
      )}
    </button>
  );
}
