// The request budget: a persisted sliding window per token, a Retry-After cooldown, and three priorities
// in which the person comes first (docs/architecture.md, "Request budget").
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
import { emptyState, readPersistedBudget, type State } from './rate-limit-window';
import {
  BusyError,
  type Priority,
  RateLimitedError,
  type RequestGate,
  type ResponseInfo,
} from './request-gate';

export const LIMIT = 60;
export const WINDOW_MS = 60_000;
export const INTERACTIVE_MAX_WAIT_MS = 2_000;
/** A person counts as active this long after their last act (a search, a detail, a card opened). */
export const ACTIVE_MS = 60_000;

type OwnWork = Exclude<Priority, 'interactive'>;
type Mode = 'active' | 'idle';

/** Slots the extension's own work always leaves free in the window. */
export const HEADROOM: Readonly<Record<Mode, number>> = { active: 10, idle: 4 };
/** While the person is active, their own slots on top: twice their last minute's requests, within bounds. */
export const PERSON_RESERVE = { min: 10, max: 30 } as const;
/** What the prefetch leaves on top of the sync's share while the person is active. */
export const PATIENT_YIELD = 5;
/** Own requests that may go at once before pacing sets in (a sync's first pages, quickly). */
export const PACE_BURST = 20;

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

interface Pace {
  tokens: number;
  at: number;
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

interface Waiter {
  priority: Priority;
  deadline: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

// Read at call time, not import time, so vitest fake timers installed later still apply.
const defaultSetTimer: SetTimer = (callback, ms) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

const isCount = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n >= 0;
const byTime = (a: number, b: number) => a - b;
const STAMP_LISTS = ['person', 'sync', 'patient', 'others'] as const;
const LIST_OF: Readonly<Record<Priority, 'person' | 'sync' | 'patient'>> = {
  interactive: 'person',
  background: 'sync',
  patient: 'patient',
};
// Who goes first when a slot frees: the person, then the sync, then the prefetch.
const ORDER: readonly Priority[] = ['interactive', 'background', 'patient'];
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

  let state: State = emptyState();
  let loading: Promise<void> | undefined;
  let lastWrite: Promise<void> = Promise.resolve();
  let pendingWrite: Promise<void> | undefined;
  let cancelTimer: (() => void) | undefined;
  let writtenActiveUntil: number | null = null;
  const queue: Waiter[] = [];
  // Sends not yet answered (memory only): the server's X-RateLimit-Remaining does not count them yet.
  let inFlight: number[] = [];

  const effectiveLimit = () => Math.max(1, Math.min(limit, state.serverLimit ?? limit));
  // Shares keep their proportion when the server tightens the limit (never 0: no deadlock).
  const scaled = (n: number) => Math.max(1, Math.floor((n * Math.min(limit, effectiveLimit())) / LIMIT));
  const isActive = (t: number) => state.activeUntil !== null && state.activeUntil > t;
  const modeAt = (t: number): Mode => (isActive(t) ? 'active' : 'idle');
  const ownStamps = () => [...state.sync, ...state.patient].sort(byTime);
  /** The most own requests (sync and prefetch together) the window may hold for a request of `priority`. */
  function share(priority: OwnWork, t: number): number {
    const mode = modeAt(t);
    const room = effectiveLimit() - scaled(HEADROOM[mode]);
    if (mode === 'idle') return Math.max(1, room);
    const reserve = Math.min(PERSON_RESERVE.max, Math.max(PERSON_RESERVE.min, 2 * state.person.length));
    const yielded = priority === 'patient' ? PATIENT_YIELD : 0;
    return Math.max(1, room - scaled(reserve + yielded));
  }
  /** Pacing tokens at `t`: the bucket refills at the share's rate, up to the burst. */
  function paceTokens(priority: OwnWork, t: number): number {
    const pace: Pace = state.pace ?? { tokens: PACE_BURST, at: t };
    const rate = share(priority, t) / windowMs;
    return Math.min(PACE_BURST, pace.tokens + Math.max(0, t - pace.at) * rate);
  }
  const allSent = () => STAMP_LISTS.flatMap((list) => state[list]).sort(byTime);

