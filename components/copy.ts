// Every sentence a person reads in the popup, the options page and the on-page card, named by what it
// is for; text with values in it is a function. A plain typed module on purpose: a later i18n step
// (@wxt-dev/i18n) swaps the source of these values without touching the components. No zod, no
// browser APIs: any UI context imports it, and each context's bundle keeps only the entries it uses.
import type { ApiError } from '../lib/api/model';

/** What a popup view was loading, for the few messages that depend on it. */
export type StatusSubject = 'results' | 'tool' | 'categories';

// --- Error kinds: what each context says when a request fails -------------------------------------

/** The popup, in place of a view (or part of one) that could not load. */
export function popupErrorText(error: ApiError, subject: StatusSubject): string {
  switch (error.kind) {
    case 'no-token':
      return 'Toolscout is not connected yet. Add your API token in the options to use the directory.';
    case 'unauthorized':
      return 'Your token is invalid or was revoked.';
    case 'rate-limited':
      // With a time, the popup counts down after `popupCopy.rateLimitedCountdown` instead.
      return error.retryAt === undefined ? 'Too many requests — try again in a minute.' : 'Too many requests';
    case 'offline':
      return "The directory can't be reached. Check your connection and try again.";
    case 'timeout':
      return 'The directory is not answering. Try again in a moment.';
    case 'server':
      return 'The directory is having trouble right now. Try again in a moment.';
    case 'validation':
      return error.message.trim() || 'The directory did not accept this request.';
    case 'bad-response':
      return 'The directory answered something unexpected.';
    case 'not-found':
      return subject === 'tool' ? 'This tool is no longer in the directory.' : 'Nothing was found.';
  }
}

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

/** The on-page card, after "Local suggestions — " or "Saved suggestions — ": why the directory did not answer. */
export function cardErrorReason(error: ApiError): string {
  switch (error.kind) {
    case 'rate-limited':
      return 'the directory’s request limit is reached for now';
    case 'no-token':
    case 'unauthorized':
      return 'Toolscout is not connected to the directory (see its settings)';
    default:
      return 'the directory could not be reached';
  }
}

// --- The popup --------------------------------------------------------------------------------------

export const popupCopy = {
  appName: 'Toolscout',
  back: 'Back',
  viewBroken: 'This view could not be shown. Go back and try again.',
  openOptions: 'Open options',
  retry: 'Retry',
  /** Followed by the live countdown ("12 s"). */
  rateLimitedCountdown: 'Too many requests — try again in',
  stale: (subject: StatusSubject) => {
    const what = subject === 'tool' ? 'details' : subject === 'categories' ? 'categories' : 'results';
    return `Showing saved ${what} — the directory can't be reached`;
  },

  // Home: "this site" and the tabs
  tabsLabel: 'Find tools by',
  tabSearch: 'Search',
  tabCategories: 'Categories',
  thisSiteLead: "You're on",
  thisSiteAction: 'see alternatives',
  siteAccessNote: (toolName: string) =>
    `On-page suggestions would show ${toolName}’s rating and alternatives on its own page, and on every tool site you visit. They need your permission to access sites; sites are recognised on this device and visits send nothing.`,
  allowOnPageSuggestions: 'Allow on-page suggestions…',

  // Search
  searchLabel: 'Search AI tools',
  searchHint: 'Find AI tools by name or by what they do — or browse the categories.',
  queryTooShort: (min: number) => `Type at least ${min} characters`,
  queryTooLong: (max: number) => `Use at most ${max} characters`,
  resultCount: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  moreAvailable: ', more available',
  searchResults: 'Search results',
  moreResults: 'More results',
  noResults: (query: string) =>
    `No tools match “${query}”. Try fewer or different words, or describe the task (“transcribe audio”).`,
  browseCategories: 'Browse categories',
  syncProgress: (page: number, totalPages: number) =>
    `Preparing the local directory… ${page} of ${totalPages} pages`,
  syncStarting: 'Preparing the local directory…',

  // Categories and listings
  categoriesHeading: 'Categories',
  noCategories: 'The directory has no categories yet.',
  allInCategory: (name: string) => `All in ${name}`,
  toolNoun: (count: number) => (count === 1 ? 'tool' : 'tools'),
  verifiedOnly: 'Verified only',
  noVerifiedTools: 'No verified tools here yet. Turn off "Verified only" to see all.',
  noTools: 'No tools here yet.',
  toolsIn: (title: string) => `Tools in ${title}`,
  moreTools: 'More tools',

  // Tool detail
  loadingTool: 'Loading tool',
  detailBroken: "This tool's details can't be shown.",
  subcategories: 'Subcategories',
  visitWebsite: 'Visit website',
  openInDirectory: 'Open in directory',
  alternatives: 'Alternatives',
  noAlternatives: 'No similar tools found.',
  alternativesTo: (name: string | undefined) => `Alternatives to ${name ?? 'this tool'}`,

  // Tool rows
  rowBroken: "This tool can't be shown",
  verifiedForReaders: 'Verified. ',
  localBadge: 'local',
  localBadgeTitle: 'From the local copy of the directory',
} as const;

// --- Shared by popup and card ------------------------------------------------------------------------

export const sharedCopy = {
  noRatings: 'No ratings yet',
  verified: 'Verified',
  verifiedTitle: 'Verified by the directory',
} as const;

// --- The options page ----------------------------------------------------------------------------------

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

// --- The on-page card ----------------------------------------------------------------------------------

export const cardCopy = {
  savedNote: 'Saved on this device: opening this card sent nothing.',
  fromDirectoryNote: 'From the directory, asked about this tool when you opened the card.',
  hintOpensWithRequest: 'Opening the card asks the directory for this tool’s alternatives',
  hintOpensLocally: 'Alternatives are saved on this device: opening the card sends nothing',
  localPickNote: (error: ApiError) => `Local suggestions — ${cardErrorReason(error)}`,
  savedCopyNote: (error: ApiError) => `Saved suggestions — ${cardErrorReason(error)}`,
  similarIn: (name: string) => `Similar in ${name}`,
  similarTools: 'Similar tools',
  alternatives: 'Alternatives',
  asking: (toolName: string) => `Asking the directory for ${toolName}’s alternatives…`,
  noDirectoryAlternatives: 'The directory lists no alternatives; these are picked on this device.',
  extensionGone: 'Toolscout was reloaded or removed.',
  collapse: 'Collapse',
  appName: 'Toolscout',
  /** The pill's accessible name: "Toolscout: Name, rated 4.6 out of 5". */
  pillName: (toolName: string, rating: string) => `Toolscout: ${toolName}, ${rating}`,
  pillRated: (average: string) => `rated ${average} out of 5`,
  pillNoRatings: 'no ratings yet',
  cardName: (toolName: string) => `Toolscout: ${toolName}`,
  openInDirectory: 'Open in Toolscout directory',
  dismiss: 'Dismiss',
  mute: "Don't show on this site",
} as const;
