// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { explainMatch } from '../../../../lib/directory/site-match/explain';
import { createSiteMatcher } from '../../../../lib/directory/site-match/matcher';

/** The explanation, checked against the matcher's own answer for the same website and page. */
function explain(website: string, url: string) {
  const reason = explainMatch(website, url);
  const matched = createSiteMatcher([{ slug: 'tool', website }]).match(url);
  expect(reason !== null, `explained iff matched: ${website} for ${url}`).toBe(matched === 'tool');
  return reason;
}

describe('explainMatch: which rule of the matcher claims a page', () => {
  it("the page's host is the website's host, www. and a trailing dot aside", () => {
    const reason = { rule: 'host', host: 'chatgpt.com', query: [] };
    expect(explain('https://chatgpt.com/', 'https://chatgpt.com/c/123')).toEqual(reason);
    expect(explain('https://www.chatgpt.com', 'https://chatgpt.com./')).toEqual(reason);
    expect(explain('https://chatgpt.com/', 'https://www.chatgpt.com/')).toEqual(reason);
    expect(explain('https://chatgpt.com/index.html', 'HTTPS://CHATGPT.COM:443/')).toEqual(reason);
  });

  it('a subdomain of a root website, named with the website it is part of', () => {
    expect(explain('https://www.example.com/', 'https://docs.example.com/start')).toEqual({
      rule: 'subdomain',
      host: 'docs.example.com',
      website: 'example.com',
      query: [],
    });
  });

  it('no subdomain of a website on a public suffix, nor of a sibling or a look-alike', () => {
    expect(explain('https://github.io/', 'https://someone.github.io/')).toBeNull();
    expect(explain('https://co.uk/', 'https://zoom.co.uk/')).toBeNull();
    expect(explain('https://zoom.us/', 'https://zoom.co.jp/')).toBeNull();
    expect(explain('https://example.com/', 'https://notexample.com/')).toBeNull();
    expect(explain('https://docs.example.com/', 'https://example.com/')).toBeNull();
  });

  it('punycode: an IDN website and its page compare in one form', () => {
    expect(explain('https://bücher.de/', 'https://xn--bcher-kva.de/x')).toEqual({
      rule: 'host',
      host: 'xn--bcher-kva.de',
      query: [],
    });
    expect(explain('https://xn--bcher-kva.de/', 'https://shop.bücher.de/')).toMatchObject({
      rule: 'subdomain',
      host: 'shop.xn--bcher-kva.de',
    });
  });

  it('a path website: pages under its path on its host, at segment boundaries only', () => {
    const copilot = { rule: 'path', host: 'github.com', path: '/features/copilot', query: [] };
    expect(explain('https://github.com/features/copilot', 'https://github.com/features/copilot')).toEqual(
      copilot,
    );
    expect(
      explain('https://github.com/features/copilot/', 'https://www.github.com/features/copilot/plans'),
    ).toEqual(copilot);
    expect(explain('https://github.com/features/copilot', 'https://github.com/features/copilots')).toBeNull();
    expect(explain('https://github.com/features/copilot', 'https://github.com/features')).toBeNull();
    expect(
      explain('https://github.com/features/copilot', 'https://docs.github.com/features/copilot'),
    ).toBeNull();
  });

  it('query parameters the website asks for, tracking names left out', () => {
    const website = 'https://play.google.com/store/apps/details?id=com.tool.app&utm_source=x';
    expect(explain(website, 'https://play.google.com/store/apps/details?hl=de&id=com.tool.app')).toEqual({
      rule: 'path',
      host: 'play.google.com',
      path: '/store/apps/details',
      query: [['id', 'com.tool.app']],
    });
    expect(explain(website, 'https://play.google.com/store/apps/details?id=com.other')).toBeNull();
    expect(explain('https://tool.dev/?lang=en', 'https://tool.dev/?lang=en')).toEqual({
      rule: 'host',
      host: 'tool.dev',
      query: [['lang', 'en']],
    });
  });

  it('nothing for websites the matcher ignores, or pages it cannot read', () => {
    expect(explainMatch(null, 'https://tool.dev/')).toBeNull();
    expect(explain('tool.dev', 'https://tool.dev/')).toBeNull();
    expect(explain('http://127.0.0.1:7860/', 'http://127.0.0.1:7860/')).toBeNull();
    expect(explain('https://localhost/', 'https://localhost/')).toBeNull();
    expect(explain('https://tool.dev/', 'ftp://tool.dev/')).toBeNull();
    expect(explain('https://tool.dev/', 'not a url')).toBeNull();
  });
});

describe('the matcher with a skip: the next most specific tool answers', () => {
  const m = createSiteMatcher([
    { slug: 'github', website: 'https://github.com/' },
    { slug: 'copilot', website: 'https://github.com/features/copilot' },
    { slug: 'example', website: 'https://example.com/' },
    { slug: 'example-docs', website: 'https://docs.example.com/' },
  ]);
  const never = () => false;

  it('passing over a path tool leaves the host tool matching there', () => {
    const url = 'https://github.com/features/copilot/plans';
    expect(m.match(url)).toBe('copilot');
    expect(m.match(url, never)).toBe('copilot');
    const seen: [string, string, string][] = [];
    const skip = (slug: string, host: string, path: string) => {
      seen.push([slug, host, path]);
      return slug === 'copilot' && host === 'github.com' && path === '/features/copilot';
    };
    expect(m.match(url, skip)).toBe('github');
    expect(seen).toEqual([
      ['copilot', 'github.com', '/features/copilot'],
      ['github', 'github.com', ''],
    ]);
  });

  it('passing over a tool on one host leaves it matching its other hosts', () => {
    const skip = (slug: string, host: string) => slug === 'example-docs' && host === 'docs.example.com';
    // Its parent's root website takes over on that host.
    expect(m.match('https://docs.example.com/x', skip)).toBe('example');
    expect(m.match('https://api.docs.example.com/', skip)).toBe('example-docs');
    const rootSkip = (slug: string, host: string) => slug === 'example' && host === 'example.com';
    expect(m.match('https://example.com/', rootSkip)).toBeNull();
    expect(m.match('https://blog.example.com/', rootSkip)).toBe('example');
  });

  it('skips inside a host with many query-parameter tools (the indexed list) as well', () => {
    const apps = Array.from({ length: 12 }, (_, i) => ({
      slug: `app${i}`,
      website: `https://play.google.com/store/apps/details?id=com.app${i}`,
    }));
    const store = createSiteMatcher([{ slug: 'store', website: 'https://play.google.com/store' }, ...apps]);
    const url = 'https://play.google.com/store/apps/details?id=com.app7';
    expect(store.match(url)).toBe('app7');
    expect(store.match(url, (slug) => slug === 'app7')).toBe('store');
  });
});
