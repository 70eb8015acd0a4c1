import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import * as welcomeCopy from '../../lib/copy/welcome';
import { type BrowserReach, readBrowserReach } from '../common/browser-reach';
import { externalLink } from '../common/external-link';

/** A well-known tool in the directory, for "visit a tool's site". */
const EXAMPLE_TOOL_SITE = 'https://www.jasper.ai/';

/**
 * Things to try right away; the search opens the popup's own page in a tab, where it works the same. Only
 * what this browser has is offered: no keyword, menu, shortcut or panel on Firefox for Android, and no
 * toolbar to pin to on a phone (lib/common/optional-api.ts).
 */
export function TryIt() {
  const site = new URL(EXAMPLE_TOOL_SITE);
  const [reach, setReach] = useState<BrowserReach | null>(null);
  useEffect(() => {
    void readBrowserReach().then(setReach);
  }, []);
  const query = welcomeCopy.trySearchQuery;
  return (
    <ul class="ts-welcome__try">
      <li>
        <span>{reach?.phone ? welcomeCopy.trySearchPhone(query) : welcomeCopy.trySearch(query)}</span>{' '}
        <button
          type="button"
          class="ts-button"
          onClick={() => void browser.tabs.create({ url: browser.runtime.getURL('/popup.html') })}
        >
          {welcomeCopy.tryOpenSearch}
        </button>
      </li>
      <li>
        <a href={site.href} {...externalLink}>
          {welcomeCopy.trySite(site.hostname.replace(/^www\./, ''))}
        </a>
      </li>
      <li>{welcomeCopy.tryBrowse}</li>
      {reach?.keyword && <li>{welcomeCopy.tryKeyword}</li>}
      {reach?.menus && <li>{welcomeCopy.tryMenu}</li>}
      {reach?.popupShortcut && <li>{welcomeCopy.tryShortcut(reach.popupShortcut)}</li>}
      {reach?.beside && <li>{welcomeCopy.tryBeside}</li>}
      {reach && <li class="ts-help">{reach.phone ? welcomeCopy.tryPhoneMenu : welcomeCopy.tryPin}</li>}
    </ul>
  );
}
