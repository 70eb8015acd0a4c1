// Everything the features' handlers are given, as the background builds it: each feature's handlers take
// the narrow part they use (declared beside them), so each is tested without a browser.
import type { ConnectionManager } from '../../connection/connection';
import type { SettingsStore } from '../../connection/settings-store';
import type { DirectoryService } from '../../directory/service';
import type { CategoryTree } from '../../directory/sync/category-tree';
import type { FollowStore } from '../../follow/follow-store';
import type { WhatsNewService } from '../../follow/whats-new-service';
import type { HideUntilChange } from '../../hide-until-change/service';
import type { NotThisToolStore } from '../../not-this-tool/store';
import type { RecentStore } from '../../recent/recent-store';
import type { RequestLog } from '../../request-log/store';
import type { SavedStore } from '../../saved/saved-store';
import type { SerpDeps } from '../../serp/handlers';
import type { SitePresence } from '../site-presence';

export interface HandlerDeps {
  version: string;
  settings: SettingsStore;
  connections: ConnectionManager;
  directory: DirectoryService;
  /** The directory's category tree as the last sync kept it (read only: the jobs keep it). */
  categoryTree: Pick<CategoryTree, 'read'>;
  presence: SitePresence;
  /** Results pages of search engines: which the person allowed, and their switches (lib/serp/handlers.ts). */
  serp: SerpDeps['serp'];
  /** Whether the browser has granted these origins. */
  hasOrigins(origins: string[]): Promise<boolean>;
  /** The tab's URL where the browser lets us read it (site access, or activeTab after a click), else null. */
  tabUrl(tabId: number): Promise<string | null>;
  /** Tells open extension pages (the side panel) that this tab's URL became readable after a click. */
  tabReadable(tabId: number): void;
  /** Starts a sync in the background if one is due (or `force`); never awaited by a person. */
  startSync(force: boolean): void;
  /** Yours: saved tools (storage.sync) and recently viewed (storage.local). */
  yours: { saved: SavedStore; recent: RecentStore; now(): number };
  /** Followed categories (storage.sync), and what is new in them since the person last looked. */
  follows: FollowStore;
  whatsNew: WhatsNewService;
  /** "Not this tool": the tools the person said a site is not (storage.local, never sent). */
  notThisTool: Pick<NotThisToolStore, 'list' | 'add' | 'remove'>;
  /** Every request sent in the last 7 days (the options' Requests view); Forget token empties it too. */
  requests: Pick<RequestLog, 'list' | 'clear'>;
  /** "Hide until something changes": the card's step and the options' list (storage.local). */
  hideUntilChange: Pick<HideUntilChange, 'hide' | 'lift' | 'list'>;
}
