import { useEffect, useRef, useState } from 'preact/hooks';
import { secondsUntil } from '../../lib/common/format';

/**
 * Whole seconds left until `until` (epoch ms); 0 when it has passed or is null. Ticks where the number
 * changes, then once a second; calls `onDone` once the count is 0.
 */
export function useCountdown(until: number | null, onDone?: () => void): number {
  const [now, setNow] = useState(Date.now);
  const left = until === null ? 0 : secondsUntil(until, now);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(interval);
    };
    // The first tick lands where the displayed number changes; then once a second.
    const first = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, 1000);
      },
      (until - Date.now()) % 1000 || 1000,
    );
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [until]);

  useEffect(() => {
    if (left === 0) done.current?.();
  }, [left]);

  return left;
}
