// What the background answers to each message. Everything here is reached through narrow deps, so it
// is tested without a browser; entrypoints/background.ts only wires these to real APIs.

import {
  ALTERNATIVES_TTL_MS,
  CATEGORIES_TTL_MS,
  CATEGORY_PAGE_TTL_MS,
  cachedResult,
  SEARCH_TTL_MS,
  TOOL_TTL_MS,
} from '../../api/cache';
import { MAX_ALTERNATIVES } from '../../api/limits';
import type { Result, Tool } from '../../api/model';
import { categoryListSchema, toolListSchema, toolPageSchema, toolSchema } from '../../api/schemas';
import type { DirectoryTool } from '../../directory/record';
import type { SettingsView } from '../../messaging/client';
import type { Handlers } from '../../messaging/router';
import type { SenderKind } from '../../messaging/sender';
import { isHostMuted, type Preferences } from '../../settings';
import {
  checkBaseUrl,
  checkToken,
  httpHostOf,
  originPattern,
  SITE_ACCESS_ORIGINS,
  tokenNeededFor,
} from '../../url';
import type { ConnectionManager } from '../connection';
import type { DirectoryService } from '../directory-service';
import type { SitePresence } from '../site-presence';

export interface SettingsStore {
  read(): Promise<{ baseUrl: string; token: string | null }>;
  save(settings: { baseUrl: string; token?: string }): Promise<void>;
  forgetToken(): Promise<void>;
  preferences(): Promise<Preferences>;
  setSuggestions(enabled: boolean): Promise<void>;
  mute(host: string): Promise<void>;
  unmute(host: string): Promise<void>;
}

export interface HandlerDeps {
  version: string;
  settings: SettingsStore;
  connections: ConnectionManager;
  directory: DirectoryService;
  presence: SitePresence;
  /** Whether the browser has granted these origins. */
  hasOrigins(origins: string[]): Promise<boolean>;
  /** The tab's URL where the browser lets us read it (site access, or activeTab after a click), else null. */
  tabUrl(tabId: number): Promise<string | null>;
  /** Starts a sync in the background if one is due (or `force`); never awaited by a person. */
  startSync(force: boolean): void;
}

const ok = <T>(data: T): Result<T> => ({ ok: true, data });
const notATool: Result<never> = {
  ok: false,
  error: { kind: 'not-found', message: 'This page is not a tool.' },
};

