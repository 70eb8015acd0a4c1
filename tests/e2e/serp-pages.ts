// Results pages of the four engines, built for the tests: each engine's structure as it is in the wild
// (its results container, a title inside or around the result's link, its redirect wrappers, a visible
// URL), with made-up content. Served by the browser context at the engines' real addresses.
import type { BrowserContext } from '@playwright/test';
import type { EngineId } from '../../lib/serp/public/engines';

export interface SerpResult {
  /** The destination; how it is linked (direct or wrapped) is the engine's. */
  url: string;
  title: string;
  /** Link through the engine's redirect wrapper. */
  wrapped?: boolean;
  /** Links to pages of the same site under the result (Google and Bing draw each with its own h3). */
  sitelinks?: readonly { url: string; title: string }[];
}

export const RESULTS_PAGES: Record<EngineId, string> = {
  google: 'https://www.google.com/search?q=best+ai+video+editor',
  bing: 'https://www.bing.com/search?q=best+ai+video+editor&form=QBLH',
  duckduckgo: 'https://duckduckgo.com/?q=best+ai+video+editor&ia=web',
  brave: 'https://search.brave.com/search?q=best+ai+video+editor&source=web',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const base64url = (text: string) =>
  Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function shownUrl(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname.split('/').filter(Boolean);
  return [parsed.origin, ...path].join(' › ');
}

/** One result's markup, as the engine writes it. */
export function resultHtml(engine: EngineId, result: SerpResult): string {
  const title = escapeHtml(result.title);
  const cite = escapeHtml(shownUrl(result.url));
  const snippet = 'A made-up snippet about editing videos with a few words of description.';
  switch (engine) {
    case 'google': {
      const href = result.wrapped
        ? `/url?sa=t&source=web&rct=j&url=${encodeURIComponent(result.url)}&ved=2ahUKE`
        : result.url;
      const sitelinks = (result.sitelinks ?? [])
        .map(
          (link) =>
            `<td><div class="usJj9c"><h3><a class="l" href="${escapeHtml(link.url)}">${escapeHtml(link.title)}</a></h3><div class="zz3gNc">A page of the site.</div></div></td>`,
        )
        .join('');
      const table = sitelinks ? `<table class="jmjoTe"><tbody><tr>${sitelinks}</tr></tbody></table>` : '';
      return `<div class="MjjYud"><div class="g Ww4FFb"><div class="N54PNb"><div class="yuRUbf"><div><span jscontroller="msmzHf"><a jsname="UWckNb" href="${escapeHtml(href)}"><br><h3 class="LC20lb MBeuO DKV0Md">${title}</h3><div class="notranslate"><span class="VuuXrf">${title}</span><div class="byrV5b"><cite class="tjvcx">${cite}</cite></div></div></a></span></div></div><div class="VwiC3b"><span>${snippet}</span></div>${table}</div></div></div>`;
    }
    case 'bing': {
      const href = result.wrapped
        ? `https://www.bing.com/ck/a?!&&p=5b3c0f7e8d1a2b3cJmltdHM9MTc&ptn=3&ver=2&hsh=4&fclid=1e2f&u=a1${base64url(result.url)}&ntb=1`
        : result.url;
      const sitelinks = (result.sitelinks ?? [])
        .map(
          (link) =>
            `<li><div class="b_deepLink"><h3><a href="${escapeHtml(link.url)}" h="ID=SERP,5094.1">${escapeHtml(link.title)}</a></h3><p>A page of the site.</p></div></li>`,
        )
        .join('');
      const deep = sitelinks ? `<div class="b_vlist2col b_deep"><ul>${sitelinks}</ul></div>` : '';
      return `<li class="b_algo"><div class="b_tpcn"><a class="tilk" href="${escapeHtml(href)}"><div class="tpmeta"><cite>${cite}</cite></div></a></div><h2><a href="${escapeHtml(href)}" h="ID=SERP,5093.1">${title}</a></h2><div class="b_caption"><p class="b_lineclamp2">${snippet}</p></div>${deep}</li>`;
    }
    case 'duckduckgo': {
      const href = result.wrapped
        ? `//duckduckgo.com/l/?uddg=${encodeURIComponent(result.url)}&rut=0f3a9c`
        : result.url;
      return `<li data-layout="organic"><article data-testid="result" data-nrn="result"><div class="OHr0VX9IuNcv6iakvT6A"><a href="${escapeHtml(href)}" rel="noopener" data-testid="result-extras-url-link"><span>${cite}</span></a></div><h2 class="LnpumSThxEWMIsDdAT17"><a href="${escapeHtml(href)}" rel="noopener" data-testid="result-title-a"><span class="EKtkFWMYpwzMKOYr0GYm">${title}</span></a></h2><div data-result="snippet"><span>${snippet}</span></div></article></li>`;
    }
    case 'brave':
      return `<div class="snippet svelte-1o29vly" data-type="web" data-pos="1"><a href="${escapeHtml(result.url)}" target="_self" class="svelte-1o29vly l1"><div class="site-name-wrapper"><div class="site-name-content"><div class="desktop-small-semibold netloc">${escapeHtml(new URL(result.url).host)}</div><cite class="snippet-url">${cite}</cite></div></div><div class="title search-snippet-title svelte-1o29vly">${title}</div></a><div class="snippet-content"><div class="snippet-description">${snippet}</div></div></div>`;
  }
}

/**
 * Where each engine puts more results (its "more results" button, infinite scroll), so a test can append
 * them the same way. Google's continuous scrolling adds them after #rso, in #botstuff.
 */
export const RESULTS_CONTAINER: Record<EngineId, string> = {
  google: '#botstuff',
  bing: '#b_results',
  duckduckgo: 'ol.react-results--main',
  brave: '#results',
};

/** A whole results page, with the engine's own chrome around the results (its tabs, its pagination). */
export function resultsPageHtml(engine: EngineId, results: readonly SerpResult[]): string {
  const items = results.map((result) => resultHtml(engine, result)).join('\n');
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>best ai video editor - Search</title></head>';
  switch (engine) {
    case 'google':
      return `${head}<body><div id="searchform"><form action="/search"><textarea name="q">best ai video editor</textarea></form></div><div id="main"><div id="hdtb"><a href="/search?q=best+ai+video+editor&tbm=isch"><h3>Images</h3></a></div><div id="center_col"><div id="search"><div id="rso">${items}</div></div><div id="botstuff"><a href="/search?q=best+ai+video+editor&start=10">Next</a></div></div></div></body></html>`;
    case 'bing':
      return `${head}<body><header id="b_header"><form action="/search"><input name="q" value="best ai video editor"></form></header><main aria-label="Search Results"><div id="b_content"><ol id="b_results">${items}<li class="b_pag"><a href="/search?q=best+ai+video+editor&first=11">Next</a></li></ol></div></main></body></html>`;
    case 'duckduckgo':
      return `${head}<body><div id="react-layout"><section data-area="mainline"><ol class="react-results--main">${items}</ol><button id="more-results" type="button">More results</button></section></div></body></html>`;
    case 'brave':
      return `${head}<body><header><form action="/search"><input name="q" value="best ai video editor"></form></header><main><div id="results">${items}</div><footer id="pagination"><a href="/search?q=best+ai+video+editor&offset=1">Next</a></footer></main></body></html>`;
  }
}

/**
 * Serves this results page at the engine's address (or `address`, e.g. a Google country's); any other
 * page of its origin is a plain page.
 */
export async function routeResultsPage(
  context: BrowserContext,
  engine: EngineId,
  results: readonly SerpResult[],
  address: string = RESULTS_PAGES[engine],
): Promise<string> {
  const html = resultsPageHtml(engine, results);
  const origin = new URL(address).origin;
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: new URL(route.request().url()).search.includes('q=')
        ? html
        : '<!doctype html><html><head><title>Home</title></head><body><main><h1>Search</h1></main></body></html>',
    }),
  );
  return html;
}
