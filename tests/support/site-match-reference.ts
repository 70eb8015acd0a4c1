// A naive site matcher written directly from the rules (docs/architecture.md, "The local directory") and the decisions
// documented in lib/directory/site-match/matcher.ts: every website checked against every page with URL.
// The unit tests check the fast matcher agrees with it; the bench measures the fast one's speed-up over it.

type Tool = { slug: string; website: string };

export interface ReferenceSite {
  host: string;
  path: string;
  query: [string, string][];
  claimsSubdomains: boolean;
}

// The public suffixes the generated tests use; the matcher's own list is larger.
const REFERENCE_PUBLIC_SUFFIXES = new Set(['co.uk', 'com.au', 'github.io', 'vercel.app']);
const REFERENCE_TRACKING = ['ref', 'ref_src', 'via', 'fbclid', 'gclid', 'mc_cid', 'mc_eid'];

export function referenceHost(hostname: string): string {
  const host = hostname.replace(/\.$/, '');
  const withoutWww = host.replace(/^www\./, '');
  return withoutWww.includes('.') ? withoutWww : host;
}

export function referencePath(pathname: string): string {
  return pathname
    .replace(/\/+$/, '')
    .replace(/\/index\.html$/, '')
    .replace(/\/+$/, '');
}

export function parseHttp(input: string): URL | null {
  try {
    const url = new URL(input);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function referenceSite(website: string): ReferenceSite | null {
  const url = parseHttp(website);
  if (!url) return null;
  const host = referenceHost(url.hostname);
  const isIp = url.hostname.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(url.hostname);
  if (isIp || !host.includes('.') || host.split('.').includes('')) return null;
  const query = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    const lower = name.toLowerCase();
    if (lower.startsWith('utm_') || REFERENCE_TRACKING.includes(lower) || query.has(name)) continue;
    query.set(name, value);
  }
  const path = referencePath(url.pathname);
  const claimsSubdomains = path === '' && !REFERENCE_PUBLIC_SUFFIXES.has(host);
  return { host, path, query: [...query], claimsSubdomains };
}

export function createReferenceMatcher(tools: readonly Tool[]): (pageUrl: string) => string | null {
  const sites = tools.map((tool) => ({ slug: tool.slug, site: referenceSite(tool.website) }));
  return (pageUrl: string): string | null => {
    const page = parseHttp(pageUrl);
    if (!page) return null;
    const host = referenceHost(page.hostname);
    const path = referencePath(page.pathname);
    let best: { slug: string; rank: [number, number, number] } | null = null;
    for (const { slug, site } of sites) {
      if (!site) continue;
      const hostMatches = host === site.host || (site.claimsSubdomains && host.endsWith(`.${site.host}`));
      const pathMatches =
        site.path === '' || (host === site.host && (path === site.path || path.startsWith(`${site.path}/`)));
      const queryMatches = site.query.every(([name, value]) => page.searchParams.get(name) === value);
      if (!hostMatches || !pathMatches || !queryMatches) continue;
      const rank: [number, number, number] = [site.host.length, site.path.length, site.query.length];
      // Strictly greater only: on a tie the earlier (more popular) tool stays.
      if (!best || isGreater(rank, best.rank)) best = { slug, rank };
    }
    return best?.slug ?? null;
  };
}

function isGreater(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const [x = 0, y = 0] = [a[i], b[i]];
    if (x !== y) return x > y;
  }
  return false;
}
