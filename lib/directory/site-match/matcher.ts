// Page URL -> tool slug, entirely local (DESIGN.md, "Site matching").
//
// Decisions where DESIGN.md is silent (the naive reference in tests/unit/site-match.test.ts follows them):
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

export interface SiteMatcher {
  /** The slug of the most specific tool whose website this page belongs to, or null. Never throws. */
  match(url: string): string | null;
}

type QueryRequirement = readonly [name: string, value: string];

interface Candidate {
  readonly slug: string;
  readonly order: number;
  readonly query: readonly QueryRequirement[];
}

/**
 * The websites on one host. Building reads only each website's host; the rest is read when a page on the
 * host first needs it, so a service-worker start costs little and most tools are never looked at again.
 */
interface HostIndex {
  /** Positions of this host's websites in the matcher's site list, until the fields below are filled. */
  pending: number[] | null;
  /** Root websites on this host. */
  roots: CandidateList | null;
  /** Whether the roots also claim this host's subdomains (false on a public suffix). */
  rootsClaimSubdomains: boolean;
  /** Websites with a path on this host, by normalised path. */
  paths: Map<string, CandidateList> | null;
  longestPath: number;
}

const TRACKING_PARAMS = new Set(['ref', 'ref_src', 'via', 'fbclid', 'gclid', 'mc_cid', 'mc_eid']);

// Generic second levels of country registries (`co.uk`, `com.au`, `ne.jp`): a root website there would
// otherwise claim every company under it.
const GENERIC_SECOND_LEVELS = new Set([
  'ac',
  'co',
  'com',
  'edu',
  'go',
  'gob',
  'gouv',
  'gov',
  'ltd',
  'mil',
  'ne',
  'net',
  'nom',
  'or',
  'org',
  'plc',
  'sch',
]);

// Public suffixes (private section of the Public Suffix List) where every subdomain is someone's own site.
const SHARED_HOSTING_SUFFIXES = new Set([
  'appspot.com',
  'azurewebsites.net',
  'blogspot.com',
  'carrd.co',
  'cloudfront.net',
  'deno.dev',
  'firebaseapp.com',
  'fly.dev',
  'framer.app',
  'framer.website',
  'github.io',
  'gitlab.io',
  'glitch.me',
  'herokuapp.com',
  'myshopify.com',
  'netlify.app',
  'ngrok.io',
  'onrender.com',
  'pages.dev',
  'readthedocs.io',
  'repl.co',
  'streamlit.app',
  'vercel.app',
  'web.app',
  'wixsite.com',
  'workers.dev',
]);

function isPublicSuffix(host: string): boolean {
  const dot = host.indexOf('.');
  if (dot === -1) return true;
  if (SHARED_HOSTING_SUFFIXES.has(host)) return true;
  return (
    host.length - dot === 3 &&
    host.indexOf('.', dot + 1) === -1 &&
    GENERIC_SECOND_LEVELS.has(host.slice(0, dot))
  );
}

/** `hostname` is already lowercase ASCII (from URL or the fast parser). */
function normaliseHost(hostname: string): string {
  const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  return host.startsWith('www.') && host.indexOf('.', 4) !== -1 ? host.slice(4) : host;
}

/** Hosts a website may stand for: a domain of two or more non-empty labels, not an IP address. */
function isSiteHost(host: string): boolean {
  if (host.startsWith('[') || host.startsWith('.') || host.endsWith('.') || host.includes('..')) return false;
  const lastDot = host.lastIndexOf('.');
  // URL turns every host ending in a numeric label into a dotted-decimal IPv4 address (or rejects it).
  return lastDot !== -1 && !/^\d+$/.test(host.slice(lastDot + 1));
}

const INDEX_HTML = '/index.html';

/** Drops trailing slashes and one final `index.html`, so `/` and `/index.html` both become ''. */
function normalisePath(pathname: string): string {
  let end = pathname.length;
  while (end > 0 && pathname.charCodeAt(end - 1) === 47) end--;
  if (end >= INDEX_HTML.length && pathname.startsWith(INDEX_HTML, end - INDEX_HTML.length)) {
    end -= INDEX_HTML.length;
    while (end > 0 && pathname.charCodeAt(end - 1) === 47) end--;
  }
  return end === pathname.length ? pathname : pathname.slice(0, end);
}

