import { useEffect, useState } from 'preact/hooks';
import { secondsUntil } from '../../lib/format';

/** Seconds left until `until` (epoch ms), ticking once a second; 0 when it has passed or is null. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : secondsUntil(until, now);
}
