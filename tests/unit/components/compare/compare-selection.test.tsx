// The compare picks as a page shows them: the answer to the last change holds every pick (the background
// makes them one at a time), so an earlier answer arriving after it must not undo a pick on screen.
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { type CompareSelection, useCompareSelection } from '../../../../components/find/useCompareSelection';
import type { CompareItem } from '../../../../lib/find/public/compare';
import { background, flush, setUpPopupTests } from '../../../support/popup-harness';

setUpPopupTests();

const item = (slug: string): CompareItem => ({ slug, name: slug.toUpperCase() });

describe('the compare picks on a page', () => {
  it('two quick picks both stay picked, though the first answer arrives last', async () => {
    let answered = 0;
    background({
      'compare/selection': () => ({ ok: true, data: [] }),
      'compare/add': () => {
        answered += 1;
        // The first answer is slow: it comes after the second's.
        return answered === 1
          ? new Promise((resolve) =>
              setTimeout(() => resolve({ ok: true, data: { selection: [item('a')], outcome: 'added' } }), 50),
            )
          : { ok: true, data: { selection: [item('a'), item('b')], outcome: 'added' } };
      },
    });
    let selection: CompareSelection | undefined;
    function Picks() {
      selection = useCompareSelection();
      return <p>{selection.items?.map((picked) => picked.slug).join(',') ?? 'loading'}</p>;
    }
    const view = render(<Picks />);
    await flush();
    // Nothing picked yet.
    expect(view.container.textContent).toBe('');
    const first = selection?.add(item('a'));
    const second = selection?.add(item('b'));
    await flush(100);
    await Promise.all([first, second]);
    expect(view.container.textContent).toBe('a,b');
  });
});
