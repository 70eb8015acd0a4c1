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

import { type HostIndexes, indexHosts, matchPath } from './host-index';
import { PageUrl, parseWithUrl } from './page-url';
import { fastHost } from './url';

/**
 * Passes over a tool whose website would claim a page on `pageHost` (normalised): the person said it is
 * not that tool. `websitePath` is the website's normalised path, '' for a root website.
 */
export type MatchSkip = (slug: string, pageHost: string, websitePath: string) => boolean;

export interface SiteMatcher {
  /**
   * The slug of the most specific tool whose website this page belongs to, or null; with `skip`, of the
   * most specific one it does not pass over. Never throws.
   */
  match(url: string, skip?: MatchSkip): string | null;
}

/** The most specific match: the longest host, then the longest path, then the most query parameters. */
function lookup(hosts: HostIndexes, url: string, skip?: MatchSkip): string | null {
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
      const slug = matchPath(own, own.paths, page, skipPath);
      if (slug !== null) return slug;
    }
    if (own.roots) {
      const slug = own.roots.best(page, skipRoot);
      if (slug !== null) return slug;
    }
  }
  let dot = host.indexOf('.');
  while (dot !== -1) {
    const next = host.indexOf('.', dot + 1);
    // Single labels are never indexed.
    if (next === -1) break;
    const parent = host.length - dot - 1 > longestHost ? undefined : hosts.indexFor(host.slice(dot + 1));
    const roots = parent?.rootsClaimSubdomains ? parent.roots : null;
    if (roots) {
      page ??= new PageUrl(host, url, null);
      const slug = roots.best(page, skipRoot);
      if (slug !== null) return slug;
    }
    dot = next;
  }
  return null;
}

export function createSiteMatcher(tools: readonly { slug: string; website: string }[]): SiteMatcher {
  const hosts = indexHosts(tools);
  return {
    match(url: string, skip?: MatchSkip): string | null {
      if (typeof url !== 'string') return null;
      // The matcher runs on every navigation: an unforeseen failure must cost a missed suggestion, never
      // the caller.
      try {
        return lookup(hosts, url, skip);
      } catch {
        return null;
      }
    },
  };
}
