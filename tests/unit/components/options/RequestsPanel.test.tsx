import { fireEvent, render, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { RequestsPanel } from '../../../../components/options/RequestsPanel';
import type { RequestRecord } from '../../../../lib/messaging/client';
import { background, flush, setUpPopupTests } from '../../../support/popup-harness';

setUpPopupTests();

const AT = Date.UTC(2026, 10, 26, 12);
const entries: RequestRecord[] = [
  {
    at: AT,
    reason: 'search',
    method: 'GET',
    path: '/search',
    // A query is data: shown as typed, never as markup.
    params: { q: '<img src=x onerror=alert(1)>', page: '2' },
    outcome: 200,
  },
  {
    at: AT - 1000,
    reason: 'card',
    method: 'GET',
    path: '/tools/{slug}/alternatives',
    params: { slug: 'jasper' },
    outcome: 'timeout',
  },
  { at: AT - 2000, reason: 'sync', method: 'GET', path: '/tools', params: {}, outcome: 503 },
];

function rows() {
  const table = screen.getByRole('table', { name: 'Requests sent' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );
}

describe('options: the requests Toolscout sent', () => {
  it('lists each request, newest first: the endpoint, why, what it carried, the answer', async () => {
    background({ 'requests/list': () => ({ ok: true, data: entries }) });
    render(<RequestsPanel />);
    await flush();
    expect(screen.getByRole('region', { name: 'Requests Toolscout sent' })).toBeTruthy();
    expect(rows()).toEqual([
      ['GET /search', 'Your search', 'q: <img src=x onerror=alert(1)>, page: 2', '200'],
      ['GET /tools/{slug}/alternatives', 'A card you opened', 'slug: jasper', 'No answer in time'],
      ['GET /tools', 'Daily sync', 'Nothing', '503'],
    ]);
    expect(document.querySelector('img')).toBeNull();
  });

  it('lists the requests sent meanwhile when the person comes back to its tab', async () => {
    let log = entries.slice(1);
    background({ 'requests/list': () => ({ ok: true, data: log }) });
    render(<RequestsPanel />);
    await flush();
    expect(rows().map(([endpoint]) => endpoint)).toEqual(['GET /tools/{slug}/alternatives', 'GET /tools']);
    // A search from the popup while the options' tab was in the background.
    log = entries;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(rows()).toHaveLength(2);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(rows().map(([endpoint]) => endpoint)).toEqual([
      'GET /search',
      'GET /tools/{slug}/alternatives',
      'GET /tools',
    ]);
    visibility.mockRestore();
  });

  it('Clear empties the log and says so; with none, it says there are no requests yet', async () => {
    let log = entries;
    const bg = background({
      'requests/list': () => ({ ok: true, data: log }),
      'requests/clear': () => {
        log = [];
        return { ok: true, data: null };
      },
    });
    render(<RequestsPanel />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Clear requests' }));
    await flush();
    expect(bg.of('requests/clear')).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No requests yet.')).toBeTruthy();
    expect(screen.getByText('Requests cleared.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Clear requests' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Device only: says that only the daily sync and the weekly prefetch are sent; nothing said when off', async () => {
    background({ 'requests/list': () => ({ ok: true, data: entries.slice(2) }) });
    const view = render(<RequestsPanel deviceOnly />);
    await flush();
    expect(
      screen.getByText('Device only is on: only the daily sync and the weekly prefetch are sent.'),
    ).toBeTruthy();
    view.rerender(<RequestsPanel deviceOnly={false} />);
    expect(screen.queryByText(/Device only is on/)).toBeNull();
  });
});
