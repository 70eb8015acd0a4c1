import { useMemo } from 'preact/hooks';
import { useCountdown } from '../../common/useCountdown';

/** Whole seconds left until `until`, ticking; calls onDone once when it reaches 0. */
export function Countdown({ until, onDone }: { until: number; onDone?: () => void }) {
  // A time already past still waits a second, so a confused answer cannot cause a retry storm.
  const target = useMemo(() => Math.max(until, Date.now() + 1000), [until]);
  const left = useCountdown(target, onDone);

  return (
    // Announced once with its message; every tick would be noise for a screen reader.
    <span class="pp-countdown" aria-live="off">
      {left} s
    </span>
  );
}
