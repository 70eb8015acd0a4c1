// What the popup says. All user-facing text lives in lib/copy/, named by what it is for (text
// with values in it is a function), one file per context; the words themselves are in
// locales/<language>.yml under `popup.` (CONTRIBUTING.md, "Adding or changing text"). Components import
// a file as a namespace (`import * as popupCopy`). No zod, no browser APIs beyond browser.i18n.
import { refusalReason } from '../api/errors';
import type { ApiError } from '../api/model';
import { formatAverage, formatCount } from '../common/format';
import type { SortOrder } from '../directory/public/filters';
import { i18n } from './i18n';

/** What a popup view was loading, for the few messages that depend on it. */
export type StatusSubject = 'results' | 'tool' | 'categories';

/** The popup, in place of a view (or part of one) that could not load. */
export function errorText(error: ApiError, subject: StatusSubject): string {
  switch (error.kind) {
    case 'no-token':
      return i18n.t('popup.errorText.noToken');
    case 'unauthorized':
      return i18n.t('popup.errorText.unauthorized');
    case 'rate-limited':
      // With a time, the popup counts down after `popupCopy.rateLimitedCountdown` instead.
      return error.retryAt === undefined
        ? i18n.t('popup.errorText.rateLimited')
        : i18n.t('popup.errorText.rateLimitedShort');
    case 'busy':
      return i18n.t('popup.errorText.busy');
    case 'offline':
      return i18n.t('popup.errorText.offline');
    case 'timeout':
      return i18n.t('popup.errorText.timeout');
    case 'server':
      return i18n.t('popup.errorText.server');
    case 'validation':
      return refusalReason(error) ?? i18n.t('popup.errorText.validation');
    case 'bad-response':
      return i18n.t('popup.errorText.badResponse');
    case 'not-found':
      return subject === 'tool' ? i18n.t('popup.errorText.toolNotFound') : i18n.t('popup.errorText.notFound');
    case 'device-only':
      return subject === 'tool'
        ? i18n.t('popup.errorText.deviceOnlyTool')
        : i18n.t('popup.errorText.deviceOnly');
    case 'storage-full':
      return i18n.t('popup.errorText.storageFull');
  }
}

export const appName = i18n.t('appName');
export const back = i18n.t('popup.back');
export const viewBroken = i18n.t('popup.viewBroken');
export const openOptions = i18n.t('popup.openOptions');
export const retry = i18n.t('popup.retry');
/** Followed by the live countdown ("12 s"). */
export const rateLimitedCountdown = i18n.t('popup.rateLimitedCountdown');
export const busyCountdown = i18n.t('popup.busyCountdown');
export const stale = (subject: StatusSubject) =>
  subject === 'tool'
    ? i18n.t('popup.stale.tool')
    : subject === 'categories'
      ? i18n.t('popup.stale.categories')
      : i18n.t('popup.stale.results');

// Home: "this site" and the tabs
export const tabsLabel = i18n.t('popup.tabsLabel');
export const tabSearch = i18n.t('popup.tabSearch');
export const tabCategories = i18n.t('popup.tabCategories');
export const thisSiteLead = i18n.t('popup.thisSiteLead');
export const thisSiteAction = i18n.t('popup.thisSiteAction');
export const siteAccessNote = (toolName: string) => i18n.t('popup.siteAccessNote', [toolName]);
export const allowOnPageSuggestions = i18n.t('popup.allowOnPageSuggestions');
// The side panel: the tool of the tab beside it
export const thisTab = i18n.t('popup.thisTab');
export const tabNotATool = i18n.t('popup.tabNotATool');
export const tabUnreadable = i18n.t('popup.tabUnreadable');
export const askForAlternatives = i18n.t('popup.askForAlternatives');
export const openTabTool = (toolName: string) => i18n.t('popup.openTabTool', [toolName]);

// Search
export const searchLabel = i18n.t('popup.searchLabel');
export const clearSearch = i18n.t('popup.clearSearch');
export const searchHint = i18n.t('popup.searchHint');
export const queryTooShort = (min: number) => i18n.t('popup.queryTooShort', [formatCount(min)]);
export const queryTooLong = (max: number) => i18n.t('popup.queryTooLong', [formatCount(max)]);
export const resultCount = (count: number) => i18n.t('popup.resultCount', count, [formatCount(count)]);
export const resultCountFiltered = (count: number, of: number) =>
  i18n.t('popup.resultCountFiltered', of, [formatCount(count), formatCount(of)]);
export const resultCountSoFar = (count: number) =>
  i18n.t('popup.resultCountSoFar', count, [formatCount(count)]);
export const directoryResultCount = (count: number) =>
  i18n.t('popup.directoryResultCount', count, [formatCount(count)]);
export const directoryResultCountFiltered = (count: number, of: number) =>
  i18n.t('popup.directoryResultCountFiltered', of, [formatCount(count), formatCount(of)]);
