// The first sync's progress (options' top, welcome after "Connected") and the Local directory section:
// tools copied of the total, then done; said aloud only when the phase changes.
import { render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { SyncPanel } from '../../../../components/options/SyncPanel';
import { SyncProgress } from '../../../../components/options/SyncProgress';
import { syncProgressView } from '../../../../components/options/sync-progress';
import { apiError } from '../../../../lib/api/errors';
import type { SyncStatus } from '../../../../lib/messaging/views';
import { setUpPopupTests } from '../../../support/popup-harness';

setUpPopupTests();

function status(overrides: Partial<SyncStatus> = {}): SyncStatus {
  return {
    state: 'syncing',
    page: 3,
    totalPages: 10,
    toolsSynced: 300,
    toolsExpected: 1000,
    toolsStored: 0,
    lastSuccessAt: null,
    lastError: null,
    ready: false,
    ...overrides,
  };
}
const ready = status({
  state: 'idle',
  page: 0,
  totalPages: null,
  toolsSynced: 0,
  toolsExpected: null,
  toolsStored: 1000,
  lastSuccessAt: 1,
  ready: true,
});

describe('what the first sync’s progress says', () => {
  it('the tools copied of the total while the first sync runs', () => {
    expect(syncProgressView(status(), false)).toEqual({
      phase: 'running',
      synced: 300,
      expected: 1000,
      page: 3,
      totalPages: 10,
    });
  });

  it('done only where it was asked for (a page that saw it run, the welcome page); nothing otherwise', () => {
    expect(syncProgressView(ready, true)).toEqual({ phase: 'done', tools: 1000 });
    expect(syncProgressView(ready, false)).toEqual({ phase: 'hidden' });
    // A daily sync of a ready directory: it works throughout, nothing to show at the top.
    expect(syncProgressView({ ...ready, state: 'syncing', page: 2, totalPages: 10 }, false)).toEqual({
      phase: 'hidden',
    });
  });

  it('a stop by a problem says so; no token (not connected) and no answer yet say nothing', () => {
    const stopped = status({ state: 'error', lastError: apiError('server', { status: 503 }) });
    expect(syncProgressView(stopped, false)).toMatchObject({ phase: 'stopped', error: { kind: 'server' } });
    const noToken = status({ state: 'error', lastError: apiError('no-token') });
    expect(syncProgressView(noToken, false)).toEqual({ phase: 'hidden' });
    expect(syncProgressView(status({ state: 'idle' }), false)).toEqual({ phase: 'hidden' });
    expect(syncProgressView(null, true)).toEqual({ phase: 'hidden' });
  });
});

describe('the progress, shown', () => {
  it('a bar and "300 of 1,000 tools"; the live sentence stays the same as the pages come in', () => {
    const view = render(<SyncProgress status={status()} showDone={false} />);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Copying the directory to this device…');
    const bar = screen.getByRole('progressbar', { name: 'Copying the directory to this device…' });
    expect(bar.getAttribute('value')).toBe('300');
    expect(bar.getAttribute('max')).toBe('1000');
    expect(screen.getByText('300 of 1,000 tools')).toBeTruthy();
    expect(screen.getByText(/already work for the tools copied so far/)).toBeTruthy();

    view.rerender(<SyncProgress status={status({ page: 7, toolsSynced: 700 })} showDone={false} />);
    expect(screen.getByText('700 of 1,000 tools')).toBeTruthy();
    // The count is not in the live region: a screen reader is not told every page.
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Copying the directory to this device…',
    );

    view.rerender(<SyncProgress status={ready} showDone={true} />);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Done: the directory is on this device, 1,000 tools.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('pages when the total is not known yet (a restarted worker), "Starting…" before the first page', () => {
    const view = render(<SyncProgress status={status({ toolsExpected: null })} showDone={false} />);
    expect(screen.getByText('Syncing — page 3 of 10')).toBeTruthy();
    view.rerender(
      <SyncProgress status={status({ toolsExpected: null, totalPages: null, page: 0 })} showDone={false} />,
    );
    expect(screen.getByText('Starting…')).toBeTruthy();
  });

  it('nothing to say: an empty live region, kept in the page so what it says later is announced', () => {
    render(<SyncProgress status={ready} showDone={false} />);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).not.toBeNull();
    expect(live?.textContent).toBe('');
  });

  it('stopped: the problem, in the connection’s words', () => {
    render(
      <SyncProgress
        status={status({ state: 'error', lastError: apiError('unauthorized') })}
        showDone={false}
      />,
    );
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toMatch(/has stopped/);
    expect(screen.getByText(/The token is invalid or was revoked/)).toBeTruthy();
  });
});

describe('the Local directory section', () => {
  it('not connected: says to connect first, with no Sync now that could not work', () => {
    const idle = status({ state: 'idle', page: 0, totalPages: null, toolsSynced: 0, toolsExpected: null });
    render(<SyncPanel status={idle} connected={false} announce={true} onSyncNow={() => undefined} />);
    expect(screen.getByText(/Connect to the directory first/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
    expect(screen.queryByText('Tools on this device')).toBeNull();
  });

  it('connected: its facts and Sync now; the tools copied so far count while the first sync runs', () => {
    const syncNow = vi.fn();
    render(<SyncPanel status={status()} connected={true} announce={false} onSyncNow={syncNow} />);
    expect(screen.getByTestId('sync-state').textContent).toBe('Syncing — page 3 of 10');
    expect(screen.getByText('Tools on this device').nextElementSibling?.textContent).toBe('300');
    expect((screen.getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a change of state aloud once it happens, not on opening, and not while the top says it', () => {
    const view = render(
      <SyncPanel status={ready} connected={true} announce={true} onSyncNow={() => undefined} />,
    );
    const live = () => document.querySelector('#local-directory [aria-live="polite"]')?.textContent;
    expect(live()).toBe('');
    view.rerender(
      <SyncPanel
        status={{ ...ready, state: 'syncing', page: 1, totalPages: 10 }}
        connected={true}
        announce={true}
        onSyncNow={() => undefined}
      />,
    );
    expect(live()).toBe('Copying the directory to this device…');
    view.rerender(<SyncPanel status={ready} connected={true} announce={true} onSyncNow={() => undefined} />);
    expect(live()).toBe('Ready');
    view.rerender(<SyncPanel status={ready} connected={true} announce={false} onSyncNow={() => undefined} />);
    expect(live()).toBe('');
  });
});
