// URL policy in one place: which URLs may become links, which hosts a site and a muted site are known
// by, and which base URLs the token may be sent to (with the token a person types beside it).

/** An absolute http(s) URL, or null for any other scheme, a relative URL or garbage. */
export function parseHttpUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/** The hostname of an http(s) URL, or null: the only pages Toolscout has anything to say about. */
export function httpHostOf(url: string): string | null {
  return parseHttpUrl(url)?.hostname ?? null;
}

const WWW_PREFIX = 'www.';

/**
 * The host a site is known by, from a lowercase hostname (as URL gives it): no trailing dot, and no
 * leading `www.` while a domain remains (`www.example.com` is example.com; `www.com` stays).
 */
export function siteHost(hostname: string): string {
  const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  return host.startsWith(WWW_PREFIX) && host.indexOf('.', WWW_PREFIX.length) !== -1
    ? host.slice(WWW_PREFIX.length)
    : host;
}

/** How a muted host is stored and compared: the site's host, whatever case it was given in. */
export function mutedHostKey(host: string): string {
  return siteHost(host.trim().toLowerCase());
}

/** What is wrong with a typed base URL; lib/copy/checks.ts says it in the person's language. */
export type BaseUrlProblem =
  | 'empty'
  | 'not-url'
  | 'plain-http'
  | 'not-https'
  | 'credentials'
  | 'query-or-hash';
/** `unusualPath`: it does not end in /api/v1, where the API usually lives (a hint, not a refusal). */
export type BaseUrlCheck =
  | { ok: true; url: string; unusualPath: boolean }
  | { ok: false; problem: BaseUrlProblem };

const LOOPBACK_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** localhost and its subdomains, 127.x.x.x and [::1], as `URL.hostname` gives them: hosts on this computer. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOST.test(hostname);
}

/** The token may go to https, and to plain http only on a loopback host, where nothing crosses a network. */
export function isSecureApiUrl(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/** The API base with a trailing slash, as the client resolves paths against it; null unless allowed. */
export function parseBaseUrl(baseUrl: string): URL | null {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return null;
  }
  if (!isSecureApiUrl(url) || url.username || url.password) return null;
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/** What a person typed as the base URL, checked against the same rule, with the problem found. */
export function checkBaseUrl(input: string): BaseUrlCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, problem: 'not-url' };
  }
  if (!isSecureApiUrl(url))
    return { ok: false, problem: url.protocol === 'http:' ? 'plain-http' : 'not-https' };
  if (url.username || url.password) return { ok: false, problem: 'credentials' };
  if (url.search || url.hash) return { ok: false, problem: 'query-or-hash' };
  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, url: `${url.origin}${path}`, unusualPath: !path.endsWith('/api/v1') };
}

export type TokenProblem = 'empty' | 'spaces' | 'not-ascii' | 'too-long';
export type TokenCheck = { ok: true; token: string } | { ok: false; problem: TokenProblem };

export function checkToken(input: string): TokenCheck {
  const token = input.trim();
  if (token === '') return { ok: false, problem: 'empty' };
  if (/\s/.test(token)) return { ok: false, problem: 'spaces' };
  // Sent in an HTTP header, which carries only ASCII: a curly quote or an accent comes from a copy.
  if (!/^[\x21-\x7e]+$/.test(token)) return { ok: false, problem: 'not-ascii' };
  if (token.length > 4_096) return { ok: false, problem: 'too-long' };
  return { ok: true, token };
}

/** The origin of a base URL, or null when it is none. */
export function originOf(baseUrl: string): string | null {
  try {
    return new URL(baseUrl.trim()).origin;
  } catch {
    return null;
  }
}

/**
 * Why a connection was refused before anything was sent, as a code: each page says it in its words
 * (lib/copy/checks.ts), the background says nothing itself.
 */
export type ConnectionInputProblem =
  | { field: 'baseUrl'; problem: BaseUrlProblem }
  | { field: 'token'; problem: TokenProblem }
  /** The base URL moved to another server, whose token must be typed: the saved one is not sent there. */
  | { field: 'token'; problem: 'for-another-server'; host: string };

/**
 * Moving the base URL to another origin needs the token typed again: a saved token is only sent
 * where it was entered. The new server's host when the token is needed; null when the move keeps the
 * origin (or there is no saved token).
 */
export function tokenNeededFor(
  savedBaseUrl: string,
  hasSavedToken: boolean,
  nextBaseUrl: string,
): string | null {
  if (!hasSavedToken) return null;
  const next = originOf(nextBaseUrl);
  if (next === null || next === originOf(savedBaseUrl)) return null;
  return new URL(next).host;
}

/** "All sites" access: what on-page suggestions need to show a card on a tool's site. */
export const SITE_ACCESS_ORIGINS = ['https://*/*', 'http://*/*'];

/** The match pattern that host permission requests use for the API origin. */
export function originPattern(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${url.hostname}/*`;
}

/** The pattern `permissions.contains` checks for a page: may the extension run a script on it? */
export function pageOriginPattern(pageUrl: string): string {
  return `${new URL(pageUrl).origin}/*`;
}
