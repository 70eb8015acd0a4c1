// Google's search addresses: www.google.com and each country's (www.google.de, www.google.co.uk, …).
// A browser's match patterns cannot wildcard a top-level domain (`https://www.google.*/*` is not valid),
// and asking for all of them at once would show the person a permission prompt naming some 190 sites
// they never visit. So the person chooses the one address they search at (suggested from the browser's
// language, e.g. en-GB → www.google.co.uk), and the Google switch asks for that one. Results pages are
// still recognised at every address below, so one granted by other means (the "all sites" access, an
// earlier choice) works as well. Kept from Google's list of its search domains; a new one is one line.

/** Every Google search domain, without `www.`; google.com first. */
const GOOGLE_DOMAINS = `
google.com google.ad google.ae google.com.af google.com.ag google.al google.am google.co.ao
google.com.ar google.as google.at google.com.au google.az google.ba google.com.bd google.be google.bf
google.bg google.com.bh google.bi google.bj google.com.bn google.com.bo google.com.br google.bs
google.bt google.co.bw google.by google.com.bz google.ca google.cat google.cd google.cf google.cg
google.ch google.ci google.co.ck google.cl google.cm google.cn google.com.co google.co.cr
google.com.cu google.cv google.com.cy google.cz google.de google.dj google.dk google.dm google.com.do
google.dz google.com.ec google.ee google.com.eg google.es google.com.et google.fi google.com.fj
google.fm google.fr google.ga google.ge google.gg google.com.gh google.com.gi google.gl google.gm
google.gr google.com.gt google.gy google.com.hk google.hn google.hr google.ht google.hu google.co.id
google.ie google.co.il google.im google.co.in google.iq google.is google.it google.je google.com.jm
google.jo google.co.jp google.co.ke google.com.kh google.ki google.kg google.co.kr google.com.kw
google.kz google.la google.com.lb google.li google.lk google.co.ls google.lt google.lu google.lv
google.com.ly google.co.ma google.md google.me google.mg google.mk google.ml google.com.mm google.mn
google.com.mt google.mu google.mv google.mw google.com.mx google.com.my google.co.mz google.com.na
google.com.ng google.com.ni google.ne google.nl google.no google.com.np google.nr google.nu
google.co.nz google.com.om google.com.pa google.com.pe google.com.pg google.com.ph google.com.pk
google.pl google.pn google.com.pr google.ps google.pt google.com.py google.com.qa google.ro google.rs
google.ru google.rw google.com.sa google.com.sb google.sc google.se google.com.sg google.sh google.si
google.sk google.com.sl google.sn google.so google.sm google.sr google.st google.com.sv google.td
google.tg google.co.th google.com.tj google.tl google.tm google.tn google.to google.com.tr google.tt
google.com.tw google.co.tz google.com.ua google.co.ug google.co.uk google.com.uy google.co.uz
google.com.vc google.co.ve google.co.vi google.com.vn google.vu google.ws google.co.za google.co.zm
google.co.zw
`;

/** The hosts Google serves search results at: `www.` and each domain. */
export const GOOGLE_SEARCH_HOSTS: readonly string[] = GOOGLE_DOMAINS.trim()
  .split(/\s+/)
  .map((domain) => `www.${domain}`);

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

/** What the Google switch asks the browser for, with this address chosen. */
export function googleOrigins(host: string): string[] {
  return [`https://${isGoogleSearchHost(host) ? host : DEFAULT_GOOGLE_HOST}/*`];
}
