// TTL cache of API answers in storage.local, with stale-while-revalidate and a stale fallback when the
// API cannot answer (docs/architecture.md, "Caching"). Keys are scoped by base URL and a hash of the token, so a
// different account or server never sees another's answers.
import * as z from 'zod/mini';
import { isNewerFormat } from '../shared/stored-format';
import type { Result } from './model';
import type { Priority } from './request-gate';

const HOUR = 3_600_000;

export const CACHE_KEY_PREFIX = 'cache:';
export const MAX_CACHE_ENTRIES = 300;
// storage.local holds 10 MB in Chrome without unlimitedStorage, shared with settings.
export const MAX_CACHE_CHARS = 4_000_000;
const MAX_ENTRY_CHARS = 500_000;
/**
 * How long an expired answer is kept as the stand-in for when the API cannot answer; the scheduled
 * purge (purgeExpired) removes it after that, and with it the trace of what was looked at.
 */
export const STALE_KEEP_MS = 24 * HOUR;
// Kept under the prefix so clear() finds it; no scope contains a bare "index".
const INDEX_KEY = `${CACHE_KEY_PREFIX}index`;
/**
 * The format of the index and entries, kept under its own key. 1 since 0.4.0; 0.1.0–0.3.0 wrote the same
 * shapes without it. A cache a newer version wrote is neither read, written, nor purged by this one (its
 * answers are asked again); only clearing it (Forget token, a new connection) removes it.
 */
export const CACHE_FORMAT = 1;
const FORMAT_KEY = `${CACHE_KEY_PREFIX}format`;

async function writtenByNewer(area: CacheArea): Promise<boolean> {
  return isNewerFormat((await area.get(FORMAT_KEY))[FORMAT_KEY], CACHE_FORMAT);
}

