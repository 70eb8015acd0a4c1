// Page URL -> tool slug, entirely local (docs/architecture.md, "The local directory").
//
// Decisions where the rules are silent (the naive reference in tests/support/site-match-reference.ts follows
// them):
// - A website must be an absolute http(s) URL; a bare `jasper.ai` is not one and is ignored.
// - Hosts are `URL.hostname` (lowercase, punycode), minus one trailing dot, minus one leading `www.` unless
//   what remains is a single label (`www.com` stays itself).
// - Websites on an IP address, on a single-label host (`localhost`) or on a host with an empty label are
//   ignored: ports are ignored, so a tool at `http://127.0.0.1:7860` would claim every local dev server.
// - A root website on a bare public suffix (`co.uk`, `github.io`, `vercel.app`) matches that exact host
//   only: its subdomains are other people's sites.
// - Paths compare case-sensitively, as `URL.pathname` gives them (non-ASCII and spaces percent-encoded,
//   dot segments resolved, existing `%xx` kept as written).
// - Query values compare after form decoding (`URLSearchParams`); when a name repeats, its first value
//   counts, in the page as in the website. Tracking names are recognised case-insensitively.
// - A website whose path is only `/index.html` is a root website.

import type { Candidate, QueryRequirement } from './candidates';
import { type HostIndexes, indexHosts, matchPath } from './host-index';
import { PageUrl, parseWithUrl } from './page-url';
import { fastHost } from './url';

/**
 * Passes over a tool whose website would claim a page on `pageHost` (normalised): the person said it is
 * not that tool. `websitePath` is the website's normalised path, '' for a root website.
 */
export type MatchSkip = (slug: string, pageHost: string, websitePath: string) => boolean;

/** Which rule of the matcher claimed a page for a tool's website: the card's "why". */
export type MatchReason =
  /** The page's host is the website's host (minus `www.` and a trailing dot). */
  | { rule: 'host'; host: string; query: readonly QueryRequirement[] }
  /** The page is on a subdomain of a root website's host (never of a public suffix). */
  | { rule: 'subdomain'; host: string; website: string; query: readonly QueryRequirement[] }
  /** The website has a path: pages under it on its host. */
  | { rule: 'path'; host: string; path: string; query: readonly QueryRequirement[] };

export interface SiteClaim {
  slug: string;
  why: MatchReason;
}

export interface SiteMatcher {
  /**
   * The slug of the most specific tool whose website this page belongs to, or null; with `skip`, of the
   * most specific one it does not pass over. Never throws.
   */
  match(url: string, skip?: MatchSkip): string | null;
  /** The same tool as `match`, with the rule that claimed the page for it. Never throws. */
  claim(url: string, skip?: MatchSkip): SiteClaim | null;
}

/** What a lookup found: the winning website, on the page's host or on the parent host `siteHost`. */
interface Found {
  candidate: Candidate;
  pageHost: string;
  siteHost: string;
}

function reasonFor({ candidate, pageHost, siteHost }: Found): MatchReason {
  const query = candidate.query;
  if (candidate.path !== '') return { rule: 'path', host: siteHost, path: candidate.path, query };
  if (pageHost === siteHost) return { rule: 'host', host: siteHost, query };
  return { rule: 'subdomain', host: pageHost, website: siteHost, query };
}

/** The most specific match: the longest host, then the longest path, then the most query parameters. */
function lookup(hosts: HostIndexes, url: string, skip?: MatchSkip): Found | null {
  let page: PageUrl | null = null;
  let host = fastHost(url);
  if (host === null) return null;
  if (host === undefined) {
    page = parseWithUrl(url);
    if (page === null) return null;
    host = page.host;
  }
  const longestHost = hosts.longestHost;
  // The longest host wins, so the page's own host is tried first, then each parent in turn; hosts
  // longer than any indexed one are skipped unsliced, so a huge host costs one scan.
  const pageHost = host;
  const skipPath = skip && ((slug: string, websitePath: string) => skip(slug, pageHost, websitePath));
  const skipRoot = skip && ((slug: string) => skip(slug, pageHost, ''));
  const own = host.length > longestHost ? undefined : hosts.indexFor(host);
  if (own) {
    page ??= new PageUrl(host, url, null);
    if (own.paths) {
      const candidate = matchPath(own, own.paths, page, skipPath);
      if (candidate !== null) return { candidate, pageHost, siteHost: pageHost };
    }
    if (own.roots) {
      const candidate = own.roots.best(page, skipRoot);
      if (candidate !== null) return { candidate, pageHost, siteHost: pageHost };
    }
  }
  let dot = host.indexOf('.');
  while (dot !== -1) {
    const next = host.indexOf('.', dot + 1);
    // Single labels are never indexed.
    if (next === -1) break;
    const parentHost = host.length - dot - 1 > longestHost ? undefined : host.slice(dot + 1);
    const parent = parentHost === undefined ? undefined : hosts.indexFor(parentHost);
    const roots = parent?.rootsClaimSubdomains ? parent.roots : null;
    if (roots && parentHost !== undefined) {
      page ??= new PageUrl(host, url, null);
      const candidate = roots.best(page, skipRoot);
      if (candidate !== null) return { candidate, pageHost, siteHost: parentHost };
    }
    dot = next;
  }
  return null;
}

export function createSiteMatcher(tools: readonly { slug: string; website: string }[]): SiteMatcher {
  const hosts = indexHosts(tools);
  // The matcher runs on every navigation: an unforeseen failure must cost a missed suggestion, never
  // the caller.
  const find = (url: string, skip?: MatchSkip): Found | null => {
    if (typeof url !== 'string') return null;
    try {
      return lookup(hosts, url, skip);
    } catch {
      return null;
    }
  };
  return {
    match(url: string, skip?: MatchSkip): string | null {
      return find(url, skip)?.candidate.slug ?? null;
    },
    claim(url: string, skip?: MatchSkip): SiteClaim | null {
      const found = find(url, skip);
      return found === null ? null : { slug: found.candidate.slug, why: reasonFor(found) };
    },
  };
}
