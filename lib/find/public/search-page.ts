// The search page (entrypoints/search): the popup's search in a tab, opened by the address bar keyword
// and the right-click menu with the text in `?q=`. One home for how that address is written and read.
import { QUERY_MAX_LENGTH } from '../../api/limits';

export const SEARCH_PAGE = '/search.html';
export type SearchPagePath = `${typeof SEARCH_PAGE}${string}`;

/** What is searched: spaces collapsed (a selection spans lines), at most what the API accepts. */
export function searchPageQuery(text: string): string {
  const collapsed = text.replace(/\s+/gu, ' ').trim();
  return Array.from(collapsed).slice(0, QUERY_MAX_LENGTH).join('').trim();
}

/** The page's path inside the extension, for runtime.getURL. */
export function searchPagePath(text: string): SearchPagePath {
  const query = searchPageQuery(text);
  return query === '' ? SEARCH_PAGE : `${SEARCH_PAGE}?q=${encodeURIComponent(query)}`;
}

/** The query of a search page address's `location.search`. */
export function queryOfSearchPage(search: string): string {
  return searchPageQuery(new URLSearchParams(search).get('q') ?? '');
}
