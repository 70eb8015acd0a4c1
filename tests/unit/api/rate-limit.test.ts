// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  backoffDelay,
  createRateLimiter,
  INTERACTIVE_MAX_WAIT_MS,
  type RateLimiterOptions,
  type StorageAreaLike,
} from '../../../lib/api/rate-limit';
import {
  HEADROOM,
  LIMIT,
  PACE_BURST,
  PATIENT_YIELD,
  PERSON_RESERVE,
  WINDOW_MS,
} from '../../../lib/api/rate-limit-budget';
import { readPersistedBudget } from '../../../lib/api/rate-limit-window';
import { BusyError, type Priority, RateLimitedError } from '../../../lib/api/request-gate';

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

function busyUntil(t: Tracked): number {
  expect(t.state).toBe('failed');
  expect(t.error).toBeInstanceOf(BusyError);
  return (t.error as BusyError).retryAt;
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
    expect([LIMIT, WINDOW_MS, INTERACTIVE_MAX_WAIT_MS, PACE_BURST]).toEqual([60, 60_000, 2_000, 20]);
    expect([HEADROOM, PERSON_RESERVE, PATIENT_YIELD]).toEqual([
      { active: 10, idle: 4 },
      { min: 10, max: 30 },
      5,
    ]);
  });

  it('keeps 500 mixed requests within 60 (own work within its share) in every window, and sends all background', async () => {
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
    expect(maxInAnyWindow(backgroundTimes)).toBeLessThanOrEqual(LIMIT - HEADROOM.idle);
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
    // Then the waiting work, paced: no burst into slots that freed together.
    await advanceTo(T0 + 61_000);
    expect(background.map((b) => b.state)).toEqual(['sent', 'pending', 'pending']);
    await advanceTo(T0 + 65_000);
    expect(background.map((b) => b.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('lets own work burst only briefly, leaves the person the rest, and says "waiting" when its work fills the window', async () => {
    const l = limiter();
    const background = Array.from({ length: 50 }, () => track(l.acquire('background'), 'background'));
    await flush();
    expect(background.filter((b) => b.state === 'sent')).toHaveLength(PACE_BURST);

    await sendNow(l, LIMIT - PACE_BURST);
    // The window is full, but partly of the extension's own work: the person is told to wait, not refused.
    const more = track(l.acquire('interactive'));
    await flush();
    expect(busyUntil(more)).toBe(T0 + WINDOW_MS);

    await advanceTo(T0 + WINDOW_MS - 1);
    expect(background.filter((b) => b.state === 'sent')).toHaveLength(PACE_BURST);
    await advanceTo(T0 + 3 * WINDOW_MS);
    expect(background.every((b) => b.state === 'sent')).toBe(true);
  });

  it('tightens the window to the server limit from X-RateLimit-Limit', async () => {
    const l = limiter();
    await sendNow(l, 1);
    await l.report({ status: 200, limit: 30, remaining: 29 });
    expect(await l.snapshot()).toMatchObject({ limit: 30, backgroundLimit: 20, usedInLastMinute: 1 });

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

    // Our own send leaves the window first; the unknown ones count from the report. The freed slot is
    // the person's: background work steps back while they are active.
    await advanceTo(T0 + WINDOW_MS);
    expect(background.state).toBe('pending');
    await sendNow(l, 1);
    const stillFull = track(l.acquire('interactive'));
    await flush();
    expect(retryAtOf(stillFull)).toBe(T0 + 10_000 + WINDOW_MS);

    await advanceTo(T0 + 10_000 + WINDOW_MS);
    expect(background.state).toBe('sent');
    await sendNow(l, 58);
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
      personInLastMinute: 0,
      limit: 60,
      backgroundLimit: 56,
      cooldownUntil: null,
      queued: 0,
      personActive: false,
    });
    await sendNow(l, PACE_BURST, 'background');
    await sendNow(l, 30);
    track(l.acquire('background'), 'background');
    track(l.acquire('background'), 'background');
    await advanceTo(T0 + 1_000);
    await l.report({ status: 429, retryAfterMs: 5_000 });
    expect(await l.snapshot()).toEqual({
      usedInLastMinute: 50,
      personInLastMinute: 30,
      limit: 60,
      backgroundLimit: 20,
      cooldownUntil: T0 + 6_000,
      queued: 2,
      personActive: true,
    });
    await advanceTo(T0 + 6_000);
    expect((await l.snapshot()).cooldownUntil).toBeNull();
    await advanceTo(T0 + 5_000 + WINDOW_MS);
    expect(await l.snapshot()).toMatchObject({ usedInLastMinute: 2, queued: 0 });
  });
});

