// A search engine's results page: its result links matched against the local directory, and the options
// page's switches. Matching reads only the device: a results page causes no request.

import { type HandlersOf, ok, refused } from '../common/message';
import { openingReach } from '../connection/device-only';
import { type AlternativesDeps, listedOnDevice } from '../directory/alternatives/service';
import type { ToolAt } from '../directory/site-match/handlers';
import type { SERP_MESSAGES } from './messages';
import type { SerpPolicy } from './policy';
import type { EngineId } from './public/engines';
import { ENGINES } from './public/engines';
import { engineOrigins } from './public/google-domains';
import type { SerpEngineView, SerpMatch } from './public/index';

export type SerpDeps = AlternativesDeps & {
  /** Device only (lib/connection/settings-store.ts). */
  settings: { deviceOnly(): Promise<boolean> };
  presence: ToolAt;
  /** Results pages of search engines: which the person allowed, and their switches. */
  serp: Pick<SerpPolicy, 'allowedEngine'> & {
    enabledEngines(): Promise<EngineId[]>;
    setEngine(engine: EngineId, enabled: boolean): Promise<void>;
    /** The Google address the person searches at (chosen, or suggested) and its choice. */
    googleHost(): Promise<string>;
    setGoogleHost(host: string): Promise<void>;
  };
  /** Whether the browser has granted these origins. */
  hasOrigins(origins: string[]): Promise<boolean>;
};

export function serpHandlers(deps: SerpDeps): HandlersOf<typeof SERP_MESSAGES> {
  async function engineViews(): Promise<SerpEngineView[]> {
    const enabled = await deps.serp.enabledEngines();
    const googleHost = await deps.serp.googleHost();
    return Promise.all(
      ENGINES.map(async (engine) => {
        const origins = engineOrigins(engine, googleHost);
        return {
          id: engine.id,
          name: engine.name,
          origins,
          enabled: enabled.includes(engine.id),
          granted: await deps.hasOrigins(origins).catch(() => false),
          ...(engine.id === 'google' ? { googleHost } : {}),
        };
      }),
    );
  }

  return {
    'serp/match': async (request, sender) => {
      // Only the results-page script, in a tab that is a results page the person allowed, is answered.
      if (sender.kind !== 'content-script' || !(await deps.serp.allowedEngine(sender.pageUrl))) {
        return refused('Not a results page Toolscout may read.');
      }
      const matches: SerpMatch[] = [];
      const deviceOnly = await deps.settings.deviceOnly();
      for (const url of new Set(request.urls)) {
        const site = await deps.presence.toolAt(url);
        const tool = site ? await deps.directory.tool(site.slug) : undefined;
        if (!tool) continue;
        // Counted as the card lists them: one per product.
        const saved = await listedOnDevice(deps, tool.slug);
        matches.push({
          url,
          summary: { tool, ...openingReach(saved !== undefined, deviceOnly) },
          alternatives: saved === undefined ? null : saved.length,
        });
      }
      return ok(matches);
    },

    'serp/engines': async () => ok(await engineViews()),

    'serp/set-engine': async (request) => {
      await deps.serp.setEngine(request.engine as EngineId, request.enabled);
      return ok(await engineViews());
    },

    // The options page asked for the new address's origin first, on the person's choice.
    'serp/set-google-host': async (request) => {
      await deps.serp.setGoogleHost(request.host);
      return ok(await engineViews());
    },
  };
}
