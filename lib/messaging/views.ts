// What the background answers with, as the popup, options page and card read it. Types only: these
// contexts import them without zod; lib/messaging/protocol.ts names which message answers with which.
import type { ApiError, SubcategoryRef, Tool } from '../api/model';
import type { LocalTool } from '../directory/public';
import type { MatchReason } from '../directory/site-match/explain';
import type { HiddenTool } from '../hide-until-change/store';
import type { ToolChanges } from '../hide-until-change/tool-changes';
import type { Exclusion } from '../not-this-tool/store';
import type { EngineId } from '../serp/engines';

export type { ToolChanges } from '../hide-until-change/tool-changes';
/** A tool hidden until something changes, as the options list it. */
export type HiddenToolView = HiddenTool;

/** The Requests view's rows (lib/api/request-record.ts). */
export type { RequestReason, RequestRecord } from '../api/request-record';

/** The local directory's tool and its search's answer (lib/directory/public.ts). */
export type { LocalSearch, LocalTool } from '../directory/public';

export interface SettingsView {
  baseUrl: string;
  hasToken: boolean;
  suggestionsEnabled: boolean;
  mutedHosts: string[];
  /** Device only: nothing a person types or opens is sent; only the daily sync and the weekly prefetch. */
  deviceOnly?: boolean;
  /** Whether the browser has granted the API origin and "all sites" access. */
  apiOriginGranted: boolean;
  siteAccessGranted: boolean;
}

export interface ConnectionReport {
  baseUrl: string;
  toolCount: number | null;
  /** The URL works but does not end in /api/v1, where the API usually lives: the page says so. */
  unusualPath: boolean;
}

export interface SiteMatch {
  tool: LocalTool;
  host: string;
  muted: boolean;
  /** Whether the person granted site access here, which on-page suggestions need. */
  siteAccessGranted: boolean;
}

/**
 * The side panel's view of the active tab. `readable` is false where the browser keeps the tab's address
 * from the extension and site access is not granted (nor was the toolbar button clicked in that tab).
 */
export type PanelSite = { readable: false } | { readable: true; match: SiteMatch | null };

/** What the pill shows, from the local directory: a visit makes no request. */
export interface CardSummary {
  tool: LocalTool;
  /** Whether opening the card asks the directory (its alternatives are not prefetched to this device). */
  opensWithRequest: boolean;
  /** On a tool's own site: which rule of its website matched this page (the card words it). */
  why?: MatchReason | null;
  /** Device only is on: opening the card never asks the directory, whatever the device has (absent: off). */
  deviceOnly?: boolean;
  /** "Hide until something changes" was lifted by this visit: what changed, said at the card's top. */
  changes?: ToolChanges | null;
}

export type { Exclusion, MatchReason };

/** What the card shows the moment it opens, without a request. */
export type CardPick =
  /** The directory's alternatives, prefetched to this device by the weekly refresh of the most popular tools. */
  | { source: 'prefetched'; alternatives: Tool[] }
  /** Picked on this device from tools sharing a subcategory, until the directory's own arrive. */
  | { source: 'similar'; subcategory: SubcategoryRef | null; alternatives: LocalTool[] };

/** What the card's short-lived Undo takes back (`card/undo`). */
export type UndoStep = 'snooze' | 'not-this-tool';

export interface CardOpening {
  pick: CardPick;
  /** True when the card should now ask for the directory's alternatives (`card/alternatives`). */
  fetch: boolean;
  /** Device only is on: the pick is the whole answer, and the directory is not asked (absent: off). */
  deviceOnly?: boolean;
}

export interface CardAlternatives {
  alternatives: Tool[];
  /** Set when these are a cached copy standing in for an answer the directory could not give. */
  notice: ApiError | null;
}

/** A result on a search engine's results page that is a tool of the local directory: its chip. */
export interface SerpMatch {
  /** The result's destination, as the results-page script sent it. */
  url: string;
  summary: CardSummary;
  /** How many alternatives the card would list, when they are prefetched to this device; null when unknown. */
  alternatives: number | null;
}

/** One search engine's switch in the options page. */
export interface SerpEngineView {
  id: EngineId;
  name: string;
  /** What the switch asks the browser for. */
  origins: string[];
  enabled: boolean;
  granted: boolean;
  /** Google only: the address the person searches at, which is what its switch asks for. */
  googleHost?: string;
}

// The background's work as the pages show it: each feature keeps its own shape in its public face.
export type { RateLimitSnapshot } from '../api/public';
export type { PrefetchStatus, SyncStatus } from '../directory/public';
