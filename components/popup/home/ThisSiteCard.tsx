import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { shortRating } from '../../../lib/common/format';
import * as popupCopy from '../../../lib/copy/popup';
import { type SiteMatch, sendRequest } from '../../../lib/messaging/client';
import { openSuggestionsSettings } from '../../common/site-access';
import { Logo } from '../../Logo';
import { usePopupNav } from '../shell/context';

/** The directory's tool for the active tab, or null (not a tool, no tab, or an error). */
export function useThisSite(): SiteMatch | null {
  const [match, setMatch] = useState<SiteMatch | null>(null);
  useEffect(() => {
    let alive = true;
    void (async () => {
      try {
        const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
        if (tab?.id === undefined) return;
        const result = await sendRequest({ type: 'site/for-tab', tabId: tab.id });
        if (alive && result.ok && result.data) setMatch(result.data);
      } catch {
        // No tab to ask about (e.g. the popup opened as a page): the card simply stays hidden.
      }
    })();
    return () => {
      alive = false;
    };
  }, []);
  return match;
}

/** "You're on Jasper — ★ 4.6 · see alternatives", opening that tool's detail. */
export function ThisSiteCard() {
  const match = useThisSite();
  const nav = usePopupNav();
  if (match === null) return null;
  const { tool } = match;
  const rating = shortRating(tool.rating);
  return (
    <>
      <button
        type="button"
        class="pp-this-site"
        onClick={() => nav.open({ kind: 'detail', slug: tool.slug, preview: tool })}
      >
        <Logo src={tool.logo} name={tool.name} size={28} />
        <span class="pp-this-site__text">
          {popupCopy.thisSiteLead} <strong>{tool.name}</strong>
          {/* When it needs two lines, "see alternatives" is what moves down, whole. */}
          <span class="pp-nowrap">{rating !== null && <> — ★ {rating}</>} ·</span>{' '}
          <span class="pp-nowrap">{popupCopy.thisSiteAction}</span>
        </span>
      </button>
      {!match.siteAccessGranted && <SiteAccessNote toolName={tool.name} />}
    </>
  );
}

/**
 * The click on the toolbar button let the popup see this one tab; the card on the page itself needs
 * the site access the person grants in the options, so say what it gives and where to allow it.
 */
function SiteAccessNote({ toolName }: { toolName: string }) {
  async function openSettings() {
    await openSuggestionsSettings();
    window.close();
  }
  return (
    <div class="pp-site-access" role="note">
      <p>{popupCopy.siteAccessNote(toolName)}</p>
      <button type="button" class="ts-button" onClick={() => void openSettings()}>
        {popupCopy.allowOnPageSuggestions}
      </button>
    </div>
  );
}
