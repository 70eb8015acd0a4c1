// @vitest-environment node
// The site matcher at its trust boundary (issue 32): any URL string a tab may report. No exception from
// any of its parts, the same answer as the naive reference and as explainMatch, and a lookup's cost that
// stays bounded by the index, whatever the URL: counted (host lookups, candidates looked at), not timed.
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { explainMatch } from '../../../lib/directory/site-match/explain';
import { createSiteMatcher } from '../../../lib/directory/site-match/matcher';
import {
  parseWebsite,
  parseWithUrl,
  readPage,
  websiteHost,
} from '../../../lib/directory/site-match/page-url';
import { fastHost } from '../../../lib/directory/site-match/url';
import { anyText, countCase, FUZZ_TIMEOUT_MS, fuzzParameters, reportCases } from '../../support/fuzz';
import { createReferenceMatcher } from '../../support/site-match-reference';

// Every host looked up in the index, counted through the real index.
const counted = vi.hoisted(() => ({ hostLookups: 0 }));
vi.mock('../../../lib/directory/site-match/host-index', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/directory/site-match/host-index')>();
  return {
    ...original,
    indexHosts(tools: unknown) {
      const indexes = original.indexHosts(tools);
      return {
        longestHost: indexes.longestHost,
        indexFor(host: string) {
          counted.hostLookups++;
          return indexes.indexFor(host);
        },
      };
    },
  };
});

const figures = { lookups: 0, maxHostLookups: 0, maxCandidates: 0, slowestMs: 0, longestUrl: 0 };
afterAll(() => {
  reportCases('site-matcher');
  console.info(
    `[fuzz] site matcher cost over ${figures.lookups} lookups: at most ${figures.maxHostLookups} host lookups and ${figures.maxCandidates} candidates looked at per URL (URLs up to ${figures.longestUrl} characters); slowest ${figures.slowestMs.toFixed(2)} ms (measured, not asserted)`,
  );
});

// Hosts the reference knows how to read (its public suffixes are co.uk, com.au, github.io, vercel.app).
const HOSTS = [
  'jasper.ai',
  'app.jasper.ai',
  'notion.so',
  'docs.notion.so',
  'example.co.uk',
  'co.uk',
  'bob.github.io',
  'github.io',
  'github.com',
  'tool.vercel.app',
  'xn--bcher-kva.example',
  'www.com',
];
const PATHS = [
  '',
  '/',
  '/features/copilot',
  '/features',
  '/a/b/c',
  '/index.html',
  '/x%20y',
  '/ü',
  '/store/apps/details',
];
const QUERIES = ['', '?id=1', '?id=2', '?utm_source=x', '?ref=a&id=1', '?hl=de&id=1', '?id=1&id=2'];

const host = fc.oneof(
  fc.constantFrom(...HOSTS),
  fc
    .tuple(
      fc.constantFrom('www.', 'WWW.', 'a.', 'deep.er.', ''),
      fc.constantFrom(...HOSTS),
      fc.constantFrom('', '.', ':8080'),
    )
    .map((parts) => parts.join('')),
  fc.domain(),
);
const websites = fc.array(
  fc
    .tuple(
      fc.constantFrom('https://', 'http://'),
      fc.constantFrom(...HOSTS),
      fc.constantFrom(...PATHS),
      fc.constantFrom(...QUERIES),
    )
    .map((parts) => parts.join('')),
  { minLength: 1, maxLength: 30 },
);

const urlPiece = fc.oneof(
  fc.constantFrom(
    ...PATHS,
    ...QUERIES,
    '#frag',
    '/../',
    '/./',
    '//',
    '@',
    ':',
    '%',
    '%2e%2e/',
    '\\',
    '?',
    '&',
    '=',
    '\u0000',
    ' ',
  ),
  anyText(8),
);
/** A URL-shaped string: a scheme, a host, and any pieces after it. */
const pageUrl = fc
  .tuple(
    fc.constantFrom(
      'https://',
      'http://',
      'HTTPS://',
      'ftp://',
      'javascript:',
      'view-source:https://',
      '',
      'https:',
      'https:///',
    ),
    fc.oneof(
      host,
      fc.constantFrom('user:pass@jasper.ai', '[::1]', '127.0.0.1', 'jasper.ai@evil.example', ''),
    ),
    fc.array(urlPiece, { maxLength: 6 }),
  )
  .map(([scheme, where, rest]) => `${scheme}${where}${rest.join('')}`);

