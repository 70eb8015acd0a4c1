// What the popup says. All user-facing text lives in components/copy/, named by what it is for (text
// with values in it is a function), one file per context; the words themselves are in
// locales/<language>.yml under `popup.` (CONTRIBUTING.md, "Adding or changing text"). Components import
// a file as a namespace (`import * as popupCopy`). No zod, no browser APIs beyond browser.i18n.
import type { ApiError } from '../../lib/api/model';
import { formatCount } from '../../lib/format';
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
    case 'offline':
      return i18n.t('popup.errorText.offline');
    case 'timeout':
      return i18n.t('popup.errorText.timeout');
    case 'server':
      return i18n.t('popup.errorText.server');
    case 'validation':
      return error.message.trim() || i18n.t('popup.errorText.validation');
    case 'bad-response':
      return i18n.t('popup.errorText.badResponse');
    case 'not-found':
      return subject === 'tool' ? i18n.t('popup.errorText.toolNotFound') : i18n.t('popup.errorText.notFound');
  }
}

export const appName = i18n.t('appName');
export const back = i18n.t('popup.back');
export const viewBroken = i18n.t('popup.viewBroken');
export const openOptions = i18n.t('popup.openOptions');
export const retry = i18n.t('popup.retry');
/** Followed by the live countdown ("12 s"). */
export const rateLimitedCountdown = i18n.t('popup.rateLimitedCountdown');
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

// Search
export const searchLabel = i18n.t('popup.searchLabel');
export const clearSearch = i18n.t('popup.clearSearch');
export const searchHint = i18n.t('popup.searchHint');
export const queryTooShort = (min: number) => i18n.t('popup.queryTooShort', [formatCount(min)]);
export const queryTooLong = (max: number) => i18n.t('popup.queryTooLong', [formatCount(max)]);
export const resultCount = (count: number) => i18n.t('popup.resultCount', count, [formatCount(count)]);
export const moreAvailable = i18n.t('popup.moreAvailable');
export const searchResults = i18n.t('popup.searchResults');
export const moreResults = i18n.t('popup.moreResults');
export const noResults = (query: string) => i18n.t('popup.noResults', [query]);
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
export const alternativesTo = (name: string | undefined) =>
  name === undefined ? i18n.t('popup.alternativesToThis') : i18n.t('popup.alternativesTo', [name]);

// Tool rows
export const rowBroken = i18n.t('popup.rowBroken');
// Read before the name's description; the space keeps it a word of its own.
export const verifiedForReaders = `${i18n.t('popup.verifiedForReaders')} `;
export const localBadge = i18n.t('popup.localBadge');
export const localBadgeTitle = i18n.t('popup.localBadgeTitle');

// firstrun: the names of the popup's regions (each view is one), for landmark navigation.
export const homeRegion = 'Search and categories';
export const detailRegion = 'Tool details';
export const detailRegionOf = (toolName: string) => `Details of ${toolName}`;

// ---- yours: saved tools, recently viewed, copy link, the settings gear --------------------------------
export const settings = 'Settings';
export const saveTool = (name: string) => `Save ${name}`;
export const savedTitle = 'Saved — click to remove';
export const saveTitle = 'Save to your list';
export const savedHeading = 'Saved';
export const savedCount = (count: number) => (count === 1 ? '1 tool' : `${count} tools`);
export const savedEmpty =
  'No saved tools yet. Press ☆ on any tool to keep it here. Saved tools follow you to your other browsers where you use browser sync.';
export const savedShowAll = (count: number) => `Show all ${count}`;
export const recentHeading = 'Recently viewed';
export const recentEmpty = 'Tools you open show up here. This list stays on this device.';
export const savedFull =
  'Your saved list is full: browser sync keeps only about 100 KB. Remove a few saved tools to save more.';
export const savedStorageRefused =
  'Your browser did not accept the change (it limits how often synced data changes). Try again in a minute.';
export const dismiss = 'Dismiss';
export const copyDirectoryLink = 'Copy directory link';
export const copyWebsiteLink = 'Copy website link';
export const copyDirectoryTitle = (url: string) => `Copies the tool’s page in the directory: ${url}`;
export const copyWebsiteTitle = (url: string) => `Copies the tool’s website: ${url}`;
export const copied = 'Copied';
export const copiedDirectory = 'Copied the link to this tool’s page in the directory.';
export const copiedWebsite = 'Copied the link to this tool’s website.';
export const copyFailed = (url: string) => `Could not copy. The link is ${url}`;

// find: filters, sort and compare (issue 11, part 2)
export const filtersLabel = 'Filters';
export const noFiltersOn = 'none';
export const sortedBy = (order: string) => `by ${order.toLowerCase()}`;
export const priceFilterLabel = 'Price';
export const priceFilterOptions = {
  any: 'Any price',
  free: 'Free',
  freemium: 'Freemium',
  paid: 'Paid',
} as const;
export const minRatingLabel = 'Rating';
export const minRatingOption = (min: number) => (min === 0 ? 'Any rating' : `${min}+ stars`);
export const sortLabel = 'Sort';
export const sortOptions = { relevance: 'Relevance', rating: 'Rating', popularity: 'Popularity' } as const;
export const sortOptionsListing = {
  relevance: 'Directory order',
  rating: 'Rating',
  popularity: 'Popularity',
} as const;
export const filterNames = {
  price: 'price',
  minRating: 'minimum rating',
  verifiedOnly: '"Verified only"',
} as const;
export const hiddenByFilters = (names: readonly string[], count: number) =>
  `${count === 1 ? '1 tool matches' : `${count} tools match`}, but the ${names.join(' and ')} ${names.length === 1 ? 'filter hides' : 'filters hide'} ${count === 1 ? 'it' : 'them all'}.`;
export const clearFilterNamed = (name: string) => `Clear the ${name} filter`;
export const clearAllFilters = 'Clear all filters';
export const filteredCount = (shown: number, total: number) => `${shown} of ${total} shown with your filters`;
export const addToCompare = 'Compare';
/** A compare toggle's name (aria-pressed says whether the tool is in the comparison). */
export const compareTool = (name: string) => `Compare ${name}`;
export const compareFull = (max: number) => `The comparison holds ${max} tools. Remove one first.`;
export const openCompare = (count: number) => `Compare ${count} tools`;
export const compareNeedsMore = (min: number) => `Pick at least ${min} tools to compare`;
