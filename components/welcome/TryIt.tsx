import { browser } from 'wxt/browser';
import * as welcomeCopy from '../../lib/copy/welcome';
import { externalLink } from '../common/external-link';

/** A well-known tool in the directory, for "visit a tool's site". */
const EXAMPLE_TOOL_SITE = 'https://www.jasper.ai/';

/** Things to try right away; the search opens the popup's own page in a tab, where it works the same. */
export function TryIt() {
  const site = new URL(EXAMPLE_TOOL_SITE);
  return (
    <ul class="ts-welcome__try">
      <li>
        <span>{welcomeCopy.trySearch(welcomeCopy.trySearchQuery)}</span>{' '}
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
      <li class="ts-help">{welcomeCopy.tryPin}</li>
    </ul>
  );
}
