// Picks the best tools of a scored set without sorting all of it: scores within RELEVANCE_TIE are equally
// relevant and the tools' standing orders them. A common word's set can hold most of the directory.

/** Relevance closer than this fraction is a tie, settled by the tools' standing. */
const RELEVANCE_TIE = 0.05;

/**
 * The best `limit` tools: scores within RELEVANCE_TIE of a group's best are equally relevant, so
 * their standing orders them. Only tools within the tie of the limit-th best score can make it.
 */
export function bestTools(
  found: number[],
  limit: number,
  scoreOf: (doc: number) => number,
  standing: ArrayLike<number>,
): number[] {
  if (found.length === 0 || limit <= 0) return [];
  const candidates = found.length > limit * 4 ? withinTieOfTop(found, limit, scoreOf) : found;
  // Only the score orders groups; within one the standing does, for just the tools it takes.
  candidates.sort((a, b) => scoreOf(b) - scoreOf(a));
  const picked: number[] = [];
  let next = 0;
  while (picked.length < limit && next < candidates.length) {
    const from = next;
    const floor = scoreOf(candidates[from] ?? 0) * (1 - RELEVANCE_TIE);
    while (next < candidates.length && scoreOf(candidates[next] ?? 0) >= floor) next++;
    highestStanding(candidates, from, next, limit - picked.length, picked, standing);
  }
  return picked;
}

/** The tools scoring within the tie of the limit-th best score: the only ones that can make the list. */
function withinTieOfTop(found: number[], limit: number, scoreOf: (doc: number) => number): number[] {
  const top = found
    .slice(0, limit)
    .map(scoreOf)
    .sort((a, b) => b - a);
  for (let i = limit; i < found.length; i++) {
    const score = scoreOf(found[i] ?? 0);
    if (score <= (top[limit - 1] ?? 0)) continue;
    let at = limit - 1;
    while (at > 0 && (top[at - 1] ?? 0) < score) {
      top[at] = top[at - 1] ?? 0;
      at--;
    }
    top[at] = score;
  }
  const floor = (top[limit - 1] ?? 0) * (1 - RELEVANCE_TIE);
  return found.filter((doc) => scoreOf(doc) >= floor);
}

/**
 * Appends to `picked` the `count` tools of docs[from..to) that stand highest, highest first. A group can
 * hold every tool of a common word: it is not sorted, only the few taken are kept in order.
 */
function highestStanding(
  docs: number[],
  from: number,
  to: number,
  count: number,
  picked: number[],
  standing: ArrayLike<number>,
): void {
  // Whether tool a comes before b among equally relevant tools: higher standing, then listing order.
  const before = (a: number, b: number) => (standing[b] ?? 0) - (standing[a] ?? 0) || a - b;
  const top: number[] = [];
  for (let i = from; i < to; i++) {
    const doc = docs[i] ?? 0;
    if (top.length === count && before(doc, top[count - 1] ?? 0) >= 0) continue;
    let low = 0;
    let high = top.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(top[middle] ?? 0, doc) < 0) low = middle + 1;
      else high = middle;
    }
    top.splice(low, 0, doc);
    if (top.length > count) top.pop();
  }
  picked.push(...top);
}
