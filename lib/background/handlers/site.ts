// "This site" in the popup: the tool of the current tab, matched locally.
import { isHostMuted } from '../../settings';
import { httpHostOf, originPattern } from '../../url';
import { type HandlerDeps, type HandlersFor, ok } from './deps';

export function siteHandlers(deps: HandlerDeps): HandlersFor<'site/for-tab'> {
  return {
    'site/for-tab': async (request) => {
      // Asked as the popup opens; its search box is next.
      deps.directory.warmSearch();
      const url = await deps.tabUrl(request.tabId);
      const host = url ? httpHostOf(url) : null;
      const match = url && host ? await deps.presence.toolAt(url) : null;
      const tool = match ? await deps.directory.tool(match.slug) : undefined;
      if (!tool || !url || !host) return ok(null);
      // The popup's click (activeTab) let us read this URL; on-page suggestions need the lasting access.
      const siteAccessGranted = await deps.hasOrigins([originPattern(url)]).catch(() => false);
      const muted = isHostMuted(await deps.settings.preferences(), host);
      return ok({ tool, host, muted, siteAccessGranted });
    },
  };
}
