// The accelerated clock of the clocked benches (bench/sync-clock.ts, bench/first-session.ts): real time
// plus the waits skipped. Whenever only waiting is left (nothing in flight), the clock jumps to the next
// timer. Work (requests, parsing, IndexedDB writes) takes its real time. Importing this module replaces
// Date.now in the process, so the benches run as child processes (bench/run.ts).
const realNow = Date.now.bind(Date);
let skipped = 0;
export const clockNow = (): number => realNow() + skipped;
export const realClockNow = realNow;
// Before anything reads the clock: the server's limiter keeps the Date.now it was built with.
Date.now = clockNow;

interface Timer {
  due: number;
  callback: () => void;
  cancelled: boolean;
}
const timers: Timer[] = [];
let inFlight = 0;

export function setTimer(callback: () => void, ms: number): () => void {
  const timer: Timer = { due: clockNow() + ms, callback, cancelled: false };
  timers.push(timer);
  return () => {
    timer.cancelled = true;
  };
}

export const sleep = (ms: number): Promise<void> => new Promise<void>((resolve) => setTimer(resolve, ms));

/** Runs `work` as work the clock must not skip over (a request, a read the result waits for). */
export async function working<T>(work: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
  }
}

/** Fires due timers; when only waiting is left, skips to the earliest one. Runs until stopped. */
export function drive(): () => void {
  let running = true;
  const tick = () => {
    if (!running) return;
    for (let i = timers.length - 1; i >= 0; i--) if (timers[i]?.cancelled) timers.splice(i, 1);
    timers.sort((a, b) => a.due - b.due);
    const first = timers[0];
    if (first && inFlight === 0 && first.due > clockNow()) skipped += first.due - clockNow();
    while (timers[0] && (timers[0].due <= clockNow() || timers[0].cancelled)) {
      const timer = timers.shift() as Timer;
      if (!timer.cancelled) timer.callback();
    }
    setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  return () => {
    running = false;
  };
}
