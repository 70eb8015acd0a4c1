// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Category } from '../../../lib/api/model';
import { createHandlers, type HandlerDeps, type SettingsStore } from '../../../lib/background/handlers';
import { createSitePresence, type SitePresence } from '../../../lib/background/site-presence';
import { createTabStates } from '../../../lib/background/tab-state';
import { createConnectionManager } from '../../../lib/connection/connection';
import type { Preferences } from '../../../lib/connection/settings';
import { DEFAULT_FILTERS } from '../../../lib/directory/public/filters';
import type { DirectoryTool } from '../../../lib/directory/record';
import type { DirectoryService } from '../../../lib/directory/service';
import { createSiteMatcher } from '../../../lib/directory/site-match/matcher';
import type { ChangeSet } from '../../../lib/directory/sync/change-set';
import { createFollowStore } from '../../../lib/follow/follow-store';
import { createWhatsNewService } from '../../../lib/follow/whats-new-service';
import { createHideUntilChange } from '../../../lib/hide-until-change/service';
import { createHideUntilChangeStore } from '../../../lib/hide-until-change/store';
import { createNotThisToolStore } from '../../../lib/not-this-tool/store';
import { createRecentStore } from '../../../lib/recent/recent-store';
import { createRequestLog } from '../../../lib/request-log/store';
import { createSavedStore } from '../../../lib/saved/saved-store';
import { engineById } from '../../../lib/serp/public/engines';
import { BASE_URL, categoryTree, laravelCategories, modelTool, wireTool } from '../../support/api-fixtures';

/** The card on a long-tail tool's site: no alternatives prefetched for it. */
const CARD = { kind: 'content-script', tabId: 4, pageUrl: 'https://jasper.example/pricing' } as const;
/** The card on a top tool's site: its alternatives are in the weekly saved set. */
const TOP_CARD = { kind: 'content-script', tabId: 6, pageUrl: 'https://popular.example/' } as const;
const PAGE = { kind: 'extension-page' } as const;
/** The results-page script on a Google results page the person allowed. */
const SERP = {
  kind: 'content-script',
  tabId: 8,
  pageUrl: 'https://www.google.com/search?q=ai+writer',
} as const;
/** The same script's messages from a page that is not an allowed results page. */
const NOT_SERP = { kind: 'content-script', tabId: 9, pageUrl: 'https://www.bing.com/search?q=ai' } as const;

const local = (slug: string, rank: number): DirectoryTool => ({
  ...modelTool(slug),
  rank,
  web: `https://directory.example/tools/${slug}`,
});
const localJasper = local('jasper', 700);
const localPopular = local('popular', 3);
const similarToJasper = [local('near-1', 40), local('near-2', 90)];
const savedForPopular = ['s1', 's2', 's3', 's4', 's5', 's6'].map((slug) => modelTool(slug));
/** Alternatives the weekly prefetch saved days ago: Jasper's rating and price have moved since. */
const weekOldPrefetch = [
  {
    ...modelTool('jasper'),
    name: 'Jasper (last week)',
    rating: { average: 3.7, count: 40 },
    price: { type: 'paid', amount: 49 },
  },
  modelTool('not-in-copy'),
];
/** What a row shows of the local copy's Jasper. */
const jasperNow = {
  name: localJasper.name,
  logo: localJasper.logo,
  price: localJasper.price,
  verified: localJasper.verified,
  rating: localJasper.rating,
};

