// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type Badge, createSitePresence, type SitePresenceDeps } from '../../../lib/background/site-presence';
import { createTabStates } from '../../../lib/background/tab-state';
import type { Preferences } from '../../../lib/connection/settings';
import type { DirectoryTool } from '../../../lib/directory/record';
import { createHideUntilChange } from '../../../lib/hide-until-change/service';
import { createHideUntilChangeStore } from '../../../lib/hide-until-change/store';

const jasper: DirectoryTool = {
  id: 1,
  slug: 'jasper',
  name: 'Jasper',
  description: 'Writing',
  website: 'https://www.jasper.ai/',
  logo: null,
  price: { type: 'paid', amount: 39 },
  verified: true,
  rating: { average: 4.6, count: 1234 },
  subcategories: [],
  rank: 0,
};

function setup(overrides: Partial<Preferences> = {}, canInject = true) {
  const badges = new Map<number, Badge | null>();
  const injected: number[] = [];
  const preferences: Preferences = { suggestionsEnabled: true, mutedHosts: [], ...overrides };
  const deps: SitePresenceDeps = {
    matcher: async () => ({ match: (url) => (url.includes('jasper.ai') ? 'jasper' : null) }),
    tool: async (slug) => (slug === 'jasper' ? jasper : undefined),
    preferences: async () => preferences,
    canInject: async () => canInject,
    setBadge: async (tabId, badge) => {
      badges.set(tabId, badge);
    },
    inject: async (tabId) => {
      injected.push(tabId);
    },
    tabs: createTabStates(fakeBrowser.storage.session),
  };
  return { presence: createSitePresence(deps), badges, injected, deps };
}

