// The connection's public face: what the options page shows of the settings and of a "Save & test".
// Types only (no zod, no browser API).

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
