// How API values read to a person. Pure, so the popup, options and the on-page card say things alike.
import { parseHttpUrl } from './url';

export interface PriceLike {
  type: string;
  amount: number | null;
}

export interface RatingLike {
  average: number | null;
  count: number;
}

const integer = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
// Whole amounts without a needless ".00" ("$29"); others keep their cents ("$29.50").
const wholeMoney = new Intl.NumberFormat('en', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$29", "$29.50", "$1,299": cents only when there are some (after rounding to cents). */
export function formatMoney(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? wholeMoney.format(cents / 100) : money.format(amount);
}

export function formatCount(count: number): string {
  return integer.format(count);
}

/** "freemium" -> "Freemium", "one-time" -> "One-time"; unknown values are title-cased, never dropped. */
export function priceLabel(price: PriceLike): string {
  const type = price.type.trim();
  const name = type === '' ? 'Unknown price' : titleCase(type);
  if (price.amount === null || price.amount <= 0 || type.toLowerCase() === 'free') return name;
  return `${name} · from ${formatMoney(price.amount)}`;
}

function titleCase(value: string): string {
  const spaced = value.replace(/[_]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

export function hasRatings(rating: RatingLike): rating is { average: number; count: number } {
  return rating.count > 0 && rating.average !== null && Number.isFinite(rating.average);
}

/**
 * The average to show, always within 0–5, or null when there is nothing to show. The reader clamps
 * already; this keeps every screen right for data that reached it some other way.
 */
export function shownAverage(rating: RatingLike): number | null {
  return hasRatings(rating) ? Math.min(5, Math.max(0, rating.average)) : null;
}

/** "4.6" for badges and compact places; null when there is nothing to show. */
export function shortRating(rating: RatingLike): string | null {
  return shownAverage(rating)?.toFixed(1) ?? null;
}

/** "★ 4.6 (1,234 ratings)" or "No ratings yet". */
export function ratingLabel(rating: RatingLike): string {
  const average = shownAverage(rating);
  if (average === null) return 'No ratings yet';
  const noun = rating.count === 1 ? 'rating' : 'ratings';
  return `${average.toFixed(1)} out of 5 (${formatCount(rating.count)} ${noun})`;
}

/** Whole seconds until `at`, never negative: for "try again in 12 s" countdowns. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Only http(s) URLs may become links or images. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  return value ? (parseHttpUrl(value)?.href ?? null) : null;
}
