import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  BACKGROUND_LIMIT,
  backoffDelay,
  createRateLimiter,
  INTERACTIVE_MAX_WAIT_MS,
  LIMIT,
  type RateLimiterOptions,
  type StorageAreaLike,
  WINDOW_MS,
} from '../../../lib/api/rate-limit';
import { type Priority, RateLimitedError } from '../../../lib/api/request-gate';

// Compile-time check: the real session area can be injected as it is.
const _sessionFits: StorageAreaLike = browser.storage.session;
void _sessionFits;

const T0 = Date.UTC(2025, 0, 1);

function limiter(options: Partial<RateLimiterOptions> = {}) {
  return createRateLimiter({ key: 'token-a', storage: fakeBrowser.storage.session, ...options });
}

interface Tracked {
  priority: Priority;
  state: 'pending' | 'sent' | 'failed';
  at?: number;
  error?: unknown;
}

function track(promise: Promise<void>, priority: Priority = 'interactive'): Tracked {
  const t: Tracked = { priority, state: 'pending' };
  promise.then(
    () => {
      t.state = 'sent';
      t.at = Date.now();
    },
    (error: unknown) => {
      t.state = 'failed';
      t.error = error;
    },
  );
  return t;
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const advanceTo = (t: number) => vi.advanceTimersByTimeAsync(t - Date.now());

/** The most sends inside any half-open window [t, t + WINDOW_MS). */
function maxInAnyWindow(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let max = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= WINDOW_MS) start++;
    max = Math.max(max, end - start + 1);
  }
  return max;
}

function retryAtOf(t: Tracked): number {
  expect(t.state).toBe('failed');
  expect(t.error).toBeInstanceOf(RateLimitedError);
  return (t.error as RateLimitedError).retryAt;
}

