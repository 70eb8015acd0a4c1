// What the background answers with, as the popup, options page and card read it: every feature's view
// shapes, from the features' public faces (lib/<feature>/public.ts), in one place for the pages. Types
// only, and only from public faces (themselves types and pure constants, no zod, no browser API): a
// feature never imports this file, so the views tie no feature to another. lib/messaging/protocol.ts names
// which message answers with which.
export type { RateLimitSnapshot } from '../api/public';
export type { CardSummary, UndoStep } from '../card/public';
export type { ConnectionReport, SettingsView } from '../connection/public/index';
export type {
  CardAlternatives,
  CardOpening,
  CardPick,
  LocalSearch,
  LocalTool,
  MatchReason,
  PanelSite,
  PrefetchStatus,
  SiteMatch,
  SyncStatus,
} from '../directory/public/index';
export type { HiddenUntilChange, ToolChanges } from '../hide-until-change/public';
export type { NotThisToolEntry } from '../not-this-tool/public';
export type { RequestReason, RequestRecord } from '../request-log/public';
export type { SerpEngineView, SerpMatch } from '../serp/public/index';
