// The websites by host. Building reads only each website's host; the rest is read when a page on the host
// first needs it, so a service-worker start costs little and most tools are never looked at again.

import { type Candidate, CandidateList, queryRequirements } from './candidates';
import { type PageUrl, parseWebsite, websiteHost } from './page-url';
import { isPublicSuffix } from './tables';

/** The websites on one host. */
export interface HostIndex {
  /** Positions of this host's websites in the site list, until the fields below are filled. */
  pending: number[] | null;
  /** Root websites on this host. */
  roots: CandidateList | null;
  /** Whether the roots also claim this host's subdomains (false on a public suffix). */
  rootsClaimSubdomains: boolean;
  /** Websites with a path on this host, by normalised path. */
  paths: Map<string, CandidateList> | null;
  longestPath: number;
}

export interface HostIndexes {
  /** The length of the longest indexed host: no longer host needs looking up. */
  readonly longestHost: number;
  /** The complete index of the websites on `host`, or undefined if there are none. */
  indexFor(host: string): HostIndex | undefined;
}

/** The sites of the tools (`{ slug, website }` in listing order; anything else is skipped), by host. */
export function indexHosts(tools: unknown): HostIndexes {
  const byHost = new Map<string, HostIndex>();
  let longestHost = 0;
  const list: readonly unknown[] = Array.isArray(tools) ? tools : [];

  // Positions in these lists keep listing order; the tools array itself may change after this call.
  const slugs: string[] = [];
  const websites: string[] = [];
  for (let order = 0; order < list.length; order++) {
    const tool = list[order] as { slug?: unknown; website?: unknown } | null | undefined;
    if (typeof tool !== 'object' || tool === null) continue;
    const { slug, website } = tool;
    if (typeof slug !== 'string' || slug === '' || typeof website !== 'string') continue;
    const host = websiteHost(website);
    if (host === null) continue;
    const position = slugs.length;
    slugs.push(slug);
    websites.push(website);
    const index = byHost.get(host);
    if (index) {
      index.pending?.push(position);
    } else {
      byHost.set(host, {
        pending: [position],
        roots: null,
        rootsClaimSubdomains: false,
        paths: null,
        longestPath: 0,
      });
      if (host.length > longestHost) longestHost = host.length;
    }
  }

  return {
    longestHost,
    indexFor(host: string): HostIndex | undefined {
      const index = byHost.get(host);
      if (index?.pending) completeIndex(index, host, slugs, websites);
      return index;
    },
  };
}

/** Fills a host's index from its pending websites (all of which parsed to this host when building). */
function completeIndex(
  index: HostIndex,
  host: string,
  slugs: readonly string[],
  websites: readonly string[],
): void {
  const pending = index.pending;
  if (pending === null) return;
  index.pending = null;
  index.rootsClaimSubdomains = !isPublicSuffix(host);
  for (const position of pending) {
    const site = parseWebsite(websites[position] as string);
    if (site === null) continue;
    const path = site.path();
    if (path === null) continue;
    const candidate: Candidate = {
      slug: slugs[position] as string,
      order: position,
      path,
      query: queryRequirements(site.searchParams()),
    };
    if (path === '') {
      index.roots ??= new CandidateList();
      index.roots.add(candidate);
    } else {
      addPathCandidate(index, path, candidate);
    }
  }
  index.roots?.seal();
  if (index.paths) for (const candidates of index.paths.values()) candidates.seal();
}

function addPathCandidate(index: HostIndex, path: string, candidate: Candidate): void {
  index.paths ??= new Map();
  let samePath = index.paths.get(path);
  if (!samePath) {
    samePath = new CandidateList();
    index.paths.set(path, samePath);
  }
  samePath.add(candidate);
  if (path.length > index.longestPath) index.longestPath = path.length;
}

/**
 * The tool whose website is the longest path prefix of the page's path, or null; `skip` passes over a tool
 * at one path (the website's normalised path).
 */
export function matchPath(
  index: HostIndex,
  paths: Map<string, CandidateList>,
  page: PageUrl,
  skip?: (slug: string, websitePath: string) => boolean,
): Candidate | null {
  const path = page.path();
  if (path === null || path === '') return null;
  // Walk the page path's segment-boundary prefixes, longest first, none longer than any indexed path
  // (so a huge path costs one scan, not a lookup per segment).
  let prefixEnd = path.length;
  if (prefixEnd > index.longestPath) {
    prefixEnd = path.lastIndexOf('/', index.longestPath);
  }
  while (prefixEnd > 0) {
    const prefix = prefixEnd === path.length ? path : path.slice(0, prefixEnd);
    const candidates = paths.get(prefix);
    if (candidates) {
      const found = candidates.best(page, skip && ((candidate) => skip(candidate, prefix)));
      if (found !== null) return found;
    }
    prefixEnd = path.lastIndexOf('/', prefixEnd - 1);
  }
  return null;
}