async function sendNow(l: ReturnType<typeof limiter>, n: number, priority: Priority = 'interactive') {
  const all = Array.from({ length: n }, () => track(l.acquire(priority), priority));
  await flush();
  expect(all.every((t) => t.state === 'sent')).toBe(true);
  return all;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('rate limiter', () => {
  it('exports the documented budget', () => {
    expect([LIMIT, WINDOW_MS, BACKGROUND_LIMIT, INTERACTIVE_MAX_WAIT_MS]).toEqual([60, 60_000, 45, 2_000]);
  });

  it('keeps 500 mixed requests within 60 (45 background) in every window, and sends all background', async () => {
    const l = limiter();
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const requests: Tracked[] = [];
    for (let i = 0; i < 500; i++) {
      const priority: Priority = random() < 0.5 ? 'interactive' : 'background';
      // A third arrive in one burst, the rest spread over five minutes.
      const delay = i < 170 ? 0 : Math.floor(random() * 300_000);
      setTimeout(() => requests.push(track(l.acquire(priority), priority)), delay);
    }
    await vi.advanceTimersByTimeAsync(20 * 60_000);

    expect(requests).toHaveLength(500);
    const sent = requests.filter((r) => r.state === 'sent');
    const sendTimes = sent.map((r) => r.at ?? Number.NaN);
    const backgroundTimes = sent.filter((r) => r.priority === 'background').map((r) => r.at ?? Number.NaN);
    expect(maxInAnyWindow(sendTimes)).toBe(60);
    expect(maxInAnyWindow(backgroundTimes)).toBe(45);
    expect(requests.filter((r) => r.priority === 'background').every((r) => r.state === 'sent')).toBe(true);
    const interactive = requests.filter((r) => r.priority === 'interactive');
    expect(interactive.every((r) => r.state !== 'pending')).toBe(true);
    expect(interactive.some((r) => r.state === 'failed')).toBe(true);
    expect(interactive.some((r) => r.state === 'sent')).toBe(true);
    expect((await l.snapshot()).queued).toBe(0);
  });

  it('serialises parallel callers: exactly the free slots are handed out', async () => {
    const l = limiter();
    const all = Array.from({ length: 100 }, () => track(l.acquire('interactive')));
    await flush();
    expect(all.filter((t) => t.state === 'sent')).toHaveLength(60);
    expect(all.filter((t) => t.state === 'failed')).toHaveLength(40);
  });

  it('loads storage once and keeps memory authoritative while storage is slow', async () => {
    const session = fakeBrowser.storage.session;
    let reads = 0;
    const slow: StorageAreaLike = {
      get: async (key) => {
        reads++;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return session.get(key);
      },
      set: async (items) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await session.set(items);
      },
    };
    const l = limiter({ storage: slow });
    const first = Array.from({ length: 30 }, () => track(l.acquire('interactive')));
    await vi.advanceTimersByTimeAsync(5);
    const second = Array.from({ length: 40 }, () => track(l.acquire('interactive')));
    await vi.advanceTimersByTimeAsync(1_000);
    expect([...first, ...second].filter((t) => t.state === 'sent')).toHaveLength(60);
    expect(reads).toBe(1);
  });

  it('keeps the budget across a restart (fresh instance on the same storage)', async () => {
    await sendNow(limiter(), 60);
    await advanceTo(T0 + 5_000);
    const restarted = limiter();
    const next = track(restarted.acquire('interactive'));
    await flush();
    expect(retryAtOf(next)).toBe(T0 + WINDOW_MS);
    expect((await restarted.snapshot()).usedInLastMinute).toBe(60);
  });

  it('stops every request until Retry-After on a 429, and a restart keeps the cooldown', async () => {
    const l = limiter();
    await sendNow(l, 1);
    await l.report({ status: 429, retryAfterMs: 30_000 });

    const interactive = track(l.acquire('interactive'));
    const background = track(l.acquire('background'), 'background');
    await flush();
    expect(retryAtOf(interactive)).toBe(T0 + 30_000);
    expect(background.state).toBe('pending');

    const restarted = limiter();
    const afterRestart = track(restarted.acquire('interactive'));
    await flush();
    expect(retryAtOf(afterRestart)).toBe(T0 + 30_000);
    expect((await restarted.snapshot()).cooldownUntil).toBe(T0 + 30_000);

    await advanceTo(T0 + 29_999);
    expect(background.state).toBe('pending');
    await advanceTo(T0 + 30_000);
    expect(background.state).toBe('sent');
    expect(background.at).toBe(T0 + 30_000);
    await sendNow(l, 1);
  });

  it('fails an interactive request at once when the wait exceeds 2 s, and waits when it is at most 2 s', async () => {
    const l = limiter();
    await sendNow(l, 1);
    await advanceTo(T0 + 10_000);
    await sendNow(l, 59);

    await advanceTo(T0 + 57_999);
    const tooLong = track(l.acquire('interactive'));
    await flush();
    expect(retryAtOf(tooLong)).toBe(T0 + WINDOW_MS);

    await advanceTo(T0 + 58_000);
    const waits = track(l.acquire('interactive'));
    await flush();
    expect(waits.state).toBe('pending');
    // The next free slot is the one the waiting request will take, so this one is 12 s away.
    const behind = track(l.acquire('interactive'));
    await flush();
    expect(retryAtOf(behind)).toBe(T0 + 10_000 + WINDOW_MS);

    await advanceTo(T0 + 59_999);
    expect(waits.state).toBe('pending');
    await advanceTo(T0 + 60_000);
    expect(waits.state).toBe('sent');
  });

  it('fails a queued interactive request when a 429 pushes its wait past 2 s', async () => {
    const l = limiter();
    await sendNow(l, 60);
    await advanceTo(T0 + 59_000);
    const waiting = track(l.acquire('interactive'));
    await flush();
    expect(waiting.state).toBe('pending');
    await l.report({ status: 429, retryAfterMs: 10_000 });
    await flush();
    expect(retryAtOf(waiting)).toBe(T0 + 69_000);
  });

  it('lets interactive requests overtake queued background ones', async () => {
    const l = limiter();
    await sendNow(l, 1);
    await advanceTo(T0 + 1_000);
    await sendNow(l, 59);
    await advanceTo(T0 + 2_000);
    const background = Array.from({ length: 3 }, () => track(l.acquire('background'), 'background'));
    await advanceTo(T0 + 59_000);
    const interactive = track(l.acquire('interactive'));

    // Exactly one slot frees at T0 + 60 s: the person gets it.
    await advanceTo(T0 + 60_000);
    expect(interactive.state).toBe('sent');
    expect(background.map((b) => b.state)).toEqual(['pending', 'pending', 'pending']);
    await advanceTo(T0 + 61_000);
    expect(background.map((b) => b.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('caps background at 45 in a window while interactive can use the other 15', async () => {
    const l = limiter();
    const background = Array.from({ length: 50 }, () => track(l.acquire('background'), 'background'));
    await flush();
    expect(background.filter((b) => b.state === 'sent')).toHaveLength(45);

    await sendNow(l, 15);
    const sixteenth = track(l.acquire('interactive'));
    await flush();
    expect(retryAtOf(sixteenth)).toBe(T0 + WINDOW_MS);

    await advanceTo(T0 + WINDOW_MS - 1);
    expect(background.filter((b) => b.state === 'sent')).toHaveLength(45);
    await advanceTo(T0 + WINDOW_MS);
    expect(background.every((b) => b.state === 'sent')).toBe(true);
  });

  it('tightens the window to the server limit from X-RateLimit-Limit', async () => {
    const l = limiter();
    await sendNow(l, 1);
    await l.report({ status: 200, limit: 30, remaining: 29 });
    expect(await l.snapshot()).toMatchObject({ limit: 30, backgroundLimit: 22, usedInLastMinute: 1 });

    const more = Array.from({ length: 40 }, () => track(l.acquire('interactive')));
    await flush();
    expect(more.filter((t) => t.state === 'sent')).toHaveLength(29);
    expect(retryAtOf(more[39] as Tracked)).toBe(T0 + WINDOW_MS);

    // The tightened limit belongs to the token and survives a restart.
    expect((await limiter().snapshot()).limit).toBe(30);
  });

  it('treats X-RateLimit-Remaining 0 as a spent window, without deadlocking', async () => {
    const l = limiter();
    await sendNow(l, 1);
    await advanceTo(T0 + 10_000);
    await l.report({ status: 200, remaining: 0 });

    const blocked = track(l.acquire('interactive'));
    await flush();
    expect(retryAtOf(blocked)).toBe(T0 + WINDOW_MS);
    const background = track(l.acquire('background'), 'background');

    // Our own send leaves the window first; the unknown ones count from the report.
    await advanceTo(T0 + WINDOW_MS);
    expect(background.state).toBe('sent');
    const stillFull = track(l.acquire('interactive'));
    await flush();
    expect(retryAtOf(stillFull)).toBe(T0 + 10_000 + WINDOW_MS);

    await advanceTo(T0 + 10_000 + WINDOW_MS);
    await sendNow(l, 59);
  });

  it('counts unanswered sends on top of X-RateLimit-Remaining', async () => {
    const l = limiter();
    await sendNow(l, 10);
    // The first answer: the server has seen 1 of ours + 49 from elsewhere; 9 of ours are still in flight.
    await l.report({ status: 200, limit: 60, remaining: 10 });
    expect((await l.snapshot()).usedInLastMinute).toBe(59);
  });

  it('after a 429 with Retry-After and no requests left, sends again when the server’s window resets', async () => {
    const l = limiter();
    await sendNow(l, 1);
    // Another client of the same token spent the window; the server says: 20 s.
    await l.report({ status: 429, retryAfterMs: 20_000, limit: 60, remaining: 0 });
    await advanceTo(T0 + 18_500);
    const next = track(l.acquire('interactive'));
    await flush();
    expect(next.state).toBe('pending');
    await advanceTo(T0 + 20_000);
    expect(next.state).toBe('sent');
  });

  it('treats a 429 without Retry-After as a spent window', async () => {
    const l = limiter();
    await sendNow(l, 1);
    await l.report({ status: 429 });
    const next = track(l.acquire('interactive'));
    await flush();
    expect(retryAtOf(next)).toBe(T0 + WINDOW_MS);
  });

  it('keeps separate budgets for separate keys', async () => {
    await sendNow(limiter({ key: 'token-a' }), 60);
    const a = track(limiter({ key: 'token-a' }).acquire('interactive'));
    const other = limiter({ key: 'token-b' });
    await sendNow(other, 1);
    await flush();
    expect(a.state).toBe('failed');
    expect((await other.snapshot()).usedInLastMinute).toBe(1);
  });

  it.each([
    ['a string', 'garbage'],
    ['a wrong shape', { sent: 'x', background: [], cooldownUntil: null, serverLimit: null }],
    ['non-numbers', { sent: [null, 'a'], background: [], cooldownUntil: 'soon', serverLimit: null }],
  ])('ignores corrupted stored state (%s)', async (_name, value) => {
    await sendNow(limiter(), 60);
    const stored = await fakeBrowser.storage.session.get(null);
    const [key] = Object.keys(stored);
    expect(key).toBeDefined();
    await fakeBrowser.storage.session.set({ [key as string]: value });

    const l = limiter();
    await sendNow(l, 1);
    expect((await l.snapshot()).usedInLastMinute).toBe(1);
  });

  it('does not let stamps from a clock that moved back block for longer than a window', async () => {
    await sendNow(limiter(), 60);
    vi.setSystemTime(T0 - 3_600_000);
    const l = limiter();
    const next = track(l.acquire('interactive'));
    await flush();
    expect(retryAtOf(next)).toBe(T0 - 3_600_000 + WINDOW_MS);
  });

  it('reports a snapshot for the options page', async () => {
    const l = limiter();
    expect(await l.snapshot()).toEqual({
      usedInLastMinute: 0,
      limit: 60,
      backgroundLimit: 45,
      cooldownUntil: null,
      queued: 0,
    });
    await sendNow(l, 45, 'background');
    await sendNow(l, 5);
    track(l.acquire('background'), 'background');
    track(l.acquire('background'), 'background');
    await advanceTo(T0 + 1_000);
    await l.report({ status: 429, retryAfterMs: 5_000 });
    expect(await l.snapshot()).toEqual({
      usedInLastMinute: 50,
      limit: 60,
      backgroundLimit: 45,
      cooldownUntil: T0 + 6_000,
      queued: 2,
    });
    await advanceTo(T0 + 6_000);
    expect((await l.snapshot()).cooldownUntil).toBeNull();
    await advanceTo(T0 + 1_000 + WINDOW_MS);
    expect(await l.snapshot()).toMatchObject({ usedInLastMinute: 2, queued: 0 });
  });
});

describe('backoffDelay', () => {
  it('grows exponentially with full jitter up to the cap', () => {
    const top = () => 0.999_999;
    expect(backoffDelay(0, () => 0)).toBe(0);
    expect(backoffDelay(0, top)).toBe(499);
    expect(backoffDelay(1, top)).toBe(999);
    expect(backoffDelay(3, top)).toBe(3_999);
    expect(backoffDelay(10, top)).toBe(7_999);
    expect(backoffDelay(2, () => 0.5)).toBe(1_000);
    expect(backoffDelay(2, () => 0.5, 100, 300)).toBe(150);
  });
});
