// A search engine's results page: its result links matched against the local directory, and the options
// page's switches. Matching reads only the device: a results page causes no request.

import type { SerpEngineView, SerpMatch } from '../../messaging/views';
import type { EngineId } from '../../serp/engines';
import { ENGINES } from '../../serp/engines';
import { engineOrigins } from '../../serp/google-domains';
import { listedOnDevice } from '../alternatives';
import { type HandlerDeps, type HandlersFor, ok, refused } from './deps';

type SerpMessages = 'serp/match' | 'serp/engines' | 'serp/set-engine' | 'serp/set-google-host';

export function serpHandlers(deps: HandlerDeps): HandlersFor<SerpMessages> {
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
          summary: {
            tool,
            opensWithRequest: saved === undefined && !deviceOnly,
            ...(deviceOnly ? { deviceOnly } : {}),
          },
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
