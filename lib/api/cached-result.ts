// How an answer is served with the cache: fresh from it with no request, stale at once while it is
// refreshed (stale-while-revalidate), or stale as a fallback when the API cannot answer.
import type * as z from 'zod/mini';
import type { Cache } from './cache';
import type { Result } from './model';
import type { Priority } from './request-gate';

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
