import type { ComponentChildren } from 'preact';
import { useContext, useRef } from 'preact/hooks';
import { ErrorBoundary } from '../../ErrorBoundary';
import { SearchView } from '../search/SearchView';
import { ActiveContext, HomeTopContext, usePopupNav } from '../shell/context';
import { CategoryTree } from '../shell/deferred';
import type { PopupTab } from '../shell/navigation';
import { panelId, Tabs, tabId } from './Tabs';
import { ThisSiteCard } from './ThisSiteCard';

/** The root view: "this site" (in the side panel, the tab beside it), the tabs, and both panels (kept mounted so each keeps its state). */
export function HomeView({ tab, hasToken }: { tab: PopupTab; hasToken: boolean | null }) {
  const nav = usePopupNav();
  const active = useContext(ActiveContext);
  const Top = useContext(HomeTopContext) ?? ThisSiteCard;
  // The category tree costs a request: it is loaded the first time its tab is shown, then kept.
  const categoriesShown = useRef(false);
  if (tab === 'categories') categoriesShown.current = true;

  return (
    <div class="pp-home">
      <ErrorBoundary fallback={null}>
        <Top />
      </ErrorBoundary>
      <Tabs tab={tab} onChange={nav.showTab} />
      <TabPanel id="search" shown={tab} active={active}>
        <SearchView hasToken={hasToken} />
      </TabPanel>
      <TabPanel id="categories" shown={tab} active={active}>
        {categoriesShown.current && <CategoryTree />}
      </TabPanel>
    </div>
  );
}

/** One tab's panel: hidden, and not active (ActiveContext), while another tab is shown. */
function TabPanel({
  id,
  shown,
  active,
  children,
}: {
  id: PopupTab;
  shown: PopupTab;
  active: boolean;
  children: ComponentChildren;
}) {
  return (
    <div class="pp-panel" role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} hidden={shown !== id}>
      <ActiveContext.Provider value={active && shown === id}>{children}</ActiveContext.Provider>
    </div>
  );
}
