import { beforeEach, describe, expect, it } from 'vitest';
import { engineById, resultsPageEngine } from '../../../lib/serp/public/engines';
import {
  candidateUrls,
  findResultLinks,
  MAX_CANDIDATES,
  resultsRoot,
  unwrapResultUrl,
  visibleUrl,
} from '../../../lib/serp/public/links';

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

describe('one result, one link: decided by the result it belongs to', () => {
  function linksOf(engineId: 'google' | 'bing', html: string, pageUrl: string) {
    document.body.replaceChildren();
    // Test markup only, built here: the module under test reads the DOM, it never writes HTML.
    const template = document.createElement('template');
    template.innerHTML = html;
    document.body.append(template.content);
    const engine = engineById(engineId);
    return findResultLinks(resultsRoot(document, engine) as Element, pageUrl, engine, new WeakSet()).map(
      (link) => [link.heading.textContent?.trim(), link.url],
    );
  }
  const BING = 'https://www.bing.com/search?q=ai+writer';
  const wrapped = (url: string) => `https://www.bing.com/ck/a?!&&p=1&u=a1${base64url(url)}&ntb=1`;

  it("Bing: a result's sitelinks (each an h3 of the same site) give no link of their own", () => {
    const links = linksOf(
      'bing',
      `<ol id="b_results">
        <li class="b_algo"><h2><a href="${wrapped('https://jasper.example/')}">Jasper</a></h2>
          <div class="b_caption"><p>Write with AI.</p></div>
          <div class="b_vlist2col b_deep"><ul>
            <li><h3><a href="${wrapped('https://jasper.example/pricing')}">Pricing</a></h3><p>Plans.</p></li>
            <li><h3><a href="${wrapped('https://www.jasper.example/login')}">Log in</a></h3></li>
            <li><h3><a href="${wrapped('https://jasper.example/blog')}">Blog</a></h3></li>
          </ul></div></li>
        <li class="b_algo"><h2><a href="${wrapped('https://jasper.example/templates')}">Jasper templates</a></h2></li>
        <li class="b_algo"><h2><a href="https://copy.example/">Copy</a></h2></li>
      </ol>`,
      BING,
    );
    // Two results of one site stay two: each is its own li.b_algo.
    expect(links).toEqual([
      ['Jasper', 'https://jasper.example/'],
      ['Jasper templates', 'https://jasper.example/templates'],
      ['Copy', 'https://copy.example/'],
    ]);
  });

  it('Bing: a carousel of tools gives one link per card; a video pack of one site gives one; ads one each', () => {
    const links = linksOf(
      'bing',
      `<ol id="b_results">
        <li class="b_ad b_adTop"><ul>
          <li><div class="sb_add"><h2><a href="https://ad-one.example/">Ad one</a></h2></div></li>
          <li><div class="sb_add"><h2><a href="https://ad-two.example/">Ad two</a></h2></div></li>
        </ul></li>
        <li class="b_ans"><h2>Popular AI writers</h2><div class="b_slidebar">
          <div class="slide"><a href="https://writer-a.example/"><h3>Writer A</h3></a></div>
          <div class="slide"><a href="https://writer-b.example/"><h3>Writer B</h3></a></div>
        </div></li>
        <li class="b_ans"><h2>Videos</h2><div class="b_vidAns">
          <div class="mc_vtvc"><a href="https://www.video.example/watch?v=1"><h3>Review one</h3></a></div>
          <div class="mc_vtvc"><a href="https://video.example/watch?v=2"><h3>Review two</h3></a></div>
        </div></li>
      </ol>`,
      BING,
    );
    expect(links).toEqual([
      ['Ad one', 'https://ad-one.example/'],
      ['Ad two', 'https://ad-two.example/'],
      ['Writer A', 'https://writer-a.example/'],
      ['Writer B', 'https://writer-b.example/'],
      ['Review one', 'https://www.video.example/watch?v=1'],
    ]);
  });

  it("Google: sitelinks under a result, and 'People also ask' (its own links, a source's answer)", () => {
    const links = linksOf(
      'google',
      `<div id="search"><div id="rso">
        <div class="MjjYud"><div class="g"><a href="https://jasper.example/"><h3>Jasper</h3></a></div>
          <table class="jmjoTe"><tr><td><h3><a href="https://jasper.example/pricing">Pricing</a></h3></td>
          <td><h3><a href="https://jasper.example/chat">Jasper Chat</a></h3></td></tr></table></div>
        <div class="MjjYud"><div class="related-question-pair">
          <a href="https://www.google.com/search?q=is+jasper+free"><h3>Is Jasper free?</h3></a>
          <div class="answer"><a href="https://reviews.example/jasper"><h3>Jasper review</h3></a></div>
        </div></div>
        <div class="MjjYud"><div class="g"><a href="https://jasper.example/api"><h3>Jasper API</h3></a></div></div>
      </div></div>`,
      GOOGLE,
    );
    expect(links).toEqual([
      ['Jasper', 'https://jasper.example/'],
      ['Jasper review', 'https://reviews.example/jasper'],
      ['Jasper API', 'https://jasper.example/api'],
    ]);
  });

  it('without any hint (an engine renamed its classes), the sites of the titles still decide', () => {
    const links = linksOf(
      'bing',
      `<ol id="b_results">
        <li class="renamed"><h2><a href="https://jasper.example/">Jasper</a></h2>
          <ul><li><h3><a href="https://jasper.example/pricing">Pricing</a></h3></li></ul></li>
        <li class="renamed"><h2><a href="https://copy.example/">Copy</a></h2></li>
      </ol>`,
      BING,
    );
    expect(links).toEqual([
      ['Jasper', 'https://jasper.example/'],
      ['Copy', 'https://copy.example/'],
    ]);
  });
});
