// What the options page says. All user-facing text lives in components/copy/, named by what it is for
// (text with values in it is a function), one file per context. Components import a file as a namespace
// (`import * as popupCopy`), so each bundle keeps only the entries it uses, with short names. Plain typed
// values on purpose: a later i18n step (@wxt-dev/i18n) swaps their source without touching the
// components. No zod, no browser APIs: any UI context imports it.
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

export const permissionNeeded = (host: string) =>
  `Toolscout needs your permission to reach ${host}. Click “Save & test” again and choose Allow.`;
export const tokenPlaceholderNewServer = 'Enter the token for this server';
export const tokenPlaceholderSaved = 'Saved — leave empty to keep it';
export const tokenPlaceholderEmpty = 'Paste your token';
export const hideToken = 'Hide';
export const showToken = 'Show';
export const testing = 'Testing…';
export const saveAndTest = 'Save & test';
export const showSuggestionsAgainOn = (host: string) => `Show suggestions on ${host} again`;
export const syncing = (page: number, totalPages: number | null) =>
  `Syncing — page ${page}${totalPages ? ` of ${totalPages}` : ''}`;
export const syncStopped = 'Stopped by a problem';
export const syncReady = 'Ready';
export const syncNever = 'Not synced yet';
export const title = 'Toolscout settings';
export const loading = 'Loading…';
export const sectionBroken = 'This section could not be shown. Reload the page to try again.';

// Connection
export const connectionHeading = 'Connection';
export const baseUrlLabel = 'API base URL';
export const baseUrlHelp =
  'The address of the directory’s API, ending in /api/v1. https only (plain http just for a server on this computer).';
export const tokenLabel = 'API token';
export const tokenHelp =
  'Kept only in this browser. It is sent to the API origin above and nowhere else. Forget token also deletes every saved answer.';
export const forgetToken = 'Forget token';
/** Followed by what answered: "the directory answers" or "1,234 tools". */
export const connected = 'Connected —';
export const directoryAnswers = 'the directory answers';
export const toolCount = (formattedCount: string) => `${formattedCount} tools`;
/** After a problem's message, while the server asks to wait. */
export const tryAgainIn = (seconds: number) => ` Try again in ${seconds} s.`;

// On-page suggestions
export const suggestionsHeading = 'On-page suggestions';
export const suggestionsSwitch = 'Show a tool’s rating and alternatives on its own website';
export const suggestionsAsk =
  'See a tool’s rating and its best alternatives right on its own website, as you browse. For that Toolscout needs your permission to access the sites you visit; it reads nothing from them.';
export const allowSuggestions = 'Allow on-page suggestions';
export const suggestionsRefused =
  'Not allowed: no card is shown on pages. On a tool’s site, click the Toolscout button in the toolbar to see its rating and alternatives.';
export const suggestionsPrivacy =
  'Toolscout recognises tool sites on this device, from its local copy of the directory: a visit sends nothing, and the directory is asked about a tool only when you open its card.';
export const mutedHeading = 'Muted sites';
export const mutedNone = 'None. Choose “Don’t show on this site” on a card to mute a site.';
export const unmute = 'Remove';

// What is sent, and when
export const privacyHeading = 'What Toolscout sends, and when';
export const privacyHelp =
  'Every request goes only to the API address above, with your token. Nothing goes to anyone else: no analytics, no address of a page you visit.';
export const privacyList = 'What is sent';
export const privacyVisit = 'Visiting any site';
export const privacyVisitSends =
  'Nothing. Tool sites are recognised on this device, and the card’s rating comes from the local copy of the directory.';
export const privacyCard = 'Opening the card on a tool’s site';
export const privacyCardSends = (savedTop: number) =>
  `Nothing for the ${savedTop} most popular tools: their alternatives are saved on this device. For any other tool, one request for that tool’s alternatives; until it answers, the card shows similar tools picked on this device.`;
export const privacyDetail = 'Opening a tool in the popup';
export const privacyDetailSends = 'That tool’s details and alternatives.';
export const privacySearch = 'Searching and browsing in the popup';
export const privacySearchSends =
  'What you type (from two characters on, after a short pause), and the category you open.';
export const privacyBackground = 'In the background, whatever you browse';
export const privacyBackgroundSends = (savedTop: number) =>
  `The directory’s listing once a day, and the alternatives of its ${savedTop} most popular tools once a week, in popularity order.`;

// Local directory
export const syncHeading = 'Local directory';
export const syncHelp =
  'A copy of the directory on this device recognises tool sites and makes search instant. It refreshes once a day.';
