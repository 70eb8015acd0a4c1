// The home screen's followed categories, What's new's changes as rows that open the tool, the compare
// bar under the saved tools, and a listing's one-line header with its Follow switch (issue 30 §4).
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeAll, describe, expect, it } from 'vitest';
import { PopupApp } from '../../../../../components/popup/shell/PopupApp';
import type { Followed } from '../../../../../lib/follow/follow-store';
import type { WhatsNewView } from '../../../../../lib/follow/whats-new';
import type { SavedTool } from '../../../../../lib/saved/types';
import { loadDeferredParts } from '../../../../support/deferred';
import { background, flush, page, setUpPopupTests, tool } from '../../../../support/popup-harness';

setUpPopupTests();
beforeAll(loadDeferredParts);

const video: Followed = { kind: 'subcategory', slug: 'video', name: 'Video', subcategories: ['video'] };
const writing: Followed = {
  kind: 'category',
  slug: 'writing',
  name: 'Writing',
  subcategories: ['copywriting', 'seo'],
};

const saved = (slug: string): SavedTool => {
  const { name, logo, price, verified, rating } = tool(slug);
  return { slug, name, logo, price, verified, rating, savedAt: 1 };
};

function home(followed: Followed[], extra: Parameters<typeof background>[0] = {}) {
  let kept = [...followed];
  const bg = background({
    'saved/list': () => ({ ok: true, data: { tools: [], room: 400 } }),
    'recent/list': () => ({ ok: true, data: [] }),
    'follow/list': () => ({ ok: true, data: kept }),
    'follow/set': ({ item, followed: on }) => {
      kept = on ? [...kept, item] : kept.filter((entry) => entry.slug !== item.slug);
      return { ok: true, data: { ok: true, followed: kept } };
    },
    'tools/list': () => ({ ok: true, data: page([tool('clipper')]) }),
    ...extra,
  });
  render(<PopupApp />);
  return bg;
}

