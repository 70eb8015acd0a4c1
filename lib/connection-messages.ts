// What a person reads when connecting to the directory fails: the exact problem and what to do.
import type { ApiError } from './api/model';

export function connectionProblem(error: ApiError): string {
  switch (error.kind) {
    case 'no-token':
      return 'Enter your API token first.';
    case 'unauthorized':
      return 'The token is invalid or was revoked. Create a new one on your account’s API tokens page and paste it here.';
    case 'not-found':
      return 'Nothing answers at this base URL. Check it: it usually ends in /api/v1.';
    case 'offline':
      return 'The server can’t be reached. Check the base URL and your connection.';
    case 'timeout':
      return 'The server did not answer in time. Check the base URL, or try again in a moment.';
    case 'server':
      return `The directory had a problem (${error.status ?? 'server error'}). Try again in a moment.`;
    case 'rate-limited':
      return 'Too many requests right now.';
    case 'bad-response':
      return 'This URL answered, but not like the directory API. Check the base URL.';
    case 'validation':
      return error.message;
  }
}
