// The API's rule for `q` (lib/api/limits.ts), so the popup never sends a request the server would refuse.
import {
  QUERY_MAX_LENGTH as QUERY_MAX,
  QUERY_MIN_LENGTH as QUERY_MIN,
  queryLength,
} from '../../../lib/api/limits';
import * as popupCopy from '../../../lib/copy/popup';

export type QueryCheck = 'empty' | 'too-short' | 'too-long' | 'ok';

/** `query` is the text as it will be sent: trimmed, since spaces alone are not a search. */
export function checkQuery(text: string): { query: string; check: QueryCheck } {
  const query = text.trim();
  if (query.length === 0) return { query, check: 'empty' };
  if (queryLength(query) < QUERY_MIN) return { query, check: 'too-short' };
  if (queryLength(query) > QUERY_MAX) return { query, check: 'too-long' };
  return { query, check: 'ok' };
}

export function queryHint(check: QueryCheck): string | null {
  if (check === 'too-short') return popupCopy.queryTooShort(QUERY_MIN);
  if (check === 'too-long') return popupCopy.queryTooLong(QUERY_MAX);
  return null;
}
