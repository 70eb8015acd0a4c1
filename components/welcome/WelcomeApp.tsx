import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import productPicture from '../../assets/welcome/product.webp';
import { tokenPageLink } from '../../lib/connection/public/welcome';
import * as welcomeCopy from '../../lib/copy/welcome';
import { type SettingsView, sendRequest } from '../../lib/messaging/client';
import { externalLink } from '../common/external-link';
import { ErrorBoundary } from '../ErrorBoundary';
import { ConnectionForm } from '../options/ConnectionForm';
import { SyncProgress } from '../options/SyncProgress';
import { useSyncStatus } from '../options/useSyncStatus';
import { SiteAccessStep } from './SiteAccessStep';
import { TryIt } from './TryIt';

/** The page that opens once, on install: what Toolscout does, its two permission steps, and what to try. */
export function WelcomeApp() {
  const [settings, setSettings] = useState<SettingsView | null>(null);

  async function reload() {
    const result = await sendRequest({ type: 'settings/get' });
    if (result.ok) setSettings(result.data);
  }

  useEffect(() => {
    void reload();
  }, []);

  return (
    <>
      <header class="ts-welcome__header">
        <img src="/icon/48.png" alt="" width={40} height={40} />
        <h1>{welcomeCopy.pageTitle}</h1>
      </header>
      <main class="ts-welcome">
        <p class="ts-welcome__lead">{welcomeCopy.lead}</p>
        <section class="ts-welcome__section" aria-labelledby="what-heading">
          <h2 id="what-heading">{welcomeCopy.whatHeading}</h2>
          {/* Rendered from the built extension by tests/e2e/welcome-picture.spec.ts, which keeps it current;
              its markers 1–3 are the list's items, in order. */}
          <figure class="ts-welcome__picture">
            <img src={productPicture} alt={welcomeCopy.pictureAlt} width={1120} height={600} />
            <figcaption>
              <ol class="ts-welcome__points ts-welcome__points--numbered">
                <li>{welcomeCopy.whatSearch}</li>
                <li>{welcomeCopy.whatSite}</li>
                <li>{welcomeCopy.whatPrivate}</li>
              </ol>
            </figcaption>
          </figure>
        </section>
        <section class="ts-welcome__section" aria-labelledby="connect-heading" id="connect">
          <h2 id="connect-heading">{welcomeCopy.connectHeading}</h2>
          <p>{welcomeCopy.connectReason}</p>
          {settings && <TokenWhere baseUrl={settings.baseUrl} />}
          {settings?.hasToken && <p class="ts-ok">{welcomeCopy.connectedAlready}</p>}
          {settings && (
            <ErrorBoundary fallback={null}>
              {/* The section's heading names the form: no second heading inside it. */}
              <ConnectionForm settings={settings} onChange={reload} titled={false} />
            </ErrorBoundary>
          )}
          <FirstSync connected={settings?.hasToken === true} />
        </section>
        <section class="ts-welcome__section" aria-labelledby="site-heading" id="site-access">
          <h2 id="site-heading">{welcomeCopy.siteHeading}</h2>
          <p>{welcomeCopy.siteReason}</p>
          {settings && <SiteAccessStep settings={settings} onChange={reload} />}
        </section>
        <section class="ts-welcome__section" aria-labelledby="try-heading">
          <h2 id="try-heading">{welcomeCopy.tryHeading}</h2>
          <TryIt />
        </section>
        <footer class="ts-welcome__footer">
          <p class="ts-help">{welcomeCopy.privacyNote}</p>
          <button
            type="button"
            class="ts-button"
            onClick={() => void browser.runtime.openOptionsPage().catch(() => undefined)}
          >
            {welcomeCopy.openSettings}
          </button>
        </footer>
      </main>
    </>
  );
}

/** After "Connected": the directory's first copy to this device, tools copied of the total, then done. */
function FirstSync({ connected }: { connected: boolean }) {
  const [status] = useSyncStatus();
  return <SyncProgress status={connected ? status : null} showDone={true} extraClass="ts-card" />;
}

/** Where to get a token: the directory's website (or the page a build names), as an http(s) link only. */
function TokenWhere({ baseUrl }: { baseUrl: string }) {
  const link = tokenPageLink(baseUrl, import.meta.env.WXT_TOKEN_PAGE_URL);
  if (!link) return <p class="ts-help">{welcomeCopy.tokenWhereUnknown}</p>;
  return (
    <p class="ts-help">
      {welcomeCopy.tokenWhere(link.host)}{' '}
      <a href={link.url} {...externalLink}>
        {welcomeCopy.tokenLink(link.host)}
      </a>
    </p>
  );
}
