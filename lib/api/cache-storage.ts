// The cache's layout in storage.local: its entries under a prefix, an index of their sizes and ages that
// keeps them within bounds, and the format they are in. What cache.ts reads and writes through.
import * as z from 'zod/mini';
import { recordOf } from '../common/record-schema';
import { isNewerFormat } from '../common/stored-format';

const HOUR = 3_600_000;

export const CACHE_KEY_PREFIX = 'cache:';
export const MAX_CACHE_ENTRIES = 300;
// storage.local holds 10 MB in Chrome without unlimitedStorage, shared with settings.
export const MAX_CACHE_CHARS = 4_000_000;
export const MAX_ENTRY_CHARS = 500_000;
/**
 * How long an expired answer is kept as the stand-in for when the API cannot answer; the scheduled
 * purge (purgeExpired) removes it after that, and with it the trace of what was looked at.
 */
export const STALE_KEEP_MS = 24 * HOUR;
// Kept under the prefix so clear() finds it; no scope contains a bare "index".
export const INDEX_KEY = `${CACHE_KEY_PREFIX}index`;
/**
 * The format of the index and entries, kept under its own key. 1 since 0.4.0; 0.1.0–0.3.0 wrote the same
 * shapes without it. A cache a newer version wrote is neither read, written, nor purged by this one (its
 * answers are asked again); only clearing it (Forget token, a new connection) removes it.
 */
export const CACHE_FORMAT = 1;
export const FORMAT_KEY = `${CACHE_KEY_PREFIX}format`;

export async function writtenByNewer(area: CacheArea): Promise<boolean> {
  return isNewerFormat((await area.get(FORMAT_KEY))[FORMAT_KEY], CACHE_FORMAT);
}

/** storage.local in the extension; a map in tests. Shared with settings, so only the prefix is ours. */
export interface CacheArea {
  get(keys: string | string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

export const storedEntrySchema = z.object({
  value: z.unknown(),
  storedAt: z.number(),
  expiresAt: z.number(),
});
const indexSchema = recordOf(z.object({ storedAt: z.number(), chars: z.number() }));
export type CacheIndex = z.infer<typeof indexSchema>;

// The index is read-modified-written; writes from one context must not interleave and lose entries.
let indexLock: Promise<unknown> = Promise.resolve();
export function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = indexLock.then(task, task);
  indexLock = run.catch(() => undefined);
  return run;
}

export async function readIndex(area: CacheArea): Promise<CacheIndex> {
  const stored = await area.get(INDEX_KEY);
  const index = indexSchema.safeParse(stored[INDEX_KEY]);
  if (index.success) return index.data;
  // Without a readable index no entry could ever be evicted: start over.
  await removeAllEntries(area);
  return {};
}

async function removeAllEntries(area: CacheArea): Promise<void> {
  const everything = await area.get(null);
  const keys = Object.keys(everything).filter((key) => key.startsWith(CACHE_KEY_PREFIX));
  if (keys.length > 0) await area.remove(keys);
}

/** Drops the oldest entries until both bounds hold; returns the dropped storage keys. */
export function evictOldest(index: CacheIndex): string[] {
  const byAge = Object.entries(index).sort(([, a], [, b]) => a.storedAt - b.storedAt);
  let count = byAge.length;
  let chars = byAge.reduce((sum, [, entry]) => sum + entry.chars, 0);
  const evicted: string[] = [];
  for (const [key, entry] of byAge) {
    if (count <= MAX_CACHE_ENTRIES && chars <= MAX_CACHE_CHARS) break;
    delete index[key];
    evicted.push(key);
    count -= 1;
    chars -= entry.chars;
  }
  return evicted;
}

/**
 * Forget token, a new token or a new base URL: every cached answer goes, of every scope, and with it
 * every trace of which tools were looked at.
 */
export function clearCachedAnswers(area: CacheArea): Promise<void> {
  return exclusive(() => removeAllEntries(area));
}