describe('site presence', () => {
  it('asks matchUrl when it is given, and never builds the whole matcher then', async () => {
    const { deps, badges } = setup();
    const matcher = vi.fn(deps.matcher);
    const presence = createSitePresence({
      ...deps,
      matcher,
      matchUrl: async (url) => (url.startsWith('https://jasper.ai/') ? 'jasper' : null),
    });
    await presence.onTabUrl(3, 'https://jasper.ai/pricing', true);
    expect(badges.get(3)?.text).toBe('4.6');
    expect(await presence.toolAt('https://www.jasper.ai/')).toBeNull();
    expect(matcher).not.toHaveBeenCalled();
  });

  it('rematch after "Not this tool": the badge says what matches now, and no card comes back to that page', async () => {
    const { deps, badges, injected } = setup();
    let excluded = false;
    const presence = createSitePresence({
      ...deps,
      matcher: async () => ({ match: (url) => (!excluded && url.includes('jasper.ai') ? 'jasper' : null) }),
    });
    await presence.onTabUrl(5, 'https://www.jasper.ai/', true);
    expect(badges.get(5)?.text).toBe('4.6');
    excluded = true;
    await presence.rematch(5, 'https://www.jasper.ai/');
    expect(badges.get(5)).toBeNull();
    // The same URL reported again (the tab activated) neither badges nor injects anything.
    await presence.onTabUrl(5, 'https://www.jasper.ai/', false);
    expect(badges.get(5)).toBeNull();
    expect(injected).toEqual([5]);

    // Another tool taking over is badged, but its card waits for the next page.
    excluded = false;
    await presence.rematch(5, 'https://www.jasper.ai/');
    expect(badges.get(5)?.text).toBe('4.6');
    await presence.onTabUrl(5, 'https://www.jasper.ai/', false);
    expect(injected).toEqual([5]);
    await presence.onTabUrl(5, 'https://www.jasper.ai/next', true);
    expect(injected).toEqual([5, 5]);
  });

  it('rematchOpenTabs after an Undo: a tab whose match changed is badged again at once, the others are left alone', async () => {
    const { deps, badges, injected } = setup();
    let excluded = true;
    const setBadge = vi.fn(deps.setBadge);
    const presence = createSitePresence({
      ...deps,
      setBadge,
      matcher: async () => ({ match: (url) => (!excluded && url.includes('jasper.ai') ? 'jasper' : null) }),
    });
    await presence.onTabUrl(5, 'https://www.jasper.ai/', true);
    await presence.onTabUrl(6, 'https://news.example/', true);
    expect(badges.get(5)).toBeNull();
    setBadge.mockClear();

    excluded = false;
    await presence.rematchOpenTabs();
    expect(badges.get(5)?.text).toBe('4.6');
    // Only the tab whose answer changed was touched.
    expect(setBadge).toHaveBeenCalledTimes(1);
    // Its card waits for the next page, as after "Not this tool".
    expect(injected).toEqual([]);
    await presence.onTabUrl(5, 'https://www.jasper.ai/next', true);
    expect(injected).toEqual([5]);
  });

  it('marks the toolbar and injects the card once on a tool site', async () => {
    const { presence, badges, injected } = setup();
    await presence.onTabUrl(7, 'https://www.jasper.ai/pricing', true);
    expect(badges.get(7)).toEqual({
      text: '4.6',
      title: 'Jasper — ★4.6 (1,234) · open Toolscout for alternatives',
    });
    expect(injected).toEqual([7]);
    // An in-page URL change on the same tool keeps the card that is there.
    await presence.onTabUrl(7, 'https://www.jasper.ai/blog', false);
    expect(injected).toEqual([7]);
    // A new document needs the card again.
    await presence.onTabUrl(7, 'https://www.jasper.ai/', true);
    expect(injected).toEqual([7, 7]);
  });

  it('a document loading then complete at one URL is matched and badged once; the card comes when it is complete', async () => {
    const { deps, injected } = setup();
    const matcher = vi.fn(deps.matcher);
    const setBadge = vi.fn(deps.setBadge);
    const sessionWrites = vi.spyOn(fakeBrowser.storage.session, 'set');
    const presence = createSitePresence({ ...deps, matcher, setBadge });

    await presence.onTabUrl(4, 'https://news.example/story', true, false);
    await presence.onTabUrl(4, 'https://news.example/story', false, true);
    expect(matcher).toHaveBeenCalledTimes(1);
    expect(setBadge).toHaveBeenCalledTimes(1);
    // Nothing to remember for a page that is no tool, after nothing.
    expect(sessionWrites).not.toHaveBeenCalled();

    await presence.onTabUrl(4, 'https://www.jasper.ai/', true, false);
    expect(injected).toEqual([]);
    await presence.onTabUrl(4, 'https://www.jasper.ai/', false, true);
    expect(injected).toEqual([4]);
    expect(matcher).toHaveBeenCalledTimes(2);
    expect(setBadge).toHaveBeenCalledTimes(2);

    // Reloading the same URL is a new document: matched, badged and given its card again.
    await presence.onTabUrl(4, 'https://www.jasper.ai/', true, true);
    expect(matcher).toHaveBeenCalledTimes(3);
    expect(injected).toEqual([4, 4]);
  });

  it('a new page of the same tool gets its card even when loading and complete arrive at once', async () => {
    const { presence, injected } = setup();
    await presence.onTabUrl(6, 'https://www.jasper.ai/', true, false);
    await presence.onTabUrl(6, 'https://www.jasper.ai/', false, true);
    expect(injected).toEqual([6]);
    // The browser reports both events of a fast page before either is handled.
    await Promise.all([
      presence.onTabUrl(6, 'https://www.jasper.ai/blog', true, false),
      presence.onTabUrl(6, 'https://www.jasper.ai/blog', false, true),
    ]);
    expect(injected).toEqual([6, 6]);
  });

  it('clears the badge and injects nothing on a page that is no tool', async () => {
    const { presence, badges, injected } = setup();
    await presence.onTabUrl(3, 'https://www.jasper.ai/', true);
    await presence.onTabUrl(3, 'https://example.com/', true);
    expect(badges.get(3)).toBeNull();
    expect(injected).toEqual([3]);
  });

  it('respects the global switch, muted hosts and missing site access, but still sets the badge', async () => {
    const cases: [Partial<Preferences>, boolean][] = [
      [{ suggestionsEnabled: false }, true],
      [{ mutedHosts: ['jasper.ai'] }, true],
      [{}, false],
    ];
    for (const [prefs, access] of cases) {
      const { presence, badges, injected } = setup(prefs, access);
      await presence.onTabUrl(1, 'https://www.jasper.ai/', true);
      expect(injected).toEqual([]);
      expect(badges.get(1)?.text).toBe('4.6');
    }
  });

  it('keeps a dismissed card away for the rest of the tab, across a restart', async () => {
    const first = setup();
    await first.presence.dismiss(5);
    const restarted = setup();
    await restarted.presence.onTabUrl(5, 'https://www.jasper.ai/', true);
    expect(restarted.injected).toEqual([]);
    await restarted.presence.onTabClosed(5);
    await restarted.presence.onTabUrl(5, 'https://www.jasper.ai/', true);
    expect(restarted.injected).toEqual([5]);
  });
});