describe('Following, on the home screen', () => {
  it('lists what is followed; a row opens its listing, Unfollow takes it off (and says to whom)', async () => {
    const bg = home([video, writing]);
    await flush();
    const list = screen.getByRole('list', { name: 'Following' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['VideoUnfollow', 'WritingUnfollow']);

    fireEvent.click(within(list).getByRole('button', { name: 'Unfollow Video' }));
    await flush();
    expect(bg.of('follow/set')).toEqual([{ type: 'follow/set', item: video, followed: false }]);
    expect(within(list).queryByRole('button', { name: 'Video' })).toBeNull();
    // Focus stays in the list, on what is left.
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Unfollow Writing' }));

    fireEvent.click(within(list).getByRole('button', { name: 'Writing' }));
    await flush();
    expect(screen.getByRole('heading', { level: 2, name: 'Writing' })).toBeTruthy();
    expect(bg.of('tools/list')[0]).toMatchObject({ category: 'writing' });
    // Opened as the tree opens it: following it still follows its subcategories.
    expect(screen.getByRole('switch', { name: 'Follow' }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows nothing while nothing is followed', async () => {
    home([]);
    await flush();
    expect(screen.getByRole('heading', { level: 2, name: /Saved/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Following' })).toBeNull();
  });

  it('says why an unfollow did not stick, and keeps the row', async () => {
    home([video], { 'follow/set': () => ({ ok: true, data: { ok: false, reason: 'storage' } }) });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow Video' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toMatch(/Try again in a minute/);
    expect(screen.getByRole('button', { name: 'Video' })).toBeTruthy();
  });
});

describe('a listing’s header', () => {
  it('has the title, the count and the Follow switch on one line, the switch described by what following does', async () => {
    const bg = home([], {
      'categories/get': () => ({
        ok: true,
        data: [
          {
            id: 1,
            slug: 'media',
            name: 'Media',
            toolCount: 1,
            children: [{ id: 2, slug: 'video', name: 'Video', toolCount: 1, children: [] }],
          },
        ],
      }),
    });
    await flush();
    fireEvent.click(screen.getByRole('tab', { name: 'Categories' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Media 1 tool' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Video 1 tool' }));
    await flush();
    const head = screen
      .getByRole('heading', { level: 2, name: 'Video' })
      .closest('.pp-view-head') as HTMLElement;
    expect(head.textContent).toBe("Video1 toolNew tools here show under What's new. Nothing is sent.Follow");
    const follow = within(head).getByRole('switch', { name: 'Follow' });
    // The extension's one switch (components/common/Switch.tsx), not a bare checkbox.
    expect(follow.closest('label')?.classList.contains('ts-switch')).toBe(true);
    const hint = document.getElementById(follow.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe("New tools here show under What's new. Nothing is sent.");

    fireEvent.click(follow);
    await flush();
    expect(bg.of('follow/set')).toHaveLength(1);
    expect(follow.getAttribute('aria-checked')).toBe('true');
    // Back home, it is listed under Following (one copy for the whole popup).
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Search' }));
    await flush();
    expect(
      within(screen.getByRole('list', { name: 'Following' })).getByRole('button', { name: 'Video' }),
    ).toBeTruthy();
  });
});

describe('What’s new', () => {
  const news: WhatsNewView = {
    latestAt: 5,
    newToolCount: 0,
    newTools: [],
    savedChanges: [
      {
        slug: 'jasper',
        name: 'Jasper',
        rating: { from: { average: 4.1, count: 10 }, to: { average: 4.3, count: 12 } },
        price: { from: { type: 'paid', amount: 49 }, to: { type: 'paid', amount: 39 } },
        removed: false,
      },
    ],
  };

  it('shows a saved tool’s changes as one row with its tile; the row opens the tool', async () => {
    const bg = home([], {
      'whats-new/get': () => ({ ok: true, data: news }),
      'tool/get': () => ({ ok: true, data: tool('jasper', { name: 'Jasper' }) }),
      'tool/alternatives': () => ({ ok: true, data: [] }),
    });
    await flush();
    const changes = screen.getByRole('list', { name: 'Changes to your saved tools' });
    const rows = within(changes).getAllByRole('button');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toBe('JJasper: rating 4.1 → 4.3Jasper: Paid · from $49 → Paid · from $39');
    fireEvent.click(rows[0] as HTMLElement);
    await flush();
    expect(bg.of('tool/get')).toEqual([{ type: 'tool/get', slug: 'jasper' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Jasper' })).toBeTruthy();
  });
  it('a saved tool no longer in the directory is a line of text: nothing to open, nothing asked', async () => {
    const gone = { slug: 'old-tool', name: 'Old Tool', rating: null, price: null, removed: true };
    const bg = home([], {
      'whats-new/get': () => ({ ok: true, data: { ...news, savedChanges: [...news.savedChanges, gone] } }),
    });
    await flush();
    const changes = screen.getByRole('list', { name: 'Changes to your saved tools' });
    const items = within(changes).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'JJasper: rating 4.1 → 4.3Jasper: Paid · from $49 → Paid · from $39',
      'ONo longer in the directory: Old Tool',
    ]);
    // Only Jasper's row is a button.
    expect(within(changes).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(items[1] as HTMLElement);
    await flush();
    expect(bg.of('tool/get')).toEqual([]);
  });
});

describe('the compare bar under the saved tools', () => {
  const list = () => ({ ok: true as const, data: { tools: [saved('jasper'), saved('copyai')], room: 400 } });

  it('shows when one of the saved tools is among two or more picked', async () => {
    home([], {
      'saved/list': list,
      'compare/selection': () => ({
        ok: true,
        data: [
          { slug: 'jasper', name: 'Jasper' },
          { slug: 'rytr', name: 'Rytr' },
        ],
      }),
    });
    await flush();
    expect(screen.getByRole('button', { name: 'Compare 2 tools' }).closest('.ts-compare-bar')).toBeTruthy();
  });

  it('does not show when the picks are other tools', async () => {
    home([], {
      'saved/list': list,
      'compare/selection': () => ({
        ok: true,
        data: [
          { slug: 'rytr', name: 'Rytr' },
          { slug: 'writesonic', name: 'Writesonic' },
        ],
      }),
    });
    await flush();
    expect(screen.getByRole('heading', { level: 2, name: /Saved/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Compare \d tools$/ })).toBeNull();
  });
});
