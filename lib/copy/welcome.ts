// What the welcome page says (it opens once, on install). The words are in locales/<language>.yml under
// `welcome.` (CONTRIBUTING.md, "Adding or changing text"); text with values in it is a function.
import { i18n } from './i18n';

export const pageTitle = i18n.t('welcome.pageTitle');
export const lead = i18n.t('welcome.lead');

// What it does
export const whatHeading = i18n.t('welcome.whatHeading');
export const whatSearch = i18n.t('welcome.whatSearch');
export const whatSite = i18n.t('welcome.whatSite');
export const whatPrivate = i18n.t('welcome.whatPrivate');
/** The picture of the product beside them (assets/welcome/product.webp), whose markers 1–3 are those three. */
export const pictureAlt = i18n.t('welcome.pictureAlt');

// Step 1: the directory
export const connectHeading = i18n.t('welcome.connectHeading');
export const connectReason = i18n.t('welcome.connectReason');
export const tokenWhere = (host: string) => i18n.t('welcome.tokenWhere', [host]);
export const tokenLink = (host: string) => i18n.t('welcome.tokenLink', [host]);
export const tokenWhereUnknown = i18n.t('welcome.tokenWhereUnknown');
export const connectedAlready = i18n.t('welcome.connectedAlready');

// Step 2: on-page suggestions
export const siteHeading = i18n.t('welcome.siteHeading');
export const siteReason = i18n.t('welcome.siteReason');
export const allowSite = i18n.t('welcome.allowSite');
export const siteAllowed = i18n.t('welcome.siteAllowed');
export const siteRefused = i18n.t('welcome.siteRefused');
export const siteLater = i18n.t('welcome.siteLater');

// Try it
export const tryHeading = i18n.t('welcome.tryHeading');
export const trySearch = (query: string) => i18n.t('welcome.trySearch', [query]);
export const trySearchQuery = i18n.t('welcome.trySearchQuery');
export const tryOpenSearch = i18n.t('welcome.tryOpenSearch');
export const trySite = (host: string) => i18n.t('welcome.trySite', [host]);
export const tryBrowse = i18n.t('welcome.tryBrowse');
export const tryPin = i18n.t('welcome.tryPin');
export const trySearchPhone = (query: string) => i18n.t('welcome.trySearchPhone', [query]);
export const tryPhoneMenu = i18n.t('welcome.tryPhoneMenu');
export const tryKeyword = i18n.t('welcome.tryKeyword');
export const tryMenu = i18n.t('welcome.tryMenu');
export const tryShortcut = (keys: string) => i18n.t('welcome.tryShortcut', [keys]);
export const tryBeside = i18n.t('welcome.tryBeside');

export const openSettings = i18n.t('welcome.openSettings');
export const privacyNote = i18n.t('welcome.privacyNote');
