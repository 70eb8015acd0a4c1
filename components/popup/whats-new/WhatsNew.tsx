import { useEffect, useId, useState } from 'preact/hooks';
import { shortRating } from '../../../lib/common/format';
import * as popupCopy from '../../../lib/copy/popup';
import { priceLabel, ratingLabel } from '../../../lib/copy/shared';
import type { SavedToolChange, WhatsNewView } from '../../../lib/follow/public';
import { sendRequest } from '../../../lib/messaging/client';
import { Logo } from '../../Logo';
import { ToolList } from '../list/ToolList';
import { usePopupNav } from '../shell/context';
import { ChevronIcon } from '../shell/icons';

/** "Jasper: rating 4.1 → 4.3", "Copy.ai: Paid from $36 → Paid from $29", "No longer in the directory: X". */
function changeLines(change: SavedToolChange): string[] {
  const lines: string[] = [];
  if (change.removed) return [popupCopy.whatsNewGone(change.name)];
  if (change.rating) {
    const from = shortRating(change.rating.from) ?? ratingLabel(change.rating.from);
    const to = shortRating(change.rating.to) ?? ratingLabel(change.rating.to);
    lines.push(popupCopy.whatsNewRating(change.name, from, to));
  }
  if (change.price)
    lines.push(
      popupCopy.whatsNewPrice(change.name, priceLabel(change.price.from), priceLabel(change.price.to)),
    );
  return lines;
}

/**
 * The home screen's "What's new", when there is something: new tools in the categories the person
 * follows and what changed about their saved tools, since they last looked. Computed on the device
 * from what the daily sync brought; nothing is sent. Each row opens the tool's detail.
 */
export function WhatsNew() {
  const nav = usePopupNav();
  const heading = useId();
  const [news, setNews] = useState<WhatsNewView | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    void sendRequest({ type: 'whats-new/get' }).then((result) => {
      if (result.ok) setNews(result.data);
    });
  }, []);

  if (seen)
    return (
      <p class="ts-sr-only" role="status">
        {popupCopy.whatsNewSeen}
      </p>
    );
  if (!news || news.latestAt === null) return null;
  if (news.newToolCount === 0 && news.savedChanges.length === 0) return null;
  const latestAt = news.latestAt;

  const markSeen = () => {
    void sendRequest({ type: 'whats-new/seen', at: latestAt });
    setSeen(true);
    // The section goes: focus stays in the popup, on the search box.
    document.querySelector<HTMLElement>('input[role="combobox"]')?.focus();
  };

  return (
    <section class="pp-whats-new" aria-labelledby={heading}>
      <h2 id={heading} class="pp-yours__heading">
        {popupCopy.whatsNewHeading}
        <button type="button" class="ts-button ts-button--quiet pp-whats-new__seen" onClick={markSeen}>
          {popupCopy.whatsNewMarkSeen}
        </button>
      </h2>
      {news.newToolCount > 0 && (
        <>
          <p class="pp-yours__empty">{popupCopy.whatsNewNewTools(news.newToolCount)}</p>
          <ToolList tools={news.newTools} label={popupCopy.whatsNewNewToolsLabel} />
        </>
      )}
      {news.savedChanges.length > 0 && (
        <ul class="pp-list" aria-label={popupCopy.whatsNewSavedLabel}>
          {/* One row a tool, drawn as a tool row (its tile, a chevron): it opens the tool's detail. A tool no
              longer in the directory has no detail to open: its row is text only. */}
          {news.savedChanges.map((change) => {
            const face = (
              <>
                <Logo src={null} name={change.name} size={28} />
                <span class="pp-whats-new__lines">
                  {changeLines(change).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </span>
              </>
            );
            return (
              <li key={change.slug} class="pp-row-wrap">
                {change.removed ? (
                  <div class="pp-row pp-whats-new__change">{face}</div>
                ) : (
                  <button
                    type="button"
                    class="pp-row pp-row--interactive pp-whats-new__change"
                    onClick={() => nav.open({ kind: 'detail', slug: change.slug, preview: null })}
                  >
                    {face}
                    <ChevronIcon />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
