import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiError } from '../../lib/api/model';
import { type LocalTool, sendRequest } from '../../lib/messaging/client';
import { checkQuery, type QueryCheck } from '../popup/search/query';

export type FinderAnswer =
  | { status: 'idle' }
  | { status: 'ready'; query: string; tools: LocalTool[]; complete: boolean }
  | { status: 'error'; error: ApiError };

/**
 * Tools to add to the comparison, found as the popup finds them first: the local copy of the directory
 * (`search/local`, through the background), at every keystroke. It never asks the directory: what the
 * device does not have yet is said (`complete` false), not fetched.
 */
export function useToolFinder(text: string): { check: QueryCheck; answer: FinderAnswer; retry(): void } {
  const { query, check } = checkQuery(text);
  const [answer, setAnswer] = useState<FinderAnswer>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // Only the latest question's answer is shown: a slower earlier one never replaces it.
  const asked = useRef(0);

  useEffect(() => {
    const id = ++asked.current;
    if (check !== 'ok') {
      setAnswer({ status: 'idle' });
      return;
    }
    void sendRequest({ type: 'search/local', q: query }).then((result) => {
      if (id !== asked.current) return;
      setAnswer(
        result.ok
          ? { status: 'ready', query, tools: result.data.tools, complete: result.data.complete }
          : { status: 'error', error: result.error },
      );
    });
  }, [query, check, attempt]);

  return { check, answer, retry: () => setAttempt((n) => n + 1) };
}
