// Browsing in the popup: categories and listings, tool detail, and the navigation stack (Back),
// through the real sendRequest path with a fake background answering canned Results.
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeAll, describe, expect, it } from 'vitest';
import { PopupApp } from '../../../../../components/popup/shell/PopupApp';
import type { Category, Tool } from '../../../../../lib/api/model';
import { loadDeferredParts } from '../../../../support/deferred';
import {
  background,
  flush,
  page,
  searchBox,
  setUpPopupTests,
  tool,
  toolButtons,
  type,
} from '../../../../support/popup-harness';

/** Accessible names of rows labelled by their tool's name. */
function rowNames(rows: HTMLElement[]) {
  return rows.map((row) => document.getElementById(row.getAttribute('aria-labelledby') ?? '')?.textContent);
}

setUpPopupTests();

function category(slug: string, name: string, toolCount: number | null, children: Category[] = []): Category {
  return { id: slug.length, slug, name, toolCount, children };
}

const TREE: Category[] = [
  category('writing', 'Writing', 120, [
    category('copywriting', 'Copywriting', 45),
    category('seo', 'SEO', null),
  ]),
  category('video', 'Video', 80),
];

beforeAll(loadDeferredParts);
describe('categories', () => {
  it('category → subcategory → listing → verified only → more, with the right messages', async () => {
    const bg = background({
      'categories/get': () => ({ ok: true, data: TREE }),
      'tools/list': ({ verified, page: number }) => ({
        ok: true,
        data: {
          items: verified ? [tool('checked', { verified: true })] : [tool(`plain${number ?? 1}`)],
          next: 'https://directory.example/api/v1/tools?page=2',
          total: 45,
          page: number ?? 1,
        },
      }),
    });
    render(<PopupApp />);
    await flush();
    expect(bg.of('categories/get')).toHaveLength(0); // only when its tab is shown

    fireEvent.click(screen.getByRole('tab', { name: 'Categories' }));
    await flush();
    expect(bg.of('categories/get')).toHaveLength(1);

    const writing = screen.getByRole('button', { name: 'Writing 120 tools' });
    expect(writing.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: /^Copywriting/ })).toBeNull();
    fireEvent.click(writing);
    expect(writing.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'SEO' })).toBeTruthy(); // no count: none shown

    fireEvent.click(screen.getByRole('button', { name: 'Copywriting 45 tools' }));
    await flush();
    expect(bg.of('tools/list')).toEqual([{ type: 'tools/list', subcategory: 'copywriting' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Copywriting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plain1' })).toBeTruthy();

    const verifiedOnly = screen.getByRole('switch', { name: 'Verified only' }) as HTMLInputElement;
    expect(verifiedOnly.checked).toBe(false);
    fireEvent.click(verifiedOnly);
    await flush();
    expect(bg.of('tools/list')[1]).toEqual({
      type: 'tools/list',
      subcategory: 'copywriting',
      verified: true,
    });
    expect(screen.queryByRole('button', { name: 'Plain1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Checked' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'More tools' }));
    await flush();
    expect(bg.of('tools/list')[2]).toEqual({
      type: 'tools/list',
      subcategory: 'copywriting',
      verified: true,
      page: 2,
    });
  });

  it('Verified only keeps the verified rows on screen while the new list comes: no blink to nothing', async () => {
    let answerVerified: (() => void) | undefined;
    const listing = (items: Tool[]) => ({ ok: true as const, data: page(items) });
    background({
      'categories/get': () => ({ ok: true, data: TREE }),
      'tools/list': ({ verified }) =>
        verified
          ? new Promise((resolve) => {
              answerVerified = () =>
                resolve(listing([tool('checked', { verified: true }), tool('also', { verified: true })]));
            })
          : listing([tool('checked', { verified: true }), tool('plain')]),
    });
    render(<PopupApp />);
    fireEvent.click(screen.getByRole('tab', { name: 'Categories' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: /^Writing/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Copywriting 45 tools' }));
    await flush();
    const rows = () => rowNames(toolButtons(screen.getByRole('list', { name: 'Tools in Copywriting' })));
    expect(rows()).toEqual(['Checked', 'Plain']);

    fireEvent.click(screen.getByRole('switch', { name: 'Verified only' }));
    await flush();
    // The directory has not answered yet: the verified row stands, with no placeholder rows.
    expect(rows()).toEqual(['Checked']);
    expect(document.querySelector('.pp-skeleton')).toBeNull();
    answerVerified?.();
    await flush();
    expect(rows()).toEqual(['Checked', 'Also']);
  });

  it('"All in" a category and a category without subcategories list by category', async () => {
    const bg = background({
      'categories/get': () => ({ ok: true, data: TREE }),
      'tools/list': () => ({ ok: true, data: page([tool('alpha'), tool('beta')]) }),
    });
    render(<PopupApp />);
    fireEvent.click(screen.getByRole('tab', { name: 'Categories' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: /^Writing/ }));
    fireEvent.click(screen.getByRole('button', { name: 'All in Writing 120 tools' }));
    await flush();
    expect(bg.of('tools/list')).toEqual([{ type: 'tools/list', category: 'writing' }]);
    // API order, and no "More tools" on the last page.
    expect(rowNames(toolButtons(screen.getByRole('list', { name: 'Tools in Writing' })))).toEqual([
      'Alpha',
      'Beta',
    ]);
    expect(screen.queryByRole('button', { name: 'More tools' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Video 80 tools' }));
    await flush();
    expect(bg.of('tools/list')[1]).toEqual({ type: 'tools/list', category: 'video' });
  });
});

describe('tool detail', () => {
  const subcategories = [
    { id: 1, slug: 'copywriting', name: 'Copywriting' },
    { id: 2, slug: 'seo', name: 'SEO' },
  ];

  async function openDetail(detail: Tool, alternatives: Tool[] = []) {
    const bg = background({
      search: () => ({ ok: true, data: page([detail]) }),
      'tool/get': () => ({ ok: true, data: detail }),
      'tool/alternatives': () => ({ ok: true, data: alternatives }),
      'tools/list': () => ({ ok: true, data: page([]) }),
    });
    render(<PopupApp />);
    await type('jasper');
    fireEvent.click(screen.getByRole('gridcell', { name: detail.name }));
    await flush();
    return bg;
  }

  it('shows the tool, its subcategory chips, its links and up to five alternatives', async () => {
    const jasper = tool('jasper', {
      name: 'Jasper',
      description: 'Writes marketing copy.',
      verified: true,
      rating: { average: 4.6, count: 1234 },
      price: { type: 'paid', amount: 39 },
      subcategories,
    });
    const alternatives = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((slug) => tool(slug));
    const bg = await openDetail(jasper, alternatives);

    expect(bg.of('tool/get')).toEqual([{ type: 'tool/get', slug: 'jasper' }]);
    expect(bg.of('tool/alternatives')).toEqual([{ type: 'tool/alternatives', slug: 'jasper' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Jasper' })).toBeTruthy();
    const detail = within(screen.getByRole('article'));
    expect(detail.getByText('Writes marketing copy.')).toBeTruthy();
    expect(detail.getByText(/^Paid · from \$39/)).toBeTruthy();
    expect(detail.getByRole('img', { name: '4.6 out of 5 (1,234 ratings)' })).toBeTruthy();
    expect(detail.getByRole('img', { name: 'Verified' })).toBeTruthy();

    const visit = screen.getByRole('link', { name: 'Visit website' });
    expect(visit.getAttribute('href')).toBe('https://jasper.example/');
    expect(visit.getAttribute('target')).toBe('_blank');
    expect(visit.getAttribute('rel')).toBe('noopener noreferrer');
    expect(visit.getAttribute('referrerpolicy')).toBe('no-referrer');
    // The secondary actions wait behind "More actions" (tests/unit/components/popup/detail/).
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const directory = screen.getByRole('menuitem', { name: 'Open in directory' });
    expect(directory.getAttribute('href')).toBe('https://directory.example/tools/jasper');
    expect(directory.getAttribute('rel')).toBe('noopener noreferrer');

    expect(screen.getByRole('heading', { level: 3, name: 'Alternatives' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Alternatives to Jasper' });
    expect(toolButtons(list)).toHaveLength(5);
    // find: each alternative has its own "Compare" checkbox beside its row.
    expect(within(list).getAllByRole('checkbox', { name: /^Compare / })).toHaveLength(5);
    expect(within(list).queryByRole('button', { name: 'A6' })).toBeNull();

    const chips = screen.getByRole('list', { name: 'Subcategories' });
    fireEvent.click(within(chips).getByRole('button', { name: 'SEO' }));
    await flush();
    expect(bg.of('tools/list')).toEqual([{ type: 'tools/list', subcategory: 'seo' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'SEO' })).toBeTruthy();
  });

  it('gives a javascript: website no link', async () => {
    // The reader normally drops it; the popup must not trust that it did.
    await openDetail(
      tool('sneaky', {
        name: 'Sneaky',
        website: 'javascript:alert(1)',
        links: { self: null, alternatives: null, web: 'javascript:alert(2)' },
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sneaky' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Visit website' })).toBeNull();
    // Neither a directory page nor a website to copy: no menu of secondary actions at all.
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('says so when there are no alternatives', async () => {
    await openDetail(tool('lonely', { name: 'Lonely' }), []);
    expect(screen.getByText('No similar tools found.')).toBeTruthy();
  });
});

describe('navigation', () => {
  function optionByName(name: string) {
    return screen.getByRole('gridcell', { name });
  }

  it('alternative → its detail → Back → previous detail → Back → the search, text and all', async () => {
    const alpha = tool('alpha');
    const beta = tool('beta');
    background({
      search: () => ({ ok: true, data: page([alpha, tool('gamma')]) }),
      'tool/get': ({ slug }) => ({ ok: true, data: tool(slug) }),
      'tool/alternatives': ({ slug }) => ({ ok: true, data: slug === 'alpha' ? [beta] : [tool('delta')] }),
    });
    render(<PopupApp />);
    await type('video');
    const box = searchBox();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await flush();
    expect(screen.getByRole('heading', { level: 2, name: 'Alpha' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Search AI tools' })).toBeNull(); // hidden below

    fireEvent.click(screen.getByRole('button', { name: 'Beta' }));
    await flush();
    expect(screen.getByRole('heading', { level: 2, name: 'Beta' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Alpha' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await flush();
    expect(screen.getByRole('heading', { level: 2, name: 'Alpha' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Beta' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await flush();
    expect((searchBox() as HTMLInputElement).value).toBe('video');
    expect(optionByName('Alpha')).toBeTruthy();
    expect(optionByName('Gamma')).toBeTruthy();
    expect(document.activeElement).toBe(searchBox());
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('Backspace and Alt+← go back; Backspace in the search box only edits', async () => {
    background({
      search: () => ({ ok: true, data: page([tool('alpha')]) }),
      'tool/get': ({ slug }) => ({ ok: true, data: tool(slug) }),
      'tool/alternatives': () => ({ ok: true, data: [tool('beta')] }),
    });
    render(<PopupApp />);
    await type('video');
    fireEvent.click(optionByName('Alpha'));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Beta' }));
    await flush();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Backspace' });
    await flush();
    expect(screen.getByRole('heading', { level: 2, name: 'Alpha' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowLeft', altKey: true });
    await flush();
    expect(searchBox()).toBeTruthy();

    const notHandled = fireEvent.keyDown(searchBox(), { key: 'Backspace' });
    expect(notHandled).toBe(true);
  });

  it('keeps the scroll position of the view it returns to', async () => {
    background({
      search: () => ({ ok: true, data: page(['a', 'b', 'c', 'd'].map((slug) => tool(`tool${slug}`))) }),
      'tool/get': ({ slug }) => ({ ok: true, data: tool(slug) }),
      'tool/alternatives': () => ({ ok: true, data: [] }),
    });
    const { container } = render(<PopupApp />);
    await type('video');
    const results = container.querySelector<HTMLElement>('#pp-panel-search .pp-scroll');
    if (!results) throw new Error('no scroll area');
    results.scrollTop = 140;
    fireEvent.scroll(results);

    fireEvent.click(optionByName('Toolc'));
    await flush();
    results.scrollTop = 0; // what a browser may do to a hidden element
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await flush();
    expect(results.scrollTop).toBe(140);
  });
});
