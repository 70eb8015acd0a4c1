// The request budget's arithmetic (the rule is in rate-limit.ts's header): what each priority may use of
// the window, when its next request may go, and what a server's answer says was used. No timers, no storage.
import type { RateLimitSnapshot } from './public';
import type { State } from './rate-limit-window';
import { BusyError, type Priority, RateLimitedError, type ResponseInfo } from './request-gate';

export const LIMIT = 60;
export const WINDOW_MS = 60_000;
/** A person counts as active this long after their last act (a search, a detail, a card opened). */
export const ACTIVE_MS = 60_000;

export type OwnWork = Exclude<Priority, 'interactive'>;
type Mode = 'active' | 'idle';

/** Slots the extension's own work always leaves free in the window. */
export const HEADROOM: Readonly<Record<Mode, number>> = { active: 10, idle: 4 };
/** While the person is active, their own slots on top: twice their last minute's requests, within bounds. */
export const PERSON_RESERVE = { min: 10, max: 30 } as const;
/** What the prefetch leaves on top of the sync's share while the person is active. */
export const PATIENT_YIELD = 5;
/** Own requests that may go at once before pacing sets in (a sync's first pages, quickly). */
export const PACE_BURST = 20;

/** A limiter's settings and what it knows: the window as persisted, and its sends not answered yet. */
export interface Budget {
  readonly limit: number;
  readonly windowMs: number;
  readonly activeMs: number;
  state: State;
  /** Sends not yet answered (memory only): the server's X-RateLimit-Remaining does not count them yet. */
  inFlight: number[];
}

interface Pace {
  tokens: number;
  at: number;
}

const isCount = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n >= 0;
const byTime = (a: number, b: number) => a - b;
const STAMP_LISTS = ['person', 'sync', 'patient', 'others'] as const;

export function effectiveLimit(b: Budget): number {
  return Math.max(1, Math.min(b.limit, b.state.serverLimit ?? b.limit));
}

// Shares keep their proportion when the server tightens the limit (never 0: no deadlock).
const scaled = (b: Budget, n: number) =>
  Math.max(1, Math.floor((n * Math.min(b.limit, effectiveLimit(b))) / LIMIT));

export function isActive(b: Budget, t: number): boolean {
  return b.state.activeUntil !== null && b.state.activeUntil > t;
}

const modeAt = (b: Budget, t: number): Mode => (isActive(b, t) ? 'active' : 'idle');
const ownStamps = (b: Budget) => [...b.state.sync, ...b.state.patient].sort(byTime);
const allSent = (b: Budget) => STAMP_LISTS.flatMap((list) => b.state[list]).sort(byTime);

/** The most own requests (sync and prefetch together) the window may hold for a request of `priority`. */
function share(b: Budget, priority: OwnWork, t: number): number {
  const mode = modeAt(b, t);
  const room = effectiveLimit(b) - scaled(b, HEADROOM[mode]);
  if (mode === 'idle') return Math.max(1, room);
  const reserve = Math.min(PERSON_RESERVE.max, Math.max(PERSON_RESERVE.min, 2 * b.state.person.length));
  const yielded = priority === 'patient' ? PATIENT_YIELD : 0;
  return Math.max(1, room - scaled(b, reserve + yielded));
}

/** Pacing tokens at `t`: the bucket refills at the share's rate, up to the burst. */
export function paceTokens(b: Budget, priority: OwnWork, t: number): number {
  const pace: Pace = b.state.pace ?? { tokens: PACE_BURST, at: t };
  const rate = share(b, priority, t) / b.windowMs;
  return Math.min(PACE_BURST, pace.tokens + Math.max(0, t - pace.at) * rate);
}

/** Drops what left the window, and clamps what a clock moved back put in the future. */
export function prune(b: Budget, t: number): void {
  const { state, windowMs, limit } = b;
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
  if (state.activeUntil !== null && state.activeUntil > t + b.activeMs) state.activeUntil = t + b.activeMs;
  b.inFlight = b.inFlight.filter((s) => s > t - windowMs);
}

/** When the (k+1)-th next send fits under `cap` given the sorted stamps `list`. */
function freeAt(b: Budget, list: number[], cap: number, k: number, t: number): number {
  const mustExpire = list.length + k - cap + 1;
  if (mustExpire <= 0) return t;
  const stamp = list[mustExpire - 1];
  // Past the known stamps the answer depends on sends not made yet; a full window is a safe guess.
  return stamp === undefined ? t + b.windowMs : stamp + b.windowMs;
}

/** When the window (cooldown, total, share) lets a request of this priority go; pacing aside. */
export function windowReadyAt(b: Budget, priority: Priority, k: number, t: number): number {
  const cooldown = b.state.cooldownUntil ?? t;
  if (priority === 'interactive') return Math.max(cooldown, freeAt(b, allSent(b), effectiveLimit(b), k, t));
  const mode = modeAt(b, t);
  const total = freeAt(b, allSent(b), Math.max(1, effectiveLimit(b) - scaled(b, HEADROOM[mode])), k, t);
  const own = freeAt(b, ownStamps(b), share(b, priority, t), k, t);
  return Math.max(cooldown, total, own);
}

/** When the (k+1)-th next request of this priority may go: the window's answer, and the pace's for own work. */
export function readyAt(b: Budget, priority: Priority, k: number, t: number): number {
  const window = windowReadyAt(b, priority, k, t);
  if (priority === 'interactive') return window;
  const tokens = paceTokens(b, priority, t);
  const rate = share(b, priority, t) / b.windowMs;
  return Math.max(window, tokens >= 1 + k ? t : Math.ceil(t + (1 + k - tokens) / rate));
}

/** Why an interactive request cannot go in time: the server or the person's own use, or our work. */
export function refusal(b: Budget, at: number, deadline: number, ahead: number, t: number): Error {
  const serverCooldown = b.state.cooldownUntil !== null && b.state.cooldownUntil > deadline;
  const notOurs = [...b.state.person, ...b.state.others].sort(byTime);
  const personFull = freeAt(b, notOurs, effectiveLimit(b), ahead, t) > deadline;
  return serverCooldown || personFull ? new RateLimitedError(at) : new BusyError(at);
}

/** Takes in what an answer says of the server's window: its limit, a cooldown, slots used by others. */
export function noteAnswer(b: Budget, info: ResponseInfo, t: number): void {
  const { state } = b;
  if (isCount(info.limit) && info.limit > 0) state.serverLimit = info.limit;
  let remaining = isCount(info.remaining) ? info.remaining : undefined;
  // When the server's used slots free up: unknown, so as late as possible — except after a 429 with
  // Retry-After, which says when its window resets.
  let usedSlotsFreeAt = t + b.windowMs;
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
    const cap = effectiveLimit(b);
    const unknown = Math.min(cap - remaining + b.inFlight.length, cap) - allSent(b).length;
    for (let i = 0; i < unknown; i++) state.others.push(usedSlotsFreeAt - b.windowMs);
  }
}

/** The budget as the options page shows it; `queued`: requests waiting for a slot. */
export function budgetSnapshot(b: Budget, queued: number, t: number): RateLimitSnapshot {
  return {
    usedInLastMinute: allSent(b).length,
    personInLastMinute: b.state.person.length,
    limit: effectiveLimit(b),
    backgroundLimit: share(b, 'background', t),
    cooldownUntil: b.state.cooldownUntil,
    queued,
    personActive: isActive(b, t),
  };
}
