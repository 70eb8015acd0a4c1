// The popup's search, driven through the real sendRequest path: a fake background answers
// browser.runtime messages with canned Results and records every request.
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeAll, describe, expect, it } from 'vitest';
import { askEarly } from '../../../../../components/popup/search/ask-local';
import { InitialQueryContext } from '../../../../../components/popup/shell/context';
import { PopupApp } from '../../../../../components/popup/shell/PopupApp';
import type { ResponseOf } from '../../../../../lib/messaging/client';
import { loadDeferredParts } from '../../../../support/deferred';
import {
  background,
  FRAME_MS,
  flush,
  page,
  resultCells,
  resultNames,
  searchBox,
  setUpPopupTests,
  tool,
  type,
} from '../../../../support/popup-harness';
import { localPage } from '../../../../support/popup-state';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

setUpPopupTests();

// A detail or a listing opens as in a popup open for a moment: their chunks have loaded.
beforeAll(loadDeferredParts);
describe('popup search', () => {
  it('focuses the search box when the popup opens (by its first frame)', async () => {
    background({});
    render(<PopupApp />);
    await flush(FRAME_MS);
    expect(document.activeElement).toBe(searchBox());
  });

  it('what was typed into the first frame is searched once: the app shows the answer the page asked for', async () => {
    const bg = background({
      'search/local': ({ q }) => localPage(q === 'jasper' ? [tool('jasper')] : [tool('jasmine')]),
    });
    // As the page's first script does, then main.tsx with what the box held.
    askEarly(' jasper ');
    render(
      <InitialQueryContext.Provider value=" jasper ">
        <PopupApp />
      </InitialQueryContext.Provider>,
    );
    await flush();
    expect((searchBox() as HTMLInputElement).value).toBe(' jasper ');
    expect(resultNames()).toEqual(['Jasper']);
    // Asked once, by the page, under the session's filters; the app asks nothing more.
    expect(bg.of('find/search-local').map((asked) => asked.q)).toEqual(['jasper']);
    expect(bg.of('search/local')).toEqual([]);
  });

  it('an early answer to another query is not shown: the app asks for what the box holds', async () => {
    const bg = background({
      'search/local': ({ q }) => localPage(q === 'jasper' ? [tool('jasper')] : [tool('jasmine')]),
    });
    askEarly('jas');
    render(
      <InitialQueryContext.Provider value="jasper">
        <PopupApp />
      </InitialQueryContext.Provider>,
    );
    await flush();
    expect(resultNames()).toEqual(['Jasper']);
    expect(bg.of('find/search-local').map((asked) => asked.q)).toEqual(['jas']);
    expect(bg.of('search/local').map((asked) => asked.q)).toEqual(['jasper']);
  });

  it('one clear button in every browser: shown with text, it empties the box and keeps focus there', async () => {
    background({ search: () => ({ ok: true, data: page([tool('videomaker')]) }) });
    render(<PopupApp />);
    await flush();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await type('video', 1000);
    expect(resultNames()).toEqual(['Videomaker']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await flush();
    expect((searchBox() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(searchBox());
    expect(resultCells()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('asks for a second character and sends no request for one', async () => {
    const bg = background({ search: () => ({ ok: true, data: page([]) }) });
    render(<PopupApp />);
    await type('v', 1000);
    expect(screen.getByText('Type at least 2 characters')).toBeTruthy();
    expect(bg.of('search')).toHaveLength(0);
    expect(bg.of('search/local')).toHaveLength(0);

    // A second character is a search; spaces around the text do not count.
    await type(' v ', 1000);
    expect(bg.of('search')).toHaveLength(0);
    await type('vi', 1000);
    expect(bg.of('search')).toEqual([{ type: 'search', q: 'vi' }]);
  });

  it('debounces: typing fast sends one search, for the last text', async () => {
    const bg = background({ search: () => ({ ok: true, data: page([tool('videomaker')]) }) });
    render(<PopupApp />);
    await type('vid', 100);
    await type('vide', 100);
    await type('video', 100);
    expect(bg.of('search')).toHaveLength(0);
    await flush(200);
    expect(bg.of('search')).toEqual([{ type: 'search', q: 'video' }]);
    expect(resultNames()).toEqual(['Videomaker']);
  });

  it('shows name, rating or "No ratings yet", price, and renders HTML in a name as text', async () => {
    background({
      search: () => ({
        ok: true,
        data: page([
          tool('jasper', { name: 'Jasper', rating: { average: 4.6, count: 1234 }, verified: true }),
          tool('newbie', { name: '<img src=x onerror=alert(1)>', rating: { average: null, count: 0 } }),
          tool('freebie', { price: { type: 'free', amount: 0 } }),
        ]),
      }),
    });
    render(<PopupApp />);
    await type('writing');

    const jasper = screen.getByRole('gridcell', { name: 'Jasper' });
    expect(within(jasper).getByRole('img', { name: '4.6 out of 5 (1,234 ratings)' })).toBeTruthy();
    expect(within(jasper).getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(within(jasper).getByText('Freemium')).toBeTruthy();

    const html = screen.getByRole('gridcell', { name: '<img src=x onerror=alert(1)>' });
    expect(within(html).getByText('No ratings yet')).toBeTruthy();
    expect(html.querySelector('img[src="x"]')).toBeNull();

    expect(within(screen.getByRole('gridcell', { name: 'Freebie' })).getByText('Free')).toBeTruthy();
  });

  it('moves through results with ↑/↓ and opens the highlighted one with Enter', async () => {
    background({
      search: () => ({ ok: true, data: page([tool('alpha'), tool('beta'), tool('gamma')]) }),
      'tool/get': ({ slug }) => ({ ok: true, data: tool(slug) }),
    });
    render(<PopupApp />);
    await type('tools');
    const box = searchBox();
    const [alpha, beta, gamma] = resultCells();

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(alpha?.id);
    expect(alpha?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(gamma?.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(beta?.id);
    expect(beta?.getAttribute('aria-selected')).toBe('true');
    expect(alpha?.getAttribute('aria-selected')).toBe('false');

    fireEvent.keyDown(box, { key: 'Enter' });
    await flush();
    expect(screen.getByRole('heading', { level: 2, name: 'Beta' })).toBeTruthy();
  });

  it('clears the search on the first Escape and leaves the second one to the browser', async () => {
    background({ search: () => ({ ok: true, data: page([tool('alpha')]) }) });
    render(<PopupApp />);
    await type('alpha');
    expect(resultCells()).toHaveLength(1);

    const first = fireEvent.keyDown(searchBox(), { key: 'Escape' });
    await flush();
    expect(first).toBe(false); // handled: the popup stays open
    expect((searchBox() as HTMLInputElement).value).toBe('');
    expect(resultCells()).toHaveLength(0);

    const second = fireEvent.keyDown(searchBox(), { key: 'Escape' });
    expect(second).toBe(true); // not handled: the browser closes the popup
  });

  it('"More from the directory’s index" follows the next link and appends the page', async () => {
    const next = 'https://directory.example/api/v1/search?q=video&page=2';
    const bg = background({
      search: () => ({ ok: true, data: page([tool('alpha'), tool('beta')], next) }),
      'page/next': () => ({ ok: true, data: page([tool('beta'), tool('gamma')]) }),
    });
    render(<PopupApp />);
    await type('video');
    fireEvent.click(screen.getByRole('button', { name: 'More from the directory’s index' }));
    await flush();

    expect(bg.of('page/next')).toEqual([{ type: 'page/next', url: next }]);
    expect(resultNames()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(screen.queryByRole('button', { name: 'More from the directory’s index' })).toBeNull();
  });

  it('while the local copy is incomplete: its rows at once, then the directory’s others below, none marked as lesser', async () => {
    const server = deferred<ResponseOf<'search'>>();
    const bg = background({
      'search/local': () => localPage([tool('alpha'), tool('beta')], { complete: false }),
      search: () => server.promise,
    });
    render(<PopupApp />);
    await type('al', 10);
    expect(resultNames()).toEqual(['Alpha', 'Beta']);
    expect(bg.of('search')).toEqual([]);

    await flush(300);
    expect(bg.of('search')).toEqual([{ type: 'search', q: 'al' }]);
    server.resolve({ ok: true, data: page([tool('gamma'), tool('alpha')]) });
    await flush();

    // Rows on screen keep their places (find, issue 11); the directory's new one comes below.
    expect(resultNames()).toEqual(['Alpha', 'Beta', 'Gamma']);
    for (const cell of resultCells()) expect(cell.textContent).not.toMatch(/local/i);
    expect(screen.getByText('3 tools so far')).toBeTruthy();
  });

  it('ignores a slow answer for an older query', async () => {
    const answers = { video: deferred<ResponseOf<'search'>>(), audio: deferred<ResponseOf<'search'>>() };
    background({ search: ({ q }) => (q === 'video' ? answers.video.promise : answers.audio.promise) });
    render(<PopupApp />);
    await type('video');
    await type('audio');

    // The old answer lands while the new one is still on its way: it must not be shown.
    answers.video.resolve({ ok: true, data: page([tool('videomaker')]) });
    await flush();
    expect(screen.queryByRole('gridcell', { name: 'Videomaker' })).toBeNull();

    answers.audio.resolve({ ok: true, data: page([tool('audiobox')]) });
    await flush();
    expect(resultNames()).toEqual(['Audiobox']);
  });

  it('ignores a slow answer for an older query that arrives last', async () => {
    const slow = deferred<ResponseOf<'search'>>();
    background({
      search: ({ q }) => (q === 'video' ? slow.promise : { ok: true, data: page([tool('audiobox')]) }),
      'search/local': ({ q }) => localPage(q === 'video' ? [tool('videolocal')] : [], { complete: false }),
    });
    render(<PopupApp />);
    await type('video');
    await type('audio');
    expect(resultNames()).toEqual(['Audiobox']);

    slow.resolve({ ok: true, data: page([tool('videomaker')]) });
    await flush();
    expect(resultNames()).toEqual(['Audiobox']);
  });

  it('shows saved results marked stale, and Retry searches again', async () => {
    const bg = background({ search: () => ({ ok: true, data: page([tool('alpha')]), stale: true }) });
    render(<PopupApp />);
    await type('alpha');
    expect(screen.getByText("Showing saved results — the directory can't be reached")).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'Alpha' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(bg.of('search')).toHaveLength(2);
  });

  it('says so when nothing matches, and offers the categories', async () => {
    const bg = background({
      search: () => ({ ok: true, data: page([]) }),
      'categories/get': () => ({ ok: true, data: [] }),
    });
    render(<PopupApp />);
    await type('zzzz qqqq');
    expect(screen.getByText(/No tools match “zzzz qqqq”. Try fewer or different words/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Browse categories' }));
    await flush();
    expect(screen.getByRole('tab', { name: 'Categories' }).getAttribute('aria-selected')).toBe('true');
    expect(bg.of('categories/get')).toHaveLength(1);
  });
});

/** A device that knows `total` tools named Tool 1… for every query, served a page at a time. */
function deviceWith(total: number, more: { complete?: boolean } = {}) {
  const all = Array.from({ length: total }, (_, index) =>
    tool(`tool-${index + 1}`, { name: `Tool ${index + 1}` }),
  );
  return background({
    'search/local': ({ offset = 0, limit = 8 }) =>
      localPage(all.slice(offset, offset + limit), { total, complete: more.complete ?? true }),
    search: () => ({
      ok: true,
      data: page([tool('directory-pick', { name: 'Directory pick' }), ...all.slice(0, 1)]),
    }),
    'saved/list': () => ({ ok: true, data: { tools: [], room: 500 } }),
    'saved/set': ({ tool: saved, saved: on }) => ({
      ok: true,
      data: { list: { tools: on ? [{ ...saved, savedAt: 1 }] : [], room: 500 }, problem: null },
    }),
  });
}

describe('popup search: everything the device knows (issue 28)', () => {
  it('shows the count of every match; "Show N more tools" brings the next page from the device, and typing sends nothing', async () => {
    const bg = deviceWith(45);
    render(<PopupApp />);
    await type('tool', 1000);
    expect(screen.getByText('45 tools')).toBeTruthy();
    expect(resultNames()).toHaveLength(10);
    const first = resultNames();

    fireEvent.click(screen.getByRole('button', { name: 'Show 20 more tools' }));
    await flush();
    expect(resultNames().slice(0, 10)).toEqual(first);
    expect(resultNames()).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: 'Show 15 more tools' }));
    await flush();
    expect(resultNames()).toEqual(Array.from({ length: 45 }, (_, index) => `Tool ${index + 1}`));
    expect(screen.queryByRole('button', { name: /more tools/ })).toBeNull();
    expect(screen.getByRole('grid', { name: 'Search results' }).getAttribute('aria-rowcount')).toBe('45');

    // The pages came from the device, and nothing went to the directory: not typing, not Enter.
    expect(bg.of('search/local').map((asked) => [asked.offset, asked.limit])).toEqual([
      [0, 10],
      [10, 20],
      [30, 20],
    ]);
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    await flush(1000);
    expect(bg.of('search')).toEqual([]);
  });

  it('another query starts at the top of the list the person had scrolled', async () => {
    deviceWith(45);
    render(<PopupApp />);
    await type('tool', 1000);
    const area = document.querySelector('.pp-scroll') as HTMLElement;
    area.scrollTop = 300;
    fireEvent.scroll(area);
    await type('tools', 1000);
    expect(area.scrollTop).toBe(0);
  });

  it('"Search the directory’s own index" sends the query once and shows its results in their own list; Back returns', async () => {
    const bg = deviceWith(30);
    render(<PopupApp />);
    await type('tool', 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Search the directory’s own index' }));
    await flush();
    expect(bg.of('search')).toEqual([{ type: 'search', q: 'tool' }]);
    expect(resultNames()).toEqual(['Directory pick', 'Tool 1']);
    expect(screen.getByText('2 tools in the directory’s index')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /more tools/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back to the results on this device' }));
    await flush();
    expect(resultNames()).toHaveLength(10);
    expect(screen.getByText('30 tools')).toBeTruthy();
    // Asked again: its answer is already here.
    fireEvent.click(screen.getByRole('button', { name: 'Search the directory’s own index' }));
    await flush();
    expect(bg.of('search')).toHaveLength(1);
  });

  it('nothing on the device: says so, and offers the directory’s own search and the categories', async () => {
    const bg = deviceWith(0);
    render(<PopupApp />);
    await type('zzzz', 1000);
    expect(screen.getByText(/Nothing on this device matches “zzzz”/)).toBeTruthy();
    expect(screen.getByText('0 tools')).toBeTruthy();
    expect(bg.of('search')).toEqual([]);
    // Offered once, in the message, not also in the count line.
    fireEvent.click(screen.getByRole('button', { name: 'Search the directory’s own index' }));
    await flush();
    expect(bg.of('search')).toHaveLength(1);
  });

  it('the keyboard goes through every row, pages included; → reaches the star, named by what Enter does', async () => {
    const bg = deviceWith(25);
    render(<PopupApp />);
    await type('tool', 1000);
    const box = searchBox();
    for (let press = 0; press < 7; press++) fireEvent.keyDown(box, { key: 'ArrowDown' });
    await flush();
    // Five rows from the end of the first page, the next page came: the arrow keys never stop short.
    expect(resultNames()).toHaveLength(25);
    expect(box.getAttribute('aria-activedescendant')).toBe(resultCells()[6]?.id);
    for (let press = 0; press < 20; press++) fireEvent.keyDown(box, { key: 'ArrowDown' });
    await flush();
    const last = resultCells().at(-1) as HTMLElement;
    expect(box.getAttribute('aria-activedescendant')).toBe(last.id);
    expect(last.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(box);

    fireEvent.keyDown(box, { key: 'ArrowRight' });
    const star = screen.getByRole('gridcell', { name: 'Save Tool 25' });
    expect(box.getAttribute('aria-activedescendant')).toBe(star.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    await flush();
    expect(bg.of('saved/set')).toMatchObject([{ saved: true, tool: { slug: 'tool-25' } }]);
    expect(screen.getByRole('gridcell', { name: 'Remove Tool 25 from saved' }).id).toBe(star.id);
    // Still on the search, focus in the box; ← goes back to the tool, Enter opens it.
    expect(document.activeElement).toBe(box);
    fireEvent.keyDown(box, { key: 'ArrowLeft' });
    expect(box.getAttribute('aria-activedescendant')).toBe(last.id);
  });

  it('"Show more" pressed from the keyboard on the last page: focus goes back to the box, on the first new row', async () => {
    deviceWith(13);
    render(<PopupApp />);
    await type('tool', 1000);
    const more = screen.getByRole('button', { name: 'Show 3 more tools' });
    more.focus();
    fireEvent.click(more);
    await flush();
    expect(resultNames()).toHaveLength(13);
    expect(document.activeElement).toBe(searchBox());
    expect(searchBox().getAttribute('aria-activedescendant')).toBe(resultCells()[10]?.id);
  });

  it('filters ask the device again under them, over every match: the count of all, and which filter hides them', async () => {
    const bg = background({
      'search/local': ({ filters }) =>
        filters?.price === 'paid'
          ? localPage([], { total: 0, unfiltered: 12, hiddenBy: ['price'] })
          : localPage([tool('alpha')], { total: 12 }),
    });
    render(<PopupApp />);
    await type('alpha', 1000);
    expect(screen.getByText('12 tools')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Price' }), { target: { value: 'paid' } });
    await flush(1000);
    expect(bg.of('search/local').at(-1)).toMatchObject({ offset: 0, filters: { price: 'paid' } });
    expect(screen.getByText('12 tools match, but the price filter hides them all.')).toBeTruthy();
    expect(bg.of('search')).toEqual([]);
  });
});
