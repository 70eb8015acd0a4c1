// How API values read to a person: numbers and dates in the reader's language, the same in the popup,
// options and the on-page card. Pure given the locale (the last parameter); the words are in
// lib/copy/ (priceLabel and ratingLabel: lib/copy/shared.ts).
import { parseHttpUrl } from './url';

export interface PriceLike {
  type: string;
  amount: number | null;
}

export interface RatingLike {
  average: number | null;
  count: number;
}

/**
 * The browser's UI language ("de", "en-US"): the one that picks the extension's messages, so numbers
 * and dates read like the words around them. "en" where there is no extension API (Node, tests).
 */
export function uiLanguage(): string {
  // Asked once per API object: the language changes only with a browser restart, and each call crosses
  // into the extension API (a tenth of a popup keystroke's script time went to it, a call per number).
  const i18n = (globalThis as { chrome?: { i18n?: { getUILanguage(): string } } }).chrome?.i18n;
  if (i18n?.getUILanguage !== languageFrom.getter) {
    languageFrom.getter = i18n?.getUILanguage;
    languageFrom.language = i18n?.getUILanguage() || 'en';
  }
  return languageFrom.language;
}
const languageFrom: { getter?: () => string; language: string } = { language: 'en' };

// Intl formatters are costly to build and lists format many numbers: one per language, kept.
const counts: Record<string, Intl.NumberFormat> = {};
const averages: Record<string, Intl.NumberFormat> = {};
const dollars: Record<string, Intl.NumberFormat> = {};

/** "1,234" in English, "1.234" in German. */
export function formatCount(count: number, locale = uiLanguage()): string {
  counts[locale] ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return counts[locale].format(count);
}

/** A rating's average with one decimal: "4.6", "4,6". */
export function formatAverage(average: number, locale = uiLanguage()): string {
  averages[locale] ??= new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return averages[locale].format(average);
}

/**
 * An amount in US dollars, as the API gives it, without a needless ".00": "$29", "$29.50", "29,50 $".
 * Cents only when there are some after rounding to cents.
 */
export function formatMoney(amount: number, locale = uiLanguage()): string {
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  const key = `${locale}|${whole ? 0 : 2}`;
  dollars[key] ??= new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return dollars[key].format(cents / 100);
}

/** A moment as date and time in the reader's language. */
export function formatDateTime(at: number, locale = uiLanguage()): string {
  return new Date(at).toLocaleString(locale);
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

/** "4.6" ("4,6" in German) for badges and compact places; null when there is nothing to show. */
export function shortRating(rating: RatingLike, locale = uiLanguage()): string | null {
  const average = shownAverage(rating);
  return average === null ? null : formatAverage(average, locale);
}

/** Whole seconds until `at`, never negative: for "try again in 12 s" countdowns. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Only http(s) URLs may become links or images. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  return value ? (parseHttpUrl(value)?.href ?? null) : null;
}
