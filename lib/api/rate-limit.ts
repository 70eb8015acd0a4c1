// The request budget: a persisted sliding window per token, a Retry-After cooldown, and three priorities
// in which the person comes first (docs/architecture.md, "Request budget"). This module queues and grants;
// the arithmetic is rate-limit-budget.ts's.
//
// The rule: the person may use every slot. The extension's own work (the sync, the prefetch) takes only
// what the person leaves:
// - while the person is idle it may use all but a few slots (HEADROOM.idle);
// - while the person is active (they acted within the last minute) it leaves them more: a headroom, and
//   a reserve of twice what they used in the last minute (PERSON_RESERVE: 10 to 30; a human pace, a
//   search every 3 s and a detail every 12 s, is 30 a minute when nothing is answered on the device).
//   The prefetch, the most patient work of all, leaves PATIENT_YIELD more, and waits behind the sync.
// Either way it is paced: after a short burst (PACE_BURST) it sends no faster than its share of a window
// a minute. A window filled at a steady pace empties at that pace, so a person who comes back finds a
// slot freeing every second or so, twice a human pace; a window filled in one burst would keep them
// waiting up to a minute.

import type { RateLimitSnapshot } from './public';
import {
  ACTIVE_MS,
  type Budget,
  budgetSnapshot,
  LIMIT,
  noteAnswer,
  prune,
  WINDOW_MS,
} from './rate-limit-budget';
import { grant, head, holdPace, nextWakeAt, refuseLate, type Waiter } from './rate-limit-queue';
import { emptyState, readPersistedBudget } from './rate-limit-window';
import type { Priority, RequestGate, ResponseInfo } from './request-gate';

export const INTERACTIVE_MAX_WAIT_MS = 2_000;

/** The part of a `storage.session` area the limiter needs (`browser.storage.session` fits). */
export interface StorageAreaLike {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

/** Schedules `callback` after `ms`; returns a cancel function. */
export type SetTimer = (callback: () => void, ms: number) => () => void;

export interface RateLimiterOptions {
  /** Token fingerprint: each key has its own budget. */
  key: string;
  storage: StorageAreaLike;
  now?: () => number;
  setTimer?: SetTimer;
  limit?: number;
  windowMs?: number;
  backgroundLimit?: number;
  interactiveMaxWaitMs?: number;
  activeMs?: number;
}

export interface RateLimiter extends RequestGate {
  snapshot(): Promise<RateLimitSnapshot>;
  /** The person did something (even with no request): background work steps back for a minute. */
  noteActivity(): void;
}

/** Exponential backoff with full jitter: uniform in [0, min(cap, base * 2^attempt)). */
export function backoffDelay(attempt: number, random: () => number, baseMs = 500, capMs = 8_000): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** Math.max(0, attempt)));
}

// Read at call time, not import time, so vitest fake timers installed later still apply.
const defaultSetTimer: SetTimer = (callback, ms) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

/** Activity is written to storage only when it moves this much: every keystroke need not write. */
const ACTIVITY_WRITE_STEP_MS = 5_000;

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const {
    storage,
    now = () => Date.now(),
    setTimer = defaultSetTimer,
    limit = LIMIT,
    windowMs = WINDOW_MS,
    interactiveMaxWaitMs = INTERACTIVE_MAX_WAIT_MS,
    activeMs = ACTIVE_MS,
  } = options;
  const storageKey = `rateLimit:${options.key}`;

  const budget: Budget = { limit, windowMs, activeMs, state: emptyState(), inFlight: [] };
  let loading: Promise<void> | undefined;
  let lastWrite: Promise<void> = Promise.resolve();
  let pendingWrite: Promise<void> | undefined;
  let cancelTimer: (() => void) | undefined;
  let writtenActiveUntil: number | null = null;
  const queue: Waiter[] = [];

  function load(): Promise<void> {
    loading ??= storage
      .get(storageKey)
      .then((items) => {
        // Corrupted or foreign data is dropped: starting empty beats wedging the extension.
        const stored = readPersistedBudget(items[storageKey]);
        if (stored) {
          // Activity noted before the load finished is newer than the stored one.
          const activeUntil = Math.max(stored.activeUntil ?? 0, budget.state.activeUntil ?? 0) || null;
          budget.state = { ...stored, activeUntil };
          writtenActiveUntil = stored.activeUntil;
        }
      })
      .catch(() => {});
    return loading;
  }

  // Writes run one at a time; a write not yet started takes the newest state, so a burst costs two writes.
  function persist(): Promise<void> {
    pendingWrite ??= lastWrite
      .then(() => {
        pendingWrite = undefined;
        writtenActiveUntil = budget.state.activeUntil;
        return storage.set({ [storageKey]: structuredClone(budget.state) });
      })
      .catch(() => {});
    lastWrite = pendingWrite;
    return pendingWrite;
  }

  function pump() {
    cancelTimer?.();
    cancelTimer = undefined;
    const t = now();
    prune(budget, t);
    const granted = grant(budget, queue, t);
    holdPace(budget, queue, t);
    refuseLate(budget, queue, t);
    const next = head(queue);
    if (next) cancelTimer = setTimer(pump, Math.max(0, nextWakeAt(budget, next, t) - t));
    if (granted.length > 0) {
      // Hand out the slot only once it is persisted, so a restart right after cannot forget it.
      const saved = persist();
      for (const w of granted) void saved.then(w.resolve);
    }
  }

  function markActive(t: number): boolean {
    budget.state.activeUntil = t + activeMs;
    return (
      writtenActiveUntil === null || budget.state.activeUntil - writtenActiveUntil >= ACTIVITY_WRITE_STEP_MS
    );
  }

  async function acquire(priority: Priority): Promise<void> {
    await load();
    if (priority === 'interactive') markActive(now());
    return new Promise<void>((resolve, reject) => {
      queue.push({ priority, deadline: now() + interactiveMaxWaitMs, resolve, reject });
      pump();
    });
  }

  function noteActivity(): void {
    void load().then(() => {
      if (markActive(now())) void persist();
    });
  }

  async function report(info: ResponseInfo): Promise<void> {
    await load();
    const t = now();
    prune(budget, t);
    budget.inFlight.shift();
    noteAnswer(budget, info, t);
    await persist();
    pump();
  }

  async function snapshot(): Promise<RateLimitSnapshot> {
    await load();
    const t = now();
    prune(budget, t);
    return budgetSnapshot(budget, queue.length, t);
  }

  return { acquire, report, snapshot, noteActivity };
}
