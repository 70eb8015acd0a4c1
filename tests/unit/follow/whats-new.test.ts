// @vitest-environment node
// "What's new" from the kept change sets (lib/follow/whats-new.ts, whats-new-service.ts, follow-store.ts):
// new tools in what the person follows, their saved tools' changes, "Mark as seen", and the toolbar mark.
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { DirectoryTool } from '../../../lib/directory/record';
import type { ChangeSet } from '../../../lib/directory/sync/change-set';
import { createFollowStore, type Followed, MAX_FOLLOWED } from '../../../lib/follow/follow-store';
import { savedChangesNow, whatsNew } from '../../../lib/follow/whats-new';
import { createWhatsNewService } from '../../../lib/follow/whats-new-service';
import { modelTool } from '../../support/api-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const sub = (slug: string) => ({ id: slug.length, slug, name: slug });
const added = (slug: string, rank: number, subcategory: string) => ({
  slug,
  name: slug.toUpperCase(),
  rank,
  subcategories: [sub(subcategory)],
});

function changeSet(day: number, change: Partial<ChangeSet>): ChangeSet {
  return {
    format: 1,
    syncedAt: day * DAY,
    previousSyncAt: (day - 1) * DAY,
    added: [],
    removed: [],
    ratings: [],
    prices: [],
    truncated: false,
    ...change,
  };
}

const video: Followed = {
  kind: 'subcategory',
  slug: 'video-editing',
  name: 'Video editing',
  subcategories: ['video-editing'],
};
const writing: Followed = {
  kind: 'category',
  slug: 'writing',
  name: 'Writing',
  subcategories: ['copywriting', 'grammar'],
};

const day1 = changeSet(1, {
  added: [
    added('clipster', 40, 'video-editing'),
    added('wordly', 12, 'grammar'),
    added('painty', 3, 'image'),
  ],
  ratings: [
    {
      slug: 'jasper',
      name: 'Jasper',
      rank: 5,
      from: { average: 4.1, count: 100 },
      to: { average: 4.3, count: 130 },
    },
  ],
});
const day2 = changeSet(2, {
  added: [added('cutly', 7, 'video-editing')],
  removed: [
    { slug: 'wordly', name: 'WORDLY', rank: 12 },
    { slug: 'oldie', name: 'Oldie', rank: 90 },
  ],
  prices: [
    {
      slug: 'copy-ai',
      name: 'Copy.ai',
      rank: 9,
      from: { type: 'paid', amount: 36 },
      to: { type: 'paid', amount: 29 },
    },
  ],
  ratings: [
    { slug: 'other', name: 'Other', rank: 2, from: { average: 3, count: 1 }, to: { average: 4, count: 1 } },
  ],
});

describe('whatsNew', () => {
  it('lists new tools of followed categories and subcategories only, most popular first, and not those gone since', () => {
    const news = whatsNew([day1, day2], [video, writing], new Set());
    expect(news.newTools.map((tool) => tool.slug)).toEqual(['cutly', 'clipster']);
    expect(news.newToolCount).toBe(2);
    expect(news.latestAt).toBe(2 * DAY);
    expect(whatsNew([day1], [writing], new Set()).newTools.map((tool) => tool.slug)).toEqual(['wordly']);
    expect(whatsNew([day1, day2], [], new Set()).newToolCount).toBe(0);
  });

  it("says what changed about saved tools: rating, price, or no longer in the directory; others' changes are not shown", () => {
    const news = whatsNew([day1, day2], [], new Set(['jasper', 'copy-ai', 'oldie']));
    expect(news.savedChanges).toEqual([
      {
        slug: 'jasper',
        name: 'Jasper',
        rating: { from: { average: 4.1, count: 100 }, to: { average: 4.3, count: 130 } },
        price: null,
        removed: false,
      },
      { slug: 'oldie', name: 'Oldie', rating: null, price: null, removed: true },
      {
        slug: 'copy-ai',
        name: 'Copy.ai',
        rating: null,
        price: { from: { type: 'paid', amount: 36 }, to: { type: 'paid', amount: 29 } },
        removed: false,
      },
    ]);
  });

  it('adds up moves over several syncs, and drops one that came back where it started', () => {
    const back = changeSet(3, {
      ratings: [
        {
          slug: 'jasper',
          name: 'Jasper',
          rank: 5,
          from: { average: 4.3, count: 130 },
          to: { average: 4.1, count: 100 },
        },
      ],
    });
    expect(whatsNew([day1, back], [], new Set(['jasper'])).savedChanges).toEqual([]);
    expect(whatsNew([], [video], new Set(['jasper']))).toEqual({
      latestAt: null,
      newTools: [],
      newToolCount: 0,
      savedChanges: [],
    });
  });
});

