// What the popup's first frame leaves out (issue 28 §5: its first results within 30 ms of a static page):
// the home lists come after it, from a chunk of their own (the filter bar: deferred-filter-bar.test.tsx).
// Runs isolated: what the first frame loads is the point, and a chunk another file drew is loaded already.
import { render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { later } from '../../../../../components/common/later';
import { PopupApp } from '../../../../../components/popup/shell/PopupApp';
import { background, drawn, flush, searchBox, setUpPopupTests } from '../../../../support/popup-harness';

setUpPopupTests();

describe('later: a component loaded when first drawn', () => {
  it('draws its placeholder until it has come, loads once, and asks again after a failed load', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('chunk missing');
      return ({ name }: { name: string }) => <p>Hello {name}</p>;
    });
    const Greeting = later(load, () => <p>Waiting</p>);

    const first = render(<Greeting name="Ada" />);
    expect(screen.getByText('Waiting')).toBeTruthy();
    await flush();
    // The failed load leaves the placeholder; the next use asks again.
    expect(screen.getByText('Waiting')).toBeTruthy();
    first.unmount();
    fail = false;
    render(<Greeting name="Ada" />);
    await flush();
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    // Drawn at once from then on, with nothing loaded again.
    render(<Greeting name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("the popup's first frame", () => {
  it('holds the search box and none of the home lists; they come after it', async () => {
    background({
      'saved/list': () => ({ ok: true, data: { tools: [], room: 500 } }),
      'recent/list': () => ({ ok: true, data: [] }),
    });
    render(<PopupApp />);
    expect(searchBox()).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: /Saved/ })).toBeNull();
    await drawn(() => expect(screen.getByRole('heading', { level: 2, name: /Saved/ })).toBeTruthy());
  });
});
