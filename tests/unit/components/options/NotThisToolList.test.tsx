import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { NotThisToolList } from '../../../../components/options/NotThisToolList';
import type { NotThisToolEntry } from '../../../../lib/messaging/client';
import { background, flush, setUpPopupTests } from '../../../support/popup-harness';

setUpPopupTests();

const zoom: NotThisToolEntry = { slug: 'zoom', name: 'Zoom', host: 'zoom.co.jp', at: 2 };
const copilot: NotThisToolEntry = {
  slug: 'github-copilot',
  name: 'GitHub Copilot',
  host: 'github.com',
  path: '/features/copilot',
  at: 1,
};

describe('options: not matched on this device', () => {
  it('an empty state says how an entry gets here', async () => {
    background({ 'not-this-tool/list': () => ({ ok: true, data: [] }) });
    render(<NotThisToolList />);
    await flush();
    expect(screen.getByRole('heading', { name: 'Not this tool' })).toBeTruthy();
    expect(screen.getByText(/^Nothing yet\. When a site is not the tool a card names/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('names each tool and its host or path; Undo removes one, says so, and keeps focus in the section', async () => {
    let entries = [zoom, copilot];
    const bg = background({
      'not-this-tool/list': () => ({ ok: true, data: entries }),
      'not-this-tool/remove': (request) => {
        entries = entries.filter((entry) => entry.slug !== request.slug);
        return { ok: true, data: entries };
      },
    });
    render(<NotThisToolList />);
    const list = await screen.findByRole('list', { name: 'Not this tool' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Zoomzoom.co.jpUndo',
      'GitHub Copilotpages under github.com/features/copilotUndo',
    ]);
    const undo = screen.getByRole('button', {
      name: 'Undo: match GitHub Copilot on pages under github.com/features/copilot again',
    });
    undo.focus();
    fireEvent.click(undo);
    await waitFor(() =>
      expect(bg.of('not-this-tool/remove')).toEqual([
        {
          type: 'not-this-tool/remove',
          slug: 'github-copilot',
          host: 'github.com',
          path: '/features/copilot',
        },
      ]),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(
      screen.getByText('GitHub Copilot is matched on pages under github.com/features/copilot again.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Not this tool' }));

    // A host entry is sent without a path.
    fireEvent.click(screen.getByRole('button', { name: 'Undo: match Zoom on zoom.co.jp again' }));
    await waitFor(() =>
      expect(screen.getByText(/^Nothing yet\. When a site is not the tool a card names/)).toBeTruthy(),
    );
    expect(bg.of('not-this-tool/remove')[1]).toEqual({
      type: 'not-this-tool/remove',
      slug: 'zoom',
      host: 'zoom.co.jp',
    });
  });

  it('a refused Undo is said as a problem, and the entry stays', async () => {
    background({
      'not-this-tool/list': () => ({ ok: true, data: [zoom] }),
      'not-this-tool/remove': () => ({ ok: false, error: { kind: 'validation', message: 'newer' } }),
    });
    render(<NotThisToolList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo: match Zoom on zoom.co.jp again' }));
    await waitFor(() =>
      expect(screen.getByText(/could not be changed/).classList.contains('ts-problem')).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Undo: match Zoom on zoom.co.jp again' })).toBeTruthy();
  });
});
