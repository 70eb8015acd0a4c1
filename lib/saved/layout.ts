// How saved tools sit in storage.sync, whose quotas are small and enforced by the browser:
// QUOTA_BYTES_PER_ITEM 8,192 (key plus JSON of the value), QUOTA_BYTES 102,400 in all, MAX_ITEMS 512, and
// about 120 writes a minute. So the list is packed into a few chunks ("saved.0", "saved.1"…) of compact
// entries with one-letter keys, oldest first (a new save only changes the last chunk), and "saved.index"
// says how many chunks are current. Everything here is pure; lib/saved/saved-store.ts does the I/O.
import * as z from 'zod/mini';
import { isNewerFormat, versionOf } from '../common/stored-format';
import { CHUNK_PREFIX, chunkKey, INDEX_KEY } from './public';
import { readSnapshot, timestamp } from './snapshot';
import type { SavedTool } from './types';

/** Under QUOTA_BYTES_PER_ITEM (8,192), with room for a browser that counts a little differently. */
export const CHUNK_BUDGET_BYTES = 8_000;
/** Of QUOTA_BYTES (102,400): the rest stays free for other settings that may sync one day. */
export const SAVED_BUDGET_BYTES = 90_000;
/** Enough for anyone's shortlist, and well under MAX_ITEMS whatever the entries weigh. */
export const MAX_SAVED = 500;
/** What an entry weighs at most (every field at its cap), for a conservative "room left". */
const TYPICAL_ENTRY_BYTES = 160;

/** One saved tool as stored: short keys, and fields left out when they hold their default. */
interface CompactEntry {
  s: string;
  n: string;
  l?: string;
  p: string;
  m?: number;
  v?: 1;
  a?: number;
  c?: number;
  t: number;
}

const compactEntry = z.object({
  s: z.string(),
  n: z.string(),
  l: z.optional(z.string()),
  p: z.string(),
  m: z.optional(z.number()),
  v: z.optional(z.literal(1)),
  a: z.optional(z.number()),
  c: z.optional(z.number()),
  t: timestamp,
});

/**
 * The layout's format, "saved.index"'s `v`. 1 since saved tools came (0.2.0; 0.1.0 had none). A newer
 * version that changes the entries or the chunks raises it; this version then leaves the list as it is.
 */
export const SAVED_FORMAT = 1;

/**
 * Whether a newer Toolscout wrote the list (storage.sync follows the person to browsers that may not
 * have updated yet): its entries are not read through this version's schema and never written over.
 */
export function writtenByNewer(stored: Record<string, unknown>): boolean {
  return isNewerFormat(versionOf(stored[INDEX_KEY]), SAVED_FORMAT);
}

const indexSchema = z.object({
  v: z.literal(SAVED_FORMAT),
  chunks: z.number().check(z.int(), z.gte(0), z.lte(512)),
});
export interface SavedIndex {
  v: 1;
  chunks: number;
}

export function toCompact(tool: SavedTool): CompactEntry {
  const entry: CompactEntry = { s: tool.slug, n: tool.name, p: tool.price.type, t: tool.savedAt };
  if (tool.logo !== null) entry.l = tool.logo;
  if (tool.price.amount !== null) entry.m = tool.price.amount;
  if (tool.verified) entry.v = 1;
  if (tool.rating.average !== null) entry.a = tool.rating.average;
  if (tool.rating.count !== 0) entry.c = tool.rating.count;
  return entry;
}

/** A stored entry back to a saved tool; null for anything that is not one. */
export function fromCompact(value: unknown): SavedTool | null {
  const parsed = compactEntry.safeParse(value);
  if (!parsed.success) return null;
  const entry = parsed.data;
  const snapshot = readSnapshot({
    slug: entry.s,
    name: entry.n,
    logo: entry.l ?? null,
    price: { type: entry.p, amount: entry.m ?? null },
    verified: entry.v === 1,
    rating: { average: entry.a ?? null, count: entry.c ?? 0 },
  });
  return snapshot && { ...snapshot, savedAt: entry.t };
}

const encoder = new TextEncoder();
const utf8Bytes = (text: string) => encoder.encode(text).length;

