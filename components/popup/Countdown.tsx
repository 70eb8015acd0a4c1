import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { secondsUntil } from '../../lib/format';

/** Whole seconds left until `until`, ticking; calls onDone once when it reaches 0. */
export function Countdown({ until, onDone }: { until: number; onDone?: () => void }) {
  // A time already past still waits a second, so a confused answer cannot cause a retry storm.
  const target = useMemo(() => Math.max(until, Date.now() + 1000), [until]);
  const [now, setNow] = useState(Date.now);
  const left = secondsUntil(target, now);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= target) clearInterval(interval);
    };
    // The first tick lands where the displayed number changes; then once a second.
    const first = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, 1000);
      },
      (target - Date.now()) % 1000 || 1000,
    );
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [target]);

  useEffect(() => {
    if (left === 0) done.current?.();
  }, [left]);

  return (
    // Announced once with its message; every tick would be noise for a screen reader.
    <span class="pp-countdown" aria-live="off">
      {left} s
    </span>
  );
}
