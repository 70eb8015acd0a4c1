// What the popup says for each error the background can answer with, and what it offers to do.
import type { ApiError } from '../../../lib/api/model';

export type StatusAction = 'options' | 'retry' | 'countdown' | null;

export interface StatusCopy {
  text: string;
  action: StatusAction;
}

/** What a view was loading, for the few messages that depend on it. */
export type StatusSubject = 'results' | 'tool' | 'categories';

export function describeError(error: ApiError, subject: StatusSubject): StatusCopy {
  switch (error.kind) {
    case 'no-token':
      return {
        text: 'Toolscout is not connected yet. Add your API token in the options to use the directory.',
        action: 'options',
      };
    case 'unauthorized':
      return { text: 'Your token is invalid or was revoked.', action: 'options' };
    case 'rate-limited':
      // The countdown writes its own text; without a time there is nothing to count down to.
      return error.retryAt === undefined
        ? { text: 'Too many requests — try again in a minute.', action: 'retry' }
        : { text: 'Too many requests', action: 'countdown' };
    case 'offline':
      return {
        text: "The directory can't be reached. Check your connection and try again.",
        action: 'retry',
      };
    case 'timeout':
      return { text: 'The directory is not answering. Try again in a moment.', action: 'retry' };
    case 'server':
      return { text: 'The directory is having trouble right now. Try again in a moment.', action: 'retry' };
    case 'validation':
      return { text: error.message.trim() || 'The directory did not accept this request.', action: null };
    case 'bad-response':
      return { text: 'The directory answered something unexpected.', action: 'retry' };
    case 'not-found':
      return {
        text: subject === 'tool' ? 'This tool is no longer in the directory.' : 'Nothing was found.',
        action: null,
      };
  }
}

export function staleText(subject: StatusSubject): string {
  const what = subject === 'tool' ? 'details' : subject === 'categories' ? 'categories' : 'results';
  return `Showing saved ${what} — the directory can't be reached`;
}
