// The popup page's script (entrypoints/popup/main.tsx) replacing the first frame (entrypoints/popup/index.html):
// once it has run, a key goes into the live search box, whether or not the first frame's box had the focus.
// Runs isolated: each test loads the page's script afresh (vi.resetModules).
import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { background, setUpPopupTests } from '../../support/popup-harness';

setUpPopupTests();

/** The first frame as index.html draws it, reduced to its search box, holding `typed`. */
function firstFrame(typed: string): HTMLInputElement {
  document.body.innerHTML =
    '<div id="app"><input id="pp-first-box" type="search" autocomplete="off" /></div>';
  const box = document.querySelector<HTMLInputElement>('#pp-first-box') as HTMLInputElement;
  box.value = typed;
  return box;
}

async function runPageScript(): Promise<void> {
  vi.resetModules();
  await import('../../../entrypoints/popup/main');
}

describe('the popup page taking over its first frame', () => {
  it('the focus and caret of the first box move to the live one, with what it held', async () => {
    background({});
    const first = firstFrame('jas');
    first.focus();
    first.setSelectionRange(1, 1);
    await runPageScript();
    const box = screen.getByRole('combobox', { name: 'Search AI tools' }) as HTMLInputElement;
    expect(document.activeElement).toBe(box);
    expect(box.value).toBe('jas');
    expect([box.selectionStart, box.selectionEnd]).toEqual([1, 1]);
  });

  it('before the first frame has focused its box (its autofocus comes with that frame), the live box takes the focus at once', async () => {
    background({});
    firstFrame('');
    expect(document.activeElement).toBe(document.body);
    await runPageScript();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Search AI tools' }));
  });

  it('a control the person has moved to keeps the focus', async () => {
    background({});
    firstFrame('');
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    await runPageScript();
    expect(document.activeElement).toBe(elsewhere);
  });
});
