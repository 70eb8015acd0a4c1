// What Toolscout says where it is reached from outside its own pages: the keyboard shortcuts, the
// address bar keyword (`ts`) and the right-click menu. All user-facing text lives in components/copy/,
// named by what it is for (text with values in it is a function). No zod, no browser APIs.

// --- reach -----------------------------------------------------------------------------------------

/** chrome://extensions/shortcuts and about:addons list the shortcuts by these. */
export const commandOpenPopup = 'Open Toolscout';
export const commandFocusCard = 'Go to the Toolscout card on this page';

/** The first line of the address bar after `ts `: Enter searches Toolscout (`%s` is what is typed). */
export const omniboxDefault = 'Search Toolscout for %s';
/** One suggestion: the tool's name, then a short line about it. */
export const omniboxSuggestion = (name: string, about: string) => `${name} — ${about}`;
/** A tool without ratings, in a suggestion or the link answer. */
export const noRatings = 'no ratings yet';
export const rated = (average: string, count: string) => `★ ${average} (${count})`;

/** The right-click menu; `%s` is the selected text. */
export const menuSearchSelection = 'Search Toolscout for ‘%s’';
export const menuCheckLink = 'Is this an AI tool?';

/** The small notice shown on the page after "Is this an AI tool?". */
export const linkNoticeLabel = 'Toolscout';
export const linkIsTool = (name: string) => `${name} is in the directory`;
export const linkNotTool = 'Not in the directory';
export const linkNotToolDetail = 'Toolscout knows no AI tool at this address.';
export const linkNotSynced = 'Toolscout’s directory is not on this device yet: try again once it has synced.';
export const linkOpenInDirectory = 'Open in the directory';
export const linkNoticeClose = 'Close';

/** The search page that `ts <text>` and "Search Toolscout for …" open. */
export const searchPageTitle = (query: string) =>
  query ? `${query} — Toolscout search` : 'Toolscout search';

// --- end reach -------------------------------------------------------------------------------------
