import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { YoursPanel } from '../../../../components/options/YoursPanel';
import type { ImportOutcome } from '../../../../lib/saved/types';
import { background, flush, setUpPopupTests } from '../../../support/popup-harness';

setUpPopupTests();

async function chooseFile(text: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [new File([text], 'saved.json')], configurable: true });
  fireEvent.change(input);
  await flush();
}

function panelWith(outcome: ImportOutcome) {
  const bg = background({
    'saved/list': () => ({ ok: true, data: { tools: [], room: 500 } }),
    'recent/list': () => ({ ok: true, data: [] }),
    'saved/import': () => ({ ok: true, data: outcome }),
  });
  render(<YoursPanel />);
  return bg;
}

describe('options: saved tools and history', () => {
  it('sends the chosen file to the background and says what the import did', async () => {
    const bg = panelWith({
      report: { added: 3, alreadySaved: 1, invalid: 2, notAdded: 0, total: 7 },
      problem: null,
    });
    await flush();
    await chooseFile('{"format":"toolscout-saved-tools"}');
    expect(bg.of('saved/import')).toEqual([
      { type: 'saved/import', text: '{"format":"toolscout-saved-tools"}' },
    ]);
    expect(
      screen.getByText('Imported 3 tools, 1 already saved, 2 unreadable, skipped. 7 saved in all.'),
    ).toBeTruthy();
  });

  it('names why a file was refused', async () => {
    panelWith({ report: null, problem: 'not-ours' });
    await flush();
    await chooseFile('{}');
    expect(
      screen.getByText(/This is not a Toolscout saved-tools file/).classList.contains('ts-problem'),
    ).toBe(true);
  });

  it('says when the list is full', async () => {
    panelWith({
      report: { added: 0, alreadySaved: 0, invalid: 0, notAdded: 4, total: 500 },
      problem: 'full',
    });
    await flush();
    await chooseFile('{}');
    expect(screen.getByText(/Your saved list is full/).textContent).toContain(
      '4 not added: the list is full',
    );
  });

  it('clears recently viewed', async () => {
    let recent = 2;
    const bg = background({
      'saved/list': () => ({ ok: true, data: { tools: [], room: 500 } }),
      'recent/list': () => ({
        ok: true,
        data: Array.from({ length: recent }, (_, i) => ({
          slug: `t${i}`,
          name: `T${i}`,
          logo: null,
          price: { type: 'free', amount: null },
          verified: false,
          rating: { average: null, count: 0 },
          viewedAt: i,
        })),
      }),
      'recent/clear': () => {
        recent = 0;
        return { ok: true, data: null };
      },
    });
    render(<YoursPanel />);
    await flush();
    expect(screen.getByText(/2 recently viewed tools/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear recently viewed' }));
    await flush();
    expect(bg.of('recent/clear')).toHaveLength(1);
    expect(screen.getByText('Recently viewed cleared.')).toBeTruthy();
    expect(screen.getByText('No recently viewed tools.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Clear recently viewed' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
