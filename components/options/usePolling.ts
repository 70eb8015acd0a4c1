import { useEffect, useState } from 'preact/hooks';

/** Calls `load` now and every `intervalMs` while the component is shown; keeps the last value. */
export function usePolling<T>(load: () => Promise<T | null>, intervalMs: number): [T | null, () => void] {
  const [value, setValue] = useState<T | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let alive = true;
    const run = () =>
      void load().then((next) => {
        if (alive && next !== null) setValue(next);
      });
    run();
    const timer = setInterval(run, intervalMs);
    return () => {
      alive = false;
      clearInterval(timer);
    };
    // `tick` lets a caller ask for an immediate refresh.
  }, [intervalMs, tick]);
  return [value, () => setTick((n) => n + 1)];
}