/** One product in three entries, as the reference dataset has ChatGPT: its website and two store listings. */
const CHAT_VARIANTS = [
  { slug: 'chat-ios', name: 'Chat for iOS', website: 'https://apps.apple.com/app/id1', rank: 30 },
  { slug: 'chat', name: 'Chat', website: 'https://chat.example/', rank: 1 },
  {
    slug: 'chat-android',
    name: 'Chat for Android',
    website: 'https://play.google.com/store/apps/details?id=chat',
    rank: 20,
  },
] as const;
const chatLocals = CHAT_VARIANTS.map(({ slug, name, website, rank }) => ({
  ...local(slug, rank),
  name,
  website,
}));
/** The prefetched copies, a week old: the local copy has since renamed the iOS app and re-rated Chat. */
const chatTools = chatLocals.map(({ rank: _rank, web: _web, ...tool }) => ({
  ...modelTool(tool.slug),
  ...tool,
  ...(tool.slug === 'chat-ios' ? { name: 'Chat iPhone' } : {}),
  ...(tool.slug === 'chat' ? { rating: { average: 1.5, count: 2 } } : {}),
}));

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(
  options: {
    offline?: boolean;
    token?: string | null;
    grantedOrigins?: string[];
    rateLimited?: boolean;
    /** Whether a sync of the local copy has completed (default: yes). */
    directoryComplete?: boolean;
    /** The real site presence over a matcher of these tools' websites, passing over the notThisTool. */
    realPresence?: boolean;
    /** Device only (options, privacy): on from the start. */
    deviceOnly?: boolean;
    /** Every list of alternatives holds the three entries of one product (CHAT_VARIANTS) first. */
    variants?: boolean;
    /** The category tree the last sync kept (default: none). */
    keptTree?: Category[];
    /** What's new: the change sets kept since the person last looked. */
    changeSets?: ChangeSet[];
  } = {},
) {
  let complete = options.directoryComplete ?? true;
  const requests: string[] = [];
  let offline = options.offline ?? false;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    requests.push(`${url.pathname}${url.search}`);
    if (offline) throw new TypeError('Failed to fetch');
    if (options.rateLimited) {
      return new Response(JSON.stringify({ message: 'Too Many Attempts.' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '30' },
      });
    }
    if (url.pathname.endsWith('/tools/jasper')) return json({ data: wireTool('jasper') });
    if (url.pathname.endsWith('/tools/far-tool')) return json({ data: wireTool('far-tool') });
    // A tool outside the local copy whose alternatives include one the copy has, as the directory's
    // answer had it (the copy's is fresher after a sync).
    if (url.pathname.endsWith('/tools/far-tool/alternatives'))
      return json({
        data: [wireTool('jasper', { name: 'Jasper (older)', rating: { average: 3, count: 9 } })],
      });
    if (url.pathname.endsWith('/tools/jasper/alternatives')) {
      const rest = ['a', 'b', 'c', 'd', 'e', 'f'].map((slug) => wireTool(slug));
      const chat = CHAT_VARIANTS.map(({ slug, name, website }) => wireTool(slug, { name, website }));
      return json({ data: options.variants ? [...chat, ...rest].slice(0, 5) : rest });
    }
    if (url.pathname.endsWith('/tools'))
      return json({ data: [wireTool('a')], links: {}, meta: { total: 8123 } });
    if (url.pathname.endsWith('/categories')) return json(laravelCategories);
    return json({ message: 'Not Found.' }, 404);
  }) as unknown as typeof globalThis.fetch;

  let deviceOnly = options.deviceOnly ?? false;
  const saved = { baseUrl: BASE_URL, token: options.token === undefined ? 'secret-token' : options.token };
  const preferences: Preferences = { suggestionsEnabled: true, mutedHosts: ['jasper.example'] };
  const settings: SettingsStore = {
    read: async () => ({ ...saved }),
    save: async (next) => {
      saved.baseUrl = next.baseUrl;
      if (next.token !== undefined) saved.token = next.token;
    },
    forgetToken: async () => {
      saved.token = null;
    },
    preferences: async () => preferences,
    setSuggestions: async () => undefined,
    mute: async () => undefined,
    unmute: async () => undefined,
    deviceOnly: async () => deviceOnly,
    setDeviceOnly: async (on) => {
      deviceOnly = on;
      return on;
    },
  };
  const markGone = vi.fn(async () => undefined);
  const locals = new Map(
    [localJasper, localPopular, ...(options.variants ? chatLocals : [])].map((tool) => [tool.slug, tool]),
  );
  const prefetched = options.variants ? [...chatTools, ...savedForPopular] : savedForPopular;
  const similar = options.variants
    ? [...chatLocals, ...similarToJasper, local('near-3', 95), local('near-4', 96), local('near-5', 97)]
    : similarToJasper;
  const directory = {
    sync: { markGone, getStatus: vi.fn() },
    tool: async (slug: string) => locals.get(slug),
    tools: async (slugs: string[]) => slugs.flatMap((slug) => locals.get(slug) ?? []),
    all: async () => [...locals.values(), ...similarToJasper],
    prefetchedAlternatives: async (slug: string) =>
      slug === 'popular' || (options.variants && slug === 'chat')
        ? prefetched.slice(0, 5)
        : slug === 'week-old'
          ? weekOldPrefetch
          : undefined,
    similar: async (slug: string, limit = 5) =>
      slug === 'jasper'
        ? {
            subcategory: { id: 3, slug: 'copywriting', name: 'Copywriting' },
            tools: similar.slice(0, limit),
          }
        : { subcategory: null, tools: [] },
    warmSearch: vi.fn(),
    localSearch: vi.fn(async () => ({
      tools: [localJasper],
      total: 40,
      unfiltered: 40,
      hiddenBy: [],
      provisional: false,
      complete,
    })),
    isComplete: async () => complete,
  } as unknown as DirectoryService;
  const notThisTool = createNotThisToolStore(fakeBrowser.storage.local);
  const badges = new Map<number, string | null>();
  const matcher = createSiteMatcher(
    [...locals.values()].map(({ slug, website }) => ({ slug, website: website ?? '' })),
  );
  const realPresence = createSitePresence({
    matcher: async () => null,
    matchUrl: async (url) => matcher.match(url, await notThisTool.skip()),
    tool: async (slug) => locals.get(slug),
    preferences: async () => preferences,
    canInject: async () => true,
    setBadge: async (tabId, badge) => {
      badges.set(tabId, badge?.text ?? null);
    },
    inject: async () => undefined,
    tabs: createTabStates(fakeBrowser.storage.session),
  });
  const fakePresence = {
    toolAt: async (url: string) => {
      const slug = url.includes('jasper.example')
        ? 'jasper'
        : url.includes('popular.example')
          ? 'popular'
          : null;
      const tool = slug ? locals.get(slug) : undefined;
      return tool ? { slug: tool.slug, name: tool.name, rating: tool.rating } : null;
    },
    rematch: vi.fn(async () => undefined),
    rematchOpenTabs: vi.fn(async () => undefined),
    changeNote: async () => null,
  } as unknown as SitePresence;
  const presence = options.realPresence ? realPresence : fakePresence;
  const startSync = vi.fn();
  const tabReadable = vi.fn();
  const granted = options.grantedOrigins;
  const hasOrigins = vi.fn(
    async (origins: string[]) => granted === undefined || origins.every((origin) => granted.includes(origin)),
  );
  let googleHost = 'www.google.com';
  const savedStore = createSavedStore(fakeBrowser.storage.sync);
  // The Requests view's log, in a database of each test's own.
  const log = createRequestLog({ name: `requests-${crypto.randomUUID()}` });
  const deps: HandlerDeps = {
    version: '1.2.3',
    settings,
    connections: createConnectionManager({
      readSettings: settings.read,
      budgetStorage: fakeBrowser.storage.session,
      cacheStorage: fakeBrowser.storage.local,
      fetch,
      record: log.add,
      deviceOnly: settings.deviceOnly,
    }),
    directory,
    categoryTree: { read: async () => options.keptTree ?? null },
    presence,
    serp: {
      // Google's results pages are allowed; any other page is not.
      allowedEngine: async (url: string) =>
        url.startsWith('https://www.google.com/search?q=') ? engineById('google') : null,
      enabledEngines: async () => ['google'],
      setEngine: async () => undefined,
      googleHost: async () => googleHost,
      setGoogleHost: async (host) => {
        googleHost = host;
      },
    },
    hasOrigins: hasOrigins,
    // Tab 6 is one the browser does not let us read (no site access, no click on the toolbar button).
    tabUrl: async (tabId) =>
      tabId === 4 ? 'https://jasper.example/pricing' : tabId === 6 ? null : 'https://news.example/',
    tabReadable,
    startSync,
    yours: {
      saved: savedStore,
      recent: createRecentStore(fakeBrowser.storage.local),
      now: Date.now,
    },
    follows: createFollowStore(fakeBrowser.storage.sync),
    whatsNew: createWhatsNewService({
      changes: { since: async () => options.changeSets ?? [] },
      follows: createFollowStore(fakeBrowser.storage.sync),
      savedSlugs: async () => new Set((await savedStore.list()).tools.map((tool) => tool.slug)),
      local: fakeBrowser.storage.local,
      showMark: async () => undefined,
    }),
    notThisTool,
    requests: log,
    hideUntilChange: createHideUntilChange({
      store: createHideUntilChangeStore(fakeBrowser.storage.local),
      record: async (slug) => locals.get(slug),
      alternatives: async (slug) => (slug === 'popular' ? savedForPopular.map((tool) => tool.slug) : null),
      now: () => 1_700_000_000_000,
    }),
  };
  return {
    handlers: createHandlers(deps),
    directory,
    presence,
    notThisTool,
    badges,
    requests,
    saved,
    markGone,
    startSync,
    tabReadable,
    hasOrigins,
    goOffline: () => {
      offline = true;
    },
    /** The first sync completes: the local copy is a whole directory from now on. */
    finishSync: () => {
      complete = true;
    },
  };
}

