// The opened card's three steps, mildest first: this tab, until the tool changes, this site for good.
// Apart from Card.tsx, which wraps the steps that leave an Undo; a function component, no hooks.
import * as cardCopy from '../../lib/copy/card';

interface CardActionsProps {
  onDismiss: () => void;
  /** Absent on a card opened from a search engine's results, as is onMute. */
  onHideUntilChange: (() => void) | undefined;
  onMute: (() => void) | undefined;
}

export function CardActions({ onDismiss, onHideUntilChange, onMute }: CardActionsProps) {
  return (
    <div class="ts-actions">
      <button type="button" class="ts-button" title={cardCopy.dismissHint} onClick={onDismiss}>
        {cardCopy.dismiss}
      </button>
      {onHideUntilChange && (
        <button
          type="button"
          class="ts-button"
          title={cardCopy.hideUntilChangeHint}
          onClick={onHideUntilChange}
        >
          {cardCopy.hideUntilChange}
        </button>
      )}
      {onMute && (
        <button type="button" class="ts-button" title={cardCopy.muteHint} onClick={onMute}>
          {cardCopy.mute}
        </button>
      )}
    </div>
  );
}
