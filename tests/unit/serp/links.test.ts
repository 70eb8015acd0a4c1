import { beforeEach, describe, expect, it } from 'vitest';
import { engineById, resultsPageEngine } from '../../../lib/serp/engines';
import {
  candidateUrls,
  findResultLinks,
  MAX_CANDIDATES,
  resultsRoot,
  unwrapResultUrl,
  visibleUrl,
} from '../../../lib/serp/links';

const GOOGLE = 'https://www.google.com/search?q=ai+video+editor';
const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('resultsPageEngine', () => {
  it.each([
    ['https://www.google.com/search?q=ai', 'google'],
    ['https://www.bing.com/search?q=ai&form=QBLH', 'bing'],
    ['https://duckduckgo.com/?q=ai', 'duckduckgo'],
    ['https://html.duckduckgo.com/html/?q=ai', 'duckduckgo'],
    ['https://duckduckgo.com/html/?q=ai', 'duckduckgo'],
    ['https://search.brave.com/search?q=ai', 'brave'],
    // Google's country addresses.
    ['https://www.google.de/search?q=ai&hl=de', 'google'],
    ['https://www.google.co.uk/search?q=ai', 'google'],
    ['https://www.google.com.au/search?q=ai', 'google'],
  ])('%s is a results page of %s', (url, id) => {
    expect(resultsPageEngine(url)?.id).toBe(id);
  });

  it.each([
    'https://www.google.com/',
    'https://www.google.com/search',
    'https://www.google.com/search?q=',
    'https://www.google.com/maps?q=ai',
    'http://www.google.com/search?q=ai',
    'https://duckduckgo.com/settings?q=ai',
    'https://evil.example/search?q=ai',
    'https://www.google.com.evil.example/search?q=ai',
    'https://www.google.evil/search?q=ai',
    'https://www.google.co.uk.evil.example/search?q=ai',
    'https://www.google.de/maps?q=ai',
    'not a url',
  ])('%s is not a results page', (url) => {
    expect(resultsPageEngine(url)).toBeNull();
  });
});

describe('unwrapResultUrl', () => {
  it('keeps a direct link', () => {
    expect(unwrapResultUrl('https://tool.example/pricing', GOOGLE)).toBe('https://tool.example/pricing');
  });

  it('unwraps Google /url?q= and /url?url=', () => {
    expect(unwrapResultUrl('/url?q=https://tool.example/&sa=U', GOOGLE)).toBe('https://tool.example/');
    expect(unwrapResultUrl('https://www.google.com/url?url=https%3A%2F%2Ftool.example%2Fa', GOOGLE)).toBe(
      'https://tool.example/a',
    );
  });

  it("unwraps Google's /url?q= on a country address, and only on Google's own addresses", () => {
    const german = 'https://www.google.de/search?q=ai';
    expect(unwrapResultUrl('/url?q=https://tool.example/&sa=U', german)).toBe('https://tool.example/');
    // Someone else's /url is a link to that site, not a wrapper.
    expect(unwrapResultUrl('https://google.evil.example/url?q=https://tool.example/', german)).toBe(
      'https://google.evil.example/url?q=https://tool.example/',
    );
  });

  it('unwraps Bing ck/a with a base64url target', () => {
    const href = `https://www.bing.com/ck/a?!&&p=abc&u=a1${base64url('https://tool.example/a_b?x=1&y=~')}&ntb=1`;
    expect(unwrapResultUrl(href, 'https://www.bing.com/search?q=x')).toBe(
      new URL('https://tool.example/a_b?x=1&y=~').href,
    );
  });

  it('unwraps DuckDuckGo /l/?uddg=', () => {
    expect(
      unwrapResultUrl(
        '//duckduckgo.com/l/?uddg=https%3A%2F%2Ftool.example%2F&rut=x',
        'https://duckduckgo.com/?q=x',
      ),
    ).toBe('https://tool.example/');
  });

  it('refuses other schemes, inside a wrapper or not, and garbage', () => {
    expect(unwrapResultUrl('javascript:alert(1)', GOOGLE)).toBeNull();
    expect(unwrapResultUrl('/url?q=javascript:alert(1)', GOOGLE)).toBeNull();
    expect(unwrapResultUrl('https://www.bing.com/ck/a?u=a1%%%', GOOGLE)).toBeNull();
    expect(unwrapResultUrl('https://www.bing.com/ck/a?u=zz', GOOGLE)).toBeNull();
  });
});

