// The one countdown: the popup's rate-limit line and the options' cooldowns.
import { act, cleanup, render, renderHook, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '../../../../../components/common/useCountdown';
import { Countdown } from '../../../../../components/popup/shell/Countdown';

const T0 = Date.parse('2025-06-01T12:00:00Z');

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('popup Countdown', () => {
  it('changes its number where the seconds left change, and calls onDone once at 0', async () => {
    const onDone = vi.fn();
    render(<Countdown until={T0 + 2_300} onDone={onDone} />);
    const shown = () => screen.getByText(/ s$/).textContent;
    expect(shown()).toBe('3 s');
    await advance(299);
    expect(shown()).toBe('3 s');
    await advance(1);
    expect(shown()).toBe('2 s');
    await advance(999);
    expect(shown()).toBe('2 s');
    await advance(1);
    expect(shown()).toBe('1 s');
    expect(onDone).not.toHaveBeenCalled();
    await advance(1_000);
    expect(shown()).toBe('0 s');
    expect(onDone).toHaveBeenCalledTimes(1);
    await advance(5_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('waits a second for a time already past', async () => {
    const onDone = vi.fn();
    render(<Countdown until={T0 - 5_000} onDone={onDone} />);
    expect(screen.getByText('1 s')).toBeTruthy();
    await advance(999);
    expect(onDone).not.toHaveBeenCalled();
    await advance(1);
    expect(screen.getByText('0 s')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('useCountdown', () => {
  it('is 0 for no time and for a time already past', () => {
    expect(renderHook(() => useCountdown(null)).result.current).toBe(0);
    expect(renderHook(() => useCountdown(T0 - 5_000)).result.current).toBe(0);
  });

  it('counts whole seconds down to 0', async () => {
    const { result } = renderHook(() => useCountdown(T0 + 3_000));
    expect(result.current).toBe(3);
    await advance(1_000);
    expect(result.current).toBe(2);
    await advance(2_000);
    expect(result.current).toBe(0);
  });
});
