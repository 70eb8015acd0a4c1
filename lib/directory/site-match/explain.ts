// Why a page is a tool's website, as data the card words: the rule of the matcher (matcher.ts) that
// claims the page for that website, as the matcher itself reports it.

import { createSiteMatcher, type MatchReason } from './matcher';

export type { MatchReason } from './matcher';

/**
 * Which rule claims the page at `url` for the website `website`, or null when the website does not claim
 * it (whether another, more specific tool wins is the matcher's question over the whole directory, not
 * this one's): the matcher over that one website.
 */
export function explainMatch(website: string | null, url: string): MatchReason | null {
  if (typeof website !== 'string') return null;
  return createSiteMatcher([{ slug: 'website', website }]).claim(url)?.why ?? null;
}
