// TTL cache of API answers in storage.local, with stale-while-revalidate and a stale fallback when the
// API cannot answer (docs/architecture.md, "Caching"). Keys are scoped by base URL and a hash of the token, so a
// different account or server never sees another's answers. Its storage layout: cache-storage.ts; the purge:
// cache-purge.ts; serving with it: cached-result.ts.
import type * as z from 'zod/mini';
import {
  CACHE_FORMAT,
  CACHE_KEY_PREFIX,
  type CacheArea,
  clearCachedAnswers,
  evictOldest,
  exclusive,
  FORMAT_KEY,
  INDEX_KEY,
  MAX_ENTRY_CHARS,
  readIndex,
  storedEntrySchema,
  writtenByNewer,
} from './cache-storage';

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

/** A short SHA-256 hex prefix: tells tokens apart without keeping the token anywhere. */
export async function tokenFingerprint(token: string | null): Promise<string> {
  if (!token) return 'no-token';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
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
