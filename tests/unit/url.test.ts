// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { httpUrlOrNull } from '../../lib/api/field-readers';
import { safeHttpUrl } from '../../lib/common/format';
import {
  checkBaseUrl,
  checkToken,
  httpHostOf,
  isLoopbackHost,
  mutedHostKey,
  originPattern,
  parseBaseUrl,
  parseHttpUrl,
  siteHost,
  tokenNeededFor,
} from '../../lib/common/url';

describe('checkBaseUrl', () => {
  it('accepts https and gives the URL without trailing slashes', () => {
    expect(checkBaseUrl('https://directory.example/api/v1')).toEqual({
      ok: true,
      url: 'https://directory.example/api/v1',
      unusualPath: false,
    });
    expect(checkBaseUrl('  https://directory.example:8443/api/v1//  ')).toEqual({
      ok: true,
      url: 'https://directory.example:8443/api/v1',
      unusualPath: false,
    });
  });

  it.each([
    ['https://directory.example/', 'https://directory.example'],
    ['https://directory.example/api/v2', 'https://directory.example/api/v2'],
  ])('accepts %s with a hint that it does not end in /api/v1', (input, url) => {
    expect(checkBaseUrl(input)).toEqual({
      ok: true,
      url,
      unusualPath: true,
    });
  });

  it.each([
    'http://localhost:8787/api/v1',
    'http://directory.localhost:8787/api/v1',
    'http://127.0.0.1:8787/api/v1',
    'http://127.1.2.3/api/v1',
    'http://[::1]:8787/api/v1',
  ])('accepts plain http for the loopback host in %s', (input) => {
    expect(checkBaseUrl(input)).toEqual({ ok: true, url: input, unusualPath: false });
  });

  it.each(['http://directory.example/api/v1', 'http://10.0.0.2/api/v1', 'http://localhost.example/api/v1'])(
    'refuses plain http for %s, which is not this computer',
    (input) => {
      expect(checkBaseUrl(input)).toEqual({ ok: false, problem: 'plain-http' });
    },
  );

  it('refuses other schemes', () => {
    expect(checkBaseUrl('ftp://directory.example/api/v1')).toEqual({
      ok: false,
      problem: 'not-https',
    });
  });

  it.each(['https://user:secret@directory.example/api/v1', 'https://user@directory.example/api/v1'])(
    'refuses credentials in %s',
    (input) => {
      expect(checkBaseUrl(input)).toEqual({
        ok: false,
        problem: 'credentials',
      });
    },
  );

  it.each(['https://directory.example/api/v1?token=x', 'https://directory.example/api/v1#top'])(
    'refuses a query or fragment in %s',
    (input) => {
      expect(checkBaseUrl(input)).toEqual({ ok: false, problem: 'query-or-hash' });
    },
  );

  it('says what is missing for an empty input or one that is not a URL', () => {
    expect(checkBaseUrl('   ')).toEqual({
      ok: false,
      problem: 'empty',
    });
    expect(checkBaseUrl('directory.example/api/v1')).toEqual({
      ok: false,
      problem: 'not-url',
    });
  });
});

describe('checkToken', () => {
  it('accepts a token, trimmed', () => {
    expect(checkToken('  tok_abc123  ')).toEqual({ ok: true, token: 'tok_abc123' });
    expect(checkToken('x'.repeat(4_096))).toEqual({ ok: true, token: 'x'.repeat(4_096) });
  });

  it('refuses an empty token, one with white space inside, and one too long to be a token', () => {
    expect(checkToken(' ')).toMatchObject({
      ok: false,
      problem: 'empty',
    });
    expect(checkToken('tok abc')).toMatchObject({
      ok: false,
      problem: 'spaces',
    });
    expect(checkToken('tok\nabc')).toMatchObject({ ok: false });
    expect(checkToken('x'.repeat(4_097))).toEqual({ ok: false, problem: 'too-long' });
  });

  it('refuses non-ASCII characters where the token is typed, with a clear message', () => {
    for (const pasted of ['tok_é123', '“tok_abc”', 'tok_abc\u200b', 'tok\u00a0abc', 'tok_🔑']) {
      expect(checkToken(pasted)).toMatchObject({ ok: false, problem: expect.any(String) });
    }
    expect(checkToken('tok_é123')).toEqual({ ok: false, problem: 'not-ascii' });
    expect(checkToken('tok\u00a0abc')).toEqual({ ok: false, problem: 'spaces' });
    expect(checkToken('tok_AZaz09-._~+/=')).toEqual({ ok: true, token: 'tok_AZaz09-._~+/=' });
  });
});

describe('tokenNeededFor', () => {
  const saved = 'https://directory.example/api/v1';
  it('asks for the token again only when the origin changes and a token is saved', () => {
    expect(tokenNeededFor(saved, true, 'https://directory.example/other/api/v1')).toBeNull();
    expect(tokenNeededFor(saved, false, 'https://other.example/api/v1')).toBeNull();
    for (const moved of [
      'https://other.example/api/v1',
      'https://directory.example:8443/api/v1',
      'http://127.0.0.1:8787/api/v1',
    ]) {
      expect(tokenNeededFor(saved, true, moved)).toBe(new URL(moved).host);
    }
    expect(tokenNeededFor('', true, saved)).toBe('directory.example');
  });
});

