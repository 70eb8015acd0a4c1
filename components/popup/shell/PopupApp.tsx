import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import { sendRequest } from '../../../lib/messaging/client';
import { ErrorBoundary } from '../../ErrorBoundary';
import { HomeView } from '../home/HomeView';
import { SaveProblem } from '../yours/SaveProblem';
import { SettingsGear } from '../yours/SettingsGear';
import { ActiveContext, DeviceOnlyContext, type PopupNav, PopupNavContext } from './context';
import { preloadDeferred, ToolDetail, ToolListing } from './deferred';
import { BackIcon } from './icons';
import {
  canGoBack,
  initialNav,
  type NavEntry,
  navReducer,
  type PopupTab,
  type PushedView,
  topEntry,
} from './navigation';
import { useRequest } from './useRequest';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target.isContentEditable
  );
}

/** The whole popup: header, and the navigation stack with only its top view visible. */
export function PopupApp() {
  const [nav, dispatch] = useReducer(navReducer, undefined, initialNav);
  const latest = useRef(nav);
  latest.current = nav;
  // Where focus was in each view when another was pushed over it, to put it back on Back.
  const focusMemory = useRef(new Map<number, HTMLElement>());
  const settings = useRequest('settings', () => sendRequest({ type: 'settings/get' }));
  const hasToken = settings.data ? settings.data.hasToken : null;
  const deviceOnly = settings.data?.deviceOnly === true;

  const actions = useMemo<PopupNav>(
    () => ({
      open(view: PushedView) {
        const focused = document.activeElement;
        if (focused instanceof HTMLElement) focusMemory.current.set(topEntry(latest.current).id, focused);
        dispatch({ type: 'open', view });
      },
      back() {
        dispatch({ type: 'back' });
      },
      showTab(tab: PopupTab) {
        dispatch({ type: 'tab', tab });
      },
    }),
    [],
  );

  const top = topEntry(nav);
  const previousTop = useRef(top.id);
  useLayoutEffect(() => {
    const cameBack = top.id < previousTop.current;
    previousTop.current = top.id;
    if (!cameBack) return; // A pushed view focuses its own heading.
    const remembered = focusMemory.current.get(top.id);
    for (const id of focusMemory.current.keys()) if (id >= top.id) focusMemory.current.delete(id);
    if (remembered?.isConnected) remembered.focus();
    else document.querySelector<HTMLElement>(`[data-entry="${top.id}"] :is(input, h2)`)?.focus();
  }, [top.id]);

  useEffect(preloadDeferred, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditable(event.target) || !canGoBack(latest.current)) return;
      const plainBackspace = event.key === 'Backspace' && !event.altKey && !event.ctrlKey && !event.metaKey;
      const altLeft = event.key === 'ArrowLeft' && event.altKey;
      if (!plainBackspace && !altLeft) return;
      event.preventDefault();
      dispatch({ type: 'back' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <PopupNavContext.Provider value={actions}>
      <DeviceOnlyContext.Provider value={deviceOnly}>
        <div class="pp-app">
          <header class="pp-header">
            {canGoBack(nav) && (
              <button type="button" class="ts-button pp-back" onClick={actions.back}>
                <BackIcon /> {popupCopy.back}
              </button>
            )}
            <img class="pp-header__icon" src="/icon/32.png" alt="" width={20} height={20} />
            <h1>{popupCopy.appName}</h1>
            <SettingsGear />
          </header>
          <SaveProblem />
          {/* firstrun: one main landmark, and each view a region named for what it shows. */}
          <main class="pp-stack">
            {nav.entries.map((entry) => (
              <ActiveContext.Provider key={entry.id} value={entry.id === top.id}>
                <section
                  class="pp-view"
                  data-entry={entry.id}
                  hidden={entry.id !== top.id}
                  aria-label={viewLabel(entry.view)}
                >
                  <ErrorBoundary fallback={<p class="pp-broken">{popupCopy.viewBroken}</p>}>
                    <EntryView entry={entry} tab={nav.tab} hasToken={hasToken} />
                  </ErrorBoundary>
                </section>
              </ActiveContext.Provider>
            ))}
          </main>
        </div>
      </DeviceOnlyContext.Provider>
    </PopupNavContext.Provider>
  );
}

function viewLabel(view: NavEntry['view']): string {
  switch (view.kind) {
    case 'home':
      return popupCopy.homeRegion;
    case 'listing':
      return view.title;
    case 'detail':
      return view.preview ? popupCopy.detailRegionOf(view.preview.name) : popupCopy.detailRegion;
  }
}

function EntryView({ entry, tab, hasToken }: { entry: NavEntry; tab: PopupTab; hasToken: boolean | null }) {
  const { view } = entry;
  switch (view.kind) {
    case 'home':
      return <HomeView tab={tab} hasToken={hasToken} />;
    case 'listing':
      return <ToolListing filter={view.filter} title={view.title} subcategories={view.subcategories} />;
    case 'detail':
      return <ToolDetail slug={view.slug} preview={view.preview} />;
  }
}