export function createHandlers(deps: HandlerDeps): Handlers {
  async function settingsView(): Promise<SettingsView> {
    const [{ baseUrl, token }, preferences] = await Promise.all([
      deps.settings.read(),
      deps.settings.preferences(),
    ]);
    let apiOriginGranted = false;
    try {
      apiOriginGranted = baseUrl !== '' && (await deps.hasOrigins([originPattern(baseUrl)]));
    } catch {
      apiOriginGranted = false;
    }
    return {
      baseUrl,
      hasToken: token !== null,
      suggestionsEnabled: preferences.suggestionsEnabled,
      mutedHosts: preferences.mutedHosts,
      apiOriginGranted,
      siteAccessGranted: await deps.hasOrigins(SITE_ACCESS_ORIGINS),
    };
  }

  async function toolDetail(slug: string, priority: 'interactive' | 'background' = 'interactive') {
    const { client, cache } = await deps.connections.get();
    const result = await cachedResult(
      cache,
      { key: `tool:${slug}`, ttlMs: TOOL_TTL_MS, schema: toolSchema, swr: true, priority },
      (p) => client.getTool(slug, p),
    );
    // Gone from the directory: it must stop matching sites at once.
    if (!result.ok && result.error.kind === 'not-found') await deps.directory.sync.markGone(slug);
    return result;
  }

  async function alternatives(slug: string): Promise<Result<Tool[]>> {
    const { client, cache } = await deps.connections.get();
    const result = await cachedResult(
      cache,
      {
        key: `alternatives:${slug}`,
        ttlMs: ALTERNATIVES_TTL_MS,
        schema: toolListSchema,
        swr: true,
        priority: 'interactive',
      },
      (p) => client.getAlternatives(slug, p),
    );
    return result.ok ? { ...result, data: result.data.slice(0, MAX_ALTERNATIVES) } : result;
  }

  /** The tool of the card's tab, matched again from the URL the browser reports: nothing the page says counts. */
  async function cardTool(sender: SenderKind): Promise<DirectoryTool | undefined> {
    if (sender.kind !== 'content-script') return undefined;
    const match = await deps.presence.toolAt(sender.pageUrl);
    return match ? deps.directory.tool(match.slug) : undefined;
  }

  /**
   * Alternatives the card can show without a request: the weekly saved set of the most popular tools, or
   * the directory's answer for this tool still fresh in the cache. Reading either sends nothing.
   */
  async function savedAlternatives(slug: string): Promise<Tool[] | undefined> {
    const prefetched = await deps.directory.prefetchedAlternatives(slug);
    if (prefetched) return prefetched.slice(0, MAX_ALTERNATIVES);
    const { cache } = await deps.connections.get();
    const cached = await cache.read(`alternatives:${slug}`, toolListSchema);
    return cached?.fresh ? cached.value.slice(0, MAX_ALTERNATIVES) : undefined;
  }

  return {
    ping: async () => ok({ version: deps.version }),

    'settings/get': async () => ok(await settingsView()),

    'settings/connect': async (request) => {
      const url = checkBaseUrl(request.baseUrl);
      if (!url.ok) return { ok: false, error: { kind: 'validation', message: url.message } };
      const saved = await deps.settings.read();
      let token = saved.token;
      if (request.token !== undefined) {
        const checked = checkToken(request.token);
        if (!checked.ok) return { ok: false, error: { kind: 'validation', message: checked.message } };
        token = checked.token;
      } else {
        // The saved token never goes to a new origin unasked.
        const needed = tokenNeededFor(saved.baseUrl, saved.token !== null, url.url);
        if (needed) return { ok: false, error: { kind: 'validation', message: needed } };
      }
      // "Save & test": what the person typed is kept even when the test fails, so they can fix one part.
      await deps.settings.save({ baseUrl: url.url, token: token ?? undefined });
      const { client } = await deps.connections.open({ baseUrl: url.url, token });
      const result = await client.listTools({ perPage: 1 }, 'interactive');
      if (!result.ok) return result;
      deps.startSync(false);
      return ok({ baseUrl: url.url, toolCount: result.data.total, hint: url.hint });
    },

    'settings/forget-token': async () => {
      await deps.settings.forgetToken();
      // Also done on every change of connection; here so the options page hears back once it is done.
      await deps.connections.reset();
      return ok(null);
    },

    'settings/set-suggestions': async (request) => {
      await deps.settings.setSuggestions(request.enabled);
      return ok(await settingsView());
    },

    'settings/unmute-host': async (request) => {
      await deps.settings.unmute(request.host);
      return ok(await settingsView());
    },

    'budget/get': async () => ok(await (await deps.connections.get()).limiter.snapshot()),

    search: async (request) => {
      const { client, cache } = await deps.connections.get();
      const page = request.page ?? 1;
      return cachedResult(
        cache,
        {
          key: `search:${page}:${request.q.trim().toLowerCase()}`,
          ttlMs: SEARCH_TTL_MS,
          schema: toolPageSchema,
          priority: 'interactive',
        },
        (p) => client.search(request.q, { page }, p),
      );
    },

    'search/local': async (request) => ok(await deps.directory.search(request.q)),

    'page/next': async (request) => {
      const { client, cache } = await deps.connections.get();
      return cachedResult(
        cache,
        { key: `page:${request.url}`, ttlMs: SEARCH_TTL_MS, schema: toolPageSchema, priority: 'interactive' },
        (p) => client.getPage(request.url, p),
      );
    },

    'categories/get': async () => {
      const { client, cache } = await deps.connections.get();
      return cachedResult(
        cache,
        { key: 'categories', ttlMs: CATEGORIES_TTL_MS, schema: categoryListSchema, priority: 'interactive' },
        (p) => client.getCategories(p),
      );
    },

    'tools/list': async (request) => {
      const { client, cache } = await deps.connections.get();
      const query = {
        category: request.category,
        subcategory: request.subcategory,
        verified: request.verified,
        page: request.page ?? 1,
      };
      return cachedResult(
        cache,
        {
          key: `list:${JSON.stringify(query)}`,
          ttlMs: CATEGORY_PAGE_TTL_MS,
          schema: toolPageSchema,
          priority: 'interactive',
        },
        (p) => client.listTools(query, p),
      );
    },

    'tool/get': async (request) => toolDetail(request.slug),

    'tool/alternatives': async (request) => alternatives(request.slug),

    'site/for-tab': async (request) => {
      // Asked as the popup opens; its search box is next.
      deps.directory.warmSearch();
      const url = await deps.tabUrl(request.tabId);
      const host = url ? httpHostOf(url) : null;
      const match = url && host ? await deps.presence.toolAt(url) : null;
      const tool = match ? await deps.directory.tool(match.slug) : undefined;
      if (!tool || !url || !host) return ok(null);
      // The popup's click (activeTab) let us read this URL; on-page suggestions need the lasting access.
      const siteAccessGranted = await deps.hasOrigins([originPattern(url)]).catch(() => false);
      const muted = isHostMuted(await deps.settings.preferences(), host);
      return ok({ tool, host, muted, siteAccessGranted });
    },

    'prefetch/status': async () => ok(await deps.directory.prefetchStatus()),

    'sync/status': async () => ok(await deps.directory.sync.getStatus()),

    'sync/now': async () => {
      deps.startSync(true);
      return ok(await deps.directory.sync.getStatus());
    },

    'overlay/summary': async (_request, sender) => {
      const tool = await cardTool(sender);
      if (!tool) return notATool;
      return ok({ tool, opensWithRequest: (await savedAlternatives(tool.slug)) === undefined });
    },

    'overlay/open': async (_request, sender) => {
      const tool = await cardTool(sender);
      if (!tool) return notATool;
      const saved = await savedAlternatives(tool.slug);
      if (saved) return ok({ pick: { source: 'saved', alternatives: saved }, fetch: false });
      const similar = await deps.directory.similar(tool.slug);
      return ok({
        pick: {
          source: 'similar',
          subcategory: similar.subcategory,
          alternatives: similar.tools.slice(0, MAX_ALTERNATIVES),
        },
        fetch: true,
      });
    },

    'overlay/alternatives': async (_request, sender) => {
      const tool = await cardTool(sender);
      if (!tool) return notATool;
      const saved = await savedAlternatives(tool.slug);
      if (saved) return ok({ alternatives: saved, notice: null });
      // The one request a card makes, and only about its own tool.
      const result = await alternatives(tool.slug);
      if (!result.ok) return result;
      // A copy being refreshed in the background is news enough; one standing in for a failure is noted.
      return ok({ alternatives: result.data, notice: result.staleBecause ?? null });
    },

    'overlay/dismiss': async (_request, sender) => {
      if (sender.kind === 'content-script') await deps.presence.dismiss(sender.tabId);
      return ok(null);
    },

    'overlay/mute-site': async (_request, sender) => {
      const host = sender.kind === 'content-script' ? httpHostOf(sender.pageUrl) : null;
      if (host) await deps.settings.mute(host);
      return ok(null);
    },
  };
}
