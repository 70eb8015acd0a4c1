// The opened card's tool line: logo, name, rating and price at a glance, and the button that closes it.
// Apart from Card.tsx; a function component, no hooks (the card's 12 KB budget).
import * as cardCopy from '../../lib/copy/card';
import { Logo } from '../Logo';
import { Price } from '../Price';
import { Rating } from '../Rating';
import { VerifiedMark } from '../VerifiedMark';
import type { CardTool } from './card-tool';

export function CardHead({ tool, onCollapse }: { tool: CardTool; onCollapse: () => void }) {
  return (
    <div class="ts-card__head">
      <Logo src={tool.logo} name={tool.name} size={36} />
      <div class="ts-card__title">
        <h2 class="ts-card__name">
          <span class="ts-name">{tool.name}</span>
          <VerifiedMark verified={tool.verified} />
        </h2>
        <div class="ts-meta">
          <Rating rating={tool.rating} />
          <Price price={tool.price} />
        </div>
      </div>
      <button
        type="button"
        class="ts-icon-button ts-card__collapse"
        aria-label={cardCopy.collapse}
        title={cardCopy.collapse}
        onClick={onCollapse}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" stroke-width="2" />
        </svg>
      </button>
    </div>
  );
}
