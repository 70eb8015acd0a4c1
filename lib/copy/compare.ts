// What the compare page says. All user-facing text lives in lib/copy/; the words themselves are
// in locales/<language>.yml under `compare.` (CONTRIBUTING.md, "Adding or changing text").
import { formatCount } from '../format';
import { i18n } from './i18n';

export const title = i18n.t('compare.title');
export const caption = (count: number) => i18n.t('compare.caption', count, [formatCount(count)]);
export const loading = i18n.t('compare.loading');
export const empty = i18n.t('compare.empty');
export const oneTool = (name: string) => i18n.t('compare.oneTool', [name]);
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
/** Read after a marked value, for screen readers and anyone who does not see the highlight. */
export const bestFor = {
  rating: i18n.t('compare.bestFor.rating'),
  count: i18n.t('compare.bestFor.count'),
  price: i18n.t('compare.bestFor.price'),
  verified: i18n.t('compare.bestFor.verified'),
} as const;
export const legend = i18n.t('compare.legend');
export const website = i18n.t('compare.website');
export const directoryPage = i18n.t('compare.directoryPage');
export const remove = (name: string) => i18n.t('compare.remove', [name]);
export const couldNotLoad = (slug: string) => i18n.t('compare.couldNotLoad', [slug]);
export const retry = i18n.t('compare.retry');
/** `formatted` is `count` as the page shows numbers; the count picks the words. */
export const ratingCount = (count: number, formatted: string) =>
  i18n.t('compare.ratingCount', count, [formatted]);
