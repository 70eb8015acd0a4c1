// What the options page says. All user-facing text lives in lib/copy/, named by what it is for
// (text with values in it is a function), one file per context; the words themselves are in
// locales/<language>.yml under `options.` (CONTRIBUTING.md, "Adding or changing text"). Components
// import a file as a namespace (`import * as optionsCopy`). No zod, no browser APIs beyond browser.i18n.
// The privacy sections' words are in options-privacy.ts, the saved tools' in options-yours.ts.
import { refusalReason } from '../api/errors';
import type { ApiError } from '../api/model';
import { formatCount } from '../common/format';
import * as checksCopy from './checks';
import { i18n } from './i18n';

/** The options page, after "Save & test": the exact problem and what to do. */
export function connectionProblem(error: ApiError): string {
  switch (error.kind) {
    case 'no-token':
      return i18n.t('options.connectionProblem.noToken');
    case 'unauthorized':
      return i18n.t('options.connectionProblem.unauthorized');
    case 'not-found':
      return i18n.t('options.connectionProblem.notFound');
    case 'offline':
      return i18n.t('options.connectionProblem.offline');
    case 'timeout':
      return i18n.t('options.connectionProblem.timeout');
    case 'server':
      return i18n.t('options.connectionProblem.server', [
        error.status ?? i18n.t('options.connectionProblem.serverError'),
      ]);
    case 'rate-limited':
      return i18n.t('options.connectionProblem.rateLimited');
    case 'busy':
      return i18n.t('options.connectionProblem.busy');
    case 'bad-response':
      return i18n.t('options.connectionProblem.badResponse');
    case 'validation':
      if (error.input) return checksCopy.connectionInputProblem(error.input);
      return refusalReason(error) ?? i18n.t('options.connectionProblem.validation');
    case 'device-only':
      return i18n.t('options.connectionProblem.deviceOnly');
    case 'storage-full':
      return i18n.t('options.connectionProblem.storageFull');
  }
}

export const permissionNeeded = (host: string) => i18n.t('options.permissionNeeded', [host]);
export const tokenPlaceholderNewServer = i18n.t('options.tokenPlaceholderNewServer');
export const tokenPlaceholderSaved = i18n.t('options.tokenPlaceholderSaved');
export const tokenPlaceholderEmpty = i18n.t('options.tokenPlaceholderEmpty');
export const hideToken = i18n.t('options.hideToken');
export const showToken = i18n.t('options.showToken');
export const testing = i18n.t('options.testing');
export const saveAndTest = i18n.t('options.saveAndTest');
export const unmuteNotSaved = (host: string) => i18n.t('options.unmuteNotSaved', [host]);
export const showSuggestionsAgainOn = (host: string) => i18n.t('options.showSuggestionsAgainOn', [host]);
export const syncing = (page: number, totalPages: number | null) =>
  totalPages
    ? i18n.t('options.syncingOf', [formatCount(page), formatCount(totalPages)])
    : i18n.t('options.syncing', [formatCount(page)]);
export const deviceOnlySwitch = i18n.t('options.deviceOnlySwitch');
export const deviceOnlyHelp = i18n.t('options.deviceOnlyHelp');
/** The switch was clicked but the change was not kept: Device only is as it was (`on`). */
export const deviceOnlyNotSaved = (on: boolean): string =>
  on ? i18n.t('options.deviceOnlyNotSavedOn') : i18n.t('options.deviceOnlyNotSavedOff');
export const syncStopped = i18n.t('options.syncStopped');
export const syncReady = i18n.t('options.syncReady');
export const syncNever = i18n.t('options.syncNever');
export const title = i18n.t('options.title');
/** The options tab's title. */
export const pageTitle = i18n.t('options.pageTitle');
export const loading = i18n.t('options.loading');
export const sectionBroken = i18n.t('options.sectionBroken');

// Connection
export const connectionHeading = i18n.t('options.connectionHeading');
export const baseUrlLabel = i18n.t('options.baseUrlLabel');
export const baseUrlHelp = i18n.t('options.baseUrlHelp');
export const tokenLabel = i18n.t('options.tokenLabel');
export const tokenHelp = i18n.t('options.tokenHelp');
export const forgetToken = i18n.t('options.forgetToken');
/** Followed by what answered: "the directory answers" or "1,234 tools". */
export const connected = i18n.t('options.connected');
export const directoryAnswers = i18n.t('options.directoryAnswers');
export const toolCount = (formattedCount: string) => i18n.t('options.toolCount', [formattedCount]);
/** After a problem's message, while the server asks to wait. */
export const tryAgainIn = (seconds: number) => ` ${i18n.t('options.tryAgainIn', [formatCount(seconds)])}`;

// On-page suggestions
export const suggestionsHeading = i18n.t('options.suggestionsHeading');
export const suggestionsSwitch = i18n.t('options.suggestionsSwitch');
/** The switch was clicked but the change was not kept: suggestions are as they were (`on`). */
export const suggestionsNotSaved = (on: boolean): string =>
  on ? i18n.t('options.suggestionsNotSavedOn') : i18n.t('options.suggestionsNotSavedOff');
export const suggestionsAsk = i18n.t('options.suggestionsAsk');
export const allowSuggestions = i18n.t('options.allowSuggestions');
export const suggestionsRefused = i18n.t('options.suggestionsRefused');
export const suggestionsPrivacy = i18n.t('options.suggestionsPrivacy');
export const mutedHeading = i18n.t('options.mutedHeading');
export const mutedNone = i18n.t('options.mutedNone');
export const unmute = i18n.t('options.unmute');
export const notThisToolHeading = i18n.t('options.notThisToolHeading');
export const notThisToolHelp = i18n.t('options.notThisToolHelp');
export const notThisToolNone = i18n.t('options.notThisToolNone');
/** Where an entry stops a tool matching: a host, or the pages under a path website. */
export const notThisToolPlace = (host: string, path: string | undefined) =>
  path ? i18n.t('options.notThisToolPagesUnder', [`${host}${path}`]) : host;
