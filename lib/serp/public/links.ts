// Finding a results page's result links, robustly: engines change their class names often, their
// structure (a results container, a heading inside a link or a link around a heading) rarely. Each
// result yields its main link's destination, unwrapped from the engine's redirect, and its heading,
// where the chip goes. Pure DOM reading: nothing is changed here and nothing is sent.
import { type Engine, engineById, isEngineHost } from './engines';

/** At most this many distinct URLs go to the background per scan: a page has 10–50 results. */
export const MAX_CANDIDATES = 100;
const MAX_URL_LENGTH = 2_000;

function httpUrl(value: string | null | undefined, base?: string): URL | null {
  if (!value || value.length > MAX_URL_LENGTH * 2) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Bing's `u=a1<base64url>`: the destination, base64url-encoded behind a two-letter marker. */
function decodeBingTarget(value: string): string | null {
  if (!value.startsWith('a1')) return null;
  const encoded = value.slice(2).replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(encoded + '='.repeat((4 - (encoded.length % 4)) % 4));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The destination of a result link: the link itself, or what an engine's redirect wraps (Google's
 * `/url?q=`/`url=`, Bing's `/ck/a?…&u=a1…`, DuckDuckGo's `/l/?uddg=`). Null for anything not http(s).
 */
const GOOGLE = engineById('google');

export function unwrapResultUrl(href: string, pageUrl: string): string | null {
  const url = httpUrl(href, pageUrl);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  let inner: string | null = null;
  if (isEngineHost(GOOGLE, host.replace(/^(?!www\.)/, 'www.')) && path === '/url') {
    inner = url.searchParams.get('q') ?? url.searchParams.get('url');
  } else if (/(^|\.)bing\.com$/.test(host) && path === '/ck/a') {
    inner = decodeBingTarget(url.searchParams.get('u') ?? '');
  } else if (/(^|\.)duckduckgo\.com$/.test(host) && (path === '/l/' || path === '/l')) {
    inner = url.searchParams.get('uddg');
  } else {
    return url.href.length <= MAX_URL_LENGTH ? url.href : null;
  }
  const target = httpUrl(inner);
  return target && target.href.length <= MAX_URL_LENGTH ? target.href : null;
}

export interface ResultLink {
  /** The result's main link: the chip goes beside its heading. */
  anchor: HTMLAnchorElement;
  /** Where the title's text is; the chip is inserted after it, inline. */
  heading: Element;
  /** The destination, unwrapped. */
  url: string;
}

const HEADINGS = 'h2, h3';

/** What counts as a result's title: any h2/h3, and the engine's own title hints. */
function titleSelector(engine: Engine | null): string {
  return [HEADINGS, ...(engine?.titleHints ?? [])].join(', ');
}

/** The engine's results container if a hint finds it, else the page's main element, else the body. */
export function resultsRoot(document: Document, engine: Engine | null): Element | null {
  for (const hint of engine?.containerHints ?? []) {
    const found = document.querySelector(hint);
    if (found) return found;
  }
  return document.querySelector('main, [role="main"]') ?? document.body;
}

/** Whether a link points back into the engine itself (its own tabs, pagination, "people also ask"). */
function isEngineOwn(url: string, engine: Engine | null): boolean {
  if (!engine) return false;
  const host = httpUrl(url)?.hostname.toLowerCase() ?? '';
  return isEngineHost(engine, host);
}

/** The result's own block: the largest ancestor of its heading that holds no other heading. */
function resultBlock(heading: Element, titles: string): Element {
  let block = heading;
  while (block.parentElement && block.parentElement.querySelectorAll(titles).length === 1) {
    block = block.parentElement;
  }
  return block;
}

/**
 * The URL a result shows as text (`<cite>`, "example.com › docs"), for a link whose own destination
 * is hidden behind a redirect Toolscout cannot read. Only its host and path are used.
 */
export function visibleUrl(heading: Element, titles = HEADINGS): string | null {
  const text = resultBlock(heading, titles).querySelector('cite')?.textContent?.trim() ?? '';
  const [first = '', ...rest] = text.split(/\s+›\s+/);
  if (!/^(https?:\/\/)?[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i.test(first)) return null;
  const path = rest.every((part) => /^[\w.-]+$/.test(part)) ? rest.join('/') : '';
  const withScheme = /^https?:\/\//i.test(first) ? first : `https://${first}`;
  const url = httpUrl(path ? `${withScheme.replace(/\/$/, '')}/${path}` : withScheme);
  return url ? url.href : null;
}

/** A title's link and where it leads (unwrapped; its visible URL behind a redirect). */
interface Title extends ResultLink {
  /** The host without "www.": what a result's sitelinks share with it. */
  site: string;
}

function titleOf(heading: Element, pageUrl: string, engine: Engine | null, titles: string): Title | null {
  const anchor = (heading.closest('a[href]') ?? heading.querySelector('a[href]')) as HTMLAnchorElement | null;
  if (!anchor) return null;
  const linked = unwrapResultUrl(anchor.getAttribute('href') ?? '', pageUrl);
  const url = linked === null || isEngineOwn(linked, engine) ? visibleUrl(heading, titles) : linked;
  if (url === null || isEngineOwn(url, engine)) return null;
  const site = (httpUrl(url)?.hostname ?? '').toLowerCase().replace(/^www\./, '');
  return { heading, anchor, url, site };
}

/**
 * The result a title belongs to: the largest block around it whose other titles lead to the same site
 * (its sitelinks), never past the engine's own result block nor up to the results root. A carousel's
 * cards, which lead to different sites, stay one result each; a video pack of one site is one.
 */
function resultContainer(title: Title, root: Element, engine: Engine | null, titleIn: TitleIn): Element {
  let bound: Element | null = null;
  for (const hint of engine?.resultHints ?? []) {
    const block = title.heading.closest(hint);
    if (block && block !== root && root.contains(block) && (!bound || block.contains(bound))) bound = block;
  }
  let container: Element = title.heading;
  while (container !== bound) {
    const parent = container.parentElement;
    if (!parent || parent === root || !root.contains(parent)) break;
    const sites = [...parent.querySelectorAll(titleIn.selector)].map((heading) => titleIn.of(heading)?.site);
    if (sites.some((site) => site !== undefined && site !== title.site)) break;
    container = parent;
  }
  return container;
}

interface TitleIn {
  selector: string;
  of(heading: Element): Title | null;
}

/**
 * Each result under `root` once: a heading (h2/h3) inside a link, or a link inside a heading, whose
 * destination (unwrapped) is an outside http(s) page, and only the first title of its result (its
 * sitelinks get no chip of their own: resultContainer). `seen` holds results already handled, so a
 * later scan (results appended) finds only the new ones.
 */
export function findResultLinks(
  root: Element,
  pageUrl: string,
  engine: Engine | null,
  seen: WeakSet<Element>,
): ResultLink[] {
  const found: ResultLink[] = [];
  const selector = titleSelector(engine);
  // Each title read once per scan, however many containers ask about it.
  const read = new Map<Element, Title | null>();
  const titleIn: TitleIn = {
    selector,
    of(heading) {
      if (!read.has(heading)) read.set(heading, titleOf(heading, pageUrl, engine, selector));
      return read.get(heading) ?? null;
    },
  };
  for (const heading of root.querySelectorAll(selector)) {
    if (seen.has(heading)) continue;
    const title = titleIn.of(heading);
    // Marked as handled whatever the outcome: an engine's own link does not become a result later.
    seen.add(heading);
    if (!title || seen.has(title.anchor)) continue;
    seen.add(title.anchor);
    const container = resultContainer(title, root, engine, titleIn);
    const first = [...container.querySelectorAll(selector)].find(
      (other) => titleIn.of(other)?.site === title.site,
    );
    if (first !== undefined && first !== heading) continue;
    found.push(title);
  }
  return found;
}

/** The URLs to ask the background about: distinct, capped. */
export function candidateUrls(links: readonly ResultLink[]): string[] {
  return [...new Set(links.map((link) => link.url))].slice(0, MAX_CANDIDATES);
}
