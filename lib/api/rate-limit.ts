// The request budget: a persisted sliding window per token, a Retry-After cooldown and two priorities.
import * as z from 'zod/mini';
import { type Priority, RateLimitedError, type RequestGate, type ResponseInfo } from './request-gate';

export const LIMIT = 60;
export const WINDOW_MS = 60_000;
export const BACKGROUND_LIMIT = 45;
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
}

export interface RateLimitSnapshot {
  usedInLastMinute: number;
  limit: number;
  backgroundLimit: number;
  cooldownUntil: number | null;
  queued: number;
}

export interface RateLimiter extends RequestGate {
  snapshot(): Promise<RateLimitSnapshot>;
}

/** Exponential backoff with full jitter: uniform in [0, min(cap, base * 2^attempt)). */
export function backoffDelay(attempt: number, random: () => number, baseMs = 500, capMs = 8_000): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** Math.max(0, attempt)));
}

const Persisted = z.object({
  sent: z.array(z.number()),
  background: z.array(z.number()),
  cooldownUntil: z.nullable(z.number()),
  serverLimit: z.nullable(z.number()),
});
type State = z.infer<typeof Persisted>;

interface Waiter {
  priority: Priority;
  deadline: number;
  resolve: () => void;
  reject: (error: RateLimitedError) => void;
}

// Read at call time, not import time, so vitest fake timers installed later still apply.
const defaultSetTimer: SetTimer = (callback, ms) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

const isCount = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n >= 0;

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const {
    storage,
    now = () => Date.now(),
    setTimer = defaultSetTimer,
    limit = LIMIT,
    windowMs = WINDOW_MS,
    backgroundLimit = BACKGROUND_LIMIT,
    interactiveMaxWaitMs = INTERACTIVE_MAX_WAIT_MS,
  } = options;
  const storageKey = `rateLimit:${options.key}`;

  let state: State = { sent: [], background: [], cooldownUntil: null, serverLimit: null };
  let loading: Promise<void> | undefined;
  let lastWrite: Promise<void> = Promise.resolve();
  let pendingWrite: Promise<void> | undefined;
  let cancelTimer: (() => void) | undefined;
  const queue: Waiter[] = [];
  // Sends not yet answered (memory only): the server's X-RateLimit-Remaining does not count them yet.
  let inFlight: number[] = [];

  const effectiveLimit = () => Math.max(1, Math.min(limit, state.serverLimit ?? limit));
  // Keep the background share proportional when the server tightens the limit, but never 0 (no deadlock).
  const effectiveBackgroundLimit = () =>
    Math.max(1, Math.floor((backgroundLimit * effectiveLimit()) / limit));

  function load(): Promise<void> {
    loading ??= storage
      .get(storageKey)
      .then((items) => {
        const parsed = Persisted.safeParse(items[storageKey]);
        // Corrupted or foreign data is dropped: starting empty beats wedging the extension.
        if (parsed.success) state = parsed.data;
      })
      .catch(() => {});
    return loading;
  }

  // Writes run one at a time; a write not yet started takes the newest state, so a burst costs two writes.
  function persist(): Promise<void> {
    pendingWrite ??= lastWrite
      .then(() => {
        pendingWrite = undefined;
        const copy = { ...state, sent: [...state.sent], background: [...state.background] };
        return storage.set({ [storageKey]: copy });
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
        .sort((a, b) => a - b)
        // Only the newest `limit` stamps can ever decide when a slot frees up.
        .slice(-limit);
    state.sent = keep(state.sent);
    state.background = keep(state.background);
    if (state.cooldownUntil !== null && state.cooldownUntil <= t) state.cooldownUntil = null;
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

  function readyAt(priority: Priority, k: number, t: number): number {
    let at = Math.max(state.cooldownUntil ?? t, freeAt(state.sent, effectiveLimit(), k, t));
    if (priority === 'background')
      at = Math.max(at, freeAt(state.background, effectiveBackgroundLimit(), k, t));
    return at;
  }

  // Interactive requests always go before waiting background ones.
  const head = () => queue.find((w) => w.priority === 'interactive') ?? queue[0];

  function pump() {
    cancelTimer?.();
    cancelTimer = undefined;
    const t = now();
    prune(t);

    const granted: Waiter[] = [];
    for (let w = head(); w && readyAt(w.priority, 0, t) <= t; w = head()) {
      queue.splice(queue.indexOf(w), 1);
      state.sent.push(t);
      if (w.priority === 'background') state.background.push(t);
      inFlight.push(t);
      granted.push(w);
    }

    // An interactive request is only worth queuing when it can go within its deadline.
    let ahead = 0;
    for (const w of queue.filter((q) => q.priority === 'interactive')) {
      const at = readyAt('interactive', ahead, t);
      if (at > w.deadline) {
        queue.splice(queue.indexOf(w), 1);
        w.reject(new RateLimitedError(at));
      } else ahead++;
    }

    const next = head();
    if (next) cancelTimer = setTimer(pump, Math.max(0, readyAt(next.priority, 0, t) - t));

    if (granted.length > 0) {
      // Hand out the slot only once it is persisted, so a restart right after cannot forget it.
      const saved = persist();
      for (const w of granted) void saved.then(w.resolve);
    }
  }

  async function acquire(priority: Priority): Promise<void> {
    await load();
    return new Promise<void>((resolve, reject) => {
      queue.push({ priority, deadline: now() + interactiveMaxWaitMs, resolve, reject });
      pump();
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
      const unknown = Math.min(cap - remaining + inFlight.length, cap) - state.sent.length;
      for (let i = 0; i < unknown; i++) state.sent.push(usedSlotsFreeAt - windowMs);
    }
    await persist();
    pump();
  }

  async function snapshot(): Promise<RateLimitSnapshot> {
    await load();
    prune(now());
    return {
      usedInLastMinute: state.sent.length,
      limit: effectiveLimit(),
      backgroundLimit: effectiveBackgroundLimit(),
      cooldownUntil: state.cooldownUntil,
      queued: queue.length,
    };
  }

  return { acquire, report, snapshot };
}
