import { useEffect, useState } from 'preact/hooks';
import * as optionsCopy from '../../lib/copy/options';
import { type SettingsView, sendRequest } from '../../lib/messaging/client';
import { DEVICE_ONLY_SECTION_ID } from '../common/device-only';
import { ErrorBoundary } from '../ErrorBoundary';
import { AboutPanel } from './AboutPanel';
import { BudgetPanel } from './BudgetPanel';
import { ConnectionForm } from './ConnectionForm';
import { PrivacyPanel } from './PrivacyPanel';
import { RequestsPanel } from './RequestsPanel';
import { SerpSettings } from './SerpSettings';
import { SuggestionsSettings } from './SuggestionsSettings';
import { SyncPanel } from './SyncPanel';
import { WhatsNewSettings } from './WhatsNewSettings';
import { YoursPanel } from './YoursPanel';

// The privacy section holds the Device only switch, which the popup links to.
const PRIVACY_SECTION_ID = DEVICE_ONLY_SECTION_ID;

export function OptionsApp() {
  const [settings, setSettings] = useState<SettingsView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function reload() {
    const result = await sendRequest({ type: 'settings/get' });
    if (result.ok) setSettings(result.data);
    else setProblem(optionsCopy.connectionProblem(result.error));
  }

  useEffect(() => {
    void reload();
  }, []);

  return (
    <main class="ts-options">
      <header class="ts-options__header">
        <img src="/icon/48.png" alt="" width={32} height={32} />
        <h1>{optionsCopy.title}</h1>
      </header>
      {problem && <p class="ts-problem">{problem}</p>}
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
          <ErrorBoundary fallback={<BrokenPanel />}>
            <SyncPanel />
          </ErrorBoundary>
          {/* firstrun: the budget is for the curious, behind a native disclosure; About closes the page. */}
          <details class="ts-advanced">
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
  );
}

/** One broken section costs one line, never the whole settings page. */
function BrokenPanel() {
  return <p class="ts-problem">{optionsCopy.sectionBroken}</p>;
}
