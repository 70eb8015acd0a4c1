// firstrun: what the welcome page says (it opens once, on install). Plain strings and functions like the
// other copy files, for the lead to move to @wxt-dev/i18n with the rest.

export const pageTitle = 'Welcome to Toolscout';
export const lead =
  'Toolscout finds AI tools as you browse: search a directory of thousands of tools from the toolbar, and see a tool’s rating and its best alternatives on the tool’s own website.';

// What it does
export const whatHeading = 'What Toolscout does';
export const whatSearch =
  'Search the directory as you type, and browse its categories, from the toolbar button.';
export const whatSite =
  'On a tool’s website, show its rating and up to five alternatives in a small card (optional).';
export const whatPrivate =
  'Recognise tool sites on this device, from a local copy of the directory: a visit sends nothing.';

// Step 1: the directory
export const connectHeading = 'Step 1: connect to the directory';
export const connectReason =
  'Toolscout reads the directory through its API, with your personal API token. When you press “Save & test”, your browser asks you to let Toolscout connect to that address — only that one. The token is kept in this browser and sent to that address only.';
export const tokenWhere = (host: string) =>
  `Don’t have a token? Sign in on ${host} and create one on your account’s API tokens page.`;
export const tokenLink = (host: string) => `Open ${host}`;
export const tokenWhereUnknown =
  'Don’t have a token? Sign in on your directory’s website and create one on your account’s API tokens page.';
export const connectedAlready = 'Connected. You can change the address or token here or in the settings.';

// Step 2: on-page suggestions
export const siteHeading = 'Step 2 (optional): suggestions on tool sites';
export const siteReason =
  'To show the card on a tool’s website, Toolscout needs your permission to access the sites you visit. It uses it only to recognise tool sites on this device; it reads nothing from the pages and sends no address anywhere.';
export const allowSite = 'Allow on-page suggestions';
export const siteAllowed = 'Allowed: tool sites show their rating and alternatives.';
export const siteRefused =
  'Not allowed. No card is shown on pages; the toolbar button still shows the tool of the site you are on. You can allow it later in the settings.';
export const siteLater = 'You can change this at any time in the settings.';

// Try it
export const tryHeading = 'Try it';
export const trySearch = (query: string) => `Click the Toolscout button in the toolbar and type “${query}”.`;
export const trySearchQuery = 'video editing';
export const tryOpenSearch = 'Open the search in a tab';
export const trySite = (host: string) => `Visit ${host}: the Toolscout pill shows its rating in the corner.`;
export const tryBrowse = 'In the toolbar popup, open Categories to browse the directory by topic.';
export const tryPin =
  'Tip: pin Toolscout to the toolbar from the browser’s Extensions menu (the puzzle piece).';

export const openSettings = 'Open all settings';
export const privacyNote =
  'No analytics, no tracking: every request goes only to the directory address you set.';
