// The search engines whose results pages Toolscout may annotate, each with the origins a person grants
// for it and the rule that says a URL is one of its results pages. Pure: the background decides
// injection with it, the options page asks for these origins, the results-page script reads the hints.
import { parseHttpUrl } from '../../common/url';

export type EngineId = 'google' | 'bing' | 'duckduckgo' | 'brave';

export interface Engine {
  id: EngineId;
  name: string;
  /** Exactly what the options page asks for on a click; nothing broader (Google's: see engineOrigins). */
  origins: readonly string[];
  /** Hostnames (lowercase) that serve its results pages. */
  hosts: readonly string[];
  /** Or, for Google's some 190 addresses, their shape (the exact list: lib/serp/public/google-domains.ts). */
  hostShape?: RegExp;
  /** Paths of its results pages; the query must also carry a non-empty `q`. */
  paths: readonly string[];
  /** Where its results usually are: a hint, tried first; the structural scan works without it. */
  containerHints: readonly string[];
  /** Result titles that are not h2/h3 on this engine (a hint as well). */
  titleHints: readonly string[];
  /**
   * One result's block, as far as it goes (its sitelinks included): a result's container never reaches
   * past it, so two results of one site stay two. A hint: without it the site of the titles decides.
   */
  resultHints: readonly string[];
}

export const ENGINES: readonly Engine[] = [
  {
    id: 'google',
    name: 'Google',
    // The default; its switch asks for the address the person chose (lib/serp/public/google-domains.ts).
    origins: ['https://www.google.com/*'],
    hosts: [],
    // www.google.com, www.google.de, www.google.co.uk, www.google.com.au, …: the results-page script
    // carries this, not the list; the background checks the exact list before it injects anything.
    hostShape: /^www\.google\.(?:com?\.)?[a-z]{2,3}$/,
    paths: ['/search'],
    // The centre column, not just #rso: more results (continuous scrolling) arrive beside #rso, in
    // #botstuff. Google's own links there (related searches, pagination) are left out by destination.
    containerHints: ['#center_col', '#search', '#rso'],
    titleHints: [],
    resultHints: ['.MjjYud', '.g'],
  },
  {
    id: 'bing',
    name: 'Bing',
    origins: ['https://www.bing.com/*'],
    hosts: ['www.bing.com'],
    paths: ['/search'],
    containerHints: ['#b_results', '#b_content'],
    titleHints: [],
    resultHints: ['li.b_algo'],
  },
  {
    id: 'duckduckgo',
    name: 'DuckDuckGo',
    origins: ['https://duckduckgo.com/*', 'https://html.duckduckgo.com/*'],
    hosts: ['duckduckgo.com', 'html.duckduckgo.com'],
    paths: ['/', '/html', '/html/'],
    containerHints: ['.react-results--main', '#links', '.results', '.serp__results'],
    titleHints: ['.result__title'],
    resultHints: ['article[data-testid="result"]', '.result'],
  },
  {
    id: 'brave',
    name: 'Brave Search',
    origins: ['https://search.brave.com/*'],
    hosts: ['search.brave.com'],
    paths: ['/search'],
    containerHints: ['#results', 'main'],
    // Brave's result titles are divs inside the result's link.
    titleHints: ['a[href] > .title', 'a[href] .snippet-title'],
    resultHints: ['.snippet'],
  },
];

export const ENGINE_IDS: readonly EngineId[] = ENGINES.map((engine) => engine.id);

export function engineById(id: EngineId): Engine {
  const engine = ENGINES.find((candidate) => candidate.id === id);
  if (!engine) throw new Error(`Unknown engine ${id}`);
  return engine;
}

/** Whether this lowercase hostname is one of the engine's. */
export function isEngineHost(engine: Engine, host: string): boolean {
  return engine.hosts.includes(host) || (engine.hostShape?.test(host) ?? false);
}

export function isEngineId(value: unknown): value is EngineId {
  return typeof value === 'string' && (ENGINE_IDS as readonly string[]).includes(value);
}

/** The engine whose results page this URL is (https, its host, a results path, a non-empty `q`), or null. */
export function resultsPageEngine(url: string): Engine | null {
  const parsed = parseHttpUrl(url);
  if (parsed?.protocol !== 'https:') return null;
  const host = parsed.hostname.toLowerCase();
  const engine = ENGINES.find((candidate) => isEngineHost(candidate, host));
  if (!engine?.paths.includes(parsed.pathname)) return null;
  return (parsed.searchParams.get('q') ?? '').trim() === '' ? null : engine;
}
