// The popup's error states, "this site" and the local directory line, through the real sendRequest
// path: a fake background answers browser.runtime messages with canned Results.

import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupApp } from '../../../../../components/popup/shell/PopupApp';
import type { ApiError } from '../../../../../lib/api/model';
import type { ResponseOf } from '../../../../../lib/messaging/client';
import type { SyncStatus } from '../../../../../lib/messaging/views';
import { loadDeferredParts } from '../../../../support/deferred';
import { background, flush, page, setUpPopupTests, tool, type } from '../../../../support/popup-harness';
import { localPage } from '../../../../support/popup-state';

setUpPopupTests();

function failing(error: ApiError): { search: () => ResponseOf<'search'> } {
  return { search: () => ({ ok: false, error }) };
}

// A detail or a listing opens as in a popup open for a moment: their chunks have loaded.
beforeAll(loadDeferredParts);
describe('popup error states', () => {
  it('without a token: says so and opens the options', async () => {
    const openOptions = vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockResolvedValue();
    background(failing({ kind: 'no-token', message: 'No token' }));
    render(<PopupApp />);
    await type('video');
    expect(screen.getByText(/Toolscout is not connected yet. Add your API token/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(openOptions).toHaveBeenCalledTimes(1);
  });

  it('without a token: says so before anything is typed', async () => {
    background({
      'settings/get': () => ({
        ok: true,
        data: {
          baseUrl: 'https://directory.example/api/v1',
          hasToken: false,
          suggestionsEnabled: true,
          mutedHosts: [],
          apiOriginGranted: false,
          siteAccessGranted: false,
        },
      }),
    });
    render(<PopupApp />);
    await flush();
    expect(screen.getByText(/Toolscout is not connected yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open options' })).toBeTruthy();
  });

  it('with a revoked token: says so and opens the options', async () => {
    const openOptions = vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockResolvedValue();
    background(failing({ kind: 'unauthorized', message: 'Unauthenticated.', status: 401 }));
    render(<PopupApp />);
    await type('video');
    expect(screen.getByText('Your token is invalid or was revoked.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(openOptions).toHaveBeenCalledTimes(1);
  });

  it('rate limited: counts down to retryAt and retries by itself at 0', async () => {
    let calls = 0;
    const bg = background({
      search: () => {
        calls += 1;
        return calls === 1
          ? {
              ok: false,
              error: { kind: 'rate-limited', message: 'Too Many Attempts.', retryAt: Date.now() + 12_000 },
            }
          : { ok: true, data: page([tool('alpha')]) };
      },
    });
    render(<PopupApp />);
    await type('video', 250);
    await flush();
    const status = () => screen.getByText(/Too many requests — try again in/).textContent;
    expect(status()).toBe('Too many requests — try again in 12 s');
    await flush(1000);
    expect(status()).toBe('Too many requests — try again in 11 s');
    await flush(10_000);
    expect(status()).toBe('Too many requests — try again in 1 s');
    expect(bg.of('search')).toHaveLength(1);

    await flush(1000);
    expect(bg.of('search')).toHaveLength(2);
    await flush();
    expect(screen.queryByText(/Too many requests/)).toBeNull();
    expect(screen.getByRole('gridcell', { name: 'Alpha' })).toBeTruthy();
  });

  it('offline with nothing saved: says the directory cannot be reached, Retry asks again', async () => {
    const bg = background(failing({ kind: 'offline', message: 'Failed to fetch' }));
    render(<PopupApp />);
    await type('video');
    expect(screen.getByText(/The directory can't be reached/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(bg.of('search')).toHaveLength(2);
  });

  it('offline with local results (the first sync still running): keeps showing them under the message', async () => {
    background({
      'search/local': () => localPage([tool('alpha')], { complete: false }),
      search: () => ({ ok: false, error: { kind: 'offline', message: 'Failed to fetch' } }),
    });
    render(<PopupApp />);
    await type('alpha');
    expect(screen.getByText(/The directory can't be reached/)).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'Alpha' })).toBeTruthy();
  });

  it('a directory that does not answer in time: says so with Retry, local results stay', async () => {
    const bg = background({
      'search/local': () => localPage([tool('alpha')], { complete: false }),
      search: () => ({
        ok: false,
        error: { kind: 'timeout', message: 'The directory did not answer in time.' },
      }),
    });
    render(<PopupApp />);
    await type('alpha');
    expect(screen.getByText(/The directory is not answering/)).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'Alpha' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(bg.of('search')).toHaveLength(2);
    expect(screen.getByRole('gridcell', { name: 'Alpha' })).toBeTruthy();
  });

  it('an unexpected answer: says so, with Retry', async () => {
    const bg = background(failing({ kind: 'bad-response', message: 'Expected array' }));
    render(<PopupApp />);
    await type('video');
    expect(screen.getByText('The directory answered something unexpected.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(bg.of('search')).toHaveLength(2);
  });

  it('a validation error: shows its message, nothing to retry', async () => {
    background(
      failing({ kind: 'validation', message: 'The q field must not be greater than 120 characters.' }),
    );
    render(<PopupApp />);
    await type('video');
    expect(screen.getByText('The q field must not be greater than 120 characters.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('loading: skeleton rows stand in for the results', async () => {
    const never = new Promise<ResponseOf<'search'>>(() => {});
    background({ search: () => never });
    const { container } = render(<PopupApp />);
    await type('video');
    expect(container.querySelectorAll('.pp-skeleton .pp-row').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('row')).toHaveLength(0);
  });
});

describe('this site', () => {
  /** The fake browser cannot make a tab active, so the popup's one question is answered directly. */
  async function activeTab() {
    const tab = {
      id: 42,
      index: 0,
      windowId: 1,
      highlighted: true,
      active: true,
      pinned: false,
      incognito: false,
    };
    const query = vi
      .spyOn(fakeBrowser.tabs, 'query')
      .mockResolvedValue([{ ...tab, url: 'https://www.jasper.ai/' }]);
    return { tabId: tab.id, query };
  }

  it('shows the tool of the active tab and opens its detail', async () => {
    const { tabId, query } = await activeTab();
    const jasper = tool('jasper', { name: 'Jasper', rating: { average: 4.6, count: 1234 } });
    const bg = background({
      'site/for-tab': () => ({
        ok: true,
        data: { tool: { ...jasper, rank: 3 }, host: 'jasper.ai', muted: false, siteAccessGranted: true },
      }),
      'tool/get': () => ({ ok: true, data: jasper }),
    });
    render(<PopupApp />);
    await flush();
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
    expect(bg.of('site/for-tab')).toEqual([{ type: 'site/for-tab', tabId }]);
    // Site access is granted: nothing to ask for.
    expect(screen.queryByRole('note')).toBeNull();
    const card = screen.getByRole('button', { name: "You're on Jasper — ★ 4.6 · see alternatives" });
    fireEvent.click(card);
    await flush();
    expect(screen.getByRole('heading', { level: 2, name: 'Jasper' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Alternatives' })).toBeTruthy();
  });

  it('without site access, says what allowing on-page suggestions gives and links to the setting', async () => {
    await activeTab();
    const jasper = tool('jasper', { name: 'Jasper', rating: { average: 4.6, count: 1234 } });
    const bg = background({
      'site/for-tab': () => ({
        ok: true,
        data: { tool: { ...jasper, rank: 3 }, host: 'jasper.ai', muted: false, siteAccessGranted: false },
      }),
    });
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    render(<PopupApp />);
    await flush();
    // "This site" still shows: the click on the toolbar button (activeTab) was enough for that.
    expect(screen.getByRole('button', { name: "You're on Jasper — ★ 4.6 · see alternatives" })).toBeTruthy();
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Jasper’s rating and alternatives on its own page');
    expect(note.textContent).toContain('visits send nothing');
    fireEvent.click(screen.getByRole('button', { name: 'Allow on-page suggestions…' }));
    await flush();
    expect(create).toHaveBeenCalledWith({ url: expect.stringMatching(/\/options\.html#suggestions$/) });
    expect(close).toHaveBeenCalled();
    // Showing the note asked the background nothing beyond the tab's own question.
    expect(bg.of('site/for-tab')).toHaveLength(1);
  });

  it('stays hidden when the tab is not a tool', async () => {
    await activeTab();
    background({ 'site/for-tab': () => ({ ok: true, data: null }) });
    render(<PopupApp />);
    await flush();
    expect(screen.queryByRole('button', { name: /You're on/ })).toBeNull();
  });

  it('stays hidden when the background answers an error', async () => {
    await activeTab();
    background({ 'site/for-tab': () => ({ ok: false, error: { kind: 'offline', message: 'x' } }) });
    render(<PopupApp />);
    await flush();
    expect(screen.queryByRole('button', { name: /You're on/ })).toBeNull();
  });
});

describe('local directory line', () => {
  function status(overrides: Partial<SyncStatus>): SyncStatus {
    return {
      state: 'syncing',
      page: 0,
      totalPages: 81,
      toolsSynced: 0,
      toolsExpected: null,
      toolsStored: 0,
      lastSuccessAt: null,
      lastError: null,
      ready: false,
      ...overrides,
    };
  }

  it('shows progress while the directory is prepared, polling every 2 s until it is ready', async () => {
    const answers = [status({ page: 3 }), status({ page: 4 }), status({ ready: true, state: 'idle' })];
    const bg = background({
      'sync/status': () => ({ ok: true, data: answers.shift() ?? status({ ready: true }) }),
    });
    render(<PopupApp />);
    await flush();
    expect(screen.getByText('Preparing the local directory… 3 of 81 pages')).toBeTruthy();
    await flush(2000);
    expect(screen.getByText('Preparing the local directory… 4 of 81 pages')).toBeTruthy();
    await flush(2000);
    expect(screen.queryByText(/Preparing the local directory/)).toBeNull();
    await flush(10_000);
    expect(bg.of('sync/status')).toHaveLength(3);
  });

  it('is not shown when the directory is ready', async () => {
    background({ 'sync/status': () => ({ ok: true, data: status({ ready: true, state: 'idle' }) }) });
    render(<PopupApp />);
    await flush();
    expect(screen.queryByText(/Preparing the local directory/)).toBeNull();
  });
});
