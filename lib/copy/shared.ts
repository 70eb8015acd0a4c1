// Words shared by the popup, the card and the background. All user-facing text lives in
// lib/copy/, named by what it is for (text with values in it is a function), one file per
// context; the words themselves are in locales/<language>.yml under `shared.` (CONTRIBUTING.md, "Adding
// or changing text"). Components import a file as a namespace (`import * as sharedCopy`). No zod.
import {
  formatAverage,
  formatCount,
  formatMoney,
  type PriceLike,
  type RatingLike,
  shownAverage,
} from '../common/format';
import { i18n } from './i18n';

export const noRatings = i18n.t('shared.noRatings');
export const verified = i18n.t('shared.verified');
export const verifiedTitle = i18n.t('shared.verifiedTitle');

/** "4.6 out of 5 (1,234 ratings)" or "No ratings yet". */
export function ratingLabel(rating: RatingLike): string {
  const average = shownAverage(rating);
  if (average === null) return noRatings;
  return i18n.t('shared.ratingLabel', rating.count, [formatAverage(average), formatCount(rating.count)]);
}

/** "freemium" -> "Freemium", "one-time" -> "One-time"; unknown values are title-cased, never dropped. */
export function priceLabel(price: PriceLike): string {
  const type = price.type.trim();
  const name = type === '' ? i18n.t('shared.unknownPrice') : priceTypeName(type);
  if (price.amount === null || price.amount <= 0 || type.toLowerCase() === 'free') return name;
  return i18n.t('shared.priceFrom', [name, formatMoney(price.amount)]);
}

/** "freemium" -> "Freemium", "subscription" -> "Subscription" ("Abonnement"), "one-time" -> "One-time". */
function priceTypeName(type: string): string {
  // The price models the directory is known to use are translated; any other stays as the API wrote it.
  const known = type.toLowerCase();
  return known === 'free' || known === 'freemium' || known === 'paid' || known === 'subscription'
    ? i18n.t(`shared.priceType.${known}`)
    : titleCase(type);
}

function titleCase(value: string): string {
  const spaced = value.replace(/[_]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

/** The toolbar button's tooltip on a tool's site: "Name — ★4.6 (1,234) · open Toolscout for alternatives". */
export const badgeTitle = (toolName: string, rating: string | null, count: number) =>
  i18n.t('shared.badgeTitle', [
    toolName,
    rating === null ? i18n.t('shared.badgeNoRatings') : `★${rating} (${formatCount(count)})`,
  ]);
