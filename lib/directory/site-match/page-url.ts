// A page URL whose host is known; path and query are worked out only when a candidate needs them, since
// most pages are on hosts no tool has.

import { siteHost } from '../../common/url';
import { fastHost, hasHttpScheme, isSiteHost, normalisePath, pathStart, scanPath, scanSearch } from './url';

/** Shared and never modified. */
const NO_PARAMS = new URLSearchParams();

export class PageUrl {
  private normalisedPath: string | null | undefined;
  private params: URLSearchParams | undefined;
  private pathIndex = -1;

  /** `parsed` is null when `source` passed fastHost, which vouches for scanning the rest by hand. */
  constructor(
    readonly host: string,
    private readonly source: string,
    private parsed: URL | null,
  ) {}

  /** The normalised path, or null if it cannot be known (never expected: URL does not fail on paths). */
  path(): string | null {
    if (this.normalisedPath === undefined) this.normalisedPath = this.computePath();
    return this.normalisedPath;
  }

  /** The first value of a query parameter, form-decoded, or null. */
  param(name: string): string | null {
    return this.searchParams().get(name);
  }

  searchParams(): URLSearchParams {
    if (this.params === undefined) this.params = this.computeParams();
    return this.params;
  }

  private pathStart(): number {
    if (this.pathIndex === -1) this.pathIndex = pathStart(this.source);
    return this.pathIndex;
  }

  private computePath(): string | null {
    if (this.parsed) return normalisePath(this.parsed.pathname);
    const path = scanPath(this.source, this.pathStart());
    if (path !== undefined) return path;
    try {
      this.parsed = new URL(this.source);
    } catch {
      return null;
    }
    return normalisePath(this.parsed.pathname);
  }

  private computeParams(): URLSearchParams {
    if (this.parsed) return this.parsed.search === '' ? NO_PARAMS : this.parsed.searchParams;
    const search = scanSearch(this.source, this.pathStart());
    return search === '' ? NO_PARAMS : new URLSearchParams(search);
  }
}

/** Reads an http(s) URL with URL itself, or null if it is not one. */
export function parseWithUrl(url: string): PageUrl | null {
  if (!hasHttpScheme(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return new PageUrl(siteHost(parsed.hostname), url, parsed);
}

/** The host a website stands for, or null if it is not a valid one; reads no further than the host. */
export function websiteHost(website: string): string | null {
  const host = fastHost(website);
  if (host === null) return null;
  if (host === undefined) {
    const site = parseWithUrl(website);
    return site !== null && isSiteHost(site.host) ? site.host : null;
  }
  // fastHost already excludes IP addresses and leading dots.
  return host.endsWith('.') || host.includes('..') ? null : host;
}

/** Reads a website that websiteHost accepted, the way pages are read. */
export function parseWebsite(website: string): PageUrl | null {
  const host = fastHost(website);
  if (host === undefined) return parseWithUrl(website);
  return host === null ? null : new PageUrl(host, website, null);
}

/** The normalised host and the page read as the matcher reads it, or null where it matches nothing. */
export function readPage(url: string): PageUrl | null {
  if (typeof url !== 'string') return null;
  const host = fastHost(url);
  if (host === null) return null;
  return host === undefined ? parseWithUrl(url) : new PageUrl(host, url, null);
}
