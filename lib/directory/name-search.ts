// The popup's first keystrokes while the full local search loads: names only, most popular first.
// A plain scan over the names the site index already holds costs a few milliseconds at 50,000 tools.
import { normalizeTerm, WORD_SEPARATORS } from './search-terms';

const MIN_QUERY_LENGTH = 2;

function words(text: string): string[] {
  return text.split(WORD_SEPARATORS).map(normalizeTerm).filter(Boolean);
}

/**
 * Positions in `names` (listing order) of the first `limit` names in which every word of `query` starts
 * a word, or, for a one-word query, starts the name with its spaces and dots removed ("chatg" finds
 * "ChatGPT", "notionai" finds "Notion AI").
 */
export function searchNames(names: readonly string[], query: string, limit = 8): number[] {
  const text = query.trim();
  if (text.length < MIN_QUERY_LENGTH || limit <= 0) return [];
  const terms = words(text);
  if (terms.length === 0) return [];
  const joined = terms.join('');
  const found: number[] = [];
  for (let at = 0; at < names.length && found.length < limit; at++) {
    const name = names[at] ?? '';
    // Most names share no first letter with the query: skip them before splitting.
    const folded = normalizeTerm(name);
    if (!terms.every((term) => folded.includes(term.charAt(0)))) continue;
    const nameWords = words(name);
    const matches =
      nameWords.join('').startsWith(joined) ||
      terms.every((term) => nameWords.some((word) => word.startsWith(term)));
    if (matches) found.push(at);
  }
  return found;
}