function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower);
}

const NO_REQUIREMENTS: readonly QueryRequirement[] = [];

function queryRequirements(params: URLSearchParams): readonly QueryRequirement[] {
  if (params.size === 0) return NO_REQUIREMENTS;
  const firstValues = new Map<string, string>();
  for (const [name, value] of params) {
    if (!firstValues.has(name) && !isTrackingParam(name)) firstValues.set(name, value);
  }
  return firstValues.size === 0 ? NO_REQUIREMENTS : [...firstValues];
}

// ---- Page URLs -------------------------------------------------------------------------------------------

// Path characters URL serialises unchanged; anything else sends the page through URL itself.
const SAFE_PATH_CHAR = new Uint8Array(128);
for (const c of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&()*+,;=:@/%') {
  SAFE_PATH_CHAR[c.charCodeAt(0)] = 1;
}

/** Shared and never modified. */
const NO_PARAMS = new URLSearchParams();

/**
 * A page URL whose host is known; path and query are worked out only when a candidate needs them, since
 * most pages are on hosts no tool has.
 */
class PageUrl {
  private normalisedPath: string | null | undefined;
  private params: URLSearchParams | undefined;
  private pathIndex = -1;

  /** `parsed` is null when `source` passed `fastHost`, which vouches for reading the rest by hand. */
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

  /** Where the path starts: the first `/`, `?` or `#` after `http(s)://`, or the end. */
  private pathStart(): number {
    if (this.pathIndex !== -1) return this.pathIndex;
    const s = this.source;
    let i = s.charCodeAt(4) === 115 ? 8 : 7;
    for (; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 47 || c === 63 || c === 35) break;
    }
    this.pathIndex = i;
    return i;
  }

  private computePath(): string | null {
    if (this.parsed) return normalisePath(this.parsed.pathname);
    const s = this.source;
    const start = this.pathStart();
    let end = start;
    for (; end < s.length; end++) {
      const c = s.charCodeAt(end);
      if (c === 63 || c === 35) break;
      // Unusual characters and dot segments (`.`, `..`, `%2e`) are left to URL to serialise and resolve.
      if (c >= 128 || SAFE_PATH_CHAR[c] === 0) return this.pathFromUrl();
      if (c === 46 && s.charCodeAt(end - 1) === 47) return this.pathFromUrl();
      if (c === 37 && s.charCodeAt(end + 1) === 50 && (s.charCodeAt(end + 2) | 32) === 101) {
        return this.pathFromUrl();
      }
    }
    return end === start ? '' : normalisePath(s.slice(start, end));
  }

  private pathFromUrl(): string | null {
    try {
      this.parsed = new URL(this.source);
    } catch {
      return null;
    }
    return normalisePath(this.parsed.pathname);
  }

  private computeParams(): URLSearchParams {
    if (this.parsed) return this.parsed.search === '' ? NO_PARAMS : this.parsed.searchParams;
    const s = this.source;
    const start = this.pathStart();
    const question = s.indexOf('?', start);
    if (question === -1) return NO_PARAMS;
    const hash = s.indexOf('#', start);
    if (hash !== -1 && hash < question) return NO_PARAMS;
    // Keeps the `?`: URLSearchParams drops one leading `?`, and a second one belongs to the first name.
    const search = s.slice(question, hash === -1 ? s.length : hash);
    // URL drops tabs and newlines anywhere; form decoding of the rest agrees with URL's serialisation.
    return new URLSearchParams(/[\t\n\r]/.test(search) ? search.replace(/[\t\n\r]/g, '') : search);
  }
}