describe('background handlers', () => {
  it('gives the pill from the local directory, with no request, and says whether opening would ask', async () => {
    const { handlers, requests } = setup();
    expect(await handlers['card/summary']({ type: 'card/summary' }, CARD)).toEqual({
      ok: true,
      data: {
        tool: localJasper,
        opensWithRequest: true,
        why: { rule: 'host', host: 'jasper.example', query: [] },
        changes: null,
      },
    });
    expect(await handlers['card/summary']({ type: 'card/summary' }, TOP_CARD)).toEqual({
      ok: true,
      data: {
        tool: localPopular,
        opensWithRequest: false,
        why: { rule: 'host', host: 'popular.example', query: [] },
        changes: null,
      },
    });
    expect(requests).toEqual([]);
  });

  it('"Not this tool" excludes the tab\'s tool on the tab\'s host, re-badges the tab, and sends nothing; Undo takes it back', async () => {
    const { handlers, requests, presence, notThisTool } = setup();
    const onDocs = { ...CARD, pageUrl: 'https://docs.jasper.example/start' };
    expect(await handlers['card/summary']({ type: 'card/summary' }, onDocs)).toMatchObject({
      ok: true,
      data: { why: { rule: 'subdomain', host: 'docs.jasper.example', website: 'jasper.example' } },
    });
    expect(await handlers['card/not-this-tool']({ type: 'card/not-this-tool' }, onDocs)).toEqual({
      ok: true,
      data: null,
    });
    expect(presence.rematch).toHaveBeenCalledWith(4, 'https://docs.jasper.example/start');
    const listed = await handlers['not-this-tool/list']({ type: 'not-this-tool/list' }, PAGE);
    expect(listed).toMatchObject({
      ok: true,
      data: [{ slug: 'jasper', name: localJasper.name, host: 'docs.jasper.example' }],
    });
    expect(listed.ok && listed.data[0]?.path).toBeUndefined();

    // Only the tab's own tool, on a page its website claims: elsewhere nothing is stored.
    const elsewhere = { ...CARD, pageUrl: 'https://news.example/' };
    expect(await handlers['card/not-this-tool']({ type: 'card/not-this-tool' }, elsewhere)).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(await handlers['card/not-this-tool']({ type: 'card/not-this-tool' }, PAGE)).toMatchObject({
      ok: false,
    });
    expect(await notThisTool.list()).toHaveLength(1);

    expect(
      await handlers['not-this-tool/remove'](
        { type: 'not-this-tool/remove', slug: 'jasper', host: 'docs.jasper.example' },
        PAGE,
      ),
    ).toEqual({ ok: true, data: [] });
    expect(requests).toEqual([]);
  });

  it('after "Not this tool", the tool is matched nowhere on that host: badge, card, This site, results chips; Undo brings it back', async () => {
    const { handlers, badges, requests } = setup({ realPresence: true });
    const jasperPage = 'https://jasper.example/pricing';
    const onJasper = { ...CARD, pageUrl: jasperPage };
    const chips = () =>
      handlers['serp/match']({ type: 'serp/match', urls: [jasperPage, 'https://popular.example/'] }, SERP);
    const matchedUrls = async () => {
      const answer = await chips();
      return answer.ok ? answer.data.map((match) => match.url) : null;
    };
    expect(await handlers['site/for-tab']({ type: 'site/for-tab', tabId: 4 }, PAGE)).toMatchObject({
      ok: true,
      data: { tool: { slug: 'jasper' } },
    });
    expect(await matchedUrls()).toEqual([jasperPage, 'https://popular.example/']);

    expect(await handlers['card/not-this-tool']({ type: 'card/not-this-tool' }, onJasper)).toEqual({
      ok: true,
      data: null,
    });
    expect(badges.get(4)).toBeNull();
    expect(await handlers['card/summary']({ type: 'card/summary' }, onJasper)).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(await handlers['site/for-tab']({ type: 'site/for-tab', tabId: 4 }, PAGE)).toEqual({
      ok: true,
      data: null,
    });
    expect(await handlers['site/for-panel']({ type: 'site/for-panel', tabId: 4 }, PAGE)).toEqual({
      ok: true,
      data: { readable: true, match: null },
    });
    expect(await matchedUrls()).toEqual(['https://popular.example/']);
    // Another host of the same website still is the tool.
    expect(
      await handlers['card/summary'](
        { type: 'card/summary' },
        { ...CARD, pageUrl: 'https://app.jasper.example/' },
      ),
    ).toMatchObject({ ok: true });

    await handlers['not-this-tool/remove'](
      { type: 'not-this-tool/remove', slug: 'jasper', host: 'jasper.example' },
      PAGE,
    );
    // The tab still on that page has its badge back at once.
    expect(badges.get(4)).toEqual(expect.any(String));
    expect(await matchedUrls()).toEqual([jasperPage, 'https://popular.example/']);
    expect(await handlers['card/summary']({ type: 'card/summary' }, onJasper)).toMatchObject({ ok: true });
    expect(requests).toEqual([]);
  });

  it('the card\'s Undo of "Not this tool": the entry this page made goes, the badge is back; only from that page\'s card', async () => {
    const { handlers, badges, notThisTool, requests } = setup({ realPresence: true });
    const onDocs = { ...CARD, pageUrl: 'https://docs.jasper.example/start' };
    const undo = { type: 'card/undo', step: 'not-this-tool' } as const;
    // Another host's entry for the same tool, older: the Undo leaves it.
    await handlers['card/not-this-tool'](
      { type: 'card/not-this-tool' },
      { ...CARD, pageUrl: 'https://jasper.example/' },
    );
    await handlers['card/not-this-tool']({ type: 'card/not-this-tool' }, onDocs);
    expect(badges.get(4)).toBeNull();

    // Not from an extension page, nor from a page this step was not taken on.
    expect(await handlers['card/undo'](undo, PAGE)).toMatchObject({ ok: false });
    expect(await handlers['card/undo'](undo, { ...CARD, pageUrl: 'https://news.example/' })).toMatchObject({
      ok: false,
    });
    expect(await notThisTool.list()).toHaveLength(2);

    expect(await handlers['card/undo'](undo, onDocs)).toEqual({ ok: true, data: null });
    expect(badges.get(4)).toEqual(expect.any(String));
    expect((await notThisTool.list()).map((entry) => entry.host)).toEqual(['jasper.example']);
    expect(await handlers['card/summary']({ type: 'card/summary' }, onDocs)).toMatchObject({ ok: true });
    // Twice is nothing more to undo.
    expect(await handlers['card/undo'](undo, onDocs)).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
    expect(requests).toEqual([]);
  });

  it('the card\'s Undo of "Hide until something changes": the tab\'s tool is shown again; nothing else is', async () => {
    const { handlers, requests } = setup();
    const undo = { type: 'card/undo', step: 'hide-until-change' } as const;
    await handlers['card/hide-until-change']({ type: 'card/hide-until-change' }, TOP_CARD);
    await handlers['card/hide-until-change']({ type: 'card/hide-until-change' }, CARD);
    expect(await handlers['card/undo'](undo, PAGE)).toMatchObject({ ok: false });
    expect(await handlers['card/undo'](undo, { ...CARD, pageUrl: 'https://news.example/' })).toMatchObject({
      ok: false,
    });

    expect(await handlers['card/undo'](undo, CARD)).toEqual({ ok: true, data: null });
    const listed = await handlers['hide-until-change/list']({ type: 'hide-until-change/list' }, PAGE);
    expect(listed.ok && listed.data.map((entry) => entry.slug)).toEqual(['popular']);
    expect(await handlers['card/undo'](undo, CARD)).toMatchObject({ ok: false });
    expect(requests).toEqual([]);
  });

  it("hides the sender tab's tool until it changes, lists it for the options, and Show again lifts it; no request", async () => {
    const { handlers, requests } = setup();
    // Only a card can hide, and only the tool its tab's URL is.
    await handlers['card/hide-until-change']({ type: 'card/hide-until-change' }, PAGE);
    await handlers['card/hide-until-change']({ type: 'card/hide-until-change' }, NOT_SERP);
    expect(await handlers['hide-until-change/list']({ type: 'hide-until-change/list' }, PAGE)).toEqual({
      ok: true,
      data: [],
    });

    await handlers['card/hide-until-change']({ type: 'card/hide-until-change' }, TOP_CARD);
    await handlers['card/hide-until-change']({ type: 'card/hide-until-change' }, CARD);
    const listed = await handlers['hide-until-change/list']({ type: 'hide-until-change/list' }, PAGE);
    expect(listed).toEqual({
      ok: true,
      data: [
        {
          slug: 'jasper',
          name: localJasper.name,
          host: 'jasper.example',
          hiddenAt: 1_700_000_000_000,
          rating: localJasper.rating,
          price: localJasper.price,
          alternatives: null,
        },
        expect.objectContaining({
          slug: 'popular',
          host: 'popular.example',
          alternatives: ['s1', 's2', 's3', 's4', 's5', 's6'],
        }),
      ],
    });
    const after = await handlers['hide-until-change/show-again'](
      { type: 'hide-until-change/show-again', slug: 'jasper' },
      PAGE,
    );
    expect(after.ok && after.data.map((entry) => entry.slug)).toEqual(['popular']);
    expect(requests).toEqual([]);
  });

  it("opens a top tool's card from its prefetched alternatives (at most 5), with no request at all", async () => {
    const { handlers, requests } = setup();
    const opening = await handlers['card/open']({ type: 'card/open' }, TOP_CARD);
    expect(opening).toEqual({
      ok: true,
      data: { pick: { source: 'prefetched', alternatives: savedForPopular.slice(0, 5) }, fetch: false },
    });
    // Even asked, the background answers from the saved set.
    expect(await handlers['card/alternatives']({ type: 'card/alternatives' }, TOP_CARD)).toEqual({
      ok: true,
      data: { alternatives: savedForPopular.slice(0, 5), notice: null },
    });
    expect(requests).toEqual([]);
  });

  it("opens a long-tail tool's card with a local pick, then asks the directory about that tool only", async () => {
    const { handlers, requests } = setup();
    expect(await handlers['card/open']({ type: 'card/open' }, CARD)).toEqual({
      ok: true,
      data: {
        pick: {
          source: 'similar',
          subcategory: { id: 3, slug: 'copywriting', name: 'Copywriting' },
          alternatives: similarToJasper,
        },
        fetch: true,
      },
    });
    expect(requests).toEqual([]);

    const answer = await handlers['card/alternatives']({ type: 'card/alternatives' }, CARD);
    expect(answer).toMatchObject({ ok: true, data: { notice: null } });
    expect(answer.ok && answer.data.alternatives.map((tool) => tool.slug)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(requests).toEqual(['/api/v1/tools/jasper/alternatives']);
  });

  it('once the directory answered, opening the card again today asks nothing', async () => {
    const { handlers, requests, goOffline } = setup();
    await handlers['card/alternatives']({ type: 'card/alternatives' }, CARD);
    goOffline();
    expect(await handlers['card/summary']({ type: 'card/summary' }, CARD)).toMatchObject({
      ok: true,
      data: { opensWithRequest: false },
    });
    const opening = await handlers['card/open']({ type: 'card/open' }, CARD);
    expect(opening).toMatchObject({ ok: true, data: { pick: { source: 'prefetched' }, fetch: false } });
    expect(opening.ok && opening.data.pick.alternatives.map((tool) => tool.slug)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(requests).toEqual(['/api/v1/tools/jasper/alternatives']);
  });

  it('offline: the local pick is still there, and the fetch fails with the reason', async () => {
    const { handlers } = setup({ offline: true });
    expect(await handlers['card/open']({ type: 'card/open' }, CARD)).toMatchObject({
      ok: true,
      data: { pick: { source: 'similar', alternatives: similarToJasper }, fetch: true },
    });
    expect(await handlers['card/alternatives']({ type: 'card/alternatives' }, CARD)).toMatchObject({
      ok: false,
      error: { kind: 'offline' },
    });
  });

  it('rate-limited: the fetch fails as rate-limited, so the card can say so', async () => {
    // A token of its own: the budget it spends on the 429 is kept per token for the worker's life.
    const { handlers } = setup({ rateLimited: true, token: 'another-token' });
    expect(await handlers['card/alternatives']({ type: 'card/alternatives' }, CARD)).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited' },
    });
  });

  it('answers a page that is no tool with not-found and makes no request', async () => {
    const { handlers, requests } = setup();
    const elsewhere = { ...CARD, pageUrl: 'https://news.example/' };
    const answers = await Promise.all([
      handlers['card/summary']({ type: 'card/summary' }, elsewhere),
      handlers['card/open']({ type: 'card/open' }, elsewhere),
      handlers['card/alternatives']({ type: 'card/alternatives' }, elsewhere),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(requests).toEqual([]);
  });

  it('a tool in the local copy: its detail comes from the device, with its directory page, and sends nothing', async () => {
    const { handlers, requests } = setup();
    const answer = await handlers['tool/get']({ type: 'tool/get', slug: 'jasper' }, PAGE);
    expect(answer).toMatchObject({
      ok: true,
      data: {
        slug: 'jasper',
        name: localJasper.name,
        rating: localJasper.rating,
        price: localJasper.price,
        links: { web: 'https://directory.example/tools/jasper' },
      },
    });
    expect(requests).toEqual([]);
  });

  it('a detail’s alternatives: prefetched ones with no request; otherwise a local pick, then the directory', async () => {
    const { handlers, requests } = setup();
    const top = await handlers['tool/alternatives-local'](
      { type: 'tool/alternatives-local', slug: 'popular' },
      PAGE,
    );
    expect(top).toEqual({
      ok: true,
      data: { pick: { source: 'prefetched', alternatives: savedForPopular.slice(0, 5) }, fetch: false },
    });
    expect(await handlers['tool/alternatives']({ type: 'tool/alternatives', slug: 'popular' }, PAGE)).toEqual(
      {
        ok: true,
        data: savedForPopular.slice(0, 5),
      },
    );
    expect(requests).toEqual([]);

    const longTail = await handlers['tool/alternatives-local'](
      { type: 'tool/alternatives-local', slug: 'jasper' },
      PAGE,
    );
    expect(longTail).toMatchObject({
      ok: true,
      data: {
        pick: { source: 'similar', subcategory: { name: 'Copywriting' }, alternatives: similarToJasper },
        fetch: true,
      },
    });
    expect(requests).toEqual([]);
    const fromDirectory = await handlers['tool/alternatives'](
      { type: 'tool/alternatives', slug: 'jasper' },
      PAGE,
    );
    expect(fromDirectory.ok && fromDirectory.data.map((tool) => tool.slug)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(requests).toEqual(['/api/v1/tools/jasper/alternatives']);
  });

  it('lists each product once, as its best-known entry: the card, the detail, the side panel and a results chip', async () => {
    const { handlers, requests } = setup({ variants: true });
    const slugs = (tools: readonly { slug: string }[] | undefined) => tools?.map((tool) => tool.slug);
    // The saved set of a top tool: Chat for iOS, Chat, Chat for Android, s1, s2 → Chat, s1, s2.
    const top = await handlers['card/open']({ type: 'card/open' }, TOP_CARD);
    expect(top.ok && slugs(top.data.pick.alternatives)).toEqual(['chat', 's1', 's2']);
    // Folded by the names the local copy has now ("Chat iPhone" alone would be a product of its own),
    // and shown with the copy's rating, not the week-old one.
    const chatNow = chatLocals.find((tool) => tool.slug === 'chat');
    expect(top.ok && top.data.pick.alternatives[0]).toMatchObject({ name: 'Chat', rating: chatNow?.rating });
    const detail = await handlers['tool/alternatives']({ type: 'tool/alternatives', slug: 'popular' }, PAGE);
    expect(detail.ok && slugs(detail.data)).toEqual(['chat', 's1', 's2']);
    const panel = await handlers['tool/alternatives-local'](
      { type: 'tool/alternatives-local', slug: 'popular' },
      PAGE,
    );
    expect(panel.ok && slugs(panel.data.pick.alternatives)).toEqual(['chat', 's1', 's2']);
    const onCard = await handlers['card/alternatives']({ type: 'card/alternatives' }, TOP_CARD);
    expect(onCard.ok && slugs(onCard.data.alternatives)).toEqual(['chat', 's1', 's2']);
    const chips = await handlers['serp/match'](
      { type: 'serp/match', urls: ['https://popular.example/'] },
      SERP,
    );
    expect(chips.ok && chips.data[0]?.alternatives).toBe(3);
    // Chat's own apps are no alternatives to Chat.
    const ofChat = await handlers['tool/alternatives']({ type: 'tool/alternatives', slug: 'chat' }, PAGE);
    expect(ofChat.ok && slugs(ofChat.data)).toEqual(['s1', 's2']);
    expect(requests).toEqual([]);

    // The local pick folds before it is cut, so it still shows five products.
    const pick = await handlers['card/open']({ type: 'card/open' }, CARD);
    expect(pick.ok && slugs(pick.data.pick.alternatives)).toEqual([
      'chat',
      'near-1',
      'near-2',
      'near-3',
      'near-4',
    ]);
    // The directory's answer too: five entries, three of them Chat, are three products.
    const fetched = await handlers['card/alternatives']({ type: 'card/alternatives' }, CARD);
    expect(fetched.ok && slugs(fetched.data.alternatives)).toEqual(['chat', 'a', 'b']);
    expect(requests).toEqual(['/api/v1/tools/jasper/alternatives']);
  });

  it('removes a tool from the local directory when its detail answers 404', async () => {
    const { handlers, markGone } = setup();
    expect(await handlers['tool/get']({ type: 'tool/get', slug: 'vanished' }, PAGE)).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(markGone).toHaveBeenCalledWith('vanished');
  });

  it('Save & test: a new path on the same origin keeps the saved token', async () => {
    const { handlers, saved, requests } = setup();
    const answer = await handlers['settings/connect'](
      { type: 'settings/connect', baseUrl: `${new URL(BASE_URL).origin}/v2/api/v1` },
      PAGE,
    );
    expect(answer).toMatchObject({ ok: true });
    expect(saved.token).toBe('secret-token');
    expect(requests).toEqual(['/v2/api/v1/tools?per_page=1']);
  });

  it('Save & test: a new origin without a token is refused, nothing saved or sent; with one it connects', async () => {
    const { handlers, saved, requests } = setup();
    const refused = await handlers['settings/connect'](
      { type: 'settings/connect', baseUrl: 'https://other.example/api/v1' },
      PAGE,
    );
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        input: { field: 'token', problem: 'for-another-server', host: 'other.example' },
      },
    });
    expect(saved).toEqual({ baseUrl: BASE_URL, token: 'secret-token' });
    expect(requests).toEqual([]);

    const answer = await handlers['settings/connect'](
      { type: 'settings/connect', baseUrl: 'https://other.example/api/v1', token: 'other-token' },
      PAGE,
    );
    expect(answer).toMatchObject({ ok: true });
    expect(saved).toEqual({ baseUrl: 'https://other.example/api/v1', token: 'other-token' });
  });

  it('Save & test: refuses a bad URL without saving; saves a good one, keeps the token, reports the count', async () => {
    const { handlers, saved, startSync, requests } = setup();
    expect(
      await handlers['settings/connect'](
        { type: 'settings/connect', baseUrl: 'http://directory.example/api/v1' },
        PAGE,
      ),
    ).toMatchObject({
      ok: false,
      error: { kind: 'validation', input: { field: 'baseUrl', problem: 'plain-http' } },
    });
    expect(saved.baseUrl).toBe(BASE_URL);
    expect(requests).toEqual([]);

    const answer = await handlers['settings/connect'](
      { type: 'settings/connect', baseUrl: `${BASE_URL}/` },
      PAGE,
    );
    expect(answer).toEqual({
      ok: true,
      data: { baseUrl: BASE_URL, toolCount: 8123, unusualPath: false },
    });
    expect(saved).toEqual({ baseUrl: BASE_URL, token: 'secret-token' });
    expect(requests).toEqual(['/api/v1/tools?per_page=1']);
    expect(startSync).toHaveBeenCalledOnce();
  });

  it('Save & test: a token with spaces is refused; a new token is trimmed and saved', async () => {
    const { handlers, saved } = setup({ token: null });
    expect(
      await handlers['settings/connect'](
        { type: 'settings/connect', baseUrl: BASE_URL, token: 'two words' },
        PAGE,
      ),
    ).toMatchObject({
      ok: false,
      error: { kind: 'validation', input: { field: 'token', problem: 'spaces' } },
    });
    expect(
      await handlers['settings/connect'](
        { type: 'settings/connect', baseUrl: BASE_URL, token: 'tök_123' },
        PAGE,
      ),
    ).toMatchObject({
      ok: false,
      error: { kind: 'validation', input: { field: 'token', problem: 'not-ascii' } },
    });
    expect(saved.token).toBeNull();
    await handlers['settings/connect'](
      { type: 'settings/connect', baseUrl: BASE_URL, token: '  new-token \n' },
      PAGE,
    );
    expect(saved.token).toBe('new-token');
  });

  it('Forget token: every cached answer goes; nothing in storage names a tool that was looked at', async () => {
    const { handlers, saved, requests } = setup();
    expect(
      await handlers['tool/alternatives']({ type: 'tool/alternatives', slug: 'jasper' }, PAGE),
    ).toMatchObject({ ok: true });
    expect(requests).toEqual(['/api/v1/tools/jasper/alternatives']);
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).toContain('jasper');

    expect(await handlers['settings/forget-token']({ type: 'settings/forget-token' }, PAGE)).toEqual({
      ok: true,
      data: null,
    });

    expect(saved.token).toBeNull();
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toMatch(/jasper/i);
    // The Requests view said what was asked with the token: that goes too.
    expect(await handlers['requests/list']({ type: 'requests/list' }, PAGE)).toEqual({ ok: true, data: [] });
  });

  describe('Requests view', () => {
    it('lists each request sent, newest first, with why: a card opened, a detail opened, the connection test', async () => {
      const { handlers, requests } = setup();
      await handlers['card/alternatives']({ type: 'card/alternatives' }, CARD);
      // Cached now: a detail of the same tool sends nothing, so nothing more is listed for it.
      await handlers['tool/alternatives']({ type: 'tool/alternatives', slug: 'jasper' }, PAGE);
      await handlers['tool/get']({ type: 'tool/get', slug: 'gone-tool' }, PAGE);
      await handlers['settings/connect']({ type: 'settings/connect', baseUrl: BASE_URL }, PAGE);
      expect(requests).toHaveLength(3);

      const listed = await handlers['requests/list']({ type: 'requests/list' }, PAGE);
      expect(
        listed.ok &&
          listed.data.map(({ reason, path, params, outcome }) => ({ reason, path, params, outcome })),
      ).toEqual([
        { reason: 'connection', path: '/tools', params: { per_page: '1' }, outcome: 200 },
        { reason: 'detail', path: '/tools/{slug}', params: { slug: 'gone-tool' }, outcome: 404 },
        { reason: 'card', path: '/tools/{slug}/alternatives', params: { slug: 'jasper' }, outcome: 200 },
      ]);
      expect(JSON.stringify(listed)).not.toContain('secret-token');
    });

    it("says the comparison asked for a tool, a listing's next page was browsing, not a search, and the side panel asked for alternatives", async () => {
      const { handlers } = setup();
      await handlers['tool/get']({ type: 'tool/get', slug: 'other-tool', for: 'compare' }, PAGE);
      await handlers['page/next'](
        { type: 'page/next', url: `${BASE_URL}/tools?category=writing&page=2` },
        PAGE,
      );
      await handlers['page/next']({ type: 'page/next', url: `${BASE_URL}/search?q=writer&page=2` }, PAGE);
      await handlers['tool/alternatives'](
        { type: 'tool/alternatives', slug: 'other-tool', for: 'panel' },
        PAGE,
      );
      const listed = await handlers['requests/list']({ type: 'requests/list' }, PAGE);
      expect(listed.ok && listed.data.map(({ reason, path }) => [reason, path])).toEqual([
        ['panel', '/tools/{slug}/alternatives'],
        ['search', '/search'],
        ['categories', '/tools'],
        ['compare', '/tools/{slug}'],
      ]);
    });

    it('records a request that got no answer as offline, and Clear empties the list', async () => {
      const { handlers, goOffline } = setup();
      goOffline();
      await handlers['tool/alternatives']({ type: 'tool/alternatives', slug: 'jasper' }, PAGE);
      const listed = await handlers['requests/list']({ type: 'requests/list' }, PAGE);
      expect(listed.ok && listed.data.length).toBeGreaterThan(0);
      expect(listed.ok && listed.data.every((entry) => entry.outcome === 'offline')).toBe(true);

      expect(await handlers['requests/clear']({ type: 'requests/clear' }, PAGE)).toEqual({
        ok: true,
        data: null,
      });
      expect(await handlers['requests/list']({ type: 'requests/list' }, PAGE)).toEqual({
        ok: true,
        data: [],
      });
    });
  });

  it('marks saved tools the synced local copy no longer has, and none before a sync has completed', async () => {
    const snapshot = (slug: string) => ({
      slug,
      name: slug,
      logo: null,
      price: { type: 'free', amount: null },
      verified: false,
      rating: { average: null, count: 0 },
    });
    const synced = setup();
    for (const slug of ['jasper', 'ghost'])
      await synced.handlers['saved/set']({ type: 'saved/set', tool: snapshot(slug), saved: true }, PAGE);
    const list = await synced.handlers['saved/list']({ type: 'saved/list' }, PAGE);
    expect(list.ok && list.data.gone).toEqual(['ghost']);
    expect(list.ok && list.data.tools.map((tool) => tool.slug).sort()).toEqual(['ghost', 'jasper']);
    expect(synced.requests).toEqual([]);

    const syncing = setup({ directoryComplete: false });
    const partial = await syncing.handlers['saved/list']({ type: 'saved/list' }, PAGE);
    expect(partial.ok && partial.data.gone).toEqual([]);
  });

  it('the popup page has started: the search index loads, and nothing is sent', async () => {
    const { handlers, directory, requests } = setup();
    expect(await handlers['search/warm']({ type: 'search/warm' }, PAGE)).toEqual({ ok: true, data: null });
    expect(directory.warmSearch).toHaveBeenCalledOnce();
    expect(requests).toEqual([]);
  });

  it("a page of the popup's results comes from the device with its count and whether the copy is whole; nothing is sent", async () => {
    const { handlers, directory, requests } = setup({ directoryComplete: false });
    const filters = { price: 'free', minRating: 4, verifiedOnly: false, sort: 'rating' } as const;
    expect(
      await handlers['search/local'](
        { type: 'search/local', q: 'video', offset: 20, limit: 20, filters },
        PAGE,
      ),
    ).toEqual({
      ok: true,
      data: {
        tools: [localJasper],
        total: 40,
        unfiltered: 40,
        hiddenBy: [],
        provisional: false,
        complete: false,
      },
    });
    expect(directory.localSearch).toHaveBeenLastCalledWith('video', {
      offset: 20,
      limit: 20,
      filters,
      settled: false,
    });
    // Asked with the query alone: the first 8, no filters, names allowed while the index loads.
    await handlers['search/local']({ type: 'search/local', q: 'video' }, PAGE);
    expect(directory.localSearch).toHaveBeenLastCalledWith('video', {
      offset: 0,
      limit: 8,
      filters: DEFAULT_FILTERS,
      settled: false,
    });
    expect(requests).toEqual([]);
  });

  it('tells the popup which tool the tab is, with its host and whether it is muted', async () => {
    const { handlers } = setup();
    expect(await handlers['site/for-tab']({ type: 'site/for-tab', tabId: 4 }, PAGE)).toEqual({
      ok: true,
      data: { tool: localJasper, host: 'jasper.example', muted: true, siteAccessGranted: true },
    });
    expect(await handlers['site/for-tab']({ type: 'site/for-tab', tabId: 5 }, PAGE)).toEqual({
      ok: true,
      data: null,
    });
  });

  it('answers "this site" through activeTab alone, saying on-page suggestions lack site access', async () => {
    const { handlers, hasOrigins } = setup({ grantedOrigins: [] });
    expect(await handlers['site/for-tab']({ type: 'site/for-tab', tabId: 4 }, PAGE)).toEqual({
      ok: true,
      data: { tool: localJasper, host: 'jasper.example', muted: true, siteAccessGranted: false },
    });
    expect(hasOrigins).toHaveBeenCalledWith(['https://jasper.example/*']);
  });

  it('answers nothing about a tab whose URL the browser keeps from it', async () => {
    const { handlers, tabReadable } = setup();
    expect(await handlers['site/for-tab']({ type: 'site/for-tab', tabId: 6 }, PAGE)).toEqual({
      ok: true,
      data: null,
    });
    expect(tabReadable).not.toHaveBeenCalled();
  });

  it('tells open side panels when the popup could read a tab (the click on the toolbar button)', async () => {
    const { handlers, tabReadable } = setup({ grantedOrigins: [] });
    await handlers['site/for-tab']({ type: 'site/for-tab', tabId: 5 }, PAGE);
    expect(tabReadable).toHaveBeenCalledWith(5);
  });

  describe('the side panel', () => {
    it("answers the tab's tool, or that it is none, from the device", async () => {
      const { handlers, requests } = setup();
      expect(await handlers['site/for-panel']({ type: 'site/for-panel', tabId: 4 }, PAGE)).toEqual({
        ok: true,
        data: {
          readable: true,
          match: { tool: localJasper, host: 'jasper.example', muted: true, siteAccessGranted: true },
        },
      });
      expect(await handlers['site/for-panel']({ type: 'site/for-panel', tabId: 5 }, PAGE)).toEqual({
        ok: true,
        data: { readable: true, match: null },
      });
      expect(requests).toEqual([]);
    });

    it('says a tab is unreadable only where site access is not granted', async () => {
      const withAccess = setup();
      expect(await withAccess.handlers['site/for-panel']({ type: 'site/for-panel', tabId: 6 }, PAGE)).toEqual(
        { ok: true, data: { readable: true, match: null } },
      );
      const without = setup({ grantedOrigins: [] });
      expect(await without.handlers['site/for-panel']({ type: 'site/for-panel', tabId: 6 }, PAGE)).toEqual({
        ok: true,
        data: { readable: false },
      });
      // The popup's click (activeTab) is enough for the tab it was made on.
      expect(await without.handlers['site/for-panel']({ type: 'site/for-panel', tabId: 4 }, PAGE)).toEqual({
        ok: true,
        data: {
          readable: true,
          match: { tool: localJasper, host: 'jasper.example', muted: true, siteAccessGranted: false },
        },
      });
    });
  });

  it('never puts the token into what it answers', async () => {
    const { handlers } = setup();
    const answers = await Promise.all([
      handlers['settings/get']({ type: 'settings/get' }, PAGE),
      handlers['card/summary']({ type: 'card/summary' }, CARD),
      handlers['card/alternatives']({ type: 'card/alternatives' }, CARD),
    ]);
    expect(JSON.stringify(answers)).not.toContain('secret-token');
  });

  describe('results pages', () => {
    it('matches result links locally: tools get a summary and a count of prefetched alternatives, others nothing', async () => {
      const { handlers, requests } = setup();
      const answer = await handlers['serp/match'](
        {
          type: 'serp/match',
          urls: ['https://jasper.example/pricing', 'https://news.example/', 'https://popular.example/'],
        },
        SERP,
      );
      expect(answer).toEqual({
        ok: true,
        data: [
          {
            url: 'https://jasper.example/pricing',
            summary: { tool: localJasper, opensWithRequest: true },
            alternatives: null,
          },
          {
            url: 'https://popular.example/',
            summary: { tool: localPopular, opensWithRequest: false },
            alternatives: 5,
          },
        ],
      });
      expect(requests).toEqual([]);
    });

    it('answers no page that is not an allowed results page', async () => {
      const { handlers } = setup();
      for (const sender of [NOT_SERP, CARD, PAGE]) {
        const answer = await handlers['serp/match'](
          { type: 'serp/match', urls: ['https://jasper.example/'] },
          sender,
        );
        expect(answer.ok).toBe(false);
      }
    });

    it("opens the chosen tool's card from a results page: a local pick, then one request about that tool", async () => {
      const { handlers, requests } = setup();
      const opening = await handlers['card/open']({ type: 'card/open', slug: 'jasper' }, SERP);
      expect(opening).toMatchObject({ ok: true, data: { pick: { source: 'similar' }, fetch: true } });
      expect(requests).toEqual([]);
      const answer = await handlers['card/alternatives']({ type: 'card/alternatives', slug: 'jasper' }, SERP);
      expect(answer.ok).toBe(true);
      expect(requests).toEqual(['/api/v1/tools/jasper/alternatives']);
    });

    it('takes a chosen tool only from an allowed results page', async () => {
      const { handlers, requests } = setup();
      // On a tool's site the tab's URL decides: a slug in the message does not choose another tool.
      expect(await handlers['card/open']({ type: 'card/open', slug: 'popular' }, CARD)).toMatchObject({
        ok: false,
        error: { kind: 'not-found' },
      });
      expect(
        await handlers['card/alternatives']({ type: 'card/alternatives', slug: 'jasper' }, NOT_SERP),
      ).toMatchObject({ ok: false, error: { kind: 'not-found' } });
      expect(requests).toEqual([]);
    });

    it("lists the engines' switches for the options page", async () => {
      const { handlers } = setup({ grantedOrigins: ['https://www.google.com/*'] });
      const answer = await handlers['serp/engines']({ type: 'serp/engines' }, PAGE);
      expect(answer.ok && answer.data.map(({ id, enabled, granted }) => ({ id, enabled, granted }))).toEqual([
        { id: 'google', enabled: true, granted: true },
        { id: 'bing', enabled: false, granted: false },
        { id: 'duckduckgo', enabled: false, granted: false },
        { id: 'brave', enabled: false, granted: false },
      ]);
    });

    it("Google's switch asks for the address the person chose, and only that", async () => {
      const { handlers } = setup({ grantedOrigins: ['https://www.google.com/*', 'https://www.google.de/*'] });
      const before = await handlers['serp/engines']({ type: 'serp/engines' }, PAGE);
      expect(before.ok && before.data[0]).toMatchObject({
        googleHost: 'www.google.com',
        origins: ['https://www.google.com/*'],
      });
      const after = await handlers['serp/set-google-host'](
        { type: 'serp/set-google-host', host: 'www.google.de' },
        PAGE,
      );
      expect(after.ok && after.data[0]).toMatchObject({
        googleHost: 'www.google.de',
        origins: ['https://www.google.de/*'],
        granted: true,
      });
      // The other engines' origins do not change with it.
      expect(after.ok && after.data[1]?.origins).toEqual(['https://www.bing.com/*']);
    });
  });

  describe('one truth per screen: every list shows a tool as the local copy has it', () => {
    const stale = (slug: string) => ({
      slug,
      name: `${slug} as saved`,
      logo: null,
      price: { type: 'paid', amount: 49 },
      verified: false,
      rating: { average: 3.7, count: 40 },
    });

    it("saved and recently viewed: the copy's name, rating and price; the snapshot only for a tool it lacks; nothing rewritten, nothing sent", async () => {
      const { handlers, requests } = setup();
      const first = await handlers['saved/set'](
        { type: 'saved/set', tool: stale('jasper'), saved: true },
        PAGE,
      );
      expect(first.ok && first.data.list.tools).toEqual([
        { slug: 'jasper', ...jasperNow, savedAt: expect.any(Number) },
      ]);
      await handlers['saved/set']({ type: 'saved/set', tool: stale('ghost'), saved: true }, PAGE);
      const saved = await handlers['saved/list']({ type: 'saved/list' }, PAGE);
      expect(saved.ok && saved.data.tools).toEqual([
        { ...stale('ghost'), savedAt: expect.any(Number) },
        { slug: 'jasper', ...jasperNow, savedAt: expect.any(Number) },
      ]);
      // storage.sync keeps the snapshot as saved: a sync writes nothing there (its quota, other browsers).
      const exported = await handlers['saved/export']({ type: 'saved/export' }, PAGE);
      expect(exported.ok && exported.data.tools.map((tool) => tool.rating.average)).toEqual([3.7, 3.7]);

      await fakeBrowser.storage.local.set({
        recentlyViewed: [
          { ...stale('jasper'), viewedAt: 2 },
          { ...stale('ghost'), viewedAt: 1 },
        ],
      });
      expect(await handlers['recent/list']({ type: 'recent/list' }, PAGE)).toEqual({
        ok: true,
        data: [
          { slug: 'jasper', ...jasperNow, viewedAt: 2 },
          { ...stale('ghost'), viewedAt: 1 },
        ],
      });
      expect(requests).toEqual([]);
    });

    it("What's new: a saved tool's change ends where the copy is, under its name now", async () => {
      const changeSets: ChangeSet[] = [
        {
          format: 1,
          syncedAt: 2,
          previousSyncAt: 1,
          added: [],
          removed: [],
          ratings: [
            {
              slug: 'jasper',
              name: 'Jasper (then)',
              rank: 700,
              from: { average: 3.7, count: 40 },
              to: { average: 4.4, count: 90 },
            },
          ],
          prices: [],
          truncated: false,
        },
      ];
      const { handlers, requests } = setup({ changeSets });
      await handlers['saved/set']({ type: 'saved/set', tool: stale('jasper'), saved: true }, PAGE);
      const news = await handlers['whats-new/get']({ type: 'whats-new/get' }, PAGE);
      expect(news.ok && news.data.savedChanges).toEqual([
        {
          slug: 'jasper',
          name: localJasper.name,
          rating: { from: { average: 3.7, count: 40 }, to: localJasper.rating },
          price: null,
          removed: false,
        },
      ]);
      // The saved list right below says the same.
      const saved = await handlers['saved/list']({ type: 'saved/list' }, PAGE);
      expect(saved.ok && saved.data.tools[0]?.rating).toEqual(localJasper.rating);
      expect(requests).toEqual([]);
    });

    it("alternatives: the week-old prefetched set and the directory's answer show the copy's values", async () => {
      const { handlers } = setup();
      const opened = await handlers['tool/alternatives-local'](
        { type: 'tool/alternatives-local', slug: 'week-old' },
        PAGE,
      );
      expect(opened).toMatchObject({
        ok: true,
        data: {
          pick: {
            source: 'prefetched',
            alternatives: [{ slug: 'jasper', ...jasperNow }, modelTool('not-in-copy')],
          },
          fetch: false,
        },
      });
      expect(
        await handlers['tool/alternatives'](
          { type: 'tool/alternatives', slug: 'week-old', for: 'panel' },
          PAGE,
        ),
      ).toMatchObject({ ok: true, data: [{ slug: 'jasper', ...jasperNow }, { slug: 'not-in-copy' }] });
      // Asked of the directory, and again from the cache.
      for (let time = 0; time < 2; time++)
        expect(
          await handlers['tool/alternatives']({ type: 'tool/alternatives', slug: 'far-tool' }, PAGE),
        ).toMatchObject({
          ok: true,
          data: [{ slug: 'jasper', ...jasperNow, description: modelTool('jasper').description }],
        });
    });
  });

  describe('categories', () => {
    const WRITING_LOCAL: Category[] = [
      {
        ...categoryTree[0],
        toolCount: 4,
        children: [
          { id: 3, slug: 'copywriting', name: 'Copywriting', toolCount: 4, children: [] },
          { id: 4, slug: 'translation', name: 'Translation', toolCount: 0, children: [] },
        ],
      } as Category,
      { ...categoryTree[1], toolCount: 0 } as Category,
    ];

    it('during the first sync, the categories and a listing come from the directory, as before', async () => {
      const { handlers, requests } = setup({ directoryComplete: false, keptTree: categoryTree });
      expect(await handlers['categories/get']({ type: 'categories/get' }, PAGE)).toEqual({
        ok: true,
        data: categoryTree,
      });
      await handlers['tools/list']({ type: 'tools/list', category: 'writing', verified: true }, PAGE);
      expect(requests).toEqual(['/api/v1/categories', '/api/v1/tools?page=1&category=writing&verified=1']);
    });

    it('once a sync has completed, every category and listing is the local copy’s, with no request: the kept tree with local counts, by popularity, Verified only, 24 a page', async () => {
      const { handlers, requests } = setup({ keptTree: categoryTree });
      expect(await handlers['categories/get']({ type: 'categories/get' }, PAGE)).toEqual({
        ok: true,
        data: WRITING_LOCAL,
      });
      const writing = await handlers['tools/list']({ type: 'tools/list', category: 'writing' }, PAGE);
      expect(writing.ok && writing.data.items.map((tool) => tool.slug)).toEqual([
        'popular',
        'near-1',
        'near-2',
        'jasper',
      ]);
      expect(writing).toMatchObject({ ok: true, data: { total: 4, page: 1, next: null } });
      const sub = await handlers['tools/list'](
        { type: 'tools/list', subcategory: 'copywriting', page: 2 },
        PAGE,
      );
      expect(sub).toMatchObject({ ok: true, data: { items: [], total: 4, page: 2 } });
      const verified = await handlers['tools/list'](
        { type: 'tools/list', subcategory: 'copywriting', verified: true },
        PAGE,
      );
      expect(verified.ok && verified.data.items.every((tool) => tool.verified)).toBe(true);
      expect(requests).toEqual([]);
    });

    it('Device only gets the same answer by the same path', async () => {
      const everyone = setup({ keptTree: categoryTree });
      const deviceOnly = setup({ keptTree: categoryTree, deviceOnly: true });
      for (const request of [
        { type: 'categories/get' } as const,
        { type: 'tools/list', category: 'writing', verified: true } as const,
      ]) {
        const handler = everyone.handlers[request.type] as (r: typeof request, s: typeof PAGE) => unknown;
        const same = deviceOnly.handlers[request.type] as (r: typeof request, s: typeof PAGE) => unknown;
        expect(await same(request, PAGE)).toEqual(await handler(request, PAGE));
      }
      expect([...everyone.requests, ...deviceOnly.requests]).toEqual([]);
    });

    it('with no kept tree, the one an earlier answer left in the cache; with neither, the directory (Device only: the records’ subcategories)', async () => {
      const { handlers, requests, finishSync } = setup({ directoryComplete: false });
      await handlers['categories/get']({ type: 'categories/get' }, PAGE);
      finishSync();
      expect(await handlers['categories/get']({ type: 'categories/get' }, PAGE)).toEqual({
        ok: true,
        data: WRITING_LOCAL,
      });
      await handlers['tools/list']({ type: 'tools/list', category: 'writing' }, PAGE);
      expect(requests).toEqual(['/api/v1/categories']);

      // An update from a version that kept no tree, before the next look fetches it: as during the first
      // sync, the tree from the directory, and the listings from the device once the device has it.
      await fakeBrowser.storage.local.clear();
      const updated = setup();
      expect(await updated.handlers['categories/get']({ type: 'categories/get' }, PAGE)).toEqual({
        ok: true,
        data: categoryTree,
      });
      await updated.handlers['tools/list']({ type: 'tools/list', category: 'writing' }, PAGE);
      expect(updated.requests).toEqual(['/api/v1/categories']);

      await fakeBrowser.storage.local.clear();
      const deviceOnly = setup({ deviceOnly: true });
      expect(await deviceOnly.handlers['categories/get']({ type: 'categories/get' }, PAGE)).toMatchObject({
        ok: true,
        data: [{ slug: 'copywriting', toolCount: 4, asSubcategory: true }],
      });
      expect(deviceOnly.requests).toEqual([]);
    });
  });

  describe('Device only', () => {
    it('sends nothing a person causes: search, a detail and alternatives the device lacks are refused as device-only', async () => {
      const { handlers, requests } = setup({ deviceOnly: true });
      const answers = await Promise.all([
        handlers.search({ type: 'search', q: 'writer' }, PAGE),
        handlers['page/next']({ type: 'page/next', url: `${BASE_URL}/search?q=writer&page=2` }, PAGE),
        handlers['tool/get']({ type: 'tool/get', slug: 'not-on-device' }, PAGE),
        handlers['tool/get']({ type: 'tool/get', slug: 'not-on-device', for: 'compare' }, PAGE),
        handlers['tool/alternatives']({ type: 'tool/alternatives', slug: 'jasper' }, PAGE),
        handlers['tool/alternatives']({ type: 'tool/alternatives', slug: 'jasper', for: 'panel' }, PAGE),
        handlers['card/alternatives']({ type: 'card/alternatives' }, CARD),
      ]);
      for (const answer of answers)
        expect(answer).toMatchObject({ ok: false, error: { kind: 'device-only' } });
      expect(requests).toEqual([]);
      // Nothing was sent, so the Requests view lists nothing.
      expect(await handlers['requests/list']({ type: 'requests/list' }, PAGE)).toEqual({
        ok: true,
        data: [],
      });
    });

    it('a tool in the local copy still opens from the device, and its alternatives are what the device has', async () => {
      const { handlers, requests } = setup({ deviceOnly: true });
      expect(await handlers['tool/get']({ type: 'tool/get', slug: 'jasper' }, PAGE)).toMatchObject({
        ok: true,
        data: { slug: 'jasper', name: localJasper.name },
      });
      // A long-tail tool: the local pick is the whole answer, and the directory is not to be asked.
      expect(
        await handlers['tool/alternatives-local']({ type: 'tool/alternatives-local', slug: 'jasper' }, PAGE),
      ).toEqual({
        ok: true,
        data: {
          pick: {
            source: 'similar',
            subcategory: { id: 3, slug: 'copywriting', name: 'Copywriting' },
            alternatives: similarToJasper,
          },
          fetch: false,
          deviceOnly: true,
        },
      });
      // A top tool: its prefetched alternatives, as always.
      expect(
        await handlers['tool/alternatives']({ type: 'tool/alternatives', slug: 'popular' }, PAGE),
      ).toEqual({ ok: true, data: savedForPopular.slice(0, 5) });
      expect(requests).toEqual([]);
    });

    it('a detail an earlier answer left on the device still opens; one that none did is refused, unsent', async () => {
      const { handlers, requests } = setup();
      await handlers['tool/get']({ type: 'tool/get', slug: 'far-tool' }, PAGE);
      expect(requests).toEqual(['/api/v1/tools/far-tool']);
      await handlers['settings/set-device-only']({ type: 'settings/set-device-only', enabled: true }, PAGE);
      expect(await handlers['tool/get']({ type: 'tool/get', slug: 'far-tool' }, PAGE)).toMatchObject({
        ok: true,
        data: { slug: 'far-tool' },
      });
      expect(await handlers['tool/get']({ type: 'tool/get', slug: 'other-tool' }, PAGE)).toMatchObject({
        ok: false,
        error: { kind: 'device-only' },
      });
      expect(requests).toEqual(['/api/v1/tools/far-tool']);
    });

    it('the card: the pill promises no request, opening shows the local pick and asks for nothing', async () => {
      const { handlers, requests } = setup({ deviceOnly: true });
      expect(await handlers['card/summary']({ type: 'card/summary' }, CARD)).toMatchObject({
        ok: true,
        data: { tool: localJasper, opensWithRequest: false, deviceOnly: true },
      });
      expect(await handlers['card/open']({ type: 'card/open' }, CARD)).toMatchObject({
        ok: true,
        data: { pick: { source: 'similar', alternatives: similarToJasper }, fetch: false, deviceOnly: true },
      });
      expect(await handlers['card/open']({ type: 'card/open' }, TOP_CARD)).toMatchObject({
        ok: true,
        data: { pick: { source: 'prefetched' }, fetch: false, deviceOnly: true },
      });
      const chips = await handlers['serp/match'](
        { type: 'serp/match', urls: ['https://jasper.example/pricing'] },
        SERP,
      );
      expect(chips.ok && chips.data[0]?.summary).toEqual({
        tool: localJasper,
        opensWithRequest: false,
        deviceOnly: true,
      });
      expect(requests).toEqual([]);
    });

    it("browses categories from the local records: their subcategories, each one's tools by popularity", async () => {
      const { handlers, requests } = setup({ deviceOnly: true });
      expect(await handlers['categories/get']({ type: 'categories/get' }, PAGE)).toEqual({
        ok: true,
        data: [
          {
            id: 3,
            slug: 'copywriting',
            name: 'Copywriting',
            toolCount: 4,
            children: [],
            asSubcategory: true,
          },
        ],
      });
      const listing = await handlers['tools/list']({ type: 'tools/list', category: 'copywriting' }, PAGE);
      expect(listing.ok && listing.data.items.map((tool) => tool.slug)).toEqual([
        'popular',
        'near-1',
        'near-2',
        'jasper',
      ]);
      expect(listing).toMatchObject({ ok: true, data: { next: null, total: 4, page: 1 } });
      expect(requests).toEqual([]);
    });

    it("during the first sync, browses the directory's own category tree when an earlier answer left it on the device", async () => {
      const { handlers, requests } = setup({ directoryComplete: false });
      await handlers['categories/get']({ type: 'categories/get' }, PAGE);
      expect(requests).toEqual(['/api/v1/categories']);
      await handlers['settings/set-device-only']({ type: 'settings/set-device-only', enabled: true }, PAGE);

      // The tree, with the counts of the records the device has.
      expect(await handlers['categories/get']({ type: 'categories/get' }, PAGE)).toEqual({
        ok: true,
        data: [
          {
            ...categoryTree[0],
            toolCount: 4,
            children: [
              { id: 3, slug: 'copywriting', name: 'Copywriting', toolCount: 4, children: [] },
              { id: 4, slug: 'translation', name: 'Translation', toolCount: 0, children: [] },
            ],
          },
          { ...categoryTree[1], toolCount: 0 },
        ],
      });
      // A category is its subcategories' tools.
      const writing = await handlers['tools/list']({ type: 'tools/list', category: 'writing' }, PAGE);
      expect(writing.ok && writing.data.total).toBe(4);
      const images = await handlers['tools/list']({ type: 'tools/list', category: 'images' }, PAGE);
      expect(images).toMatchObject({ ok: true, data: { items: [], total: 0 } });
      expect(requests).toEqual(['/api/v1/categories']);
    });

    it('Save & test saves the connection, tests nothing, says why, and starts the sync (which may go)', async () => {
      const { handlers, requests, saved, startSync } = setup({ deviceOnly: true });
      const answer = await handlers['settings/connect'](
        { type: 'settings/connect', baseUrl: BASE_URL, token: 'new-token' },
        PAGE,
      );
      expect(answer).toMatchObject({ ok: false, error: { kind: 'device-only' } });
      expect(saved.token).toBe('new-token');
      expect(startSync).toHaveBeenCalledWith(false);
      expect(requests).toEqual([]);
    });

    it('the switch: off by default, turned on and off from the options, and the settings say so', async () => {
      const { handlers, requests } = setup();
      expect(await handlers['settings/get']({ type: 'settings/get' }, PAGE)).toMatchObject({
        ok: true,
        data: { deviceOnly: false },
      });
      expect(
        await handlers['settings/set-device-only']({ type: 'settings/set-device-only', enabled: true }, PAGE),
      ).toMatchObject({ ok: true, data: { deviceOnly: true } });
      await handlers.search({ type: 'search', q: 'writer' }, PAGE);
      expect(requests).toEqual([]);
      await handlers['settings/set-device-only']({ type: 'settings/set-device-only', enabled: false }, PAGE);
      await handlers.search({ type: 'search', q: 'writer' }, PAGE);
      expect(requests).toEqual(['/api/v1/search?q=writer&page=1']);
    });
  });
});
