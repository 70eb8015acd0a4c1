// Device only: while it is on, nothing a person types or opens is sent (only the sync and the prefetch
// reach the directory). What a handler answers for a request it keeps from being sent.
import { apiError } from '../api/errors';
import type { Result } from '../api/model';

/** What a handler answers, without asking, for a request Device only keeps from being sent. */
export const keptOnDevice: Result<never> = {
  ok: false,
  error: apiError('device-only'),
};