export const directorySearching = i18n.t('popup.directorySearching');
export const searchResults = i18n.t('popup.searchResults');
export const showMore = (count: number) => i18n.t('popup.showMore', count, [formatCount(count)]);
export const moreFromDirectory = i18n.t('popup.moreFromDirectory');
export const askDirectory = i18n.t('popup.askDirectory');
export const showDeviceResults = i18n.t('popup.showDeviceResults');
// Device only (options, privacy): the popup answers from the device and says so.
export const deviceOnlySearch = i18n.t('popup.deviceOnlySearch');
export const deviceOnlyBrowse = i18n.t('popup.deviceOnlyBrowse');
export const deviceOnlyAlternatives = i18n.t('popup.deviceOnlyAlternatives');
export const deviceOnlySettings = i18n.t('popup.deviceOnlySettings');
export const noResults = (query: string) => i18n.t('popup.noResults', [query]);
export const noLocalResults = (query: string) => i18n.t('popup.noLocalResults', [query]);
export const noDirectoryResults = (query: string) => i18n.t('popup.noDirectoryResults', [query]);
export const browseCategories = i18n.t('popup.browseCategories');
export const syncProgress = (page: number, totalPages: number) =>
  i18n.t('popup.syncProgress', [formatCount(page), formatCount(totalPages)]);
export const syncStarting = i18n.t('popup.syncStarting');

// Categories and listings
export const categoriesHeading = i18n.t('popup.categoriesHeading');
export const noCategories = i18n.t('popup.noCategories');
export const allInCategory = (name: string) => i18n.t('popup.allInCategory', [name]);
export const toolNoun = (count: number) => i18n.t('popup.toolNoun', count);
export const verifiedOnly = i18n.t('popup.verifiedOnly');
export const noVerifiedTools = i18n.t('popup.noVerifiedTools');
export const noTools = i18n.t('popup.noTools');
export const toolsIn = (title: string) => i18n.t('popup.toolsIn', [title]);
export const moreTools = i18n.t('popup.moreTools');

// Tool detail
export const loadingTool = i18n.t('popup.loadingTool');
export const detailBroken = i18n.t('popup.detailBroken');
export const subcategories = i18n.t('popup.subcategories');
export const visitWebsite = i18n.t('popup.visitWebsite');
export const openInDirectory = i18n.t('popup.openInDirectory');
export const alternatives = i18n.t('popup.alternatives');
export const noAlternatives = i18n.t('popup.noAlternatives');
export const similarPick = (subcategory: string | null) =>
  subcategory === null ? i18n.t('popup.similarPickAny') : i18n.t('popup.similarPick', [subcategory]);
export const alternativesTo = (name: string | undefined) =>
  name === undefined ? i18n.t('popup.alternativesToThis') : i18n.t('popup.alternativesTo', [name]);

// Tool rows
export const rowBroken = i18n.t('popup.rowBroken');
// Read before the name's description; the space keeps it a word of its own.
export const verifiedForReaders = `${i18n.t('popup.verifiedForReaders')} `;

// firstrun: the names of the popup's regions (each view is one), for landmark navigation.
export const homeRegion = i18n.t('popup.homeRegion');
export const detailRegion = i18n.t('popup.detailRegion');
export const detailRegionOf = (toolName: string) => i18n.t('popup.detailRegionOf', [toolName]);

// ---- yours: saved tools, recently viewed, copy link, the settings gear --------------------------------
export const settings = i18n.t('popup.settings');
export const saveTool = (name: string) => i18n.t('popup.saveTool', [name]);
export const unsaveTool = (name: string) => i18n.t('popup.unsaveTool', [name]);
export const savedTitle = i18n.t('popup.savedTitle');
export const saveTitle = i18n.t('popup.saveTitle');
// ---- What's new: follow a category, and what changed since the person last looked ---------------------
export const whatsNewHeading = i18n.t('popup.whatsNewHeading');
export const whatsNewMarkSeen = i18n.t('popup.whatsNewMarkSeen');
export const whatsNewNewTools = (count: number) =>
  i18n.t('popup.whatsNewNewTools', count, [formatCount(count)]);
export const whatsNewNewToolsLabel = i18n.t('popup.whatsNewNewToolsLabel');
export const whatsNewSavedLabel = i18n.t('popup.whatsNewSavedLabel');
export const whatsNewRating = (name: string, from: string, to: string) =>
  i18n.t('popup.whatsNewRating', [name, from, to]);
export const whatsNewPrice = (name: string, from: string, to: string) =>
  i18n.t('popup.whatsNewPrice', [name, from, to]);
export const whatsNewGone = (name: string) => i18n.t('popup.whatsNewGone', [name]);
export const whatsNewSeen = i18n.t('popup.whatsNewSeen');
export const follow = i18n.t('popup.follow');
export const followHint = i18n.t('popup.followHint');
export const followingHeading = i18n.t('popup.followingHeading');
export const unfollow = (name: string) => i18n.t('popup.unfollow', [name]);
export const unfollowShort = i18n.t('popup.unfollowShort');
export const followFull = i18n.t('popup.followFull');
export const followSyncFull = i18n.t('popup.followSyncFull');
export const followNewer = i18n.t('popup.followNewer');

