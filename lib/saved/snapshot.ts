// The one check of a tool snapshot, wherever it comes from: a popup's message, storage.sync (written by
// this or another browser, maybe an older version), storage.local or an imported file. Stored data is a
// trust boundary: a bad entry is dropped on its own, never the whole list.
import * as z from 'zod/mini';
import {
  cleanText,
  httpUrlOrNull,
  MAX_NAME_LENGTH,
  MAX_PRICE_TYPE_LENGTH,
  ratingAverageOrNull,
} from '../api/field-readers';
import type { ToolSnapshot } from './types';

export const MAX_SLUG_LENGTH = 200;
/** A longer logo URL costs more sync quota than it is worth: the row shows the initial instead. */
export const MAX_LOGO_LENGTH = 300;
/** Names are kept shorter than the API allows: a row shows one line of it. */
export const MAX_SNAPSHOT_NAME_LENGTH = 100;

const slugSchema = z.string().check(z.minLength(1), z.maxLength(MAX_SLUG_LENGTH));

/** A snapshot as a message or a file carries it (field names in full). */
export const snapshotInput = z.object({
  slug: slugSchema,
  name: z.string().check(z.maxLength(MAX_NAME_LENGTH * 4)),
  logo: z.nullable(z.string().check(z.maxLength(4_000))),
  price: z.object({
    type: z.string().check(z.maxLength(MAX_PRICE_TYPE_LENGTH * 4)),
    amount: z.nullable(z.number()),
  }),
  verified: z.boolean(),
  rating: z.object({ average: z.nullable(z.number()), count: z.number() }),
});
export type SnapshotInput = z.output<typeof snapshotInput>;

/** Epoch ms, within reason (a hand-edited file may say anything). */
export const timestamp = z.number().check(z.int(), z.gte(0), z.lte(8.64e15));

/** Cleans a checked snapshot the way the API reader cleans a tool: same text rules, only http(s) logos. */
export function normalizeSnapshot(input: SnapshotInput): ToolSnapshot | null {
  const name = cleanText(input.name, MAX_SNAPSHOT_NAME_LENGTH);
  if (name === '') return null;
  const logo = httpUrlOrNull(input.logo);
  const amount = input.price.amount;
  const count = input.rating.count;
  return {
    slug: input.slug,
    name,
    logo: logo !== null && logo.length <= MAX_LOGO_LENGTH ? logo : null,
    price: {
      type: cleanText(input.price.type, MAX_PRICE_TYPE_LENGTH),
      amount: amount !== null && Number.isFinite(amount) && amount >= 0 ? amount : null,
    },
    verified: input.verified,
    rating: {
      average: ratingAverageOrNull(input.rating.average),
      count: Number.isFinite(count) ? Math.min(Math.max(0, Math.floor(count)), Number.MAX_SAFE_INTEGER) : 0,
    },
  };
}

/** Any value to a clean snapshot, or null. */
export function readSnapshot(value: unknown): ToolSnapshot | null {
  const parsed = snapshotInput.safeParse(value);
  return parsed.success ? normalizeSnapshot(parsed.data) : null;
}