/** Cheap scheme test that agrees with URL (leading C0/space trimmed, tabs/newlines dropped). */
function hasHttpScheme(url: string): boolean {
  let i = 0;
  while (i < url.length && url.charCodeAt(i) <= 32) i++;
  let scheme = '';
  for (; i < url.length && scheme.length < 6; i++) {
    const c = url.charCodeAt(i);
    if (c === 9 || c === 10 || c === 13) continue;
    scheme += String.fromCharCode(c >= 65 && c <= 90 ? c + 32 : c);
    if (c === 58) break;
  }
  return scheme === 'http:' || scheme === 'https:';
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * The normalised host of a URL as browsers report them (`https://host[:port]/…`, lowercase ASCII host),
 * null when no website can match it (single label), or undefined whenever URL might read the input
 * differently, so that URL decides. Allocates only the host.
 */
function fastHost(url: string): string | null | undefined {
  let start: number;
  if (url.startsWith('https://')) start = 8;
  else if (url.startsWith('http://')) start = 7;
  else return undefined;
  const length = url.length;
  // URL trims trailing C0 controls and spaces.
  if (url.charCodeAt(length - 1) <= 32) return undefined;
  let end = start;
  let labelStart = start;
  for (; end < length; end++) {
    const c = url.charCodeAt(end);
    if ((c >= 97 && c <= 122) || isDigit(c)) continue;
    if (c === 46) {
      labelStart = end + 1;
    } else if (c === 45) {
      // `xn--` labels need URL's punycode validation.
      if (end - labelStart === 3 && url.startsWith('xn-', labelStart)) return undefined;
    } else {
      break;
    }
  }
  let authorityEnd = end;
  if (url.charCodeAt(end) === 58) {
    // Only a plain port of up to 5 digits below 65536; URL rejects the rest.
    let port = 0;
    for (
      authorityEnd = end + 1;
      authorityEnd < length && isDigit(url.charCodeAt(authorityEnd));
      authorityEnd++
    ) {
      port = port * 10 + url.charCodeAt(authorityEnd) - 48;
    }
    if (authorityEnd - end > 6 || port > 65535) return undefined;
  }
  if (authorityEnd < length) {
    const c = url.charCodeAt(authorityEnd);
    if (c !== 47 && c !== 63 && c !== 35) return undefined;
  }
  if (end === start || url.charCodeAt(start) === 46) return undefined;
  const hostEnd = url.charCodeAt(end - 1) === 46 ? end - 1 : end;
  const lastDot = url.lastIndexOf('.', hostEnd - 1);
  if (lastDot < start) return null;
  // URL turns a host ending in a numeric label into an IPv4 address, or rejects it.
  if (isDigit(url.charCodeAt(lastDot + 1))) return undefined;
  const hostStart = lastDot >= start + 4 && url.startsWith('www.', start) ? start + 4 : start;
  return url.slice(hostStart, hostEnd);
}

/** The host a website stands for, or null if it is not a valid one; reads no further than the host. */
function websiteHost(website: string): string | null {
  const host = fastHost(website);
  if (host === null) return null;
  if (host === undefined) {
    const site = parseWithUrl(website);
    return site !== null && isSiteHost(site.host) ? site.host : null;
  }
  // fastHost already excludes IP addresses and leading dots.
  return host.endsWith('.') || host.includes('..') ? null : host;
}

function parseWithUrl(url: string): PageUrl | null {
  if (!hasHttpScheme(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return new PageUrl(normaliseHost(parsed.hostname), url, parsed);
}

/** Reads a website that websiteHost accepted, the way pages are read. */
function parseWebsite(website: string): PageUrl | null {
  const host = fastHost(website);
  if (host === undefined) return parseWithUrl(website);
  return host === null ? null : new PageUrl(host, website, null);
}

// ---- Index -----------------------------------------------------------------------------------------------

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

/**
 * Tools competing for the same host and path, of which the most specific satisfied one wins. Hundreds may
 * share one (`play.google.com/store/apps/details?id=…`), so those are found by value, not by trying each.
 */
class CandidateList {
  private readonly candidates: Candidate[] = [];
  /** name -> value -> candidates requiring it (each candidate filed under one of its parameters). */
  private byParam: Map<string, Map<string, Candidate[]>> | null = null;
  /** The best candidate without query parameters, when byParam is used. */
  private unconditional: Candidate | null = null;

  add(candidate: Candidate): void {
    this.candidates.push(candidate);
  }

  seal(): void {
    const candidates = this.candidates;
    if (candidates.length > 1) candidates.sort(bySpecificity);
    if (candidates.length <= LINEAR_LIMIT) return;
    const conditional = candidates.filter((candidate) => candidate.query.length > 0);
    if (conditional.length <= LINEAR_LIMIT) return;
    // File each candidate under its most selective parameter: the name with the most distinct values here.
    const valuesByName = new Map<string, Set<string>>();
    for (const { query } of conditional) {
      for (const [name, value] of query) {
        const values = valuesByName.get(name);
        if (values) values.add(value);
        else valuesByName.set(name, new Set([value]));
      }
    }
    const byParam = new Map<string, Map<string, Candidate[]>>();
    for (const candidate of conditional) {
      let key = candidate.query[0] as QueryRequirement;
      for (const requirement of candidate.query) {
        if ((valuesByName.get(requirement[0])?.size ?? 0) > (valuesByName.get(key[0])?.size ?? 0))
          key = requirement;
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
    this.byParam = byParam;
    this.unconditional = candidates.find((candidate) => candidate.query.length === 0) ?? null;
  }

  /** The slug of the most specific candidate the page satisfies, or null. */
  best(page: PageUrl): string | null {
    const byParam = this.byParam;
    if (byParam === null) {
      for (const candidate of this.candidates) {
        if (satisfiesQuery(candidate.query, page)) return candidate.slug;
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
    return best === null ? null : best.slug;
  }
}

function matchPath(index: HostIndex, paths: Map<string, CandidateList>, page: PageUrl): string | null {
  const path = page.path();
  if (path === null || path === '') return null;
  // Walk the page path's segment-boundary prefixes, longest first, none longer than any indexed path
  // (so a huge path costs one scan, not a lookup per segment).
  let prefixEnd = path.length;
  if (prefixEnd > index.longestPath) {
    prefixEnd = path.lastIndexOf('/', index.longestPath);
  }
  while (prefixEnd > 0) {
    const candidates = paths.get(prefixEnd === path.length ? path : path.slice(0, prefixEnd));
    if (candidates) {
      const slug = candidates.best(page);
      if (slug !== null) return slug;
    }
    prefixEnd = path.lastIndexOf('/', prefixEnd - 1);
  }
  return null;
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
      query: queryRequirements(site.searchParams()),
    };
    if (path === '') {
      index.roots ??= new CandidateList();
      index.roots.add(candidate);
    } else {
      index.paths ??= new Map();
      let samePath = index.paths.get(path);
      if (!samePath) {
        samePath = new CandidateList();
        index.paths.set(path, samePath);
      }
      samePath.add(candidate);
      if (path.length > index.longestPath) index.longestPath = path.length;
    }
  }
  index.roots?.seal();
  if (index.paths) for (const candidates of index.paths.values()) candidates.seal();
}

export function createSiteMatcher(tools: readonly { slug: string; website: string }[]): SiteMatcher {
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

  function indexFor(host: string): HostIndex | undefined {
    const index = byHost.get(host);
    if (index?.pending) completeIndex(index, host, slugs, websites);
    return index;
  }

  function lookup(url: string): string | null {
    let page: PageUrl | null = null;
    let host = fastHost(url);
    if (host === null) return null;
    if (host === undefined) {
      page = parseWithUrl(url);
      if (page === null) return null;
      host = page.host;
    }
    // The longest host wins, so the page's own host is tried first, then each parent in turn; hosts
    // longer than any indexed one are skipped unsliced, so a huge host costs one scan.
    const own = host.length > longestHost ? undefined : indexFor(host);
    if (own) {
      page ??= new PageUrl(host, url, null);
      if (own.paths) {
        const slug = matchPath(own, own.paths, page);
        if (slug !== null) return slug;
      }
      if (own.roots) {
        const slug = own.roots.best(page);
        if (slug !== null) return slug;
      }
    }
    let dot = host.indexOf('.');
    while (dot !== -1) {
      const next = host.indexOf('.', dot + 1);
      // Single labels are never indexed.
      if (next === -1) break;
      const parent = host.length - dot - 1 > longestHost ? undefined : indexFor(host.slice(dot + 1));
      const roots = parent?.rootsClaimSubdomains ? parent.roots : null;
      if (roots) {
        page ??= new PageUrl(host, url, null);
        const slug = roots.best(page);
        if (slug !== null) return slug;
      }
      dot = next;
    }
    return null;
  }

  return {
    match(url: string): string | null {
      if (typeof url !== 'string') return null;
      // The matcher runs on every navigation: an unforeseen failure must cost a missed suggestion, never
      // the caller.
      try {
        return lookup(url);
      } catch {
        return null;
      }
    },
  };
}
