// What the popup offers to do for each error the background can answer with; the words are in copy.ts.
import type { ApiError } from '../../../lib/api/model';
import type { StatusSubject } from '../../../lib/copy/popup';
import * as popupCopy from '../../../lib/copy/popup';

export type { StatusSubject };

/** `wait`: a calm countdown after which the request goes again by itself (no button to press). */
/** `device-only`: the way to the Device only switch (the options' privacy section). */
export type StatusAction = 'options' | 'retry' | 'countdown' | 'wait' | 'device-only' | null;

export interface StatusCopy {
  text: string;
  action: StatusAction;
}

function actionFor(error: ApiError): StatusAction {
  switch (error.kind) {
    case 'no-token':
    case 'unauthorized':
      return 'options';
    case 'rate-limited':
      // The countdown writes its own text; without a time there is nothing to count down to.
      return error.retryAt === undefined ? 'retry' : 'countdown';
    case 'busy':
      return error.retryAt === undefined ? 'retry' : 'wait';
    case 'offline':
    case 'timeout':
    case 'server':
    case 'bad-response':
      return 'retry';
    case 'validation':
    case 'not-found':
    // Room on the disk is the person's to make; the sync goes on by itself once there is.
    case 'storage-full':
      return null;
    case 'device-only':
      return 'device-only';
  }
}

export function describeError(error: ApiError, subject: StatusSubject): StatusCopy {
  return { text: popupCopy.errorText(error, subject), action: actionFor(error) };
}

export function staleText(subject: StatusSubject): string {
  return popupCopy.stale(subject);
}
