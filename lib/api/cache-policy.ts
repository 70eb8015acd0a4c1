// How each endpoint's answers are cached (docs/architecture.md, "Caching"): one row per endpoint with its key,
// lifetime, the schema a cached copy must still pass, whether an expired copy is answered at once while
// it is refreshed (swr), the priority of a load a person waits for, and why it is asked (the request log).
import type * as z from 'zod/mini';
import type { Cache } from './cache';
import { cachedResult } from './cached-result';
import type { ApiClient } from './client';
import type { Category, Result, Tool, ToolPage } from './model';
import { categoryListSchema, toolListSchema, toolPageSchema, toolSchema } from './model-schemas';
import type { Priority } from './request-gate';
import type { RequestReason } from './request-record';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface EndpointPolicy<Args extends unknown[], T> {
  key(...args: Args): string;
  ttlMs: number;
  schema: z.ZodMiniType<T>;
  swr: boolean;
  priority: Priority;
  /** Why the person's act asks it; a caller may give a finer one (the card's alternatives). */
  reason: RequestReason;
  load(client: ApiClient, priority: Priority, reason: RequestReason, ...args: Args): Promise<Result<T>>;
}

const endpoint = <Args extends unknown[], T>(policy: EndpointPolicy<Args, T>) => policy;

export interface ListQuery {
  category?: string;
  subcategory?: string;
  verified?: boolean;
  page: number;
}

export const CACHE_POLICY = {
  search: endpoint<[q: string, page: number], ToolPage>({
    key: (q, page) => `search:${page}:${q.trim().toLowerCase()}`,
    ttlMs: 10 * MINUTE,
    schema: toolPageSchema,
    swr: false,
    priority: 'interactive',
    reason: 'search',
    load: (client, priority, reason, q, page) => client.search(q, { page }, priority, reason),
  }),
  /** A `links.next` page of a search or a listing: as short-lived as the search it continues. */
  nextPage: endpoint<[url: string], ToolPage>({
    key: (url) => `page:${url}`,
    ttlMs: 10 * MINUTE,
    schema: toolPageSchema,
    swr: false,
    priority: 'interactive',
    reason: 'search',
    load: (client, priority, reason, url) => client.getPage(url, priority, reason),
  }),
  categories: endpoint<[], Category[]>({
    key: () => 'categories',
    ttlMs: 6 * HOUR,
    schema: categoryListSchema,
    swr: false,
    priority: 'interactive',
    reason: 'categories',
    load: (client, priority, reason) => client.getCategories(priority, reason),
  }),
  list: endpoint<[query: ListQuery], ToolPage>({
    key: (query) => `list:${JSON.stringify(query)}`,
    ttlMs: HOUR,
    schema: toolPageSchema,
    swr: false,
    priority: 'interactive',
    reason: 'categories',
    load: (client, priority, reason, query) => client.listTools(query, priority, reason),
  }),
  tool: endpoint<[slug: string], Tool>({
    key: (slug) => `tool:${slug}`,
    ttlMs: 24 * HOUR,
    schema: toolSchema,
    swr: true,
    priority: 'interactive',
    reason: 'detail',
    load: (client, priority, reason, slug) => client.getTool(slug, priority, reason),
  }),
  alternatives: endpoint<[slug: string], Tool[]>({
    key: (slug) => `alternatives:${slug}`,
    ttlMs: 24 * HOUR,
    schema: toolListSchema,
    swr: true,
    priority: 'interactive',
    reason: 'detail',
    load: (client, priority, reason, slug) => client.getAlternatives(slug, priority, reason),
  }),
};

export interface CachedConnection {
  client: ApiClient;
  cache: Cache;
}

/** The endpoint's answer through the cache, by its row of CACHE_POLICY. */
export function cachedCall<Args extends unknown[], T>(
  connection: CachedConnection,
  policy: EndpointPolicy<Args, T>,
  ...args: Args
): Promise<Result<T>> {
  return cachedResult(
    connection.cache,
    {
      key: policy.key(...args),
      ttlMs: policy.ttlMs,
      schema: policy.schema,
      swr: policy.swr,
      priority: policy.priority,
    },
    (priority) => policy.load(connection.client, priority, policy.reason, ...args),
  );
}

/** A fresh cached answer, or undefined: reading it sends nothing. */
export async function freshCached<Args extends unknown[], T>(
  cache: Cache,
  policy: EndpointPolicy<Args, T>,
  ...args: Args
): Promise<T | undefined> {
  const cached = await cache.read(policy.key(...args), policy.schema);
  return cached?.fresh ? cached.value : undefined;
}

/** A cached answer of any age, or undefined: what the device still has, for Device only; reading sends nothing. */
export async function keptCopy<Args extends unknown[], T>(
  cache: Cache,
  policy: EndpointPolicy<Args, T>,
  ...args: Args
): Promise<T | undefined> {
  return (await cache.read(policy.key(...args), policy.schema))?.value;
}
