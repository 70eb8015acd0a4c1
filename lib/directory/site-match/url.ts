// Reading a URL's host: a fast scan for URLs as browsers report them, and URL itself for everything else.

import {
  CARRIAGE_RETURN,
  COLON,
  DIGIT_ZERO,
  DOT,
  HASH,
  HYPHEN,
  isAsciiDigit,
  isLowerAsciiLetter,
  LINE_FEED,
  QUESTION_MARK,
  SLASH,
  SPACE,
  TAB,
  toLowerAscii,
} from './char-codes';
import { HTTP_PREFIX, HTTPS_PREFIX, PageUrl } from './page-url';

const WWW_PREFIX = 'www.';
/** Labels in punycode (`xn--bcher-kva`) need URL's validation. */
const PUNYCODE_PREFIX = 'xn--';
const MAX_PORT = 65535;
const MAX_PORT_DIGITS = String(MAX_PORT).length;
/** `https:` is the longest scheme the matcher reads. */
const LONGEST_SCHEME = 'https:'.length;

/** `hostname` is already lowercase ASCII (from URL or the fast scan). */
export function normaliseHost(hostname: string): string {
  const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  return host.startsWith(WWW_PREFIX) && host.indexOf('.', WWW_PREFIX.length) !== -1
    ? host.slice(WWW_PREFIX.length)
    : host;
}

/** Hosts a website may stand for: a domain of two or more non-empty labels, not an IP address. */
function isSiteHost(host: string): boolean {
  if (host.startsWith('[') || host.startsWith('.') || host.endsWith('.') || host.includes('..')) return false;
  const lastDot = host.lastIndexOf('.');
  // URL turns every host ending in a numeric label into a dotted-decimal IPv4 address (or rejects it).
  return lastDot !== -1 && !/^\d+$/.test(host.slice(lastDot + 1));
}

/** Cheap scheme test that agrees with URL (leading C0/space trimmed, tabs/newlines dropped). */
function hasHttpScheme(url: string): boolean {
  let i = 0;
  while (i < url.length && url.charCodeAt(i) <= SPACE) i++;
  let scheme = '';
  for (; i < url.length && scheme.length < LONGEST_SCHEME; i++) {
    const c = url.charCodeAt(i);
    if (c === TAB || c === LINE_FEED || c === CARRIAGE_RETURN) continue;
    scheme += String.fromCharCode(toLowerAscii(c));
    if (c === COLON) break;
  }
  return scheme === 'http:' || scheme === 'https:';
}

/**
 * Where the authority ends, given `afterHost`, the first position the host scan stopped at: there if no `:`
 * follows, after the port if it is plain digits (up to 5, at most 65535), or -1 for any other port, which
 * URL rejects.
 */
function authorityEnd(url: string, afterHost: number): number {
  if (url.charCodeAt(afterHost) !== COLON) return afterHost;
  let port = 0;
  let end = afterHost + 1;
  for (; end < url.length && isAsciiDigit(url.charCodeAt(end)); end++) {
    port = port * 10 + url.charCodeAt(end) - DIGIT_ZERO;
  }
  return end - afterHost - 1 > MAX_PORT_DIGITS || port > MAX_PORT ? -1 : end;
}

/**
 * The normalised host of a URL as browsers report them (`https://host[:port]/…`, lowercase ASCII host),
 * null when no website can match it (single label), or undefined whenever URL might read the input
 * differently, so that URL decides. Allocates only the host.
 */
export function fastHost(url: string): string | null | undefined {
  let start: number;
  if (url.startsWith(HTTPS_PREFIX)) start = HTTPS_PREFIX.length;
  else if (url.startsWith(HTTP_PREFIX)) start = HTTP_PREFIX.length;
  else return undefined;
  const length = url.length;
  // URL trims trailing C0 controls and spaces.
  if (url.charCodeAt(length - 1) <= SPACE) return undefined;
  let end = start;
  let labelStart = start;
  for (; end < length; end++) {
    const c = url.charCodeAt(end);
    if (isLowerAsciiLetter(c) || isAsciiDigit(c)) continue;
    if (c === DOT) {
      labelStart = end + 1;
    } else if (c === HYPHEN) {
      if (end === labelStart + PUNYCODE_PREFIX.length - 1 && url.startsWith(PUNYCODE_PREFIX, labelStart)) {
        return undefined;
      }
    } else {
      break;
    }
  }
  const authority = authorityEnd(url, end);
  if (authority === -1) return undefined;
  if (authority < length) {
    const c = url.charCodeAt(authority);
    if (c !== SLASH && c !== QUESTION_MARK && c !== HASH) return undefined;
  }
  if (end === start || url.charCodeAt(start) === DOT) return undefined;
  const hostEnd = url.charCodeAt(end - 1) === DOT ? end - 1 : end;
  const lastDot = url.lastIndexOf('.', hostEnd - 1);
  if (lastDot < start) return null;
  // URL turns a host ending in a numeric label into an IPv4 address, or rejects it.
  if (isAsciiDigit(url.charCodeAt(lastDot + 1))) return undefined;
  const hostStart =
    lastDot >= start + WWW_PREFIX.length && url.startsWith(WWW_PREFIX, start)
      ? start + WWW_PREFIX.length
      : start;
  return url.slice(hostStart, hostEnd);
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
  return new PageUrl(normaliseHost(parsed.hostname), url, parsed);
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
