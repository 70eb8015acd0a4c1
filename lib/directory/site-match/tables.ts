// The fixed lists the matcher consults: tracking parameters and the public suffixes a root website must not
// claim the subdomains of.

const TRACKING_PARAMS = new Set(['ref', 'ref_src', 'via', 'fbclid', 'gclid', 'mc_cid', 'mc_eid']);
const TRACKING_PREFIX = 'utm_';

// Generic second levels of country registries (`co.uk`, `com.au`, `ne.jp`): a root website there would
// otherwise claim every company under it.
const GENERIC_SECOND_LEVELS = new Set([
  'ac',
  'co',
  'com',
  'edu',
  'go',
  'gob',
  'gouv',
  'gov',
  'ltd',
  'mil',
  'ne',
  'net',
  'nom',
  'or',
  'org',
  'plc',
  'sch',
]);

/** A country code top-level domain with its dot (`.uk`). */
const DOTTED_COUNTRY_CODE_LENGTH = 3;

// Public suffixes (private section of the Public Suffix List) where every subdomain is someone's own site.
const SHARED_HOSTING_SUFFIXES = new Set([
  'appspot.com',
  'azurewebsites.net',
  'blogspot.com',
  'carrd.co',
  'cloudfront.net',
  'deno.dev',
  'firebaseapp.com',
  'fly.dev',
  'framer.app',
  'framer.website',
  'github.io',
  'gitlab.io',
  'glitch.me',
  'herokuapp.com',
  'myshopify.com',
  'netlify.app',
  'ngrok.io',
  'onrender.com',
  'pages.dev',
  'readthedocs.io',
  'repl.co',
  'streamlit.app',
  'vercel.app',
  'web.app',
  'wixsite.com',
  'workers.dev',
]);

/** Whether subdomains of `host` (normalised) belong to other people: a single label or a listed suffix. */
export function isPublicSuffix(host: string): boolean {
  const dot = host.indexOf('.');
  if (dot === -1) return true;
  if (SHARED_HOSTING_SUFFIXES.has(host)) return true;
  return (
    host.length - dot === DOTTED_COUNTRY_CODE_LENGTH &&
    host.indexOf('.', dot + 1) === -1 &&
    GENERIC_SECOND_LEVELS.has(host.slice(0, dot))
  );
}

/** Query parameters that say where a visitor came from, never which tool a page is; any case. */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith(TRACKING_PREFIX) || TRACKING_PARAMS.has(lower);
}
