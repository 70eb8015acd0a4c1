// Why a page is a tool's website, as data the card words: which of the matcher's rules (matcher.ts) the
// tool's website claims the page by. Pure: the same host, path and query readings as the matcher.

import { type QueryRequirement, queryRequirements } from './candidates';
import { PageUrl, parseWebsite, parseWithUrl, websiteHost } from './page-url';
import { isPublicSuffix } from './tables';
import { fastHost } from './url';

export type MatchReason =
  /** The page's host is the website's host (minus `www.` and a trailing dot). */
  | { rule: 'host'; host: string; query: readonly QueryRequirement[] }
  /** The page is on a subdomain of a root website's host (never of a public suffix). */
  | { rule: 'subdomain'; host: string; website: string; query: readonly QueryRequirement[] }
  /** The website has a path: pages under it on its host. */
  | { rule: 'path'; host: string; path: string; query: readonly QueryRequirement[] };

/** The normalised host and the page read as the matcher reads it, or null where it matches nothing. */
export function readPage(url: string): PageUrl | null {
  if (typeof url !== 'string') return null;
  const host = fastHost(url);
  if (host === null) return null;
  return host === undefined ? parseWithUrl(url) : new PageUrl(host, url, null);
}

/** Whether `path` is `prefix` or lies under it (segment boundaries, as the matcher walks them). */
function isUnder(path: string, prefix: string): boolean {
  return path === prefix || (path.startsWith(prefix) && path.charCodeAt(prefix.length) === 47) /* / */;
}

/**
 * Which rule claims the page at `url` for the website `website`, or null when the website does not claim
 * it (whether another, more specific tool wins is the matcher's question, not this one's).
 */
export function explainMatch(website: string | null, url: string): MatchReason | null {
  if (typeof website !== 'string') return null;
  const siteHost = websiteHost(website);
  const site = siteHost === null ? null : parseWebsite(website);
  const sitePath = site?.path() ?? null;
  const page = readPage(url);
  if (siteHost === null || site === null || sitePath === null || page === null) return null;
  const query = queryRequirements(site.searchParams());
  if (query.some(([name, value]) => page.param(name) !== value)) return null;
  if (sitePath !== '') {
    const pagePath = page.path();
    if (page.host !== siteHost || pagePath === null || !isUnder(pagePath, sitePath)) return null;
    return { rule: 'path', host: siteHost, path: sitePath, query };
  }
  if (page.host === siteHost) return { rule: 'host', host: siteHost, query };
  if (page.host.endsWith(`.${siteHost}`) && !isPublicSuffix(siteHost)) {
    return { rule: 'subdomain', host: page.host, website: siteHost, query };
  }
  return null;
}
