import { useEffect, useRef, useState } from 'preact/hooks';
import * as optionsCopy from '../../lib/copy/options';
import { type SettingsView, sendRequest } from '../../lib/messaging/client';
import { DEVICE_ONLY_SECTION_ID } from '../common/device-only';
import { SUGGESTIONS_SECTION_ID } from '../common/site-access';
import { ErrorBoundary } from '../ErrorBoundary';
import { ABOUT_SECTION_ID, AboutPanel } from './AboutPanel';
import { BudgetPanel } from './BudgetPanel';
import { CONNECTION_SECTION_ID, ConnectionForm } from './ConnectionForm';
import { type ContentsEntry, ContentsNav } from './ContentsNav';
import { PrivacyPanel } from './PrivacyPanel';
import { REQUESTS_SECTION_ID, RequestsPanel } from './RequestsPanel';
import { SERP_SECTION_ID, SerpSettings } from './SerpSettings';
import { SuggestionsSettings } from './SuggestionsSettings';
import { DIRECTORY_SECTION_ID, SyncPanel } from './SyncPanel';
import { SyncProgress } from './SyncProgress';
import { syncProgressView } from './sync-progress';
import { useSyncStatus } from './useSyncStatus';
import { WHATS_NEW_SECTION_ID, WhatsNewSettings } from './WhatsNewSettings';
import { YOURS_SECTION_ID, YoursPanel } from './YoursPanel';

// The privacy section holds the Device only switch, which the popup links to.
const PRIVACY_SECTION_ID = DEVICE_ONLY_SECTION_ID;
const ADVANCED_SECTION_ID = 'advanced';

/** The sections in the page's order, as the contents list names them. */
const CONTENTS: readonly ContentsEntry[] = [
  { id: CONNECTION_SECTION_ID, label: optionsCopy.contentsConnection },
  { id: DIRECTORY_SECTION_ID, label: optionsCopy.contentsDirectory },
  { id: SUGGESTIONS_SECTION_ID, label: optionsCopy.contentsSuggestions },
  { id: SERP_SECTION_ID, label: optionsCopy.contentsSerp },
  { id: YOURS_SECTION_ID, label: optionsCopy.contentsSaved },
  { id: WHATS_NEW_SECTION_ID, label: optionsCopy.contentsWhatsNew },
  { id: PRIVACY_SECTION_ID, label: optionsCopy.contentsPrivacy },
  { id: REQUESTS_SECTION_ID, label: optionsCopy.contentsRequests },
  { id: ADVANCED_SECTION_ID, label: optionsCopy.contentsBudget },
  { id: ABOUT_SECTION_ID, label: optionsCopy.contentsAbout },
];

export function OptionsApp() {
  const [settings, setSettings] = useState<SettingsView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [syncStatus, refreshSync] = useSyncStatus();
  // The first sync's progress shows at the top while it runs, and says "done" if it ended while open.
  const sawFirstSync = useRef(false);
  if (syncStatus && !syncStatus.ready && syncStatus.state === 'syncing') sawFirstSync.current = true;
  const progressShown = syncProgressView(syncStatus, sawFirstSync.current).phase !== 'hidden';
  const advanced = useRef<HTMLDetailsElement>(null);

  async function reload() {
    const result = await sendRequest({ type: 'settings/get' });
    if (result.ok) setSettings(result.data);
    else setProblem(optionsCopy.connectionProblem(result.error));
    refreshSync();
  }

  useEffect(() => {
    void reload();
  }, []);

  // A link to the request budget (the contents list, or #advanced in the address) opens its disclosure.
  useEffect(() => {
    const openIfNamed = () => {
      if (window.location.hash === `#${ADVANCED_SECTION_ID}` && advanced.current)
        advanced.current.open = true;
    };
    openIfNamed();
    window.addEventListener('hashchange', openIfNamed);
    return () => window.removeEventListener('hashchange', openIfNamed);
  }, [settings !== null]);

  async function syncNow() {
    await sendRequest({ type: 'sync/now' });
    refreshSync();
  }

  return (
    <div class="ts-options">
      <header class="ts-options__header">
        <img src="/icon/48.png" alt="" width={32} height={32} />
        <h1>{optionsCopy.title}</h1>
      </header>
      {settings !== null && (
        <ContentsNav
          entries={CONTENTS}
          onFollow={(id) => {
            if (id === ADVANCED_SECTION_ID && advanced.current) advanced.current.open = true;
          }}
        />
      )}
      <main class="ts-options__main">
        {problem && <p class="ts-problem">{problem}</p>}
        <SyncProgress status={syncStatus} showDone={sawFirstSync.current} extraClass="ts-card" />
        {settings === null ? (
          <p class="ts-help" aria-busy="true">
            {optionsCopy.loading}
          </p>
        ) : (
          <>
            <ErrorBoundary fallback={<BrokenPanel />}>
              <ConnectionForm settings={settings} onChange={reload} />
            </ErrorBoundary>
            <ErrorBoundary fallback={<BrokenPanel />}>
              <SyncPanel
                status={syncStatus}
                connected={settings.hasToken}
                announce={!progressShown}
                onSyncNow={() => void syncNow()}
              />
            </ErrorBoundary>
            <ErrorBoundary fallback={<BrokenPanel />}>
              <SuggestionsSettings settings={settings} onChange={reload} />
            </ErrorBoundary>
            <ErrorBoundary fallback={<BrokenPanel />}>
              <SerpSettings />
            </ErrorBoundary>
            <ErrorBoundary fallback={<BrokenPanel />}>
              <YoursPanel />
            </ErrorBoundary>
            <ErrorBoundary fallback={<BrokenPanel />}>
              <WhatsNewSettings />
            </ErrorBoundary>
            <ErrorBoundary fallback={<BrokenPanel />}>
              <PrivacyPanel id={PRIVACY_SECTION_ID} settings={settings} onChange={reload} />
            </ErrorBoundary>
            <ErrorBoundary fallback={<BrokenPanel />}>
              <RequestsPanel deviceOnly={settings.deviceOnly === true} />
            </ErrorBoundary>
            {/* firstrun: the budget is for the curious, behind a native disclosure; About closes the page. */}
            <details class="ts-advanced" id={ADVANCED_SECTION_ID} ref={advanced}>
              <summary>{optionsCopy.advancedSummary}</summary>
              <ErrorBoundary fallback={<BrokenPanel />}>
                <BudgetPanel />
              </ErrorBoundary>
            </details>
            <ErrorBoundary fallback={<BrokenPanel />}>
              <AboutPanel privacyAnchor={PRIVACY_SECTION_ID} />
            </ErrorBoundary>
          </>
        )}
      </main>
    </div>
  );
}

/** One broken section costs one line, never the whole settings page. */
function BrokenPanel() {
  return <p class="ts-problem">{optionsCopy.sectionBroken}</p>;
}
