// The opened card's list of alternatives: each with its logo, a link to its page and its rating and price.
// Apart from Card.tsx so the card reads as its parts; function components, no hooks (the card's budget).
import { MAX_ALTERNATIVES } from '../../lib/api/limits';
import { safeHttpUrl } from '../../lib/common/format';
import { externalLink } from '../common/external-link';
import { Logo } from '../Logo';
import { Price } from '../Price';
import { Rating } from '../Rating';
import type { CardTool } from './card-tool';
import type { Suggestions } from './suggestions';

/** The tool's page in the directory (an API tool's link, or the local record's); null when not http(s). */
export function directoryHref(tool: CardTool): string | null {
  return safeHttpUrl(tool.links?.web ?? tool.web);
}

/** The tool's page in the directory, falling back to its own website; null when neither is http(s). */
function toolHref(tool: CardTool): string | null {
  return directoryHref(tool) ?? safeHttpUrl(tool.website);
}

/** The suggestions' heading and their first few tools; nothing while there are none. */
export function Alternatives({ suggestions }: { suggestions: Suggestions | null }) {
  const shown = suggestions?.tools.slice(0, MAX_ALTERNATIVES) ?? [];
  if (!suggestions || shown.length === 0) return null;
  return (
    <>
      <h3 class="ts-alternatives__heading">{suggestions.heading}</h3>
      <ul class="ts-alternatives" aria-label={suggestions.heading}>
        {shown.map((alternative) => (
          <Alternative key={alternative.slug} tool={alternative} />
        ))}
      </ul>
    </>
  );
}

function Alternative({ tool }: { tool: CardTool }) {
  const href = toolHref(tool);
  return (
    <li class="ts-alt">
      <Logo src={tool.logo} name={tool.name} size={28} />
      <div class="ts-alt__body">
        <div class="ts-alt__name ts-name">
          {href ? (
            <a class="ts-alt__link" href={href} {...externalLink}>
              {tool.name}
            </a>
          ) : (
            tool.name
          )}
        </div>
        <div class="ts-meta">
          <Rating rating={tool.rating} oneStar />
          <Price price={tool.price} />
        </div>
      </div>
    </li>
  );
}