describe('hidden until something changes', () => {
  function snoozed() {
    const { deps, injected, badges } = setup();
    let record: DirectoryTool | undefined = jasper;
    const hideUntilChange = createHideUntilChange({
      store: createHideUntilChangeStore(fakeBrowser.storage.local),
      record: async (slug) => (slug === 'jasper' ? record : undefined),
      alternatives: async () => null,
      now: () => 5,
    });
    const presence = createSitePresence({ ...deps, hideUntilChange });
    return {
      presence,
      hideUntilChange,
      injected,
      badges,
      sync: (next: DirectoryTool | undefined) => {
        record = next;
      },
    };
  }

  it('injects no pill while nothing changed, but keeps the badge', async () => {
    const { presence, hideUntilChange, injected, badges } = snoozed();
    await hideUntilChange.hide('jasper', 'www.jasper.ai');
    await presence.onTabUrl(1, 'https://www.jasper.ai/', true);
    expect(injected).toEqual([]);
    expect(badges.get(1)?.text).toBe('4.6');
    // Nor on another page of its site.
    await presence.onTabUrl(2, 'https://www.jasper.ai/pricing', true);
    expect(injected).toEqual([]);
  });

  it('after a sync brings a change: the pill once, with what changed for its card; then the plain pill', async () => {
    const { presence, hideUntilChange, injected, sync } = snoozed();
    await hideUntilChange.hide('jasper', 'www.jasper.ai');
    await presence.onTabUrl(1, 'https://www.jasper.ai/', true);
    expect(injected).toEqual([]);

    // A sync: the local copy now has the moved rating.
    const moved = { ...jasper, rating: { average: 4.8, count: 1300 } };
    sync(moved);
    await presence.onTabUrl(1, 'https://www.jasper.ai/', true);
    expect(injected).toEqual([1]);
    expect(await presence.changeNote(1, 'jasper')).toEqual({
      rating: { from: jasper.rating, to: moved.rating },
      price: null,
      alternatives: false,
    });
    // Another tool's card in this tab hears nothing of it.
    expect(await presence.changeNote(1, 'midjourney')).toBeNull();
    expect(await hideUntilChange.list()).toEqual([]);

    // The next visit: the plain pill, with no note.
    await presence.onTabUrl(1, 'https://www.jasper.ai/blog', true);
    expect(injected).toEqual([1, 1]);
    expect(await presence.changeNote(1, 'jasper')).toBeNull();
  });

  it('keeps the entry of a tool the local copy dropped, for when it returns', async () => {
    const { presence, hideUntilChange, sync, injected } = snoozed();
    await hideUntilChange.hide('jasper', 'www.jasper.ai');
    sync(undefined);
    expect(await hideUntilChange.verdict('jasper')).toEqual({ kind: 'hidden' });
    sync(jasper);
    await presence.onTabUrl(3, 'https://www.jasper.ai/', true);
    expect(injected).toEqual([]);
    expect((await hideUntilChange.list()).map((entry) => entry.slug)).toEqual(['jasper']);
  });

  it('lifts nothing where the page cannot take the pill (no site access)', async () => {
    const { deps } = setup({}, false);
    const hideUntilChange = createHideUntilChange({
      store: createHideUntilChangeStore(fakeBrowser.storage.local),
      record: async () => ({ ...jasper, price: { type: 'paid', amount: 29 } }),
      alternatives: async () => null,
      now: () => 5,
    });
    await createHideUntilChange({
      store: createHideUntilChangeStore(fakeBrowser.storage.local),
      record: async () => jasper,
      alternatives: async () => null,
      now: () => 5,
    }).hide('jasper', 'jasper.ai');
    await createSitePresence({ ...deps, hideUntilChange }).onTabUrl(1, 'https://www.jasper.ai/', true);
    expect((await hideUntilChange.list()).map((entry) => entry.slug)).toEqual(['jasper']);
  });
});
