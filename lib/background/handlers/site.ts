// "This site" in the popup and the side panel's tab: the tool of a tab, matched locally. No request.

import { isHostMuted } from '../../connection/settings';
import type { SiteMatch } from '../../messaging/views';
import { httpHostOf, originPattern, SITE_ACCESS_ORIGINS } from '../../shared/url';
import { type HandlerDeps, type HandlersFor, ok } from './deps';

export function siteHandlers(deps: HandlerDeps): HandlersFor<'site/for-tab' | 'site/for-panel'> {
  async function matchAt(url: string): Promise<SiteMatch | null> {
    const host = httpHostOf(url);
    const match = host ? await deps.presence.toolAt(url) : null;
    const tool = match ? await deps.directory.tool(match.slug) : undefined;
    if (!tool || !host) return null;
    // The popup's click (activeTab) let us read this URL; on-page suggestions need the lasting access.
    const siteAccessGranted = await deps.hasOrigins([originPattern(url)]).catch(() => false);
    const muted = isHostMuted(await deps.settings.preferences(), host);
    return { tool, host, muted, siteAccessGranted };
  }

  return {
    'site/for-tab': async (request) => {
      // Asked as the popup opens; its search box is next.
      deps.directory.warmSearch();
      const url = await deps.tabUrl(request.tabId);
      // The click on the toolbar button that opened the popup let the extension read this tab: a side
      // panel showing it without site access can now say which tool it is.
      if (url) deps.tabReadable(request.tabId);
      return ok(url ? await matchAt(url) : null);
    },

    'site/for-panel': async (request) => {
      const url = await deps.tabUrl(request.tabId);
      // With site access granted, an address still kept from the extension is the browser's own page.
      if (!url)
        return ok(
          (await deps.hasOrigins(SITE_ACCESS_ORIGINS).catch(() => false))
            ? { readable: true, match: null }
            : { readable: false },
        );
      return ok({ readable: true, match: await matchAt(url) });
    },
  };
}
