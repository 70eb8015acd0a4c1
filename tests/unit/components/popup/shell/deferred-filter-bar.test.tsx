// The popup's first results come before the filter bar's chunk: a placeholder of its height stands in
// until it has come, so the rows do not move (issue 28 §5).
// Runs isolated: the placeholder shows only before the chunk is loaded, and a file sharing its modules, or
// another test of this one, may have loaded it (the popup loads every chunk once it has been open 1 s).
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { PopupApp } from '../../../../../components/popup/shell/PopupApp';
import {
  background,
  drawn,
  flush,
  searchBox,
  setUpPopupTests,
  tool,
} from '../../../../support/popup-harness';

setUpPopupTests();

// The filter bar's chunk comes when the test lets it, as from a slow disk: on a fast machine it came
// before the first results did, and there was no placeholder left to see.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
});
vi.mock('../../../../../components/popup/find/FilterBar', async (importOriginal) => {
  await chunk.held;
  return importOriginal();
});

describe("the popup's first frame", () => {
  it("draws the first results with a placeholder of the filter bar's height, then the filter bar in its place", async () => {
    background({
      'search/local': () => ({
        ok: true,
        data: {
          tools: [{ ...tool('jasper'), rank: 0 }],
          total: 1,
          unfiltered: 1,
          hiddenBy: [],
          complete: true,
          provisional: false,
        },
      }),
    });
    const { container } = render(<PopupApp />);
    // Typed at once, as the bench does: the answer is drawn in the same moments as the popup.
    fireEvent.input(searchBox(), { target: { value: 'jasper' } });
    // The session's filters are read (drawn as this flush ends), then the device is asked under them.
    await flush();
    await flush();
    expect(screen.getAllByRole('row')).toHaveLength(1);
    const bar = container.querySelector('.pp-filterbar');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(bar?.querySelector('.pp-filterbar__toggle')).toBeTruthy();
    chunk.release();
    await drawn(() => expect(screen.getByRole('button', { name: /Filters/ })).toBeTruthy());
    expect(container.querySelectorAll('.pp-filterbar')).toHaveLength(1);
  });
});