describe("savedChangesNow: the saved tools' changes as the local copy stands now", () => {
  const record = (
    slug: string,
    name: string,
    rating: DirectoryTool['rating'],
    price: DirectoryTool['price'],
  ) => ({
    ...modelTool(slug),
    name,
    rating,
    price,
    rank: 1,
  });
  const changes = whatsNew([day1, day2], [], new Set(['jasper', 'copy-ai', 'oldie'])).savedChanges;

  it("ends each move where the copy's record is, with its name; a tool the copy lacks keeps the change set's", () => {
    const now = savedChangesNow(changes, [
      // A later sync moved Jasper on by less than a shown tenth, and renamed it.
      record('jasper', 'Jasper AI', { average: 4.34, count: 131 }, { type: 'paid', amount: 39 }),
      record('copy-ai', 'Copy.ai', { average: 4, count: 9 }, { type: 'paid', amount: 29 }),
    ]);
    expect(now).toEqual([
      {
        slug: 'jasper',
        name: 'Jasper AI',
        rating: { from: { average: 4.1, count: 100 }, to: { average: 4.34, count: 131 } },
        price: null,
        removed: false,
      },
      { slug: 'oldie', name: 'Oldie', rating: null, price: null, removed: true },
      {
        slug: 'copy-ai',
        name: 'Copy.ai',
        rating: null,
        price: { from: { type: 'paid', amount: 36 }, to: { type: 'paid', amount: 29 } },
        removed: false,
      },
    ]);
  });

  it('drops a move the copy has since undone (a sync too small to make a change set of its own)', () => {
    const now = savedChangesNow(changes, [
      record('jasper', 'Jasper', { average: 4.1, count: 100 }, { type: 'paid', amount: 39 }),
      record('copy-ai', 'Copy.ai', { average: 4, count: 9 }, { type: 'paid', amount: 36 }),
    ]);
    expect(now.map((change) => change.slug)).toEqual(['oldie']);
    expect(savedChangesNow(changes, [])).toEqual(changes);
  });
});

describe('following', () => {
  it('keeps each listing once, in browser sync, up to MAX_FOLLOWED, and leaves a newer version’s list alone', async () => {
    fakeBrowser.reset();
    const follows = createFollowStore(fakeBrowser.storage.sync);
    expect(await follows.set(video, true)).toEqual({ ok: true, followed: [video] });
    await follows.set(video, true);
    await follows.set(writing, true);
    expect(await follows.list()).toEqual([video, writing]);
    await follows.set(video, false);
    expect(await follows.list()).toEqual([writing]);
    for (let i = 0; i < MAX_FOLLOWED; i++)
      await follows.set(
        { kind: 'subcategory', slug: `s${i}`, name: `S${i}`, subcategories: [`s${i}`] },
        true,
      );
    expect((await follows.list()).length).toBe(MAX_FOLLOWED);
    expect(await follows.set(video, true)).toEqual({ ok: false, reason: 'full' });

    await fakeBrowser.storage.sync.set({ followed$: { v: 2 } });
    expect(await follows.list()).toEqual([]);
    expect(await follows.set(video, true)).toEqual({ ok: false, reason: 'newer' });
  });

  it('changes made at once are all kept (two quick taps on Follow and Unfollow)', async () => {
    fakeBrowser.reset();
    const follows = createFollowStore(fakeBrowser.storage.sync);
    await Promise.all([follows.set(video, true), follows.set(writing, true)]);
    expect(await follows.list()).toEqual([video, writing]);
    await Promise.all([follows.set(video, false), follows.set(writing, false)]);
    expect(await follows.list()).toEqual([]);
  });
});

describe("the What's new service", () => {
  function service(sets: ChangeSet[]) {
    fakeBrowser.reset();
    const follows = createFollowStore(fakeBrowser.storage.sync);
    const showMark = vi.fn(async (_shown: boolean) => undefined);
    const whatsNewService = createWhatsNewService({
      changes: { since: async (after) => sets.filter((set) => set.syncedAt > after) },
      follows,
      savedSlugs: async () => new Set(['jasper']),
      local: fakeBrowser.storage.local,
      showMark,
    });
    return { follows, showMark, whatsNew: whatsNewService };
  }

  it('"Mark as seen" clears what was shown and the mark; a later sync brings only its own news', async () => {
    const sets = [day1];
    const { follows, showMark, whatsNew: news } = service(sets);
    await follows.set(video, true);
    await news.refreshMark();
    expect(showMark).toHaveBeenLastCalledWith(true);
    expect((await news.get()).newToolCount).toBe(1);

    await news.markSeen(DAY);
    expect(await news.get()).toMatchObject({ newToolCount: 0, savedChanges: [], latestAt: null });
    expect(showMark).toHaveBeenLastCalledWith(false);

    sets.push(day2);
    await news.refreshMark();
    expect((await news.get()).newTools.map((tool) => tool.slug)).toEqual(['cutly']);
    expect(showMark).toHaveBeenLastCalledWith(true);
  });

  it('shows no mark when only saved tools changed, or when the person turned it off', async () => {
    const { follows, showMark, whatsNew: news } = service([day1]);
    await news.refreshMark();
    expect(showMark).toHaveBeenLastCalledWith(false);
    await follows.set(video, true);
    expect(await news.setMarkEnabled(false)).toBe(false);
    expect(showMark).toHaveBeenLastCalledWith(false);
    expect(await news.markEnabled()).toBe(false);
    await news.setMarkEnabled(true);
    expect(showMark).toHaveBeenLastCalledWith(true);
  });
});