export const syncStatus = 'Status';
export const syncToolsStored = 'Tools on this device';
export const syncLastSuccess = 'Last complete sync';
export const syncLastProblem = 'Last problem';
export const syncNow = 'Sync now';
export const never = 'never';

// Request budget
export const budgetHeading = 'Request budget';
export const budgetHelp = 'The directory allows 60 requests a minute. Toolscout keeps well within it.';
export const budgetDisconnected = 'Connect to see the request budget.';
export const budgetUsed = 'Requests in the last minute';
export const budgetUsedOf = (used: number, limit: number) => `${used} of ${limit}`;
export const cooldown = 'Cooldown';
export const cooldownLeft = (seconds: number) => `Paused by the server — ${seconds} s left`;
export const cooldownNone = 'None';

// Ratings in search results
export const serpHeading = 'Ratings in search results';
export const serpReason =
  'When you search, results that are tools in the directory get a small chip with their rating. Each engine needs access to its results pages; Toolscout asks for just that site when you switch it on. The results are matched on this device: nothing is sent until you open a tool’s card.';
export const serpSwitch = (engine: string) => `Show ratings in ${engine} results`;
export const serpAsksFor = (origins: string) => `Asks for access to ${origins}`;
export const serpRefused = (engine: string) =>
  `Access to ${engine} was not given, so its results stay as they are. You can ask again at any time.`;

// firstrun: the About section, and the Advanced disclosure around the request budget.
export const aboutHeading = 'About Toolscout';
export const aboutVersion = 'Version';
export const aboutWebsite = 'Website';
export const aboutLinks = 'Links';
export const aboutWelcome = 'Show the welcome page again';
export const aboutPrivacy =
  'Privacy: tool sites are recognised on this device, and a visit sends nothing. Requests go only to the directory address you set, with your token; there are no analytics and no tracking.';
export const aboutPrivacyLink = 'What is sent, and when';
export const aboutLicense = 'Open source under the MIT License.';
export const advancedSummary = 'Advanced';

// ---- yours: saved tools and recently viewed --------------------------------------------------------------
export const yoursHeading = 'Saved tools and history';
export const savedSummary = (count: number) =>
  count === 0
    ? 'No saved tools yet.'
    : `${count === 1 ? '1 saved tool' : `${count} saved tools`}, kept in browser sync: they follow you to your other browsers where you use sync.`;
export const savedRoom = (room: number) =>
  room === 0 ? 'The list is full.' : `Room for about ${room} more.`;
export const exportSaved = 'Export saved tools';
export const importSaved = 'Import saved tools…';
export const importHelp = 'A JSON file exported by Toolscout. Tools you already saved are kept as they are.';
export const exportDone = (count: number) => `Exported ${count === 1 ? '1 tool' : `${count} tools`}.`;
export const importDone = (report: {
  added: number;
  alreadySaved: number;
  invalid: number;
  notAdded: number;
  total: number;
}) => {
  const parts = [`Imported ${report.added === 1 ? '1 tool' : `${report.added} tools`}`];
  if (report.alreadySaved > 0) parts.push(`${report.alreadySaved} already saved`);
  if (report.invalid > 0) parts.push(`${report.invalid} unreadable, skipped`);
  if (report.notAdded > 0) parts.push(`${report.notAdded} not added: the list is full`);
  return `${parts.join(', ')}. ${report.total} saved in all.`;
};
export const importNotJson = 'This file is not JSON. Choose a file exported by Toolscout.';
export const importNotOurs =
  'This is not a Toolscout saved-tools file (it should say "toolscout-saved-tools").';
export const importTooLarge = 'This file is too large to be a Toolscout export.';
export const importFull = 'Your saved list is full: remove a few saved tools, then import again.';
export const importRefused = 'Your browser did not accept the change. Try again in a minute.';
export const importUnreadable = 'This file could not be read.';
export const recentSummary = (count: number) =>
  count === 0
    ? 'No recently viewed tools.'
    : `${count === 1 ? '1 recently viewed tool' : `${count} recently viewed tools`}, kept on this device only.`;
export const clearRecent = 'Clear recently viewed';
export const recentCleared = 'Recently viewed cleared.';
export const privacySaving = 'Saving a tool (☆), and recently viewed';
export const privacySavingSends =
  'Nothing to the directory. A saved tool’s name, logo address, rating and price go into your browser’s sync storage, which your browser copies to your other browsers if you use its sync. Recently viewed stays on this device.';

// Ratings in search results: Google's country addresses
export const serpGoogleHost = 'Google address you search at';
export const serpGoogleHostWhy =
  'Google answers at each country’s own address (www.google.de, www.google.co.uk, …). Toolscout asks for access to the one you choose, not to all of them: a browser can only ask for every Google address by naming some 190 sites.';
