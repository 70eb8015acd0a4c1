// One value shared by every component of a page (components/common/shared-state.ts): loaded once for
// the first, changed for all, a slow load never overwriting a later change, stopped with the last.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { render as draw } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSharedState } from '../../../../components/common/shared-state';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

afterEach(cleanup);

describe('createSharedState', () => {
  it('loads once for the first component, shows every component the same value, and stops with the last', async () => {
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const onFirst = vi.fn();
    const onLast = vi.fn();
    const state = createSharedState({ initial: 'none', load, onFirst, onLast });
    const Shown = ({ id }: { id: string }) => <p data-testid={id}>{state.use()}</p>;
    const first = render(<Shown id="a" />);
    const second = render(<Shown id="b" />);
    expect(screen.getByTestId('a').textContent).toBe('none');
    await act(async () => answer.resolve('loaded'));
    expect(screen.getByTestId('a').textContent).toBe('loaded');
    expect(screen.getByTestId('b').textContent).toBe('loaded');
    expect(load).toHaveBeenCalledOnce();
    expect(onFirst).toHaveBeenCalledOnce();

    act(() => state.set('chosen'));
    expect(screen.getByTestId('b').textContent).toBe('chosen');
    first.unmount();
    expect(onLast).not.toHaveBeenCalled();
    second.unmount();
    expect(onLast).toHaveBeenCalledOnce();
  });

  it('a value the page has at hand is drawn before the frame is painted: no frame waited for', async () => {
    // No timer and no animation frame runs: only what the drawing itself does, and its microtasks.
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve('at hand'));
    const state = createSharedState({ initial: 'none', load });
    const Shown = () => <p>{state.use()}</p>;
    const root = document.createElement('div');
    draw(<Shown />, root);
    expect(load).toHaveBeenCalledOnce();
    // The load's answer, the state it sets and the drawing that follows: each a microtask or two.
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    expect(root.textContent).toBe('at hand');
    draw(null, root);
  });

  it('a change made while a load is under way is not overwritten by it', async () => {
    const answer = deferred<string>();
    const state = createSharedState({ initial: 'none', load: () => answer.promise });
    const Shown = () => <p data-testid="value">{state.use()}</p>;
    render(<Shown />);
    act(() => state.set('chosen meanwhile'));
    await act(async () => answer.resolve('loaded before the change'));
    expect(screen.getByTestId('value').textContent).toBe('chosen meanwhile');
    expect(state.get()).toBe('chosen meanwhile');
  });

  it('of two overlapping loads, only the last is kept', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const state = createSharedState({
      initial: 'none',
      load: () => (answers[call++] as (typeof answers)[0]).promise,
    });
    const Shown = () => <p data-testid="value">{state.use()}</p>;
    render(<Shown />);
    act(() => state.reload());
    await act(async () => answers[1]?.resolve('second'));
    await act(async () => answers[0]?.resolve('first, late'));
    expect(screen.getByTestId('value').textContent).toBe('second');
  });
});