describe('the person comes first', () => {
  /** A job that sends `count` requests one after another at `priority` (after `after`), recording when each went. */
  function job(l: ReturnType<typeof limiter>, priority: Priority, count: number, after?: Promise<void>) {
    const sent: number[] = [];
    const done = (async () => {
      await after;
      for (let i = 0; i < count; i++) {
        await l.acquire(priority);
        sent.push(Date.now());
      }
    })();
    return { sent, done };
  }

  /**
   * A person at a human pace from `from` on: a search every 3 s, and every 12 s a detail (the tool and
   * its alternatives), every one of them a request (the worst case: nothing answered on the device).
   */
  function eagerPerson(l: ReturnType<typeof limiter>, from: number, minutes: number) {
    const answers: Tracked[] = [];
    for (let at = 0; at < minutes * 60_000; at += 3_000) {
      setTimeout(
        () => {
          answers.push(track(l.acquire('interactive')));
          if (at % 12_000 === 0)
            answers.push(track(l.acquire('interactive')), track(l.acquire('interactive')));
        },
        from - Date.now() + at,
      );
    }
    return answers;
  }

  it('never refuses a person at a human pace while the first sync and the prefetch run, and both finish', async () => {
    const l = limiter();
    // As the jobs run them: the first sync, then the prefetch of the top 500's alternatives.
    const sync = job(l, 'background', 82);
    const prefetch = job(l, 'patient', 500, sync.done);
    const person = eagerPerson(l, T0, 15);
    await advanceTo(T0 + 15 * 60_000);

    expect(person).toHaveLength(450);
    expect(person.filter((answer) => answer.state !== 'sent')).toEqual([]);
    const all = [...person.map((p) => p.at ?? 0), ...sync.sent, ...prefetch.sent];
    expect(maxInAnyWindow(all)).toBeLessThanOrEqual(LIMIT);
    // The sync still finishes early (the most popular tools first); the prefetch goes on at its share.
    expect(sync.sent).toHaveLength(82);
    expect(Math.max(...sync.sent) - T0).toBeLessThan(5 * 60_000);
    // The prefetch goes on meanwhile, at what the person leaves.
    expect(prefetch.sent.length).toBeGreaterThan(60);
    // The person leaves: the prefetch uses the rest and finishes.
    await advanceTo(T0 + 25 * 60_000);
    expect(prefetch.sent).toHaveLength(500);
  });

  it('uses the rest while the person is idle, paced, so a person who comes back is never refused', async () => {
    const l = limiter();
    const prefetch = job(l, 'patient', 2_000);
    await flush();
    expect(prefetch.sent).toHaveLength(PACE_BURST);
    await advanceTo(T0 + 150_000);
    // Idle: all but a few slots of every window.
    expect(maxInAnyWindow(prefetch.sent)).toBe(LIMIT - HEADROOM.idle);

    // The person comes back at a human pace: every request goes at once.
    const person = eagerPerson(l, T0 + 150_000, 3);
    await advanceTo(T0 + 150_000 + 3 * 60_000);
    expect(person.filter((answer) => answer.state !== 'sent')).toEqual([]);
    // Meanwhile the prefetch stepped back to its share.
    const whileActive = prefetch.sent.filter((at) => at >= T0 + 150_000 + WINDOW_MS);
    expect(maxInAnyWindow(whileActive)).toBeLessThanOrEqual(
      LIMIT - HEADROOM.active - PERSON_RESERVE.min - PATIENT_YIELD,
    );
    expect(whileActive.length).toBeGreaterThan(0);
  });

  it('counts activity without a request (a local search) as the person being here', async () => {
    const l = limiter();
    l.noteActivity();
    const sync = job(l, 'background', 100);
    await advanceTo(T0 + 59_000);
    expect(sync.sent).toHaveLength(LIMIT - HEADROOM.active - PERSON_RESERVE.min);
  });

  it('keeps stepping back after a worker restart in the middle of a sync', async () => {
    const first = limiter();
    const before = job(first, 'background', 20);
    await sendNow(first, 1);
    await flush();
    expect(before.sent).toHaveLength(PACE_BURST);
    await advanceTo(T0 + 10_000);

    // A new worker: the window, the pacing and the person's activity come back from storage.
    const restarted = limiter();
    const after = job(restarted, 'background', 100);
    await advanceTo(T0 + 55_000);
    expect(after.sent).toHaveLength(LIMIT - HEADROOM.active - PERSON_RESERVE.min - PACE_BURST);
    expect((await restarted.snapshot()).personActive).toBe(true);
  });

  it('lets the sync go before the prefetch when both wait for a slot', async () => {
    const l = limiter();
    await sendNow(l, LIMIT);
    const order: Priority[] = [];
    const waiting = (['patient', 'background'] as const).map((priority) =>
      l.acquire(priority).then(() => order.push(priority)),
    );
    await advanceTo(T0 + WINDOW_MS + 5_000);
    await Promise.all(waiting);
    expect(order).toEqual(['background', 'patient']);
  });

  it('says "too many requests" only when the person alone used the minute', async () => {
    const l = limiter();
    await sendNow(l, LIMIT);
    const more = track(l.acquire('interactive'));
    await flush();
    expect(retryAtOf(more)).toBe(T0 + WINDOW_MS);
  });

  it('reads a window stored by an earlier release (format 1) without calling it the person’s', () => {
    expect(
      readPersistedBudget({ sent: [1, 2, 3, 4], background: [2, 3], cooldownUntil: 9, serverLimit: null }),
    ).toEqual({
      v: 2,
      person: [],
      sync: [2, 3],
      patient: [],
      others: [1, 4],
      cooldownUntil: 9,
      serverLimit: null,
      activeUntil: null,
      pace: null,
    });
    expect(readPersistedBudget({ v: 3, anything: true })).toBeNull();
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