/** What the browser counts for one item: its key plus the JSON of its value, in UTF-8 bytes. */
export function itemBytes(key: string, value: unknown): number {
  return utf8Bytes(key + JSON.stringify(value));
}

/** The stored items for a list (oldest first), or null when it does not fit the budget. */
export function pack(tools: readonly SavedTool[]): Record<string, unknown> | null {
  if (tools.length > MAX_SAVED) return null;
  const chunks: CompactEntry[][] = [];
  let current: CompactEntry[] = [];
  // A chunk's size as the browser counts it, kept as it grows: its key, "[", the entries, commas, "]".
  let currentBytes = 0;
  for (const tool of tools) {
    const entry = toCompact(tool);
    const entryBytes = utf8Bytes(JSON.stringify(entry));
    const withEntry =
      current.length === 0
        ? utf8Bytes(chunkKey(chunks.length)) + 2 + entryBytes
        : currentBytes + 1 + entryBytes;
    if (current.length > 0 && withEntry > CHUNK_BUDGET_BYTES) {
      chunks.push(current);
      current = [entry];
      currentBytes = utf8Bytes(chunkKey(chunks.length)) + 2 + entryBytes;
    } else {
      current.push(entry);
      currentBytes = withEntry;
    }
    // One entry is far below a chunk (every field is capped), but a check costs nothing.
    if (currentBytes > CHUNK_BUDGET_BYTES) return null;
  }
  if (current.length > 0) chunks.push(current);
  const items: Record<string, unknown> = {
    [INDEX_KEY]: { v: SAVED_FORMAT, chunks: chunks.length } satisfies SavedIndex,
  };
  chunks.forEach((chunk, index) => {
    items[chunkKey(index)] = chunk;
  });
  return totalBytes(items) <= SAVED_BUDGET_BYTES ? items : null;
}

export function totalBytes(items: Record<string, unknown>): number {
  let total = 0;
  for (const [key, value] of Object.entries(items)) total += itemBytes(key, value);
  return total;
}

/** About how many more tools fit after these items. */
export function roomLeft(items: Record<string, unknown>, count: number): number {
  const byBytes = Math.floor((SAVED_BUDGET_BYTES - totalBytes(items)) / TYPICAL_ENTRY_BYTES);
  return Math.max(0, Math.min(MAX_SAVED - count, byBytes));
}

function chunkNumber(key: string): number | null {
  if (!key.startsWith(CHUNK_PREFIX)) return null;
  const rest = key.slice(CHUNK_PREFIX.length);
  return /^\d{1,3}$/.test(rest) ? Number(rest) : null;
}

/**
 * Reads what storage.sync holds (all of it, or at least the saved keys) back into a list, oldest first.
 * The index says which chunks are current; without a readable index every chunk found is read. A chunk
 * or entry that does not read is skipped, a slug met twice (two browsers saving at once) is kept once.
 */
export function unpack(stored: Record<string, unknown>): SavedTool[] {
  const index = indexSchema.safeParse(stored[INDEX_KEY]);
  const numbers = index.success
    ? Array.from({ length: index.data.chunks }, (_, number) => number)
    : Object.keys(stored)
        .map(chunkNumber)
        .filter((number): number is number => number !== null)
        .sort((a, b) => a - b);
  const seen = new Set<string>();
  const tools: SavedTool[] = [];
  for (const number of numbers) {
    const chunk = stored[chunkKey(number)];
    if (!Array.isArray(chunk)) continue;
    for (const value of chunk) {
      const tool = fromCompact(value);
      if (tool === null || seen.has(tool.slug)) continue;
      seen.add(tool.slug);
      tools.push(tool);
    }
  }
  return tools;
}

/** The chunk keys a layout uses, from its index; for removing the ones a shorter list no longer needs. */
export function chunkKeys(chunks: number): string[] {
  return Array.from({ length: chunks }, (_, number) => chunkKey(number));
}

export function storedChunkCount(stored: Record<string, unknown>): number {
  const index = indexSchema.safeParse(stored[INDEX_KEY]);
  if (index.success) return index.data.chunks;
  const numbers = Object.keys(stored)
    .map(chunkNumber)
    .filter((number): number is number => number !== null);
  return numbers.length === 0 ? 0 : Math.max(...numbers) + 1;
}
