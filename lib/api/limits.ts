// The API's limits, as the extension relies on them (API v1). One home, no zod: the popup, the message
// schema and the client all ask these, so no screen lets through what the client then refuses.

/** `q` of GET /search: 2 to 120 characters, counted in code points ("😀" is one), after trimming. */
export const QUERY_MIN_LENGTH = 2;
export const QUERY_MAX_LENGTH = 120;

/** `per_page` of the listings: 1 to 100. */
export const PER_PAGE_MIN = 1;
export const PER_PAGE_MAX = 100;

/** GET /tools/{slug}/alternatives answers at most 5; no screen shows more. */
export const MAX_ALTERNATIVES = 5;

/** The length the API counts: code points of the trimmed text, not UTF-16 units. */
export function queryLength(query: string): number {
  let length = 0;
  for (const _ of query.trim()) length += 1;
  return length;
}

/** Whether the API accepts this text as `q` (it answers 422 otherwise). */
export function isSearchableQuery(query: string): boolean {
  const length = queryLength(query);
  return length >= QUERY_MIN_LENGTH && length <= QUERY_MAX_LENGTH;
}
