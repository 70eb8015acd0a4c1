// Which tabs get the results-page script: a results page (lib/serp/public/engines) of an engine the person
// switched on, whose origin they granted. Decided from the tab's URL alone; nothing is sent.

import { pageOriginPattern } from '../common/url';
import type { EngineId } from './public/engines';
import { type Engine, resultsPageEngine } from './public/engines';
import { isGoogleSearchHost } from './public/google-domains';

export interface SerpPolicyDeps {
  enabledEngines(): Promise<EngineId[]>;
  /** Whether the browser has granted these origins. */
  hasOrigins(origins: string[]): Promise<boolean>;
  inject(tabId: number): Promise<void>;
}

export function createSerpPolicy(deps: SerpPolicyDeps) {
  /** The engine whose results page this is, when the person allowed Toolscout there; else null. */
  async function allowedEngine(url: string): Promise<Engine | null> {
    const engine = resultsPageEngine(url);
    if (!engine || !(await deps.enabledEngines()).includes(engine.id)) return null;
    // Google's by its exact list of addresses, not only their shape.
    if (engine.id === 'google' && !isGoogleSearchHost(new URL(url).hostname.toLowerCase())) return null;
    return (await deps.hasOrigins([pageOriginPattern(url)]).catch(() => false)) ? engine : null;
  }

  return {
    allowedEngine,

    /**
     * A tab finished loading a URL (or changed it in place): a results page of an allowed engine gets the
     * script, which keeps one instance per document; any other page gets nothing.
     */
    async onTabUrl(tabId: number, url: string, loaded: boolean): Promise<boolean> {
      if (!loaded || !(await allowedEngine(url))) return false;
      await deps.inject(tabId);
      return true;
    },
  };
}
export type SerpPolicy = ReturnType<typeof createSerpPolicy>;