/** Any URL string: URL-shaped, well-formed, or anything at all, long ones too. */
const anyUrl = fc.oneof(
  { weight: 4, arbitrary: pageUrl },
  { weight: 2, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true, size: 'large' }) },
  { weight: 2, arbitrary: anyText(200) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('a.', 'xn--a.', 'jasper.', '.'),
        fc.integer({ min: 100, max: 20_000 }),
        fc.constantFrom(...HOSTS),
        fc.constantFrom('', '/a'.repeat(2_000)),
      )
      .map(([label, times, end, path]) => `https://${label.repeat(times)}${end}${path}`),
  },
);

function noThrow<T>(what: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw new Error(`${what} threw: ${String(error)}`);
  }
}

describe('the site matcher, any URL string', () => {
  it(
    'none of its parts throws, and a page it reads has a host',
    () => {
      fc.assert(
        fc.property(anyUrl, (url) => {
          countCase('site matcher: URL readers');
          noThrow('fastHost', () => fastHost(url));
          const page = noThrow('readPage', () => readPage(url));
          if (page !== null) {
            // A host no website can have ('' of https:///./, a single label) simply matches nothing.
            expect(typeof page.host).toBe('string');
            noThrow('path', () => page.path());
            noThrow('searchParams', () => page.searchParams());
            noThrow('param', () => page.param('id'));
          }
          noThrow('parseWithUrl', () => parseWithUrl(url));
          noThrow('websiteHost', () => websiteHost(url));
          const site = noThrow('parseWebsite', () => parseWebsite(url));
          if (site !== null) noThrow('website path', () => site.path());
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers as the naive reference and as explainMatch, at a cost bounded by the index',
    () => {
      fc.assert(
        fc.property(websites, fc.array(anyUrl, { minLength: 1, maxLength: 5 }), (sites, urls) => {
          countCase('site matcher: match');
          const tools = sites.map((website, i) => ({ slug: `tool-${i}`, website }));
          const matcher = createSiteMatcher(tools);
          const reference = createReferenceMatcher(tools);
          const longestHost = Math.max(0, ...tools.map((tool) => websiteHost(tool.website)?.length ?? 0));
          for (const url of urls) {
            counted.hostLookups = 0;
            let candidates = 0;
            const started = performance.now();
            const slug = matcher.match(url, () => {
              candidates++;
              return false;
            });
            const took = performance.now() - started;
            expect(slug === null || typeof slug === 'string').toBe(true);
            expect(slug, url).toBe(reference(url));
            if (slug !== null) {
              const website = tools.find((tool) => tool.slug === slug)?.website ?? null;
              expect(explainMatch(website, url), `${url} is ${slug}'s`).not.toBeNull();
            }
            // The page's host and each parent no longer than the longest indexed host, each shorter than the
            // one before: bounded by the index, however long the URL.
            expect(counted.hostLookups).toBeLessThanOrEqual(longestHost + 1);
            expect(candidates).toBeLessThanOrEqual(tools.length);
            figures.lookups++;
            figures.maxHostLookups = Math.max(figures.maxHostLookups, counted.hostLookups);
            figures.maxCandidates = Math.max(figures.maxCandidates, candidates);
            figures.slowestMs = Math.max(figures.slowestMs, took);
            figures.longestUrl = Math.max(figures.longestUrl, url.length);
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'explains any website against any page without throwing',
    () => {
      fc.assert(
        fc.property(fc.oneof(anyUrl, fc.constant(null)), anyUrl, (website, url) => {
          countCase('site matcher: explainMatch');
          noThrow('explainMatch', () => explainMatch(website, url));
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
