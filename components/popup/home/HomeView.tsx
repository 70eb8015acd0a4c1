import { useContext, useRef } from 'preact/hooks';
import { ErrorBoundary } from '../../ErrorBoundary';
import { CategoryTree } from '../browse/CategoryTree';
import { SearchView } from '../search/SearchView';
import { ActiveContext, usePopupNav } from '../shell/context';
import type { PopupTab } from '../shell/navigation';
import { panelId, Tabs, tabId } from './Tabs';
import { ThisSiteCard } from './ThisSiteCard';

/** The root view: "this site", the tabs, and both panels (kept mounted so each keeps its state). */
export function HomeView({ tab, hasToken }: { tab: PopupTab; hasToken: boolean | null }) {
  const nav = usePopupNav();
  const active = useContext(ActiveContext);
  // The category tree costs a request: it is loaded the first time its tab is shown, then kept.
  const categoriesShown = useRef(false);
  if (tab === 'categories') categoriesShown.current = true;

  return (
    <div class="pp-home">
      <ErrorBoundary fallback={null}>
        <ThisSiteCard />
      </ErrorBoundary>
      <Tabs tab={tab} onChange={nav.showTab} />
      <div
        class="pp-panel"
        role="tabpanel"
        id={panelId('search')}
        aria-labelledby={tabId('search')}
        hidden={tab !== 'search'}
      >
        <ActiveContext.Provider value={active && tab === 'search'}>
          <SearchView hasToken={hasToken} />
        </ActiveContext.Provider>
      </div>
      <div
        class="pp-panel"
        role="tabpanel"
        id={panelId('categories')}
        aria-labelledby={tabId('categories')}
        hidden={tab !== 'categories'}
      >
        <ActiveContext.Provider value={active && tab === 'categories'}>
          {categoriesShown.current && <CategoryTree />}
        </ActiveContext.Provider>
      </div>
    </div>
  );
}
