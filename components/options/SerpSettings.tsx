import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { type SerpEngineView, sendRequest } from '../../lib/messaging/client';
import { Switch } from '../common/Switch';
import * as optionsCopy from '../copy/options';

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
    <section class="ts-card" id="search-results" aria-labelledby="serp-heading">
      <h2 id="serp-heading">{optionsCopy.serpHeading}</h2>
      <p class="ts-help">{optionsCopy.serpReason}</p>
      {engines?.map((engine) => {
        const on = engine.enabled && engine.granted;
        return (
          <div key={engine.id}>
            <Switch checked={on} onChange={(enabled) => toggle(engine, enabled)}>
              {optionsCopy.serpSwitch(engine.name)}
            </Switch>
            <p class="ts-help">{optionsCopy.serpAsksFor(engine.origins.join(', '))}</p>
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
