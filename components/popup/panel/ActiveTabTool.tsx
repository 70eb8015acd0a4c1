import { useId } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import type { SiteMatch } from '../../../lib/messaging/client';
import { openSuggestionsSettings } from '../../common/site-access';
import { Logo } from '../../Logo';
import { useAlternatives } from '../detail/useAlternatives';
import { RatingPriceLines } from '../list/RatingPriceLines';
import { Skeleton } from '../list/Skeleton';
import { ToolList } from '../list/ToolList';
import { usePopupNav } from '../shell/context';
import { StatusArea, StatusMessage } from '../shell/StatusMessage';
import { SaveStar } from '../yours/SaveStar';
import { useActiveTabSite } from './useActiveTabSite';

/**
 * The side panel's top: the tool of the tab beside it, with its rating and alternatives, following the
 * person's tab switches. Like the card, it shows what the device has and asks the directory only when
 * the person asks.
 */
export function ActiveTabTool() {
  const view = useActiveTabSite();
  const headingId = useId();
  return (
    <section class="pp-tab-tool" aria-labelledby={headingId} aria-busy={view.kind === 'waiting'}>
      <h2 id={headingId} class="pp-tab-tool__title">
        {popupCopy.thisTab}
      </h2>
      {view.kind === 'not-a-tool' && <p class="pp-hint">{popupCopy.tabNotATool}</p>}
      {view.kind === 'unreadable' && <UnreadableTab />}
      {view.kind === 'tool' && <TabTool key={view.match.tool.slug} match={view.match} />}
    </section>
  );
}

function TabTool({ match }: { match: SiteMatch }) {
  const nav = usePopupNav();
  const { tool } = match;
  const alternatives = useAlternatives(tool.slug, { askDirectory: 'when-asked' });
  const { tools: shown } = alternatives;
  const listId = useId();
  return (
    <>
      <div class="pp-tab-tool__head">
        <Logo src={tool.logo} name={tool.name} size={40} />
        <div class="pp-tab-tool__about">
          <button
            type="button"
            class="pp-tab-tool__name"
            aria-label={popupCopy.openTabTool(tool.name)}
            onClick={() => nav.open({ kind: 'detail', slug: tool.slug, preview: tool })}
          >
            {tool.name}
          </button>
          <RatingPriceLines tool={tool} />
        </div>
        <SaveStar tool={tool} />
      </div>
      <h3 id={listId} class="pp-tab-tool__subtitle">
        {popupCopy.alternatives}
      </h3>
      <StatusArea>
        {alternatives.localPick && shown.length > 0 && (
          <p class="pp-hint">{popupCopy.similarPick(alternatives.localPick.subcategory)}</p>
        )}
        {alternatives.error && (
          <StatusMessage error={alternatives.error} subject="results" onRetry={alternatives.retry} />
        )}
        {!alternatives.loading && !alternatives.canAsk && !alternatives.error && shown.length === 0 && (
          <p class="pp-hint">{popupCopy.noAlternatives}</p>
        )}
        {/* Device only: no "ask" button, and the reason why. */}
        {alternatives.deviceOnly && <p class="pp-hint">{popupCopy.deviceOnlyAlternatives}</p>}
      </StatusArea>
      {/* Above the list, so it is in view however many similar tools there are. */}
      {alternatives.canAsk && (
        <button type="button" class="ts-button pp-tab-tool__ask" onClick={alternatives.retry}>
          {popupCopy.askForAlternatives}
        </button>
      )}
      {alternatives.loading && shown.length === 0 && <Skeleton rows={3} />}
      {/* As on the card: name, rating and price on one line each at the panel's width; Compare is on the
          detail, one click away. */}
      <ToolList tools={shown} label={popupCopy.alternativesTo(tool.name)} />
    </>
  );
}

/** No site access and no click here: say what would show this tab's tool, and where to allow it. */
function UnreadableTab() {
  return (
    <div class="pp-site-access">
      <p>{popupCopy.tabUnreadable}</p>
      <button type="button" class="ts-button" onClick={() => void openSuggestionsSettings()}>
        {popupCopy.allowOnPageSuggestions}
      </button>
    </div>
  );
}