describe('findResultLinks', () => {
  beforeEach(() => {
    document.body.replaceChildren();
  });

  function page(html: string) {
    // Test markup only, built here: the module under test reads the DOM, it never writes HTML.
    const template = document.createElement('template');
    template.innerHTML = html;
    document.body.append(template.content);
  }

  it('finds each result once: heading inside the link, link inside the heading, wrapped links', () => {
    page(`
      <div id="search"><div id="rso">
        <div class="g"><a href="/url?q=https://alpha.example/&sa=U"><h3>Alpha</h3></a><cite>alpha.example</cite></div>
        <div class="g"><h3><a href="https://beta.example/docs">Beta</a></h3></div>
        <div class="g"><a href="https://www.google.com/search?q=more"><h3>More results</h3></a></div>
        <div class="g"><a href="javascript:void 0"><h3>Script</h3></a></div>
      </div></div>
      <footer><a href="https://outside.example/"><h3>Outside the results</h3></a></footer>`);
    const engine = engineById('google');
    const seen = new WeakSet<Element>();
    const root = resultsRoot(document, engine);
    expect(root?.id).toBe('search');
    const links = findResultLinks(root as Element, GOOGLE, engine, seen);
    expect(links.map((link) => link.url)).toEqual(['https://alpha.example/', 'https://beta.example/docs']);
    expect(links.map((link) => link.heading.textContent)).toEqual(['Alpha', 'Beta']);
    expect(findResultLinks(root as Element, GOOGLE, engine, seen)).toEqual([]);
  });

  it('finds results appended later, and only those', () => {
    page('<main><div><a href="https://one.example/"><h2>One</h2></a></div></main>');
    const seen = new WeakSet<Element>();
    const root = resultsRoot(document, engineById('brave')) as Element;
    expect(findResultLinks(root, 'https://search.brave.com/search?q=x', null, seen)).toHaveLength(1);
    page('');
    root.insertAdjacentHTML('beforeend', '<div><a href="https://two.example/"><h2>Two</h2></a></div>');
    const later = findResultLinks(root, 'https://search.brave.com/search?q=x', null, seen);
    expect(later.map((link) => link.url)).toEqual(['https://two.example/']);
  });

  it('falls back to the visible URL when the link is a redirect it cannot read', () => {
    page(`<ol id="b_results">
      <li><h2><a href="https://www.bing.com/ck/a?p=opaque">Gamma</a></h2><cite>https://gamma.example › pricing</cite></li>
      <li><h2><a href="https://www.bing.com/ck/a?p=opaque2">Delta</a></h2><cite>not a url at all</cite></li>
    </ol>`);
    const engine = engineById('bing');
    const links = findResultLinks(
      resultsRoot(document, engine) as Element,
      'https://www.bing.com/search?q=x',
      engine,
      new WeakSet(),
    );
    expect(links.map((link) => link.url)).toEqual(['https://gamma.example/pricing']);
  });

  it('reads a visible URL only when it looks like one', () => {
    page('<div><h3>T</h3><cite>www.tool.example › docs › start</cite></div>');
    expect(visibleUrl(document.querySelector('h3') as Element)).toBe('https://www.tool.example/docs/start');
  });

  it('asks about each URL once, at most MAX_CANDIDATES', () => {
    const many = Array.from(
      { length: 150 },
      (_, index) => `<div><a href="https://t${index}.example/"><h3>${index}</h3></a></div>`,
    );
    page(`<main>${many.join('')}<div><a href="https://t0.example/"><h3>again</h3></a></div></main>`);
    const links = findResultLinks(document.querySelector('main') as Element, GOOGLE, null, new WeakSet());
    expect(links).toHaveLength(151);
    const urls = candidateUrls(links);
    expect(urls).toHaveLength(MAX_CANDIDATES);
    expect(new Set(urls).size).toBe(MAX_CANDIDATES);
  });
});

describe("DuckDuckGo's HTML version", () => {
  it('finds its h2.result__title links through the /l/?uddg= wrapper, and leaves its own links out', () => {
    document.body.replaceChildren();
    const template = document.createElement('template');
    template.innerHTML = `<div id="links" class="results">
      <div class="result results_links web-result"><div class="links_main result__body">
        <h2 class="result__title"><a rel="nofollow" class="result__a" href="//duckduckgo.com/l/?uddg=https%3A%2F%2Fcutter.example%2F&amp;rut=ab">Cutter</a></h2>
        <a class="result__url" href="//duckduckgo.com/l/?uddg=https%3A%2F%2Fcutter.example%2F&amp;rut=ab">cutter.example</a>
      </div></div>
      <div class="nav-link"><form action="/html/"><h2><a href="/html/?q=x&amp;s=30">Next Page</a></h2></form></div>
    </div>`;
    document.body.append(template.content);
    const engine = engineById('duckduckgo');
    const links = findResultLinks(
      resultsRoot(document, engine) as Element,
      'https://html.duckduckgo.com/html/?q=x',
      engine,
      new WeakSet(),
    );
    expect(links.map((link) => [link.url, link.heading.textContent])).toEqual([
      ['https://cutter.example/', 'Cutter'],
    ]);
  });
});

describe("an engine's title hints", () => {
  it("finds Brave's div titles inside result links", () => {
    document.body.replaceChildren();
    const template = document.createElement('template');
    template.innerHTML = `<main><div id="results">
      <div class="snippet"><a href="https://brave-tool.example/"><div class="site">brave-tool.example</div><div class="title">Tool</div></a></div>
      <div class="snippet"><a href="https://other.example/"><div class="title">Other</div></a></div>
    </div></main>`;
    document.body.append(template.content);
    const engine = engineById('brave');
    const links = findResultLinks(
      resultsRoot(document, engine) as Element,
      'https://search.brave.com/search?q=x',
      engine,
      new WeakSet(),
    );
    expect(links.map((link) => [link.url, link.heading.textContent])).toEqual([
      ['https://brave-tool.example/', 'Tool'],
      ['https://other.example/', 'Other'],
    ]);
  });
});