export const notThisToolUndo = i18n.t('options.notThisToolUndo');
export const notThisToolUndoName = (toolName: string, place: string) =>
  i18n.t('options.notThisToolUndoName', [toolName, place]);
export const notThisToolUndone = (toolName: string, place: string) =>
  i18n.t('options.notThisToolUndone', [toolName, place]);
export const notThisToolUndoFailed = i18n.t('options.notThisToolUndoFailed');
export const hideUntilChangeHeading = i18n.t('options.hideUntilChangeHeading');
export const hideUntilChangeNone = i18n.t('options.hideUntilChangeNone');
export const hideUntilChangeOn = (toolName: string, host: string) =>
  i18n.t('options.hideUntilChangeOn', [toolName, host]);
export const hideUntilChangeSince = (when: string) => i18n.t('options.hideUntilChangeSince', [when]);
export const showAgain = i18n.t('options.showAgain');
export const showAgainLabel = (toolName: string, host: string) =>
  i18n.t('options.showAgainLabel', [toolName, host]);
export const shownAgain = (toolName: string, host: string) => i18n.t('options.shownAgain', [toolName, host]);
export const showAgainFailed = i18n.t('options.showAgainFailed');

// Local directory
export const syncHeading = i18n.t('options.syncHeading');
export const syncHelp = i18n.t('options.syncHelp');
export const syncStatus = i18n.t('options.syncStatus');
export const syncToolsStored = i18n.t('options.syncToolsStored');
export const syncLastSuccess = i18n.t('options.syncLastSuccess');
export const syncLastProblem = i18n.t('options.syncLastProblem');
export const syncNow = i18n.t('options.syncNow');
export const never = i18n.t('options.never');

// Request budget
export const budgetHeading = i18n.t('options.budgetHeading');
export const budgetHelp = i18n.t('options.budgetHelp');
export const budgetDisconnected = i18n.t('options.budgetDisconnected');
export const budgetUsed = i18n.t('options.budgetUsed');
export const budgetUsedOf = (used: number, limit: number) =>
  i18n.t('options.budgetUsedOf', [formatCount(used), formatCount(limit)]);
export const cooldown = i18n.t('options.cooldown');
export const cooldownLeft = (seconds: number) => i18n.t('options.cooldownLeft', [formatCount(seconds)]);
export const cooldownNone = i18n.t('options.cooldownNone');

// Ratings in search results
export const serpHeading = i18n.t('options.serpHeading');
export const serpReason = i18n.t('options.serpReason');
export const serpSwitch = (engine: string) => i18n.t('options.serpSwitch', [engine]);
export const serpAsksFor = (origins: string) => i18n.t('options.serpAsksFor', [origins]);
export const serpRefused = (engine: string) => i18n.t('options.serpRefused', [engine]);

// The About section, and the Advanced disclosure around the request budget.
export const aboutHeading = i18n.t('options.aboutHeading');
export const aboutVersion = i18n.t('options.aboutVersion');
export const aboutWebsite = i18n.t('options.aboutWebsite');
export const aboutLinks = i18n.t('options.aboutLinks');
export const aboutWelcome = i18n.t('options.aboutWelcome');
export const aboutPrivacy = i18n.t('options.aboutPrivacy');
export const aboutPrivacyLink = i18n.t('options.aboutPrivacyLink');
export const aboutLicense = i18n.t('options.aboutLicense');
export const advancedSummary = i18n.t('options.advancedSummary');

// Ratings in search results: Google's country addresses
export const serpGoogleHost = i18n.t('options.serpGoogleHost');
export const serpGoogleHostWhy = i18n.t('options.serpGoogleHostWhy');

// ---- What's new: the toolbar button's mark ----------------------------------------------------------
export const whatsNewHeading = i18n.t('options.whatsNewHeading');
export const whatsNewMarkSwitch = i18n.t('options.whatsNewMarkSwitch');
export const whatsNewHelp = i18n.t('options.whatsNewHelp');

// ---- Finding one's way: the contents list, and the first sync's progress at the top ----------------
export const contentsLabel = i18n.t('options.contentsLabel');
export const contentsConnection = i18n.t('options.contentsConnection');
export const contentsDirectory = i18n.t('options.contentsDirectory');
export const contentsSuggestions = i18n.t('options.contentsSuggestions');
export const contentsSerp = i18n.t('options.contentsSerp');
export const contentsSaved = i18n.t('options.contentsSaved');
export const contentsWhatsNew = i18n.t('options.contentsWhatsNew');
export const contentsPrivacy = i18n.t('options.contentsPrivacy');
export const contentsRequests = i18n.t('options.contentsRequests');
export const contentsBudget = i18n.t('options.contentsBudget');
export const contentsAbout = i18n.t('options.contentsAbout');
export const syncProgressRunning = i18n.t('options.syncProgressRunning');
export const syncProgressCount = (synced: number, expected: number) =>
  i18n.t('options.syncProgressCount', expected, [formatCount(synced), formatCount(expected)]);
export const syncProgressStarting = i18n.t('options.syncProgressStarting');
export const syncProgressWorks = i18n.t('options.syncProgressWorks');
export const syncProgressDone = (tools: number) =>
  i18n.t('options.syncProgressDone', tools, [formatCount(tools)]);
export const syncProgressStopped = i18n.t('options.syncProgressStopped');
export const syncConnectFirst = i18n.t('options.syncConnectFirst');
