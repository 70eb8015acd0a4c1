// The popup's search, driven through the real sendRequest path: a fake background answers
// browser.runtime messages with canned Results and records every request.
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../../../../components/popup/shell/PopupApp';
import type { ResponseOf } from '../../../../../lib/messaging/client';
import {
  background,
  FRAME_MS,
  flush,
  page,
  searchBox,
  setUpPopupTests,
  tool,
  type,
} from '../../../../support/popup-harness';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The options' accessible names (each is labelled by the tool's name), in order. */
function optionNames() {
  return screen
    .queryAllByRole('option')
    .map((option) => document.getElementById(option.getAttribute('aria-labelledby') ?? '')?.textContent);
}

setUpPopupTests();

describe('popup search', () => {
  it('focuses the search box when the popup opens (by its first frame)', async () => {
    background({});
    render(<PopupApp />);
    await flush(FRAME_MS);
    expect(document.activeElement).toBe(searchBox());
  });

  it('one clear button in every browser: shown with text, it empties the box and keeps focus there', async () => {
    background({ search: () => ({ ok: true, data: page([tool('videomaker')]) }) });
    render(<PopupApp />);
    await flush();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await type('video', 1000);
    expect(optionNames()).toEqual(['Videomaker']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await flush();
    expect((searchBox() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(searchBox());
    expect(screen.queryAllByRole('option')).toHaveLength(0);
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
    expect(optionNames()).toEqual(['Videomaker']);
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

    const jasper = screen.getByRole('option', { name: 'Jasper' });
    expect(within(jasper).getByRole('img', { name: '4.6 out of 5 (1,234 ratings)' })).toBeTruthy();
    expect(within(jasper).getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(within(jasper).getByText('Freemium')).toBeTruthy();

    const html = screen.getByRole('option', { name: '<img src=x onerror=alert(1)>' });
    expect(within(html).getByText('No ratings yet')).toBeTruthy();
    expect(html.querySelector('img[src="x"]')).toBeNull();

    expect(within(screen.getByRole('option', { name: 'Freebie' })).getByText('Free')).toBeTruthy();
  });

  it('moves through results with ↑/↓ and opens the highlighted one with Enter', async () => {
    background({
      search: () => ({ ok: true, data: page([tool('alpha'), tool('beta'), tool('gamma')]) }),
      'tool/get': ({ slug }) => ({ ok: true, data: tool(slug) }),
    });
    render(<PopupApp />);
    await type('tools');
    const box = searchBox();
    const [alpha, beta, gamma] = screen.getAllByRole('option');

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
    expect(screen.getAllByRole('option')).toHaveLength(1);

    const first = fireEvent.keyDown(searchBox(), { key: 'Escape' });
    await flush();
    expect(first).toBe(false); // handled: the popup stays open
    expect((searchBox() as HTMLInputElement).value).toBe('');
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    const second = fireEvent.keyDown(searchBox(), { key: 'Escape' });
    expect(second).toBe(true); // not handled: the browser closes the popup
  });

  it('"More results" follows the next link and appends the page', async () => {
    const next = 'https://directory.example/api/v1/search?q=video&page=2';
    const bg = background({
      search: () => ({ ok: true, data: page([tool('alpha'), tool('beta')], next) }),
      'page/next': () => ({ ok: true, data: page([tool('beta'), tool('gamma')]) }),
    });
    render(<PopupApp />);
    await type('video');
    fireEvent.click(screen.getByRole('button', { name: 'More results' }));
    await flush();

    expect(bg.of('page/next')).toEqual([{ type: 'page/next', url: next }]);
    expect(optionNames()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();
  });

  it('shows local results at once, then merges the server answer below them, without duplicates', async () => {
    const server = deferred<ResponseOf<'search'>>();
    background({
      'search/local': () => ({
        ok: true,
        data: {
          tools: [
            { ...tool('alpha'), rank: 0 },
            { ...tool('beta'), rank: 1 },
          ],
          complete: false,
        },
      }),
      search: () => server.promise,
    });
    render(<PopupApp />);
    await type('al', 10);
    expect(optionNames()).toEqual(['Alpha', 'Beta']);
    expect(screen.getByRole('option', { name: 'Alpha' }).textContent).toContain('local');
    expect(screen.getByRole('option', { name: 'Beta' }).textContent).toContain('local');

    await flush(300);
    server.resolve({ ok: true, data: page([tool('gamma'), tool('alpha')]) });
    await flush();

    // Rows on screen keep their places (find, issue 11); the server's new one comes below.
    expect(optionNames()).toEqual(['Alpha', 'Beta', 'Gamma']);
    // The server confirmed Alpha; Beta is still only known locally.
    expect(screen.getByRole('option', { name: 'Alpha' }).textContent).not.toContain('local');
    expect(screen.getByRole('option', { name: 'Beta' }).textContent).toContain('local');
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
    expect(screen.queryByRole('option', { name: 'Videomaker' })).toBeNull();

    answers.audio.resolve({ ok: true, data: page([tool('audiobox')]) });
    await flush();
    expect(optionNames()).toEqual(['Audiobox']);
  });

  it('ignores a slow answer for an older query that arrives last', async () => {
    const slow = deferred<ResponseOf<'search'>>();
    background({
      search: ({ q }) => (q === 'video' ? slow.promise : { ok: true, data: page([tool('audiobox')]) }),
      'search/local': ({ q }) => ({
        ok: true,
        data: { tools: q === 'video' ? [{ ...tool('videolocal'), rank: 0 }] : [], complete: false },
      }),
    });
    render(<PopupApp />);
    await type('video');
    await type('audio');
    expect(optionNames()).toEqual(['Audiobox']);

    slow.resolve({ ok: true, data: page([tool('videomaker')]) });
    await flush();
    expect(optionNames()).toEqual(['Audiobox']);
  });

  it('shows saved results marked stale, and Retry searches again', async () => {
    const bg = background({ search: () => ({ ok: true, data: page([tool('alpha')]), stale: true }) });
    render(<PopupApp />);
    await type('alpha');
    expect(screen.getByText("Showing saved results — the directory can't be reached")).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Alpha' })).toBeTruthy();

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
