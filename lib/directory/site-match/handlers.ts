// "This site" in the popup and the side panel's tab: the tool of a tab, matched locally. No request.

import { type HandlersOf, ok } from '../../common/message';
import { httpHostOf, originPattern, SITE_ACCESS_ORIGINS } from '../../common/url';
import { isHostMuted } from '../../connection/settings';
import type { SettingsStore } from '../../connection/settings-store';
import type { SITE_MATCH_MESSAGES } from '../messages';
import type { SiteMatch } from '../public/index';
import type { DirectoryService } from '../service';

/** Which tool a page URL is, as the background's site presence answers it (lib/background/site-presence.ts). */
export interface ToolAt {
  toolAt(url: string): Promise<{ slug: string } | null>;
}

export interface SiteMatchDeps {
  directory: Pick<DirectoryService, 'tool' | 'warmSearch'>;
  presence: ToolAt;
  settings: Pick<SettingsStore, 'preferences'>;
  /** Whether the browser has granted these origins. */
  hasOrigins(origins: string[]): Promise<boolean>;
  /** The tab's URL where the browser lets us read it (site access, or activeTab after a click), else null. */
  tabUrl(tabId: number): Promise<string | null>;
  /** Tells open extension pages (the side panel) that this tab's URL became readable after a click. */
  tabReadable(tabId: number): void;
}

export function siteHandlers(deps: SiteMatchDeps): HandlersOf<typeof SITE_MATCH_MESSAGES> {
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
