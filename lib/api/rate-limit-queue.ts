// The limiter's queue: who goes first when a slot frees (the person, the sync, the prefetch), who is let go
// now, and which of the person's requests cannot go within their deadline and are refused at once.
import { type Budget, isActive, paceTokens, readyAt, refusal, windowReadyAt } from './rate-limit-budget';
import type { Priority } from './request-gate';

export interface Waiter {
  priority: Priority;
  deadline: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

const LIST_OF: Readonly<Record<Priority, 'person' | 'sync' | 'patient'>> = {
  interactive: 'person',
  background: 'sync',
  patient: 'patient',
};
// Who goes first when a slot frees: the person, then the sync, then the prefetch.
const ORDER: readonly Priority[] = ['interactive', 'background', 'patient'];

/** The waiter that goes first when a slot frees. */
export function head(queue: Waiter[]): Waiter | undefined {
  for (const priority of ORDER) {
    const waiter = queue.find((w) => w.priority === priority);
    if (waiter) return waiter;
  }
  return undefined;
}

/**
 * Own work held back by the window earns no burst: otherwise slots that free together (a burst's, a
 * minute later) would be filled together again, and the burst would come back every minute.
 */
export function holdPace(budget: Budget, queue: Waiter[], t: number): void {
  const own = queue.find((w) => w.priority !== 'interactive');
  if (!own || own.priority === 'interactive') return;
  const free = windowReadyAt(budget, own.priority, 0, t);
  // Credit starts again only once the window lets it go.
  if (free > t) budget.state.pace = { tokens: Math.min(paceTokens(budget, own.priority, t), 1), at: free };
}

/** Takes the waiters the budget lets go now off the queue, counting their sends. */
export function grant(budget: Budget, queue: Waiter[], t: number): Waiter[] {
  const granted: Waiter[] = [];
  for (let w = head(queue); w && readyAt(budget, w.priority, 0, t) <= t; w = head(queue)) {
    queue.splice(queue.indexOf(w), 1);
    if (w.priority !== 'interactive')
      budget.state.pace = { tokens: paceTokens(budget, w.priority, t) - 1, at: t };
    budget.state[LIST_OF[w.priority]].push(t);
    budget.inFlight.push(t);
    granted.push(w);
  }
  return granted;
}

/** An interactive request is only worth queuing when it can go within its deadline: the others are refused. */
export function refuseLate(budget: Budget, queue: Waiter[], t: number): void {
  let ahead = 0;
  for (const w of queue.filter((q) => q.priority === 'interactive')) {
    const at = readyAt(budget, 'interactive', ahead, t);
    if (at > w.deadline) {
      queue.splice(queue.indexOf(w), 1);
      w.reject(refusal(budget, at, w.deadline, ahead, t));
    } else ahead++;
  }
}

/** When the queue's head may go (or the person goes idle and gives background work its slots back). */
export function nextWakeAt(budget: Budget, next: Waiter, t: number): number {
  const wakeAt = readyAt(budget, next.priority, 0, t);
  if (next.priority !== 'interactive' && isActive(budget, t))
    return Math.min(wakeAt, budget.state.activeUntil ?? wakeAt);
  return wakeAt;
}
