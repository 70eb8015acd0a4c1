// The popup's first keystrokes while the full local search loads (the first sync, a worker's first
// moments): names only. Ranked as the full search ranks names (lib/directory/local-search/local-search.ts), so the
// answer does not reorder when the index takes over: the name that is the whole query first, then names
// holding every word whole, then names whose words start with the query's (those of no more words
// first: "Jasper" before "Jasper Labs" for "jas"); equally matched names by their standing
// (lib/directory/alternatives/standing.ts). A plain scan over the names the site index already holds
// costs a few milliseconds at 50,000 tools.
import { normalizeTerm, WORD_SEPARATORS } from './terms';

const MIN_QUERY_LENGTH = 2;

function words(text: string): string[] {
  return text.split(WORD_SEPARATORS).map(normalizeTerm).filter(Boolean);
}

/** The name is the whole query ("Video" for "video", "Dall·E" for "dall e"): the first tier of every ranking. */
export function namesTheQuery(name: string, query: string): boolean {
  const typed = words(query);
  return typed.length > 0 && words(name).join(' ') === typed.join(' ');
}

/**
 * Positions in `names` (listing order) of the best `limit` names in which every word of `query` starts a
 * word, or, for a one-word query, which start with it with their spaces and dots removed ("chatg" finds
 * "ChatGPT", "notionai" finds "Notion AI"). `standingOf` orders equally matched names (higher first); by
 * default the listing order does.
 */
export function searchNames(
  names: readonly string[],
  query: string,
  limit = 8,
  standingOf: (at: number) => number = (at) => -at,
): number[] {
  const text = query.trim();
  if (text.length < MIN_QUERY_LENGTH || limit <= 0) return [];
  const terms = words(text);
  if (terms.length === 0) return [];
  const joined = terms.join('');
  // The whole name; every word whole in a longer name; a name of as many words, each started; others
  // started (or the name's start, its spaces left out). A started name counts its letters: the more of it
  // typed, the likelier it is meant ("Video" before "Videoly" for "vid"), as the index's score has it.
  const tiers: { at: number; letters: number }[][] = [[], [], [], []];
  for (let at = 0; at < names.length; at++) {
    const name = names[at] ?? '';
    // Most names share no first letter with the query: skip them before splitting.
    const folded = normalizeTerm(name);
    if (!terms.every((term) => folded.includes(term.charAt(0)))) continue;
    const nameWords = words(name);
    const compact = nameWords.join('');
    const found = { at, letters: compact.length };
    if (terms.every((term) => nameWords.includes(term)))
      tiers[nameWords.length === terms.length ? 0 : 1]?.push({ at, letters: 0 });
    else if (terms.every((term) => nameWords.some((word) => word.startsWith(term))))
      tiers[nameWords.length === terms.length ? 2 : 3]?.push(found);
    else if (compact.startsWith(joined)) tiers[3]?.push(found);
  }
  const found: number[] = [];
  for (const tier of tiers) {
    if (found.length >= limit) break;
    const standing = tier.map(({ at }) => standingOf(at));
    const order = tier.map((_, i) => i);
    order.sort(
      (a, b) =>
        (tier[a]?.letters ?? 0) - (tier[b]?.letters ?? 0) || (standing[b] ?? 0) - (standing[a] ?? 0) || a - b,
    );
    for (const i of order.slice(0, limit - found.length)) found.push(tier[i]?.at ?? 0);
  }
  return found;
}
