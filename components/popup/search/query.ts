// The API's rule for `q` (2 to 120 characters), mirrored so the popup never sends a request the
// server would answer with 422.
import * as popupCopy from '../../copy/popup';
export const QUERY_MIN = 2;
export const QUERY_MAX = 120;

export type QueryCheck = 'empty' | 'too-short' | 'too-long' | 'ok';

/** `query` is the text as it will be sent: trimmed, since spaces alone are not a search. */
export function checkQuery(text: string): { query: string; check: QueryCheck } {
  const query = text.trim();
  if (query.length === 0) return { query, check: 'empty' };
  if (query.length < QUERY_MIN) return { query, check: 'too-short' };
  if (query.length > QUERY_MAX) return { query, check: 'too-long' };
  return { query, check: 'ok' };
}

export function queryHint(check: QueryCheck): string | null {
  if (check === 'too-short') return popupCopy.queryTooShort(QUERY_MIN);
  if (check === 'too-long') return popupCopy.queryTooLong(QUERY_MAX);
  return null;
}
