// Tools competing for the same host and path, of which the most specific one the page satisfies wins.

import type { PageUrl } from './page-url';
import { isTrackingParam } from './tables';

export type QueryRequirement = readonly [name: string, value: string];

export interface Candidate {
  readonly slug: string;
  /** Position in the listing: on a tie, the earlier (more popular) tool wins. */
  readonly order: number;
  /** The website's normalised path: '' for a root website. */
  readonly path: string;
  readonly query: readonly QueryRequirement[];
}

const NO_REQUIREMENTS: readonly QueryRequirement[] = [];

/** What a website's query asks of a page: the first value of each name, tracking parameters left out. */
export function queryRequirements(params: URLSearchParams): readonly QueryRequirement[] {
  if (params.size === 0) return NO_REQUIREMENTS;
  const firstValues = new Map<string, string>();
  for (const [name, value] of params) {
    if (!firstValues.has(name) && !isTrackingParam(name)) firstValues.set(name, value);
  }
  return firstValues.size === 0 ? NO_REQUIREMENTS : [...firstValues];
}

function satisfiesQuery(query: readonly QueryRequirement[], page: PageUrl): boolean {
  for (const [name, value] of query) {
    if (page.param(name) !== value) return false;
  }
  return true;
}

/** Most query parameters first, then listing order. */
function bySpecificity(a: Candidate, b: Candidate): number {
  return b.query.length - a.query.length || a.order - b.order;
}

/** Beyond this many candidates with query parameters, a list indexes them by one parameter's value. */
const LINEAR_LIMIT = 4;

/** name -> value -> candidates requiring it (each candidate filed under one of its parameters). */
type ParamIndex = Map<string, Map<string, Candidate[]>>;

/** How many distinct values each parameter name takes among these candidates. */
function distinctValueCounts(candidates: readonly Candidate[]): Map<string, number> {
  const valuesByName = new Map<string, Set<string>>();
  for (const { query } of candidates) {
    for (const [name, value] of query) {
      const values = valuesByName.get(name);
      if (values) values.add(value);
      else valuesByName.set(name, new Set([value]));
    }
  }
  return new Map([...valuesByName].map(([name, values]) => [name, values.size]));
}

/** Files each candidate under its most selective parameter: the name with the most distinct values here. */
function indexByParam(conditional: readonly Candidate[]): ParamIndex {
  const valueCounts = distinctValueCounts(conditional);
  const byParam: ParamIndex = new Map();
  for (const candidate of conditional) {
    let key = candidate.query[0] as QueryRequirement;
    for (const requirement of candidate.query) {
      if ((valueCounts.get(requirement[0]) ?? 0) > (valueCounts.get(key[0]) ?? 0)) key = requirement;
    }
    const [name, value] = key;
    let byValue = byParam.get(name);
    if (!byValue) {
      byValue = new Map();
      byParam.set(name, byValue);
    }
    const filed = byValue.get(value);
    if (filed) filed.push(candidate);
    else byValue.set(value, [candidate]);
  }
  return byParam;
}

/**
 * Hundreds of candidates may share one host and path (`play.google.com/store/apps/details?id=…`), so those
 * are found by value, not by trying each.
 */
export class CandidateList {
  private readonly candidates: Candidate[] = [];
  private byParam: ParamIndex | null = null;
  /** The best candidate without query parameters, when byParam is used. */
  private unconditional: Candidate | null = null;

  add(candidate: Candidate): void {
    this.candidates.push(candidate);
  }

  /** Called once all candidates are added, before the first `best`. */
  seal(): void {
    const candidates = this.candidates;
    if (candidates.length > 1) candidates.sort(bySpecificity);
    if (candidates.length <= LINEAR_LIMIT) return;
    const conditional = candidates.filter((candidate) => candidate.query.length > 0);
    if (conditional.length <= LINEAR_LIMIT) return;
    this.byParam = indexByParam(conditional);
    this.unconditional = candidates.find((candidate) => candidate.query.length === 0) ?? null;
  }

  /**
   * The most specific candidate the page satisfies, or null. Candidates `skip` names are passed over, so
   * the next most specific one answers (the person said the page is not that tool).
   */
  best(page: PageUrl, skip?: (slug: string) => boolean): Candidate | null {
    const byParam = this.byParam;
    // With a skip, the sorted list is walked: rare (a host the person excluded a tool on), and exact.
    if (byParam === null || skip) {
      for (const candidate of this.candidates) {
        if (skip?.(candidate.slug)) continue;
        if (satisfiesQuery(candidate.query, page)) return candidate;
      }
      return null;
    }
    let best = this.unconditional;
    for (const [name, byValue] of byParam) {
      const value = page.param(name);
      const filed = value === null ? undefined : byValue.get(value);
      if (!filed) continue;
      // Each filed list is in specificity order: its first satisfied candidate is its best.
      for (const candidate of filed) {
        if (best !== null && bySpecificity(candidate, best) >= 0) break;
        if (satisfiesQuery(candidate.query, page)) {
          best = candidate;
          break;
        }
      }
    }
    return best;
  }
}
