import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ApiError, Result } from '../../../lib/api/model';

export interface RequestSnapshot<T> {
  status: 'idle' | 'loading' | 'ok' | 'error';
  data: T | null;
  stale: boolean;
  error: ApiError | null;
}

export interface RequestState<T> extends RequestSnapshot<T> {
  retry: () => void;
}

/**
 * One request to the background, sent when `key` changes (null: none). Only the latest attempt's
 * answer counts; a retry keeps showing the data it already has until the new answer arrives.
 */
export function useRequest<T>(key: string | null, run: () => Promise<Result<T>>): RequestState<T> {
  const [state, setState] = useState<RequestSnapshot<T>>(() => ({
    status: key === null ? 'idle' : 'loading',
    data: null,
    stale: false,
    error: null,
  }));
  const runRef = useRef(run);
  runRef.current = run;
  const generation = useRef(0);

  const start = useCallback((fresh: boolean) => {
    generation.current += 1;
    const mine = generation.current;
    setState((prev) => ({
      status: 'loading',
      data: fresh ? null : prev.data,
      stale: fresh ? false : prev.stale,
      error: null,
    }));
    void runRef.current().then((result) => {
      if (mine !== generation.current) return;
      setState((prev) =>
        result.ok
          ? { status: 'ok', data: result.data, stale: result.stale === true, error: null }
          : { status: 'error', data: prev.data, stale: prev.stale, error: result.error },
      );
    });
  }, []);

  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle', data: null, stale: false, error: null });
      return;
    }
    start(true);
    return () => {
      // Unmounted or a new key: an answer still on its way must not land.
      generation.current += 1;
    };
  }, [key, start]);

  const retry = useCallback(() => start(false), [start]);
  return { ...state, retry };
}
