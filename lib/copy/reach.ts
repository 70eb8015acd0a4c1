// What Toolscout says where it is reached from outside its own pages: the address bar keyword (`ts`),
// the right-click menu, the link notice and the search page. The words are in locales/<language>.yml
// under `reach.` (CONTRIBUTING.md, "Adding or changing text"); the background reads them through
// browser.i18n, which works in the service worker too. The shortcuts' names are manifest messages
// (__MSG_reach_commandOpenPopup__ in wxt.config.ts), since the browser lists them before any script runs.
import { i18n } from './i18n';

/** The first line of the address bar after `ts `: Enter searches Toolscout (`%s` is what is typed). */
export const omniboxDefault = i18n.t('reach.omniboxDefault');
/** One suggestion: the tool's name, then a short line about it. */
export const omniboxSuggestion = (name: string, about: string) =>
  i18n.t('reach.omniboxSuggestion', [name, about]);
/** A tool without ratings, in a suggestion or the link answer. */
export const noRatings = i18n.t('reach.noRatings');
export const rated = (average: string, count: string) => i18n.t('reach.rated', [average, count]);

/** The right-click menu; `%s` is the selected text. */
export const menuSearchSelection = i18n.t('reach.menuSearchSelection');
export const menuCheckLink = i18n.t('reach.menuCheckLink');
export const menuOpenPanel = i18n.t('reach.menuOpenPanel');

/** The small notice shown on the page after "Is this an AI tool?". */
export const linkNoticeLabel = i18n.t('reach.linkNoticeLabel');
export const linkIsTool = (name: string) => i18n.t('reach.linkIsTool', [name]);
export const linkNotTool = i18n.t('reach.linkNotTool');
export const linkNotToolDetail = i18n.t('reach.linkNotToolDetail');
export const linkNotSynced = i18n.t('reach.linkNotSynced');
export const linkOpenInDirectory = i18n.t('reach.linkOpenInDirectory');
export const linkNoticeClose = i18n.t('reach.linkNoticeClose');

/** The search page that `ts <text>` and "Search Toolscout for …" open. */
export const searchPageTitle = (query: string) =>
  query ? i18n.t('reach.searchPageTitle.query', [query]) : i18n.t('reach.searchPageTitle.none');
