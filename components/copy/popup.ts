// What the popup says. All user-facing text lives in components/copy/, named by what it is for
// (text with values in it is a function), one file per context so each bundle carries only its own.
// Plain typed values on purpose: a later i18n step (@wxt-dev/i18n) swaps their source without touching
// the components. No zod, no browser APIs: any UI context imports it.
import type { ApiError } from '../../lib/api/model';

/** What a popup view was loading, for the few messages that depend on it. */
export type StatusSubject = 'results' | 'tool' | 'categories';

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
