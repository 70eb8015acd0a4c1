// The live link to the API for the current settings: one client, one request budget and one cache
// scope per base URL + token. Rebuilt when either changes, so nothing of one token serves another.

import { type Cache, createCache, tokenFingerprint } from '../api/cache';
import { type CacheArea, clearCachedAnswers } from '../api/cache-storage';
import { type ApiClient, createApiClient } from '../api/client';
import { createRateLimiter, type RateLimiter, type StorageAreaLike } from '../api/rate-limit';
import type { RequestRecord } from '../api/request-record';

export interface Connection {
  baseUrl: string;
  hasToken: boolean;
  client: ApiClient;
  limiter: RateLimiter;
  cache: Cache;
}

export interface ConnectionDeps {
  readSettings(): Promise<{ baseUrl: string; token: string | null }>;
  /** storage.session: the budget survives a service-worker restart, not a browser restart. */
  budgetStorage: StorageAreaLike;
  /** storage.local: cached answers outlive the worker, scoped to their base URL and token. */
  cacheStorage: CacheArea;
  fetch?: typeof fetch;
  /** Every request sent, for the request log (lib/request-log/store.ts). */
  record?: (entry: RequestRecord) => void;
  /** Whether Device only is on: the client then refuses every request but the sync's and the prefetch's. */
  deviceOnly?: () => Promise<boolean>;
}

/**
 * A second more than the API's minute: a request sent exactly a minute after another can still arrive
 * first at a fixed-window server when network delays differ, and that would be a 429.
 */
export const BUDGET_WINDOW_MS = 61_000;

// One limiter per token for the worker's life: two instances of one budget would each think they own it.
const limiters = new Map<string, RateLimiter>();

export async function openConnection(
  settings: { baseUrl: string; token: string | null },
  deps: Omit<ConnectionDeps, 'readSettings'>,
): Promise<Connection> {
  const fingerprint = await tokenFingerprint(settings.token);
  let limiter = limiters.get(fingerprint);
  if (!limiter) {
    limiter = createRateLimiter({
      key: fingerprint,
      storage: deps.budgetStorage,
      windowMs: BUDGET_WINDOW_MS,
    });
    limiters.set(fingerprint, limiter);
  }
  return {
    baseUrl: settings.baseUrl,
    hasToken: settings.token !== null,
    limiter,
    cache: createCache({ area: deps.cacheStorage, scope: settings }),
    client: createApiClient({
      baseUrl: settings.baseUrl,
      token: settings.token,
      gate: limiter,
      fetch: deps.fetch,
      record: deps.record,
      deviceOnly: deps.deviceOnly,
    }),
  };
}

/** Hands out the connection for the current settings, building it once until `reset()`. */
export function createConnectionManager(deps: ConnectionDeps) {
  let current: Promise<Connection> | null = null;
  return {
    get(): Promise<Connection> {
      current ??= deps.readSettings().then((settings) => openConnection(settings, deps));
      return current;
    },
    /** A connection for settings not saved yet (or just saved): what "Save & test" tries. */
    open(settings: { baseUrl: string; token: string | null }): Promise<Connection> {
      return openConnection(settings, deps);
    },
    /**
     * The base URL or token changed (or the token was forgotten): a new connection on next use, and
     * no cached answer of any connection left, so nothing shows which tools were looked at.
     */
    async reset(): Promise<void> {
      const previous = current;
      current = null;
      (await previous?.catch(() => null))?.cache.retire();
      await clearCachedAnswers(deps.cacheStorage);
    },
  };
}
export type ConnectionManager = ReturnType<typeof createConnectionManager>;
