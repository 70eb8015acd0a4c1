// @vitest-environment node
// The hand-written URL reading behind the matcher's speed must read every URL the way URL does, or hand
// it to URL: a disagreement would match a page to the wrong tool, or miss it.
import { describe, expect, it } from 'vitest';
import { siteHost } from '../../../../lib/common/url';
import { PageUrl } from '../../../../lib/directory/site-match/page-url';
import { fastHost, normalisePath } from '../../../../lib/directory/site-match/url';
import { mulberry32, pick } from '../../../support/random';

// Browser-like URLs most of the time (each common part listed more than once), odd ones often enough.
const SCHEMES = ['https://', 'https://', 'https://', 'http://', 'HTTPS://', 'https:', 'ftp://', ' https://'];
const HOSTS = [
  'jasper.ai',
  'jasper.ai',
  'jasper.ai',
  'www.jasper.ai',
  'www.jasper.ai',
  'docs.jasper.ai',
  'app.www.jasper.ai',
  'www.com',
  'localhost',
  'JASPER.ai',
  'jasper.ai.',
  'xn--bcher-kva.de',
  'bücher.de',
  'a-b.c-d.dev',
  '127.0.0.1',
  'foo.1abc',
  '1abc.foo',
  'x..y.dev',
  '.jasper.ai',
  '[::1]',
  'user@jasper.ai',
  'a_b.dev',
];
const PORTS = [
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  ':443',
  ':8080',
  ':65535',
  ':65536',
  ':',
  ':0080',
  ':123456',
  ':8o',
];
const PATHS = [
  '',
  '/',
  '/a/b',
  '/a/b/',
  '/index.html',
  '/a/./b',
  '/a/../b',
  '/%2e/b',
  '/%2E',
  '/café',
  '/a b',
  '//x',
];
const QUERIES = ['', '?id=1', '?id=1&id=2', '?a=b+c', '?a=%20', '??id=1', '?id=1\t', '?q=café', '?x'];
const FRAGMENTS = ['', '#top', '#?id=2', '#/a/b'];
const TAILS = ['', '', '', '', '', '', ' ', '\u0000'];

function generatedUrls(count: number): string[] {
  const next = mulberry32(611);
  return Array.from({ length: count }, () =>
    [SCHEMES, HOSTS, PORTS, PATHS, QUERIES, FRAGMENTS, TAILS].map((parts) => pick(next, parts)).join(''),
  );
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

describe('fastHost', () => {
  const urls = generatedUrls(5000);

  it('gives the host URL gives, normalised, whenever it answers; null only for single labels', () => {
    let answered = 0;
    for (const url of urls) {
      const host = fastHost(url);
      if (host === undefined) continue;
      answered++;
      const parsed = parse(url);
      expect(parsed, url).not.toBeNull();
      const expected = siteHost(parsed?.hostname ?? '');
      if (host === null) expect(expected.includes('.'), url).toBe(false);
      else expect(host, url).toBe(expected);
    }
    // The fast path must carry the common case, or it is no fast path.
    expect(answered).toBeGreaterThan(urls.length / 10);
  });

  it('leaves to URL what it cannot vouch for', () => {
    for (const url of [
      'HTTPS://jasper.ai/',
      'https://JASPER.ai/',
      'https://xn--bcher-kva.de/',
      'https://127.0.0.1/',
      'https://jasper.ai:65536/',
      'https://jasper.ai:000443/',
      'https://user@jasper.ai/',
      'https://jasper.ai\\x',
      'https://jasper.ai/ ',
      ' https://jasper.ai/',
    ]) {
      expect(fastHost(url), url).toBeUndefined();
    }
  });
});

describe('PageUrl read by hand', () => {
  it('has the path and query parameters URL gives', () => {
    let read = 0;
    for (const url of generatedUrls(5000)) {
      const host = fastHost(url);
      if (typeof host !== 'string') continue;
      read++;
      const parsed = parse(url) as URL;
      const page = new PageUrl(host, url, null);
      expect(page.path(), url).toBe(normalisePath(parsed.pathname));
      expect([...page.searchParams()], url).toEqual([...parsed.searchParams]);
    }
    expect(read).toBeGreaterThan(500);
  });
});
