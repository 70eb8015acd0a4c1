// What the options page says. All user-facing text lives in components/copy/, named by what it is for
// (text with values in it is a function), one file per context so each bundle carries only its own.
// Plain typed values on purpose: a later i18n step (@wxt-dev/i18n) swaps their source without touching
// the components. No zod, no browser APIs: any UI context imports it.
import type { ApiError } from '../../lib/api/model';

/** The options page, after "Save & test": the exact problem and what to do. */
export function connectionProblem(error: ApiError): string {
  switch (error.kind) {
    case 'no-token':
      return 'Enter your API token first.';
    case 'unauthorized':
      return 'The token is invalid or was revoked. Create a new one on your account’s API tokens page and paste it here.';
    case 'not-found':
      return 'Nothing answers at this base URL. Check it: it usually ends in /api/v1.';
    case 'offline':
      return 'The server can’t be reached. Check the base URL and your connection.';
    case 'timeout':
      return 'The server did not answer in time. Check the base URL, or try again in a moment.';
    case 'server':
      return `The directory had a problem (${error.status ?? 'server error'}). Try again in a moment.`;
    case 'rate-limited':
      return 'Too many requests right now.';
    case 'bad-response':
      return 'This URL answered, but not like the directory API. Check the base URL.';
    case 'validation':
      return error.message;
  }
}

export const optionsCopy = {
  permissionNeeded: (host: string) =>
    `Toolscout needs your permission to reach ${host}. Click “Save & test” again and choose Allow.`,
  tokenPlaceholderNewServer: 'Enter the token for this server',
  tokenPlaceholderSaved: 'Saved — leave empty to keep it',
  tokenPlaceholderEmpty: 'Paste your token',
  hideToken: 'Hide',
  showToken: 'Show',
  testing: 'Testing…',
  saveAndTest: 'Save & test',
  showSuggestionsAgainOn: (host: string) => `Show suggestions on ${host} again`,
  syncing: (page: number, totalPages: number | null) =>
    `Syncing — page ${page}${totalPages ? ` of ${totalPages}` : ''}`,
  syncStopped: 'Stopped by a problem',
  syncReady: 'Ready',
  syncNever: 'Not synced yet',
  title: 'Toolscout settings',
  loading: 'Loading…',
  sectionBroken: 'This section could not be shown. Reload the page to try again.',

  // Connection
  connectionHeading: 'Connection',
  baseUrlLabel: 'API base URL',
  baseUrlHelp:
    'The address of the directory’s API, ending in /api/v1. https only (plain http just for a server on this computer).',
  tokenLabel: 'API token',
  tokenHelp:
    'Kept only in this browser. It is sent to the API origin above and nowhere else. Forget token also deletes every saved answer.',
  forgetToken: 'Forget token',
  /** Followed by what answered: "the directory answers" or "1,234 tools". */
  connected: 'Connected —',
  directoryAnswers: 'the directory answers',
  toolCount: (formattedCount: string) => `${formattedCount} tools`,
  /** After a problem's message, while the server asks to wait. */
  tryAgainIn: (seconds: number) => ` Try again in ${seconds} s.`,

  // On-page suggestions
  suggestionsHeading: 'On-page suggestions',
  suggestionsSwitch: 'Show a tool’s rating and alternatives on its own website',
  suggestionsAsk:
    'See a tool’s rating and its best alternatives right on its own website, as you browse. For that Toolscout needs your permission to access the sites you visit; it reads nothing from them.',
  allowSuggestions: 'Allow on-page suggestions',
  suggestionsRefused:
    'Not allowed: no card is shown on pages. On a tool’s site, click the Toolscout button in the toolbar to see its rating and alternatives.',
  suggestionsPrivacy:
    'Toolscout recognises tool sites on this device, from its local copy of the directory: a visit sends nothing, and the directory is asked about a tool only when you open its card.',
  mutedHeading: 'Muted sites',
  mutedNone: 'None. Choose “Don’t show on this site” on a card to mute a site.',
  unmute: 'Remove',

  // What is sent, and when
  privacyHeading: 'What Toolscout sends, and when',
  privacyHelp:
    'Every request goes only to the API address above, with your token. Nothing goes to anyone else: no analytics, no address of a page you visit.',
  privacyList: 'What is sent',
  privacyVisit: 'Visiting any site',
  privacyVisitSends:
    'Nothing. Tool sites are recognised on this device, and the card’s rating comes from the local copy of the directory.',
  privacyCard: 'Opening the card on a tool’s site',
  privacyCardSends: (savedTop: number) =>
    `Nothing for the ${savedTop} most popular tools: their alternatives are saved on this device. For any other tool, one request for that tool’s alternatives; until it answers, the card shows similar tools picked on this device.`,
  privacyDetail: 'Opening a tool in the popup',
  privacyDetailSends: 'That tool’s details and alternatives.',
  privacySearch: 'Searching and browsing in the popup',
  privacySearchSends:
    'What you type (from two characters on, after a short pause), and the category you open.',
  privacyBackground: 'In the background, whatever you browse',
  privacyBackgroundSends: (savedTop: number) =>
    `The directory’s listing once a day, and the alternatives of its ${savedTop} most popular tools once a week, in popularity order.`,

  // Local directory
  syncHeading: 'Local directory',
  syncHelp:
    'A copy of the directory on this device recognises tool sites and makes search instant. It refreshes once a day.',
  syncStatus: 'Status',
  syncToolsStored: 'Tools on this device',
  syncLastSuccess: 'Last complete sync',
  syncLastProblem: 'Last problem',
  syncNow: 'Sync now',
  never: 'never',

  // Request budget
  budgetHeading: 'Request budget',
  budgetHelp: 'The directory allows 60 requests a minute. Toolscout keeps well within it.',
  budgetDisconnected: 'Connect to see the request budget.',
  budgetUsed: 'Requests in the last minute',
  budgetUsedOf: (used: number, limit: number) => `${used} of ${limit}`,
  cooldown: 'Cooldown',
  cooldownLeft: (seconds: number) => `Paused by the server — ${seconds} s left`,
  cooldownNone: 'None',
} as const;
