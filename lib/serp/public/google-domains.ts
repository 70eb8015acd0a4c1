// Google's search addresses: www.google.com and each country's (www.google.de, www.google.co.uk, …).
// A browser's match patterns cannot wildcard a top-level domain (`https://www.google.*/*` is not valid),
// and asking for all of them at once would show the person a permission prompt naming some 190 sites
// they never visit. So the person chooses the one address they search at (suggested from the browser's
// language, e.g. en-GB → www.google.co.uk), and the Google switch asks for that one. Results pages are
// still recognised at every address below, so one granted by other means (the "all sites" access, an
// earlier choice) works as well. A new address is one more word below. The background and the options
// page use this list; the results-page script only the shape of these hosts (lib/serp/public/engines.ts).
import type { Engine } from './engines';

/**
 * Every Google search domain, by its form: google.<tld>, google.com.<cc>, google.co.<cc> (from Google's
 * list of its search domains). Grouped so the results-page script carries it in a few hundred bytes.
 */
const GOOGLE_DOMAINS = {
  '': 'com ad ae al am as at az ba be bf bg bi bj bs bt by ca cat cd cf cg ch ci cl cm cn cv cz de dj dk dm dz ee es fi fm fr ga ge gg gl gm gr gy hn hr ht hu ie im iq is it je jo ki kg kz la li lk lt lu lv md me mg mk ml mn mu mv mw ne nl no nr nu pl pn ps pt ro rs ru rw sc se sh si sk sn so sm sr st td tg tl tm tn to tt vu ws',
  'com.':
    'af ag ar au bd bh bn bo br bz co cu cy do ec eg et fj gh gi gt hk jm kh kw lb ly mm mt mx my na ng ni np om pa pe pg ph pk pr py qa sa sb sg sl sv tj tr tw ua uy vc vn',
  'co.': 'ao bw ck cr id il in jp ke kr ls ma mz nz th tz ug uk uz ve vi za zm zw',
};

/** The hosts Google serves search results at: `www.google.` and each domain; www.google.com first. */
export const GOOGLE_SEARCH_HOSTS: readonly string[] = Object.entries(GOOGLE_DOMAINS).flatMap(
  ([form, codes]) => codes.split(' ').map((code) => `www.google.${form}${code}`),
);

export const DEFAULT_GOOGLE_HOST = 'www.google.com';

export function isGoogleSearchHost(value: unknown): value is string {
  return typeof value === 'string' && GOOGLE_SEARCH_HOSTS.includes(value);
}

/**
 * The address a person with this browser language most likely searches at: the country in the language
 * tag (de-AT → www.google.at, en-GB → www.google.co.uk), else www.google.com. Only a suggestion: the
 * person chooses.
 */
export function suggestedGoogleHost(language: string | undefined): string {
  const region = /^[a-z]{2,3}[-_](?:[a-z]{4}[-_])?([a-z]{2})\b/i.exec(language ?? '')?.[1]?.toLowerCase();
  if (!region) return DEFAULT_GOOGLE_HOST;
  // The country code of the United Kingdom is GB; its Google is .co.uk.
  const tld = region === 'gb' ? 'uk' : region;
  return GOOGLE_SEARCH_HOSTS.find((host) => host.split('.').at(-1) === tld) ?? DEFAULT_GOOGLE_HOST;
}

/** What an engine's switch asks for: Google's is the address the person chose, the others are fixed. */
export function engineOrigins(engine: Engine, googleHost: string): string[] {
  return engine.id === 'google' ? googleOrigins(googleHost) : [...engine.origins];
}

/** What the Google switch asks the browser for, with this address chosen. */
export function googleOrigins(host: string): string[] {
  return [`https://${isGoogleSearchHost(host) ? host : DEFAULT_GOOGLE_HOST}/*`];
}