  function load(): Promise<void> {
    loading ??= storage
      .get(storageKey)
      .then((items) => {
        // Corrupted or foreign data is dropped: starting empty beats wedging the extension.
        const stored = readPersistedBudget(items[storageKey]);
        if (stored) {
          // Activity noted before the load finished is newer than the stored one.
          const activeUntil = Math.max(stored.activeUntil ?? 0, state.activeUntil ?? 0) || null;
          state = { ...stored, activeUntil };
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
        writtenActiveUntil = state.activeUntil;
        return storage.set({ [storageKey]: structuredClone(state) });
      })
      .catch(() => {});
    lastWrite = pendingWrite;
    return pendingWrite;
  }

  function prune(t: number) {
    // Clamp future stamps (clock moved back) so a clock change cannot block us for hours.
    const keep = (list: number[]) =>
      list
        .map((s) => Math.min(s, t))
        .filter((s) => s > t - windowMs)
        .sort(byTime)
        // Only the newest `limit` stamps can ever decide when a slot frees up.
        .slice(-limit);
    for (const list of STAMP_LISTS) state[list] = keep(state[list]);
    if (state.cooldownUntil !== null && state.cooldownUntil <= t) state.cooldownUntil = null;
    if (state.activeUntil !== null && state.activeUntil > t + activeMs) state.activeUntil = t + activeMs;
    inFlight = inFlight.filter((s) => s > t - windowMs);
  }

  /** When the (k+1)-th next send fits under `cap` given the sorted stamps `list`. */
  function freeAt(list: number[], cap: number, k: number, t: number): number {
    const mustExpire = list.length + k - cap + 1;
    if (mustExpire <= 0) return t;
    const stamp = list[mustExpire - 1];
    // Past the known stamps the answer depends on sends not made yet; a full window is a safe guess.
    return stamp === undefined ? t + windowMs : stamp + windowMs;
  }

  /** When the window (cooldown, total, share) lets a request of this priority go; pacing aside. */
  function windowReadyAt(priority: Priority, k: number, t: number): number {
    const cooldown = state.cooldownUntil ?? t;
    if (priority === 'interactive') return Math.max(cooldown, freeAt(allSent(), effectiveLimit(), k, t));
    const mode = modeAt(t);
    const total = freeAt(allSent(), Math.max(1, effectiveLimit() - scaled(HEADROOM[mode])), k, t);
    const own = freeAt(ownStamps(), share(priority, t), k, t);
    return Math.max(cooldown, total, own);
  }

  function readyAt(priority: Priority, k: number, t: number): number {
    const window = windowReadyAt(priority, k, t);
    if (priority === 'interactive') return window;
    const tokens = paceTokens(priority, t);
    const rate = share(priority, t) / windowMs;
    return Math.max(window, tokens >= 1 + k ? t : Math.ceil(t + (1 + k - tokens) / rate));
  }

  function spendPace(priority: OwnWork, t: number) {
    state.pace = { tokens: paceTokens(priority, t) - 1, at: t };
  }

  /**
   * Own work held back by the window earns no burst: otherwise slots that free together (a burst's, a
   * minute later) would be filled together again, and the burst would come back every minute.
   */
  function holdPace(t: number) {
    const own = queue.find((w) => w.priority !== 'interactive');
    if (!own || own.priority === 'interactive') return;
    const free = windowReadyAt(own.priority, 0, t);
    // Credit starts again only once the window lets it go.
    if (free > t) state.pace = { tokens: Math.min(paceTokens(own.priority, t), 1), at: free };
  }

  const head = () => {
    for (const priority of ORDER) {
      const waiter = queue.find((w) => w.priority === priority);
      if (waiter) return waiter;
    }
    return undefined;
  };

  /** Why an interactive request cannot go in time: the server or the person's own use, or our work. */
  function refusal(at: number, deadline: number, ahead: number, t: number): Error {
    const serverCooldown = state.cooldownUntil !== null && state.cooldownUntil > deadline;
    const notOurs = [...state.person, ...state.others].sort(byTime);
    const personFull = freeAt(notOurs, effectiveLimit(), ahead, t) > deadline;
    return serverCooldown || personFull ? new RateLimitedError(at) : new BusyError(at);
  }

  function pump() {
    cancelTimer?.();
    cancelTimer = undefined;
    const t = now();
    prune(t);

    const granted: Waiter[] = [];
    for (let w = head(); w && readyAt(w.priority, 0, t) <= t; w = head()) {
      queue.splice(queue.indexOf(w), 1);
      if (w.priority !== 'interactive') spendPace(w.priority, t);
      state[LIST_OF[w.priority]].push(t);
      inFlight.push(t);
      granted.push(w);
    }

    holdPace(t);

    // An interactive request is only worth queuing when it can go within its deadline.
    let ahead = 0;
    for (const w of queue.filter((q) => q.priority === 'interactive')) {
      const at = readyAt('interactive', ahead, t);
      if (at > w.deadline) {
        queue.splice(queue.indexOf(w), 1);
        w.reject(refusal(at, w.deadline, ahead, t));
      } else ahead++;
    }

    const next = head();
    if (next) {
      let wakeAt = readyAt(next.priority, 0, t);
      // The person going idle gives background work its slots back.
      if (next.priority !== 'interactive' && isActive(t))
        wakeAt = Math.min(wakeAt, state.activeUntil ?? wakeAt);
      cancelTimer = setTimer(pump, Math.max(0, wakeAt - t));
    }

    if (granted.length > 0) {
      // Hand out the slot only once it is persisted, so a restart right after cannot forget it.
      const saved = persist();
      for (const w of granted) void saved.then(w.resolve);
    }
  }

  function markActive(t: number): boolean {
    state.activeUntil = t + activeMs;
    return writtenActiveUntil === null || state.activeUntil - writtenActiveUntil >= ACTIVITY_WRITE_STEP_MS;
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
    prune(t);
    inFlight.shift();

    if (isCount(info.limit) && info.limit > 0) state.serverLimit = info.limit;
    let remaining = isCount(info.remaining) ? info.remaining : undefined;
    // When the server's used slots free up: unknown, so as late as possible — except after a 429 with
    // Retry-After, which says when its window resets.
    let usedSlotsFreeAt = t + windowMs;
    if (info.status === 429) {
      const retryAfter = info.retryAfterMs;
      if (retryAfter !== undefined && Number.isFinite(retryAfter) && retryAfter > 0) {
        state.cooldownUntil = Math.max(state.cooldownUntil ?? 0, t + retryAfter);
        usedSlotsFreeAt = Math.min(usedSlotsFreeAt, t + retryAfter);
      } else {
        // A 429 without Retry-After: assume the window is spent.
        remaining ??= 0;
      }
    }
    if (remaining !== undefined) {
      // The server has used (limit - remaining) plus our unanswered sends; add the ones we don't know
      // about as stamps that expire when those slots free up. Never removes stamps: stale answers can't loosen.
      const cap = effectiveLimit();
      const unknown = Math.min(cap - remaining + inFlight.length, cap) - allSent().length;
      for (let i = 0; i < unknown; i++) state.others.push(usedSlotsFreeAt - windowMs);
    }
    await persist();
    pump();
  }

  async function snapshot(): Promise<RateLimitSnapshot> {
    await load();
    const t = now();
    prune(t);
    return {
      usedInLastMinute: allSent().length,
      personInLastMinute: state.person.length,
      limit: effectiveLimit(),
      backgroundLimit: share('background', t),
      cooldownUntil: state.cooldownUntil,
      queued: queue.length,
      personActive: isActive(t),
    };
  }

  return { acquire, report, snapshot, noteActivity };
}
