import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiError } from '../../lib/api/model';
import { type LocalTool, sendRequest } from '../../lib/messaging/client';
import { checkQuery, type QueryCheck } from '../popup/search/query';

export type FinderAnswer =
  | { status: 'idle' }
  /** The first question is on its way (a later one keeps the last answer shown meanwhile). */
  | { status: 'searching' }
  | { status: 'ready'; query: string; tools: LocalTool[]; complete: boolean }
  | { status: 'error'; error: ApiError };

/**
 * Tools to add to the comparison, found as the popup finds them first: the local copy of the directory
 * (`search/local`, through the background), at every keystroke. It never asks the directory: what the
 * device does not have yet is said (`complete` false), not fetched.
 */
export function useToolFinder(text: string): {
  check: QueryCheck;
  answer: FinderAnswer;
  /** The answer shown is not yet the one to the text in the box. */
  outdated: boolean;
  retry(): void;
} {
  const { query, check } = checkQuery(text);
  const [answer, setAnswer] = useState<FinderAnswer>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // Only the latest question's answer is shown: a slower earlier one never replaces it.
  const asked = useRef(0);
  const [answered, setAnswered] = useState('');

  useEffect(() => {
    const id = ++asked.current;
    if (check !== 'ok') {
      setAnswer({ status: 'idle' });
      return;
    }
    setAnswer((shown) =>
      shown.status === 'idle' || shown.status === 'error' ? { status: 'searching' } : shown,
    );
    // `settled`: the index's answer, not a provisional one from the names while it loads (the list would
    // change under the pointer).
    void sendRequest({ type: 'search/local', q: query, settled: true }).then((result) => {
      if (id !== asked.current) return;
      setAnswered(query);
      setAnswer(
        result.ok
          ? { status: 'ready', query, tools: result.data.tools, complete: result.data.complete }
          : { status: 'error', error: result.error },
      );
    });
  }, [query, check, attempt]);

  const outdated = check === 'ok' && answered !== query;
  return { check, answer, outdated, retry: () => setAttempt((n) => n + 1) };
}
