// The opened card's footer: why the tool is here (and "Not this tool"), where the directory has it, and
// where the list came from. Apart from Card.tsx; a function component, no hooks (the card's budget).
import * as cardCopy from '../../lib/copy/card';
import type { MatchReason } from '../../lib/directory/public';
import { externalLink } from '../common/external-link';
import { directoryHref } from './Alternatives';
import type { CardTool } from './card-tool';
import { NamedText } from './NamedText';
import type { Suggestions } from './suggestions';

const WHY_ID = 'toolscout-card-why';

interface CardFooterProps {
  tool: CardTool;
  why: MatchReason | null | undefined;
  onNotThisTool: (() => void) | undefined;
  suggestions: Suggestions | null;
  /** Said until the suggestions have a note of their own: whether opening asked the directory. */
  hint: string;
}

export function CardFooter({ tool, why, onNotThisTool, suggestions, hint }: CardFooterProps) {
  const directory = directoryHref(tool);
  return (
    <footer class="ts-foot">
      {why && (
        <p class="ts-why">
          <span class="ts-why__text" id={WHY_ID}>
            <NamedText sentence={cardCopy.whyMatched(why, tool.name)} />
          </span>{' '}
          {onNotThisTool && (
            <button
              type="button"
              class="ts-button ts-why__button"
              aria-describedby={WHY_ID}
              onClick={onNotThisTool}
            >
              {cardCopy.notThisTool}
            </button>
          )}
        </p>
      )}
      {/* Beside "Not this tool": the directory's page is where a wrong website is reported. */}
      {directory && (
        <p>
          <a class="ts-directory-link" href={directory} {...externalLink}>
            {cardCopy.openInDirectory}
          </a>{' '}
          {cardCopy.reportWrongSite}
        </p>
      )}
      {/* Announced as it changes: the local pick, then the directory's answer or why it stays. */}
      <p role="status" aria-busy={suggestions?.asking ?? true}>
        {suggestions?.note ?? hint}
      </p>
    </footer>
  );
}