export const savedHeading = i18n.t('popup.savedHeading');
export const savedGone = i18n.t('popup.savedGone');
export const savedCount = (count: number) => i18n.t('popup.savedCount', count, [formatCount(count)]);
export const savedEmpty = i18n.t('popup.savedEmpty');
export const savedShowAll = (count: number) => i18n.t('popup.savedShowAll', [formatCount(count)]);
export const recentHeading = i18n.t('popup.recentHeading');
export const recentEmpty = i18n.t('popup.recentEmpty');
export const savedFull = i18n.t('popup.savedFull');
export const savedStorageRefused = i18n.t('popup.savedStorageRefused');
export const dismiss = i18n.t('popup.dismiss');
export const copyDirectoryLink = i18n.t('popup.copyDirectoryLink');
export const moreActions = i18n.t('popup.moreActions');
export const copyWebsiteLink = i18n.t('popup.copyWebsiteLink');
export const copyDirectoryTitle = (url: string) => i18n.t('popup.copyDirectoryTitle', [url]);
export const copyWebsiteTitle = (url: string) => i18n.t('popup.copyWebsiteTitle', [url]);
export const copied = i18n.t('popup.copied');
export const copiedDirectory = i18n.t('popup.copiedDirectory');
export const copiedWebsite = i18n.t('popup.copiedWebsite');
export const copyFailed = (url: string) => i18n.t('popup.copyFailed', [url]);

// find: filters, sort and compare (issue 11, part 2)
export const filtersLabel = i18n.t('popup.filtersLabel');
export const noFiltersOn = i18n.t('popup.noFiltersOn');
/** The sort order in the filters' summary ("by rating"); relevance, the default, is not shown. */
export const sortedBy = (order: Exclude<SortOrder, 'relevance'>) =>
  order === 'rating' ? i18n.t('popup.sortedBy.rating') : i18n.t('popup.sortedBy.popularity');
export const priceFilterLabel = i18n.t('popup.priceFilterLabel');
export const priceFilterOptions = {
  any: i18n.t('popup.priceFilterOptions.any'),
  free: i18n.t('popup.priceFilterOptions.free'),
  freemium: i18n.t('popup.priceFilterOptions.freemium'),
  paid: i18n.t('popup.priceFilterOptions.paid'),
} as const;
export const minRatingLabel = i18n.t('popup.minRatingLabel');
// 4.5 keeps its decimal; whole numbers show none ("4+ stars").
export const minRatingOption = (min: number) =>
  min === 0
    ? i18n.t('popup.minRatingAny')
    : i18n.t('popup.minRatingOption', [Number.isInteger(min) ? formatCount(min) : formatAverage(min)]);
export const sortLabel = i18n.t('popup.sortLabel');
export const sortOptions = {
  relevance: i18n.t('popup.sortOptions.relevance'),
  rating: i18n.t('popup.sortOptions.rating'),
  popularity: i18n.t('popup.sortOptions.popularity'),
} as const;
export const sortOptionsListing = {
  relevance: i18n.t('popup.sortOptionsListing.relevance'),
  rating: i18n.t('popup.sortOptions.rating'),
  popularity: i18n.t('popup.sortOptions.popularity'),
} as const;
/** A filter's name as it stands in a sentence: "the price filter", "der Filter „Preis“". */
export const filterNames = {
  price: i18n.t('popup.filterNames.price'),
  minRating: i18n.t('popup.filterNames.minRating'),
  verifiedOnly: i18n.t('popup.filterNames.verifiedOnly'),
} as const;
/** Whole sentences for one, two or three filters, so each language lists the names its own way. */
export const hiddenByFilters = (names: readonly string[], count: number) => {
  const shown = formatCount(count);
  const [first = '', second = '', third = ''] = names;
  if (names.length <= 1) return i18n.t('popup.hiddenByFilters.one', count, [shown, first]);
  if (names.length === 2) return i18n.t('popup.hiddenByFilters.two', count, [shown, first, second]);
  return i18n.t('popup.hiddenByFilters.three', count, [shown, first, second, third]);
};
export const clearFilterNamed = (name: string) => i18n.t('popup.clearFilterNamed', [name]);
export const clearAllFilters = i18n.t('popup.clearAllFilters');
export const filteredCount = (shown: number, total: number) =>
  i18n.t('popup.filteredCount', [formatCount(shown), formatCount(total)]);
export const addToCompare = i18n.t('popup.addToCompare');
/** A compare toggle's name (aria-pressed says whether the tool is in the comparison). */
export const compareTool = (name: string) => i18n.t('popup.compareTool', [name]);
export const compareFull = (max: number) => i18n.t('popup.compareFull', max, [formatCount(max)]);
export const openCompare = (count: number) => i18n.t('popup.openCompare', count, [formatCount(count)]);
export const compareNeedsMore = (min: number) => i18n.t('popup.compareNeedsMore', min, [formatCount(min)]);
