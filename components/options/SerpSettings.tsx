import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import * as optionsCopy from '../../lib/copy/options';
import { type SerpEngineView, sendRequest } from '../../lib/messaging/client';
import { GOOGLE_SEARCH_HOSTS, googleOrigins } from '../../lib/serp/public/google-domains';
import { Switch } from '../common/Switch';

export const SERP_SECTION_ID = 'search-results';

/**
 * One switch per search engine. Switching one on asks the browser for that engine's origins only, on
 * the click itself (the browser asks only inside a user gesture); it does not need "all sites" access.
 */
export function SerpSettings() {
  const [engines, setEngines] = useState<SerpEngineView[] | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    void sendRequest({ type: 'serp/engines' }).then((answer) => {
      if (answer.ok) setEngines(answer.data);
    });
  }, []);

  async function save(engine: SerpEngineView, enabled: boolean) {
    const answer = await sendRequest({ type: 'serp/set-engine', engine: engine.id, enabled });
    if (answer.ok) setEngines(answer.data);
  }

  /**
   * Another Google address, chosen while Google is on (the only time the choice is shown): its origin is
   * asked for now, in the person's choice (a gesture), and the address changes only if it is given.
   */
  function chooseGoogleHost(host: string) {
    setRefused(null);
    void browser.permissions
      .request({ origins: googleOrigins(host) })
      .catch(() => false)
      .then(async (granted) => {
        if (!granted) {
          setRefused(host);
          // The select goes back to the address in use: nothing was allowed.
          setEngines((current) => current && [...current]);
          return;
        }
        const answer = await sendRequest({ type: 'serp/set-google-host', host });
        if (answer.ok) setEngines(answer.data);
      });
  }

  function toggle(engine: SerpEngineView, enabled: boolean) {
    setRefused(null);
    if (!enabled) {
      void save(engine, false);
      return;
    }
    // Requested before anything is awaited: the click's gesture is still there.
    void browser.permissions
      .request({ origins: engine.origins })
      .catch(() => false)
      .then((granted) => {
        if (!granted) {
          setRefused(engine.name);
          // The switch goes back: nothing was allowed.
          setEngines((current) => current && [...current]);
          return;
        }
        return save(engine, true);
      });
  }

  return (
    <section class="ts-card" id={SERP_SECTION_ID} aria-labelledby="serp-heading">
      <h2 id="serp-heading">{optionsCopy.serpHeading}</h2>
      <p class="ts-help">{optionsCopy.serpReason}</p>
      {engines?.map((engine) => {
        const on = engine.enabled && engine.granted;
        return (
          <div key={engine.id} class="ts-setting">
            <Switch checked={on} onChange={(enabled) => toggle(engine, enabled)}>
              {optionsCopy.serpSwitch(engine.name)}
            </Switch>
            <p class="ts-help ts-setting__help">{optionsCopy.serpAsksFor(engine.origins.join(', '))}</p>
            {/* Which Google address matters only while Google's results get ratings. */}
            {engine.googleHost !== undefined && on && (
              <div class="ts-setting__more">
                <label class="ts-field">
                  <span>{optionsCopy.serpGoogleHost}</span>
                  <select
                    value={engine.googleHost}
                    aria-describedby="serp-google-why"
                    onChange={(event) => chooseGoogleHost(event.currentTarget.value)}
                  >
                    {GOOGLE_SEARCH_HOSTS.map((host) => (
                      <option key={host} value={host}>
                        {host}
                      </option>
                    ))}
                  </select>
                </label>
                <p class="ts-help" id="serp-google-why">
                  {optionsCopy.serpGoogleHostWhy}
                </p>
              </div>
            )}
          </div>
        );
      })}
      {refused && (
        <p class="ts-help" role="status">
          {optionsCopy.serpRefused(refused)}
        </p>
      )}
    </section>
  );
}
