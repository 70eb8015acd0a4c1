import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import * as compareCopy from '../../lib/copy/compare';
import { SEARCH_PAGE } from '../../lib/find/public/search-page';
import { openerIsOpen, openerTabOf, returnToOpener } from '../../lib/find/public/way-back';
import { BackIcon } from '../popup/shell/icons';

type Way = { kind: 'checking' } | { kind: 'tab'; opener: number } | { kind: 'search' };

/** Which way back there is: the tab the comparison was opened from while it is open, else the search page. */
function useWayBack(): Way {
  const [way, setWay] = useState<Way>(() => {
    const opener = openerTabOf(location.search);
    return opener === null ? { kind: 'search' } : { kind: 'checking' };
  });
  useEffect(() => {
    const opener = openerTabOf(location.search);
    if (opener === null) return;
    void openerIsOpen(browser.tabs, opener).then((open) =>
      setWay(open ? { kind: 'tab', opener } : { kind: 'search' }),
    );
  }, []);
  return way;
}

/**
 * The comparison's way back (lib/find/public/way-back.ts): Back shows the tab it came from again and closes the
 * comparison; without that tab, a link to the search page, the popup's search in a tab.
 */
export function WayBack() {
  const way = useWayBack();
  const toSearch = () => location.assign(browser.runtime.getURL(SEARCH_PAGE));
  if (way.kind === 'checking') return <span class="cmp-back cmp-back--pending" />;
  if (way.kind === 'tab')
    return (
      <button
        type="button"
        class="ts-button cmp-back"
        onClick={() =>
          void returnToOpener(browser.tabs, way.opener).then((returned) => {
            // The tab was closed meanwhile: the other way back.
            if (!returned) toSearch();
          })
        }
      >
        <BackIcon />
        {compareCopy.back}
      </button>
    );
  return (
    <a class="ts-button cmp-back" href={browser.runtime.getURL(SEARCH_PAGE)}>
      <BackIcon />
      {compareCopy.toSearch}
    </a>
  );
}