/** storage.local in the extension; a map in tests. Shared with settings, so only the prefix is ours. */
export interface CacheArea {
  get(keys: string | string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

export interface CacheScope {
  baseUrl: string;
  token: string | null;
}

export interface CacheEntry<T> {
  value: T;
  storedAt: number;
  expiresAt: number;
  fresh: boolean;
}

export interface Cache {
  /** null when absent or malformed; expired entries are returned with `fresh: false`. */
  read<T>(key: string, schema: z.ZodMiniType<T>): Promise<CacheEntry<T> | null>;
  /** Never throws: a cache that cannot be written is only a slower cache. */
  write(key: string, value: unknown, ttlMs: number): Promise<void>;
  remove(key: string): Promise<void>;
  /** Every cached answer, of every scope. */
  clear(): Promise<void>;
  /**
   * The connection this cache served is gone: it writes nothing more, so an answer to a request still
   * under way does not land after the clear that followed.
   */
  retire(): void;
}

const storedEntrySchema = z.object({ value: z.unknown(), storedAt: z.number(), expiresAt: z.number() });
const indexSchema = z.record(z.string(), z.object({ storedAt: z.number(), chars: z.number() }));
type CacheIndex = z.infer<typeof indexSchema>;

/** A short SHA-256 hex prefix: tells tokens apart without keeping the token anywhere. */
export async function tokenFingerprint(token: string | null): Promise<string> {
  if (!token) return 'no-token';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

// The index is read-modified-written; writes from one context must not interleave and lose entries.
let indexLock: Promise<unknown> = Promise.resolve();
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = indexLock.then(task, task);
  indexLock = run.catch(() => undefined);
  return run;
}

async function readIndex(area: CacheArea): Promise<CacheIndex> {
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
function evictOldest(index: CacheIndex): string[] {
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

/** Removes the answers expired longer than STALE_KEEP_MS ago (and unreadable ones); returns how many. */
export function purgeExpired(area: CacheArea, now: number = Date.now()): Promise<number> {
  return exclusive(async () => {
    if (await writtenByNewer(area)) return 0;
    const index = await readIndex(area);
    const names = Object.keys(index);
    if (names.length === 0) return 0;
    const stored = await area.get(names);
    const purged = names.filter((name) => {
      const entry = storedEntrySchema.safeParse(stored[name]);
      return !entry.success || entry.data.expiresAt + STALE_KEEP_MS <= now;
    });
    if (purged.length === 0) return 0;
    for (const name of purged) delete index[name];
    await area.set({ [INDEX_KEY]: index });
    await area.remove(purged);
    return purged.length;
  });
}

export const CACHE_PURGE_ALARM = 'cache-purge';
export const CACHE_PURGE_PERIOD_MINUTES = 60;

interface AlarmsLike {
  get(name: string): Promise<unknown>;
  create(name: string, info: { periodInMinutes: number }): Promise<void> | void;
}

/**
 * The hourly purge alarm, created only when missing: re-creating it at every start of the service
 * worker (which stops after 30 s idle) would push it back each time, and it might never ring.
 */
export async function ensurePurgeAlarm(alarms: AlarmsLike): Promise<void> {
  if (await alarms.get(CACHE_PURGE_ALARM)) return;
  await alarms.create(CACHE_PURGE_ALARM, { periodInMinutes: CACHE_PURGE_PERIOD_MINUTES });
}

export function createCache(options: { area: CacheArea; scope: CacheScope; now?: () => number }): Cache {
  const { area } = options;
  const now = options.now ?? Date.now;
  let retired = false;
  const baseUrl = options.scope.baseUrl.trim().replace(/\/+$/, '');
  const scopePrefix = tokenFingerprint(options.scope.token).then(
    (fingerprint) => `${CACHE_KEY_PREFIX}${baseUrl}|${fingerprint}|`,
  );
  const storageKey = async (key: string) => `${await scopePrefix}${key}`;
  // Asked once per connection: a newer version's cache stays a newer version's until it is cleared.
  let newer: Promise<boolean> | null = null;
  const usable = async () => {
    newer ??= writtenByNewer(area).catch(() => true);
    return !(await newer);
  };

  return {
    async read<T>(key: string, schema: z.ZodMiniType<T>): Promise<CacheEntry<T> | null> {
      try {
        if (!(await usable())) return null;
        const name = await storageKey(key);
        const stored = await area.get(name);
        const entry = storedEntrySchema.safeParse(stored[name]);
        if (!entry.success) return null;
        const value = schema.safeParse(entry.data.value);
        if (!value.success) return null;
        const { storedAt, expiresAt } = entry.data;
        const at = now();
        // An entry from the "future" (the clock was turned back) must not stay fresh for longer.
        return { value: value.data, storedAt, expiresAt, fresh: storedAt <= at && at < expiresAt };
      } catch {
        return null;
      }
    },

    async write(key, value, ttlMs) {
      try {
        const name = await storageKey(key);
        const storedAt = now();
        const entry = { value, storedAt, expiresAt: storedAt + ttlMs };
        const chars = JSON.stringify(entry).length;
        if (chars > MAX_ENTRY_CHARS) return;
        if (!(await usable())) return;
        await exclusive(async () => {
          if (retired) return;
          const index = await readIndex(area);
          index[name] = { storedAt, chars };
          const evicted = evictOldest(index);
          // Entry and index in one set: storage never holds an entry the index does not know.
          await area.set({ [name]: entry, [INDEX_KEY]: index, [FORMAT_KEY]: CACHE_FORMAT });
          if (evicted.length > 0) await area.remove(evicted);
        });
      } catch {
        // Quota or storage failure: the answer itself was fine.
      }
    },

    async remove(key) {
      try {
        if (!(await usable())) return;
        const name = await storageKey(key);
        await exclusive(async () => {
          const index = await readIndex(area);
          delete index[name];
          await area.set({ [INDEX_KEY]: index });
          await area.remove(name);
        });
      } catch {
        // Nothing to do: a malformed or missing entry is a miss anyway.
      }
    },

    clear: () => clearCachedAnswers(area),

    retire() {
      retired = true;
    },
  };
}

export interface CachedRequest<T> {
  key: string;
  ttlMs: number;
  /** Checks the cached value on read; a value that fails is a miss. */
  schema: z.ZodMiniType<T>;
  /** Answer an expired entry at once and refresh it in the background. */
  swr?: boolean;
  /** The priority of a load a person waits for; a background refresh always uses 'background'. */
  priority: Priority;
  /** Gets the fresh value after a background refresh (e.g. to update an open popup). */
  onRevalidated?: (data: T) => void;
}

/** Failures after which a cached value, expired or not (until purgeExpired takes it), is better than nothing. */
const SERVE_STALE_ON: ReadonlySet<string> = new Set(['offline', 'timeout', 'server', 'rate-limited']);

/**
 * Fresh cache -> the cached value, no request. Expired with `swr` -> the cached value marked stale at
 * once, refreshed in the background. Otherwise -> load; when the load fails because the API cannot
 * answer (offline, timeout, server, rate-limited) and any cached value exists, that value marked stale.
 */
export async function cachedResult<T>(
  cache: Cache,
  request: CachedRequest<T>,
  load: (priority: Priority) => Promise<Result<T>>,
): Promise<Result<T>> {
  const cached = await cache.read(request.key, request.schema);
  if (cached?.fresh) return { ok: true, data: cached.value };

  if (cached && request.swr) {
    refresh(cache, request, () => load('background'))
      .then((result) => {
        if (result.ok) request.onRevalidated?.(result.data);
      })
      .catch(() => undefined);
    return { ok: true, data: cached.value, stale: true };
  }

  const result = await refresh(cache, request, () => load(request.priority));
  if (!result.ok && cached && SERVE_STALE_ON.has(result.error.kind)) {
    return { ok: true, data: cached.value, stale: true, staleBecause: result.error };
  }
  return result;
}

async function refresh<T>(
  cache: Cache,
  request: CachedRequest<T>,
  load: () => Promise<Result<T>>,
): Promise<Result<T>> {
  const result = await load();
  if (result.ok) {
    await cache.write(request.key, result.data, request.ttlMs);
  } else if (result.error.kind === 'not-found') {
    // Gone from the directory: an old copy must not keep it alive.
    await cache.remove(request.key);
  }
  return result;
}
