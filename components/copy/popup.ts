// What the popup says. All user-facing text lives in components/copy/, named by what it is for
// (text with values in it is a function), one file per context. Components import a file as a namespace
// (`import * as popupCopy`), so each bundle keeps only the entries it uses, with short names. Plain typed
// values on purpose: a later i18n step (@wxt-dev/i18n) swaps their source without touching the
// components. No zod, no browser APIs: any UI context imports it.
import type { ApiError } from '../../lib/api/model';

/** What a popup view was loading, for the few messages that depend on it. */
export type StatusSubject = 'results' | 'tool' | 'categories';

/** The popup, in place of a view (or part of one) that could not load. */
export function errorText(error: ApiError, subject: StatusSubject): string {
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

export const appName = 'Toolscout';
export const back = 'Back';
export const viewBroken = 'This view could not be shown. Go back and try again.';
export const openOptions = 'Open options';
export const retry = 'Retry';
/** Followed by the live countdown ("12 s"). */
export const rateLimitedCountdown = 'Too many requests — try again in';
export const stale = (subject: StatusSubject) => {
  const what = subject === 'tool' ? 'details' : subject === 'categories' ? 'categories' : 'results';
  return `Showing saved ${what} — the directory can't be reached`;
};

// Home: "this site" and the tabs
export const tabsLabel = 'Find tools by';
export const tabSearch = 'Search';
export const tabCategories = 'Categories';
export const thisSiteLead = "You're on";
export const thisSiteAction = 'see alternatives';
export const siteAccessNote = (toolName: string) =>
  `On-page suggestions would show ${toolName}’s rating and alternatives on its own page, and on every tool site you visit. They need your permission to access sites; sites are recognised on this device and visits send nothing.`;
export const allowOnPageSuggestions = 'Allow on-page suggestions…';

// Search
export const searchLabel = 'Search AI tools';
export const searchHint = 'Find AI tools by name or by what they do — or browse the categories.';
export const queryTooShort = (min: number) => `Type at least ${min} characters`;
export const queryTooLong = (max: number) => `Use at most ${max} characters`;
export const resultCount = (count: number) => (count === 1 ? '1 result' : `${count} results`);
export const moreAvailable = ', more available';
export const searchResults = 'Search results';
export const moreResults = 'More results';
export const noResults = (query: string) =>
  `No tools match “${query}”. Try fewer or different words, or describe the task (“transcribe audio”).`;
export const browseCategories = 'Browse categories';
export const syncProgress = (page: number, totalPages: number) =>
  `Preparing the local directory… ${page} of ${totalPages} pages`;
export const syncStarting = 'Preparing the local directory…';

// Categories and listings
export const categoriesHeading = 'Categories';
export const noCategories = 'The directory has no categories yet.';
export const allInCategory = (name: string) => `All in ${name}`;
export const toolNoun = (count: number) => (count === 1 ? 'tool' : 'tools');
export const verifiedOnly = 'Verified only';
export const noVerifiedTools = 'No verified tools here yet. Turn off "Verified only" to see all.';
export const noTools = 'No tools here yet.';
export const toolsIn = (title: string) => `Tools in ${title}`;
export const moreTools = 'More tools';

// Tool detail
export const loadingTool = 'Loading tool';
export const detailBroken = "This tool's details can't be shown.";
export const subcategories = 'Subcategories';
export const visitWebsite = 'Visit website';
export const openInDirectory = 'Open in directory';
export const alternatives = 'Alternatives';
export const noAlternatives = 'No similar tools found.';
export const alternativesTo = (name: string | undefined) => `Alternatives to ${name ?? 'this tool'}`;

// Tool rows
export const rowBroken = "This tool can't be shown";
export const verifiedForReaders = 'Verified. ';
export const localBadge = 'local';
export const localBadgeTitle = 'From the local copy of the directory';

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
