// What the compare page says. All user-facing text lives in lib/copy/; the words themselves are
// in locales/<language>.yml under `compare.` (CONTRIBUTING.md, "Adding or changing text").
import { formatCount } from '../common/format';
import { i18n } from './i18n';

export const title = i18n.t('compare.title');
/** The tab's title. */
export const pageTitle = i18n.t('compare.pageTitle');
export const caption = (count: number) => i18n.t('compare.caption', count, [formatCount(count)]);
/** Under the heading: how many are picked, of at most `max`. */
export const picked = (count: number, max: number) =>
  i18n.t('compare.picked', count, [formatCount(count), formatCount(max)]);
export const loading = i18n.t('compare.loading');
export const empty = i18n.t('compare.empty');
export const oneTool = (name: string) => i18n.t('compare.oneTool', [name]);
export const fromPopup = i18n.t('compare.fromPopup');
// The way back: to the tab the comparison was opened from, or, without one, to the search page.
export const back = i18n.t('compare.back');
export const toSearch = i18n.t('compare.toSearch');
// Add a tool, found in the local copy of the directory.
export const addLabel = i18n.t('compare.addLabel');
export const addPlaceholder = i18n.t('compare.addPlaceholder');
export const addResults = i18n.t('compare.addResults');
export const addAction = i18n.t('compare.addAction');
export const alreadyIn = i18n.t('compare.alreadyIn');
export const added = (name: string) => i18n.t('compare.added', [name]);
export const addNoMatch = (query: string) => i18n.t('compare.addNoMatch', [query]);
export const addIncomplete = i18n.t('compare.addIncomplete');
export const addSearching = i18n.t('compare.addSearching');
export const addFailed = i18n.t('compare.addFailed');
export const rowRating = i18n.t('compare.rowRating');
export const rowCount = i18n.t('compare.rowCount');
export const rowPrice = i18n.t('compare.rowPrice');
export const rowVerified = i18n.t('compare.rowVerified');
export const rowSubcategories = i18n.t('compare.rowSubcategories');
export const rowDescription = i18n.t('compare.rowDescription');
export const rowLinks = i18n.t('compare.rowLinks');
export const yes = i18n.t('compare.yes');
export const no = i18n.t('compare.no');
// A mark, not a word: the same in every language.
export const none = '—';
export const best = i18n.t('compare.best');
export const tiedBest = i18n.t('compare.tiedBest');
/** Each comparable row's rule, shown under its name (lib/find/public/best-values.ts decides by it). */
export const rule = {
  rating: i18n.t('compare.rule.rating'),
  count: i18n.t('compare.rule.count'),
  price: i18n.t('compare.rule.price'),
  verified: i18n.t('compare.rule.verified'),
} as const;
/** Read after a mark, for screen readers: which rule it won by. */
export const bestFor = {
  rating: i18n.t('compare.bestFor.rating'),
  count: i18n.t('compare.bestFor.count'),
  price: i18n.t('compare.bestFor.price'),
  verified: i18n.t('compare.bestFor.verified'),
} as const;
/** A row with a price that is not known, which could be the lowest: nothing is marked. */
export const unknownPrice = i18n.t('compare.unknownPrice');
export const legend = i18n.t('compare.legend');
export const website = i18n.t('compare.website');
export const directoryPage = i18n.t('compare.directoryPage');
export const newTab = i18n.t('compare.newTab');
export const removeShort = i18n.t('compare.removeShort');
export const remove = (name: string) => i18n.t('compare.remove', [name]);
export const couldNotLoad = (slug: string) => i18n.t('compare.couldNotLoad', [slug]);
export const retry = i18n.t('compare.retry');
/** `formatted` is `count` as the page shows numbers; the count picks the words. */
export const ratingCount = (count: number, formatted: string) =>
  i18n.t('compare.ratingCount', count, [formatted]);
