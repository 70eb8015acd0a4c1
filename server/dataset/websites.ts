// Websites of every shape the extension's site matcher must handle (docs/architecture.md, "The local directory"),
// unique per tool except deliberately shared hosts where tools differ by path or query.
import { domainToASCII } from 'node:url';
import { type Random, WeightedPicker } from '../random';

export const WEBSITE_SHAPES = [
  'apex',
  'www',
  'subdomain',
  'cctld',
  'own-path',
  'shared-host-path',
  'github',
  'huggingface-space',
  'play-store',
  'app-store',
  'chrome-web-store',
  'idn-unicode',
  'idn-punycode',
  'index-html',
  'tracking',
  'port',
  'uppercase',
  'plain-http',
  'trailing-dot',
] as const;
export type WebsiteShape = (typeof WEBSITE_SHAPES)[number];

const SHAPE_WEIGHTS: Record<WebsiteShape, number> = {
  apex: 28,
  www: 18,
  subdomain: 8,
  cctld: 8,
  'own-path': 4,
  'shared-host-path': 3,
  github: 3,
  'huggingface-space': 3,
  'play-store': 2,
  'app-store': 2,
  'chrome-web-store': 2,
  'idn-unicode': 1,
  'idn-punycode': 1,
  'index-html': 2,
  tracking: 4,
  port: 1,
  uppercase: 1.5,
  'plain-http': 1,
  'trailing-dot': 0.5,
};

/** Hosts many tools share; a tool there is identified by its path or query. */
const SHARED_HOSTS = new Set([
  'github.com',
  'huggingface.co',
  'play.google.com',
  'apps.apple.com',
  'chromewebstore.google.com',
]);
const CORPORATE_HOSTS = [
  'nimbus-suite.com',
  'orbitworks.io',
  'brightlayer.ai',
  'kestrel-labs.com',
  'polaris.cloud',
];

const GENERIC_TLDS = ['com', 'ai', 'io', 'app', 'co', 'so', 'dev', 'tech', 'xyz'];
const COUNTRY_TLDS = [
  'co.uk',
  'de',
  'fr',
  'io',
  'ai',
  'jp',
  'com.au',
  'nl',
  'es',
  'it',
  'ca',
  'ch',
  'se',
  'in',
];
const SUBDOMAINS = ['app', 'studio', 'beta', 'try', 'get', 'my', 'web'];
const IDN_WORDS =
  'bücher schön grün über märchen wörter kräfte träume glück café résumé élan señal niño søk ålen häfen fröhlich'.split(
    ' ',
  );
const IDN_SUFFIXES = ['ki', 'ai', 'bot', 'tools', 'studio', 'lab'];
const IDN_TLDS = ['de', 'at', 'ch', 'fr', 'es', 'no', 'se', 'ai'];
const TRACKING_QUERIES = [
  'utm_source=directory',
  'ref=aitoolsdirectory',
  'utm_source=directory&utm_medium=listing',
  'via=directory',
];
const APP_STORE_COUNTRIES = ['us', 'gb', 'de', 'fr'];

const TRACKING_PARAMETER = /^(utm_.*|ref|ref_src|via|fbclid|gclid|mc_cid|mc_eid)$/i;

/**
 * What a website identifies, the way the site matcher sees it: ASCII host without `www.`, trailing dot
 * or port; path without trailing slash or index.html; query without tracking parameters.
 */
export function websiteKey(website: string): string {
  return keyOfUrl(new URL(website));
}

