// The tolerant reader's field readers (docs/api.md): each reads one field of API v1 and never fails, falling
// back to a safe default, so one odd field never costs a tool. The caps on every text the API sends.
import * as z from 'zod/mini';
import { parseHttpUrl } from '../common/url';
import type { SubcategoryRef } from './model';

export const MAX_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2_000;
export const MAX_ERROR_MESSAGE_LENGTH = 300;
const MAX_SLUG_LENGTH = 200;
const MAX_URL_LENGTH = 2_048;
export const MAX_PRICE_TYPE_LENGTH = 40;
const MAX_TIMESTAMP_LENGTH = 64;
export const MAX_RATING = 5;

/** Cuts at a code-point boundary and marks the cut, so the result is at most `max` characters. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${cut}…`;
}

// Embeddings, overrides and isolates (U+202A–202E, U+2066–2069): a name carrying one can flip or
// disguise the text around it (the "Trojan Source" trick), so no text from the API keeps them.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** How every text field from the API is kept: no bidi controls, trimmed, at most `max` characters. */
export function cleanText(text: string, max: number): string {
  return capText(stripBidiControls(text).trim(), max);
}

/** The canonical form of an absolute http(s) URL; null for any other scheme, relative URLs and garbage. */
export function httpUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return null;
  return parseHttpUrl(value.trim())?.href ?? null;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

// Number("") is 0 and Number("0x1f") is 31: only plain decimals count as numeric strings.
export function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  return null;
}

export function nonNegativeOrNull(value: unknown): number | null {
  const number = numberOrNull(value);
  return number !== null && number >= 0 ? number : null;
}

/** A non-negative integer, at most Number.MAX_SAFE_INTEGER; null for anything unreadable or negative. */
export function countOrNull(value: unknown): number | null {
  const number = nonNegativeOrNull(value);
  return number === null ? null : Math.min(Math.floor(number), Number.MAX_SAFE_INTEGER);
}

/** A rating average clamped to 0–5 (a directory that sends 5.5 or -1 still means "top" or "bottom"). */
export function ratingAverageOrNull(value: unknown): number | null {
  const number = numberOrNull(value);
  return number === null ? null : Math.min(MAX_RATING, Math.max(0, number));
}

export function idOrNull(value: unknown): number | null {
  const number = numberOrNull(value);
  return number !== null && Number.isSafeInteger(number) ? number : null;
}

export function textOrEmpty(value: unknown, max: number): string {
  return typeof value === 'string' ? cleanText(value, max) : '';
}

// Laravel sends booleans without a cast as 1/0; anything unrecognised is "not verified".
export function booleanOrFalse(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function timestampOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text.length <= MAX_TIMESTAMP_LENGTH && !Number.isNaN(Date.parse(text)) ? text : null;
}

export const slugField = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_SLUG_LENGTH));
// Cleaned before the emptiness check: a name made only of bidi controls is no name.
export const nameField = z.pipe(
  z.pipe(
    z.string(),
    z.transform((name) => cleanText(name, MAX_NAME_LENGTH)),
  ),
  z.string().check(z.minLength(1)),
);
export const urlField = z.transform(httpUrlOrNull);

export const priceField = z.catch(
  z.object({
    type: z.transform((type) => textOrEmpty(type, MAX_PRICE_TYPE_LENGTH)),
    amount: z.transform(nonNegativeOrNull),
  }),
  { type: '', amount: null },
);

export const ratingField = z.catch(
  z.pipe(
    z.object({
      average: z.transform(ratingAverageOrNull),
      count: z.transform((count) => countOrNull(count) ?? 0),
    }),
    // A count of 0 means "no ratings yet", whatever average came with it.
    z.transform((rating) => (rating.count === 0 ? { average: null, count: 0 } : rating)),
  ),
  { average: null, count: 0 },
);

export const subcategoryRef = z.pipe(
  z.object({ id: z.transform((id) => idOrNull(id) ?? 0), slug: slugField, name: nameField }),
  z.transform((ref): SubcategoryRef => ({ id: ref.id, slug: ref.slug, name: ref.name })),
);

export const toolLinksField = z.catch(z.object({ self: urlField, alternatives: urlField, web: urlField }), {
  self: null,
  alternatives: null,
  web: null,
});

/** Items that cannot be read are dropped, so one broken entry never costs the whole list. */
export function readEach<T>(items: unknown, schema: z.ZodMiniType<T>, max = Number.POSITIVE_INFINITY): T[] {
  if (!Array.isArray(items)) return [];
  const read: T[] = [];
  for (const item of items) {
    if (read.length >= max) break;
    const result = schema.safeParse(item);
    if (result.success) read.push(result.data);
  }
  return read;
}
