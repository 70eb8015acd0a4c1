import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { hasRatings, type PriceLike, type RatingLike, safeHttpUrl, shortRating } from '../../lib/format';
import { Logo } from '../Logo';
import { Price } from '../Price';
import { Rating } from '../Rating';
import { VerifiedMark } from '../VerifiedMark';

/** What the card reads of a tool: an API `Tool` or the local directory's record (which has no links). */
export interface OverlayTool {
  slug: string;
  name: string;
  description: string;
  website: string | null;
  logo: string | null;
  price: PriceLike;
  verified: boolean;
  rating: RatingLike;
  links?: { web: string | null };
}

export interface OverlayProps {
  tool: OverlayTool;
  alternatives: readonly OverlayTool[];
  stale: boolean;
  onDismiss: () => void;
  onMute: () => void;
}

export const MAX_ALTERNATIVES = 5;
const CARD_ID = 'toolscout-card';

// Every link leaves the page in a new tab and tells the destination nothing about where it came from.
const externalLink = { target: '_blank', rel: 'noopener noreferrer', referrerpolicy: 'no-referrer' } as const;

/** "Toolscout: Name, rated 4.6 out of 5": the visible pill text says too little to a screen reader. */
export function pillName(tool: OverlayTool): string {
  const rating = hasRatings(tool.rating)
    ? `rated ${tool.rating.average.toFixed(1)} out of 5`
    : 'no ratings yet';
  return `Toolscout: ${tool.name}, ${rating}`;
}

/** The tool's page in the directory, falling back to its own website; null when neither is http(s). */
function toolHref(tool: OverlayTool): string | null {
  return safeHttpUrl(tool.links?.web) ?? safeHttpUrl(tool.website);
}

export function Overlay({ tool, alternatives, stale, onDismiss, onMute }: OverlayProps) {
  const [expanded, setExpanded] = useState(false);
  const pill = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLElement>(null);
  const short = shortRating(tool.rating);
  const directory = safeHttpUrl(tool.links?.web);
  const shown = alternatives.slice(0, MAX_ALTERNATIVES);

  // Focus moves into the card only here: the card opens only when the person activated the pill.
  useEffect(() => {
    if (expanded) card.current?.focus();
  }, [expanded]);

  const collapse = () => {
    setExpanded(false);
    pill.current?.focus();
  };

  const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !expanded) return;
    // Handled here, so the page's own Escape shortcuts don't also fire.
    event.preventDefault();
    event.stopPropagation();
    collapse();
  };

  return (
    <div class="ts-root">
      <button
        ref={pill}
        type="button"
        class="ts-button ts-pill"
        aria-label={pillName(tool)}
        aria-expanded={expanded}
        aria-controls={expanded ? CARD_ID : undefined}
        onClick={() => setExpanded(!expanded)}
        onKeyDown={onKeyDown}
      >
        <span>Toolscout</span>
        {short && (
          <>
            <span aria-hidden="true">·</span>
            <span>
              <span class="ts-pill__star">★</span> {short}
            </span>
          </>
        )}
      </button>
      {expanded && (
        <section
          ref={card}
          id={CARD_ID}
          class="ts-card"
          tabIndex={-1}
          aria-label={`Toolscout: ${tool.name}`}
          onKeyDown={onKeyDown}
        >
          <div class="ts-card__head">
            <Logo src={tool.logo} name={tool.name} size={40} />
            <div class="ts-card__title">
              <h2 class="ts-card__name">
                <span>{tool.name}</span>
                <VerifiedMark verified={tool.verified} />
              </h2>
              <div class="ts-meta">
                <Rating rating={tool.rating} />
                <Price price={tool.price} />
              </div>
            </div>
            <button
              type="button"
              class="ts-icon-button"
              aria-label="Collapse"
              title="Collapse"
              onClick={collapse}
            >
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" stroke-width="2" />
              </svg>
            </button>
          </div>
          {stale && <p class="ts-note">Saved data — the directory can't be reached right now</p>}
          {tool.description.trim() !== '' && <p class="ts-description">{tool.description}</p>}
          {shown.length > 0 && (
            <>
              <h3 class="ts-alternatives__heading">Alternatives</h3>
              <ul class="ts-alternatives">
                {shown.map((alternative) => (
                  <Alternative key={alternative.slug} tool={alternative} />
                ))}
              </ul>
            </>
          )}
          {directory && (
            <a class="ts-directory-link" href={directory} {...externalLink}>
              Open in Toolscout directory
            </a>
          )}
          <div class="ts-actions">
            <button type="button" class="ts-button" onClick={onDismiss}>
              Dismiss
            </button>
            <button type="button" class="ts-button" onClick={onMute}>
              Don't show on this site
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

function Alternative({ tool }: { tool: OverlayTool }) {
  const href = toolHref(tool);
  return (
    <li class="ts-alt">
      <Logo src={tool.logo} name={tool.name} size={28} />
      <div class="ts-alt__body">
        <div class="ts-alt__name">
          {href ? (
            <a class="ts-alt__link" href={href} {...externalLink}>
              {tool.name}
            </a>
          ) : (
            tool.name
          )}
        </div>
        <div class="ts-meta">
          <Rating rating={tool.rating} compact />
          <Price price={tool.price} />
        </div>
      </div>
    </li>
  );
}