function keyOfUrl(url: URL): string {
  const host = hostOfUrl(url);
  const path = url.pathname.replace(/\/index\.html$/i, '').replace(/\/+$/, '');
  const query = [...url.searchParams]
    .filter(([name]) => !TRACKING_PARAMETER.test(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');
  return `${host}${path}${query ? `?${query}` : ''}`;
}

function hostOfUrl(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/** A website and what it identifies, computed while building it (parsing 8,000 URLs is slow). */
interface Candidate {
  website: string;
  /** Lowercase ASCII host without `www.`, trailing dot or port. */
  host: string;
  /** Path without trailing slash or index.html, plus any identifying query: "/a/b?id=x". */
  rest: string;
}

/** Hands out websites, never twice the same, and never a host inside (or above) another tool's host. */
export class WebsiteFactory {
  private readonly keys = new Set<string>();
  /** Hosts that belong to one tool (the tool owns every page there). */
  private readonly ownedHosts = new Set<string>();
  /** Every parent of an owned host, so a new host cannot sit above an owned one either. */
  private readonly ownedAncestors = new Set<string>();
  private readonly shapePicker = new WeightedPicker(WEBSITE_SHAPES.map((shape) => SHAPE_WEIGHTS[shape]));

  constructor(private readonly random: Random) {
    // No tool may own google.com or apple.com either: that would sit above the shared store hosts.
    for (const host of [...SHARED_HOSTS, ...CORPORATE_HOSTS]) {
      for (const parent of parentsOf(host)) this.ownedAncestors.add(parent);
    }
  }

  /**
   * Registers a fixed website; throws when it clashes with one already given out. `nested` allows a
   * host below another tool's host (e.g. labs.jasper.ai under jasper.ai), on purpose.
   */
  reserve(website: string, nested = false): void {
    const url = new URL(website);
    const host = hostOfUrl(url);
    const candidate = { website, host, rest: keyOfUrl(url).slice(host.length) };
    if (!this.tryClaim(candidate, nested)) throw new Error(`website clashes with another tool: ${website}`);
  }

  /** A new unique website for a tool, in the given shape or a randomly weighted one. */
  create(name: string, slug: string, shape?: WebsiteShape): string {
    const chosen = shape ?? (WEBSITE_SHAPES[this.shapePicker.pick(this.random)] as WebsiteShape);
    const base = slug.replace(/-ai$/, '').replace(/-/g, '') || 'tool';
    for (let attempt = 0; attempt < 50; attempt++) {
      const candidate = this.build(chosen, name, attempt === 0 ? base : `${base}${attempt + 1}`, slug);
      if (this.tryClaim(candidate)) return candidate.website;
    }
    throw new Error(`no unique website for ${slug}`);
  }

  private tryClaim({ host, rest }: Candidate, nested = false): boolean {
    const key = `${host}${rest}`;
    if (this.keys.has(key)) return false;
    const shared = SHARED_HOSTS.has(host) || CORPORATE_HOSTS.includes(host);
    // On a shared host a tool is its path or query, never the whole host (a tool named "GitHub"
    // must not claim https://github.com/).
    if (shared && rest === '') return false;
    if (!shared) {
      if (this.ownedAncestors.has(host) || this.ownedHosts.has(host)) return false;
      const parents = parentsOf(host);
      if (!nested && parents.some((parent) => this.ownedHosts.has(parent))) return false;
      this.ownedHosts.add(host);
      for (const parent of parents) this.ownedAncestors.add(parent);
    }
    this.keys.add(key);
    return true;
  }

  private build(shape: WebsiteShape, name: string, base: string, slug: string): Candidate {
    const random = this.random;
    const slash = random.chance(0.5) ? '/' : '';
    const at = (host: string, website: string, rest = ''): Candidate => ({ website, host, rest });
    switch (shape) {
      case 'apex': {
        const host = `${base}.${random.pick(GENERIC_TLDS)}`;
        return at(host, `https://${host}${slash}`);
      }
      case 'www': {
        const host = `${base}.${random.pick(['com', 'ai', 'io', 'co'])}`;
        return at(host, `https://www.${host}/`);
      }
      case 'subdomain': {
        const host = `${random.pick(SUBDOMAINS)}.${base}-ai.${random.pick(['com', 'io', 'app'])}`;
        return at(host, `https://${host}${slash}`);
      }
      case 'cctld': {
        const host = `${base}.${random.pick(COUNTRY_TLDS)}`;
        return at(host, `https://${random.chance(0.3) ? 'www.' : ''}${host}${slash}`);
      }
      case 'own-path': {
        const host = `${base}.com`;
        const path = `/${random.pick(['ai', 'products/ai', 'en/ai-assistant', 'labs'])}`;
        return at(host, `https://www.${host}${path}${slash}`, path);
      }
      case 'shared-host-path': {
        const host = random.pick(CORPORATE_HOSTS);
        const path = `/${random.pick(['products', 'ai'])}/${slug}`;
        return at(host, `https://${random.chance(0.5) ? 'www.' : ''}${host}${path}${slash}`, path);
      }
      case 'github':
        return at('github.com', `https://github.com/${base}/${slug}`, `/${base}/${slug}`);
      case 'huggingface-space': {
        const path = `/spaces/${random.pick([base, 'community', 'open-ml', 'demo-lab'])}/${name.replace(/[^A-Za-z0-9]+/g, '-')}`;
        return at('huggingface.co', `https://huggingface.co${path}`, path);
      }
      case 'play-store': {
        const rest = `/store/apps/details?id=com.${base}.${random.pick(['app', 'android', 'mobile', 'ai'])}`;
        return at('play.google.com', `https://play.google.com${rest}`, rest);
      }
      case 'app-store': {
        const id = `id${random.int(1_000_000_000, 1_799_999_999)}`;
        const path = random.chance(0.5)
          ? `/app/${id}`
          : `/${random.pick(APP_STORE_COUNTRIES)}/app/${slug}/${id}`;
        return at('apps.apple.com', `https://apps.apple.com${path}`, path);
      }
      case 'chrome-web-store': {
        const path = `/detail/${slug}/${this.extensionId()}`;
        return at('chromewebstore.google.com', `https://chromewebstore.google.com${path}`, path);
      }
      case 'idn-unicode': {
        const unicode = this.idnHost(base);
        return at(domainToASCII(unicode), `https://${unicode}/`);
      }
      case 'idn-punycode': {
        const host = domainToASCII(this.idnHost(base));
        return at(host, `https://${host}/`);
      }
      case 'index-html': {
        const host = `${base}.${random.pick(GENERIC_TLDS)}`;
        return at(host, `https://${host}/index.html`);
      }
      case 'tracking': {
        const host = `${base}.${random.pick(GENERIC_TLDS)}`;
        return at(
          host,
          `https://${random.chance(0.4) ? 'www.' : ''}${host}/?${random.pick(TRACKING_QUERIES)}`,
        );
      }
      case 'port': {
        const host = `${base}.${random.pick(['dev', 'app', 'io'])}`;
        return at(host, `https://${host}:${random.pick([8443, 8080, 3000])}/`);
      }
      case 'uppercase':
        return random.chance(0.5)
          ? at(`${base}.com`, `https://WWW.${base.toUpperCase()}.COM/`)
          : at(`${base}.ai`, `https://${base.charAt(0).toUpperCase()}${base.slice(1)}.AI`);
      case 'plain-http': {
        const host = `${base}.${random.pick(['net', 'org', 'com'])}`;
        return at(host, `http://${host}/`);
      }
      case 'trailing-dot': {
        const host = `${base}.${random.pick(['ai', 'com'])}`;
        return at(host, `https://${host}./`);
      }
    }
  }

  /** A Unicode host such as "bücher-clipforge-ki.de"; the base keeps it unique. */
  private idnHost(base: string): string {
    const word = this.random.pick(IDN_WORDS);
    return `${word}-${base}-${this.random.pick(IDN_SUFFIXES)}.${this.random.pick(IDN_TLDS)}`;
  }

  private extensionId(): string {
    let id = '';
    for (let i = 0; i < 32; i++) id += String.fromCharCode(97 + this.random.int(0, 15));
    return id;
  }
}

function parentsOf(host: string): string[] {
  const labels = host.split('.');
  const parents: string[] = [];
  for (let i = 1; i < labels.length - 1; i++) parents.push(labels.slice(i).join('.'));
  return parents;
}
