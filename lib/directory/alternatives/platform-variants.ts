// Platform variants of one product ("ChatGPT", "ChatGPT for iOS", "ChatGPT for Android") folded into one
// entry wherever alternatives are listed: five slots are for five products, not three apps of one. Pure,
// applied where a list is assembled for showing (lib/directory/alternatives/service.ts), before it is cut to five.
//
// Two tools are variants of one product when their names are the same once a platform qualifier is taken
// off ("for iOS", "Desktop", "(Mac app)"…), at least one of them has one, and they come from the same maker:
// their websites share a registrable domain (the matcher's public suffixes decide what is one), or one of
// them is a listing in an app store or extension gallery, which names no maker's domain (ChatGPT's iOS app
// is at apps.apple.com, not chatgpt.com): there the name and its qualifier are the only evidence.
import { websiteHost } from '../site-match/page-url';
import { isPublicSuffix } from '../site-match/tables';

/** What the fold reads of a listed tool. */
export interface ListedTool {
  slug: string;
  name: string;
  website: string | null;
}

export interface FoldOptions<T> {
  /** The tool whose alternatives these are: its own variants are not alternatives to it, and go. */
  of?: ListedTool | null;
  /** Its position in the directory's popularity listing (0 = most popular); unknown: after every known one. */
  rank?: (tool: T) => number | undefined;
}

const PLATFORM =
  '(?:(?:apple|google|microsoft|mozilla)\\s+)?(?:ios|ipados|iphone|ipad|android|macos|mac|os\\s*x|windows|linux|chrome\\s*os|chromebook|chrome|firefox|edge|safari|desktop|mobile|web|browser|apple\\s+watch|watchos|wear\\s*os|tablet)';
/** Right after the name with nothing between ("Notion Desktop"): only words no product is named after. */
const BARE_PLATFORM = '(?:ios|android|macos|mac|windows|linux|desktop|mobile)';
const several = (platform: string) => `${platform}(?:\\s*(?:,|/|&|\\+|and)\\s*${platform})*`;
const KIND = '(?:\\s+(?:app|apps|application|extension|add-?on|client|version|edition))?';
/** The qualifier at the end of a name: "for iOS", "on Android", "Desktop", "(Mac app)", "– Chrome extension", "App". */
const QUALIFIER_FORMS = [
  `\\s+(?:for|on)\\s+${several(PLATFORM)}${KIND}`,
  `\\s+${several(BARE_PLATFORM)}${KIND}`,
  '\\s+app',
  `\\s*[-–—:|]\\s*(?:for\\s+)?${several(PLATFORM)}${KIND}`,
  `\\s*[([]\\s*(?:for\\s+)?${several(PLATFORM)}${KIND}\\s*[)\\]]`,
];
const QUALIFIER = new RegExp(`(?:${QUALIFIER_FORMS.join('|')})$`, 'iu');

/** App stores and extension galleries: a listing there is the maker's app, at a host every maker shares. */
const STORE_HOSTS = new Set([
  'apps.apple.com',
  'itunes.apple.com',
  'play.google.com',
  'chromewebstore.google.com',
  'chrome.google.com',
  'microsoftedge.microsoft.com',
  'addons.mozilla.org',
  'apps.microsoft.com',
  'marketplace.visualstudio.com',
]);

/** What makerOf answers for a store listing: no domain is spelled so. */
const STORE = '\u0000store';

const folded = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The product's name without its platform qualifier, and whether there was one; null for an empty name. */
export function productName(name: string): { base: string; qualified: boolean } | null {
  const whole = folded(name);
  const base = whole.replace(QUALIFIER, '').trim();
  // A name that is nothing but a platform ("Desktop") is a product of its own.
  if (base === '') return whole === '' ? null : { base: whole, qualified: false };
  return { base, qualified: base !== whole };
}

/** The maker a website stands for: its registrable domain, "store" for an app store listing, null if none. */
export function makerOf(website: string | null): string | null {
  const host = website ? websiteHost(website) : null;
  if (host === null) return null;
  if (STORE_HOSTS.has(host)) return STORE;
  // The shortest end of the host that is not a public suffix: openai.com, example.co.uk, alice.github.io.
  let at = host.length;
  for (;;) {
    const dot = host.lastIndexOf('.', at - 1);
    const candidate = host.slice(dot + 1);
    if (dot === -1 || !isPublicSuffix(candidate)) return candidate;
    at = dot;
  }
}
interface Entry<T> {
  tool: T;
  base: string;
  qualified: boolean;
  maker: string;
}

/** Whether two tools are variants of one product (see the top of this file). */
function sameProduct(a: Omit<Entry<unknown>, 'tool'>, b: Omit<Entry<unknown>, 'tool'>): boolean {
  return (
    a.base === b.base &&
    (a.qualified || b.qualified) &&
    (a.maker === b.maker || a.maker === STORE || b.maker === STORE)
  );
}

function entryOf<T extends ListedTool>(tool: T): Entry<T> | null {
  const name = productName(tool.name);
  const maker = makerOf(tool.website);
  return name && maker ? { tool, ...name, maker } : null;
}

/**
 * The list with each product once: the best-known of its variants (the lowest rank; the first listed when
 * equal), in the place of the first of them. The tool's own variants are left out. Tools with no readable
 * name or website are kept as they are.
 */
export function foldPlatformVariants<T extends ListedTool>(
  tools: readonly T[],
  { of, rank }: FoldOptions<T> = {},
): T[] {
  const subject = of ? entryOf(of) : null;
  const groups: Entry<T>[][] = [];
  const order: (Entry<T>[] | T)[] = [];
  for (const tool of tools) {
    if (of && tool.slug === of.slug) continue;
    const entry = entryOf(tool);
    if (!entry) {
      order.push(tool);
      continue;
    }
    if (subject && sameProduct(entry, subject)) continue;
    // Each member is a variant of every other: a store listing does not join two makers' products, and
    // two plain names never fold (namesakes on one shared host, github.com, are not one product).
    const group = groups.find((members) => members.every((member) => sameProduct(member, entry)));
    if (group) group.push(entry);
    else {
      const created = [entry];
      groups.push(created);
      order.push(created);
    }
  }
  const rankOf = (entry: Entry<T>) => rank?.(entry.tool) ?? Number.POSITIVE_INFINITY;
  return order.map((item) => {
    if (!Array.isArray(item)) return item;
    // reduce keeps the earlier of two equal ranks: the list's own order breaks ties.
    return item.reduce((best, entry) => (rankOf(entry) < rankOf(best) ? entry : best)).tool;
  });
}
