// The one protocol between popup/options/overlay and the background. Requests are validated by the
// background (lib/messaging/protocol.ts) before anything acts on them; responses are typed Results.
import { browser } from 'wxt/browser';
import type { ApiError, Category, Result, SubcategoryRef, Tool, ToolPage } from '../api/model';
import type { RateLimitSnapshot } from '../api/rate-limit';
import type { PrefetchStatus } from '../directory/alternatives-prefetch';
import type { DirectoryTool } from '../directory/record';
import type { SyncStatus } from '../directory/sync';
import type { Request, RequestType } from './protocol';

export type { Request, RequestType };

/** A tool as the local synced directory keeps it (compact: no links or timestamps). */
export type LocalTool = DirectoryTool;

export interface SettingsView {
  baseUrl: string;
  hasToken: boolean;
  suggestionsEnabled: boolean;
  mutedHosts: string[];
  /** Whether the browser has granted the API origin and "all sites" access. */
  apiOriginGranted: boolean;
  siteAccessGranted: boolean;
}

export interface ConnectionReport {
  baseUrl: string;
  toolCount: number | null;
  /** Set when the URL works but looks unusual, e.g. it does not end in /api/v1. */
  hint: string | null;
}

export interface SiteMatch {
  tool: LocalTool;
  host: string;
  muted: boolean;
  /** Whether the person granted site access here, which on-page suggestions need. */
  siteAccessGranted: boolean;
}

/** What the pill shows, from the local directory: a visit makes no request. */
export interface OverlaySummary {
  tool: LocalTool;
  /** Whether opening the card asks the directory (its alternatives are not saved on this device). */
  opensWithRequest: boolean;
}

/** What the card shows the moment it opens, without a request. */
export type OverlayPick =
  /** The directory's alternatives, saved on this device by the weekly refresh of the most popular tools. */
  | { source: 'saved'; alternatives: Tool[] }
  /** Picked on this device from tools sharing a subcategory, until the directory's own arrive. */
  | { source: 'similar'; subcategory: SubcategoryRef | null; alternatives: LocalTool[] };

export interface OverlayOpening {
  pick: OverlayPick;
  /** True when the card should now ask for the directory's alternatives (`overlay/alternatives`). */
  fetch: boolean;
}

export interface OverlayAlternatives {
  alternatives: Tool[];
  /** Set when these are a saved copy standing in for an answer the directory could not give. */
  notice: ApiError | null;
}

/** What each request answers with, as the data of an ok Result. */
export interface ResponseMap {
  ping: { version: string };
  'settings/get': SettingsView;
  'settings/connect': ConnectionReport;
  'settings/forget-token': null;
  'settings/set-suggestions': SettingsView;
  'settings/unmute-host': SettingsView;
  'budget/get': RateLimitSnapshot;
  search: ToolPage;
  'search/local': LocalTool[];
  'page/next': ToolPage;
  'categories/get': Category[];
  'tools/list': ToolPage;
  'tool/get': Tool;
  'tool/alternatives': Tool[];
  'site/for-tab': SiteMatch | null;
  'sync/status': SyncStatus;
  'sync/now': SyncStatus;
  'prefetch/status': PrefetchStatus;
  'overlay/summary': OverlaySummary;
  'overlay/open': OverlayOpening;
  'overlay/alternatives': OverlayAlternatives;
  'overlay/dismiss': null;
  'overlay/mute-site': null;
}

export type RequestOf<T extends RequestType> = Extract<Request, { type: T }>;
export type ResponseOf<T extends RequestType> = Result<ResponseMap[T]>;

/** Send a typed request to the background. Never throws: a dead channel is an `offline` error. */
export async function sendRequest<T extends RequestType>(request: RequestOf<T>): Promise<ResponseOf<T>> {
  try {
    const response = (await browser.runtime.sendMessage(request)) as ResponseOf<T> | undefined;
    if (response && typeof response === 'object' && 'ok' in response) return response;
    return { ok: false, error: { kind: 'bad-response', message: 'The extension gave no answer.' } };
  } catch {
    return { ok: false, error: { kind: 'offline', message: 'The extension background is not reachable.' } };
  }
}