describe('isLoopbackHost', () => {
  it.each(['localhost', 'directory.localhost', 'a.b.localhost', '127.0.0.1', '127.255.255.255', '[::1]'])(
    'is true for %s',
    (hostname) => {
      expect(isLoopbackHost(hostname)).toBe(true);
    },
  );

  it.each([
    'example.com',
    'localhost.example',
    'notlocalhost',
    '.localhost',
    '10.0.0.2',
    '128.0.0.1',
    '127.0.0.1.nip.io',
    '[::2]',
    '',
  ])('is false for %j', (hostname) => {
    expect(isLoopbackHost(hostname)).toBe(false);
  });

  it('agrees with what URL gives as the hostname of loopback addresses', () => {
    expect(isLoopbackHost(new URL('http://127.1/').hostname)).toBe(true);
    expect(isLoopbackHost(new URL('http://[0:0:0:0:0:0:0:1]/').hostname)).toBe(true);
    expect(isLoopbackHost(new URL('http://LOCALHOST:8787/').hostname)).toBe(true);
  });
});

describe('originPattern', () => {
  it('asks for the API host, any port and path', () => {
    expect(originPattern('https://directory.example:8443/api/v1')).toBe('https://directory.example/*');
    expect(originPattern('http://localhost:8787/api/v1')).toBe('http://localhost/*');
  });
});

describe('parseBaseUrl', () => {
  it('allows plain http only for loopback hosts', () => {
    expect(parseBaseUrl('http://127.0.0.1:8787/api/v1')?.href).toBe('http://127.0.0.1:8787/api/v1/');
    expect(parseBaseUrl('http://localhost:8787/api/v1/')?.href).toBe('http://localhost:8787/api/v1/');
    expect(parseBaseUrl('http://[::1]:8787/api/v1')).not.toBeNull();
    expect(parseBaseUrl('http://10.0.0.2/api/v1')).toBeNull();
  });

  // The options page's check and the client's are one rule: what the form accepts, the client sends to.
  it.each([
    'https://directory.example/api/v1',
    'http://directory.example/api/v1',
    'http://localhost:8787/api/v1',
    'http://app.localhost/api/v1',
    'http://127.0.0.1/api/v1',
    'http://[::1]/api/v1',
    'http://10.0.0.2/api/v1',
    'ftp://directory.example/api/v1',
    'https://user:pw@directory.example/api/v1',
    'directory.example/api/v1',
    'javascript:alert(1)',
  ])('agrees with checkBaseUrl on %j', (input) => {
    const checked = checkBaseUrl(input);
    expect(parseBaseUrl(input) !== null).toBe(checked.ok);
    if (checked.ok) expect(parseBaseUrl(checked.url)?.href).toBe(`${checked.url}/`);
  });
});

describe('http(s) only', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example.com', 'http://example.com/'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['ftp://example.com/', null],
    ['/relative', null],
    ['not a url', null],
  ])('%j', (input, expected) => {
    expect(parseHttpUrl(input)?.href ?? null).toBe(expected);
    expect(safeHttpUrl(input)).toBe(expected);
    expect(httpUrlOrNull(input)).toBe(expected);
    expect(httpHostOf(input)).toBe(expected === null ? null : new URL(expected).hostname);
  });

  it('has nothing to say about an absent value', () => {
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
  });
});

describe('site hosts', () => {
  it('drops a trailing dot and a leading www. while a domain remains', () => {
    expect(siteHost('www.example.com')).toBe('example.com');
    expect(siteHost('example.com.')).toBe('example.com');
    expect(siteHost('www.example.com.')).toBe('example.com');
    expect(siteHost('www.com')).toBe('www.com');
    expect(siteHost('app.example.com')).toBe('app.example.com');
  });

  it('mutes a site by the same host the matcher knows it by, whatever its case', () => {
    expect(mutedHostKey('WWW.Example.COM')).toBe('example.com');
    expect(mutedHostKey(' example.com. ')).toBe('example.com');
    expect(mutedHostKey('www.com')).toBe(siteHost('www.com'));
    expect(mutedHostKey(httpHostOf('https://www.example.com/pricing') ?? '')).toBe(siteHost('example.com'));
  });
});

describe('what the person reads about each problem (lib/copy/checks.ts)', () => {
  it('every base URL and token problem has its own sentence, and the other server is named', async () => {
    const checksCopy = await import('../../lib/copy/checks');
    const baseUrlProblems = [
      'empty',
      'not-url',
      'plain-http',
      'not-https',
      'credentials',
      'query-or-hash',
    ] as const;
    const tokenProblems = ['empty', 'spaces', 'not-ascii', 'too-long'] as const;
    const sentences = [
      ...baseUrlProblems.map(checksCopy.baseUrlProblem),
      ...tokenProblems.map(checksCopy.tokenProblem),
    ];
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(checksCopy.baseUrlProblem('plain-http')).toMatch(
      /plain http:\/\/ is allowed only for a server on this computer/,
    );
    expect(checksCopy.tokenProblem('not-ascii')).toMatch(/^A token has only plain/);
    expect(checksCopy.tokenForAnotherServer('other.example')).toMatch(
      /another server \(other\.example\)\. Enter the token/,
    );
    expect(checksCopy.baseUrlUnusualPath()).toMatch(/does not end in \/api\/v1/);
  });
});
