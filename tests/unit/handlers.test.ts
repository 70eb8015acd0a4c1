import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { DirectoryTool } from '../../lib/directory/record';
import { createConnectionManager } from '../../lib/service/connection';
import type { DirectoryService } from '../../lib/service/directory-service';
import { createHandlers, type HandlerDeps, type SettingsStore } from '../../lib/service/handlers';
import type { SitePresence } from '../../lib/service/site-presence';
import type { Preferences } from '../../lib/settings';
import { BASE_URL, modelTool, wireTool } from '../support/api-fixtures';

const CARD = { kind: 'content-script', tabId: 4, pageUrl: 'https://jasper.example/pricing' } as const;
const PAGE = { kind: 'extension-page' } as const;

const localJasper: DirectoryTool = { ...modelTool('jasper'), rank: 0 };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(options: { offline?: boolean; token?: string | null; grantedOrigins?: string[] } = {}) {
  const requests: string[] = [];
  let offline = options.offline ?? false;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    requests.push(`${url.pathname}${url.search}`);
    if (offline) throw new TypeError('Failed to fetch');
    if (url.pathname.endsWith('/tools/jasper')) return json({ data: wireTool('jasper') });
    if (url.pathname.endsWith('/tools/jasper/alternatives')) {
      return json({ data: ['a', 'b', 'c', 'd', 'e', 'f'].map((slug) => wireTool(slug)) });
    }
    if (url.pathname.endsWith('/tools'))
      return json({ data: [wireTool('a')], links: {}, meta: { total: 8123 } });
    return json({ message: 'Not Found.' }, 404);
  }) as unknown as typeof globalThis.fetch;

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
  };
  const markGone = vi.fn(async () => undefined);
  const directory = {
    sync: { markGone, getStatus: vi.fn() },
    tool: async (slug: string) => (slug === 'jasper' ? localJasper : undefined),
    warmSearch: () => undefined,
  } as unknown as DirectoryService;
  const presence = {
    toolAt: async (url: string) =>
      url.includes('jasper.example')
        ? { slug: 'jasper', name: 'Tool jasper', rating: localJasper.rating }
        : null,
  } as unknown as SitePresence;
  const startSync = vi.fn();
  const granted = options.grantedOrigins;
  const hasOrigins = vi.fn(
    async (origins: string[]) => granted === undefined || origins.every((origin) => granted.includes(origin)),
  );
  const deps: HandlerDeps = {
    version: '1.2.3',
    settings,
    connections: createConnectionManager({
      readSettings: settings.read,
      budgetStorage: fakeBrowser.storage.session,
      fetch,
    }),
    budgetStorage: fakeBrowser.storage.session,
    directory,
    presence,
    hasOrigins: hasOrigins,
    // Tab 6 is one the browser does not let us read (no site access, no click on the toolbar button).
    tabUrl: async (tabId) =>
      tabId === 4 ? 'https://jasper.example/pricing' : tabId === 6 ? null : 'https://news.example/',
    startSync,
    fetch,
  };
  return {
    handlers: createHandlers(deps),
    requests,
    saved,
    markGone,
    startSync,
    hasOrigins,
    goOffline: () => {
      offline = true;
    },
  };
}

describe('background handlers', () => {
  it('gives the card the tool and at most 5 alternatives from the API, not marked stale', async () => {
    const { handlers } = setup();
    const answer = await handlers['overlay/data']({ type: 'overlay/data' }, CARD);
    expect(answer).toMatchObject({
      ok: true,
      data: { stale: false, notice: null, tool: modelTool('jasper') },
    });
    expect(answer.ok && answer.data.alternatives.map((tool) => tool.slug)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('falls back to the local record, marked stale with the reason, when the API cannot be reached', async () => {
    const { handlers } = setup({ offline: true });
    const answer = await handlers['overlay/data']({ type: 'overlay/data' }, CARD);
    expect(answer).toMatchObject({
      ok: true,
      data: { tool: localJasper, alternatives: [], stale: true, notice: { kind: 'offline' } },
    });
  });

  it('answers the card from the fresh cache, without a request, even when the API has gone away', async () => {
    const { handlers, goOffline, requests } = setup();
    const first = await handlers['overlay/data']({ type: 'overlay/data' }, CARD);
    const asked = requests.length;
    goOffline();
    expect(await handlers['overlay/data']({ type: 'overlay/data' }, CARD)).toEqual(first);
    expect(requests).toHaveLength(asked);
  });

  it('answers a page that is no tool with not-found and makes no request', async () => {
    const { handlers, requests } = setup();
    const answer = await handlers['overlay/data'](
      { type: 'overlay/data' },
      { ...CARD, pageUrl: 'https://news.example/' },
    );
    expect(answer).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(requests).toEqual([]);
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
      error: { kind: 'validation', message: expect.stringMatching(/another server \(other\.example\)/) },
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
    ).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(saved.baseUrl).toBe(BASE_URL);
    expect(requests).toEqual([]);

    const answer = await handlers['settings/connect'](
      { type: 'settings/connect', baseUrl: `${BASE_URL}/` },
      PAGE,
    );
    expect(answer).toEqual({
      ok: true,
      data: { baseUrl: BASE_URL, toolCount: 8123, hint: null },
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
    ).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(
      await handlers['settings/connect'](
        { type: 'settings/connect', baseUrl: BASE_URL, token: 'tök_123' },
        PAGE,
      ),
    ).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: expect.stringMatching(/plain letters/) },
    });
    expect(saved.token).toBeNull();
    await handlers['settings/connect'](
      { type: 'settings/connect', baseUrl: BASE_URL, token: '  new-token \n' },
      PAGE,
    );
    expect(saved.token).toBe('new-token');
  });

  it('Forget token: every cached answer goes; nothing in storage names a tool that was looked at', async () => {
    const { handlers, saved } = setup();
    expect(await handlers['overlay/data']({ type: 'overlay/data' }, CARD)).toMatchObject({ ok: true });
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).toContain('jasper');

    expect(await handlers['settings/forget-token']({ type: 'settings/forget-token' }, PAGE)).toEqual({
      ok: true,
      data: null,
    });

    expect(saved.token).toBeNull();
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toMatch(/jasper/i);
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
    const { handlers } = setup();
    expect(await handlers['site/for-tab']({ type: 'site/for-tab', tabId: 6 }, PAGE)).toEqual({
      ok: true,
      data: null,
    });
  });

  it('never puts the token into what it answers', async () => {
    const { handlers } = setup();
    const answers = await Promise.all([
      handlers['settings/get']({ type: 'settings/get' }, PAGE),
      handlers['overlay/data']({ type: 'overlay/data' }, CARD),
    ]);
    expect(JSON.stringify(answers)).not.toContain('secret-token');
  });
});
