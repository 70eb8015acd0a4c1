// The options' Requests view: what the extension sent in the last 7 days (which says what the person
// looked for, so never to a content script), and its Clear.
import type { RequestRecord } from '../api/request-record';
import { answers, message } from '../common/message';

export const REQUEST_LOG_MESSAGES = {
  'requests/list': message('extension-page', {}, answers<RequestRecord[]>()),
  'requests/clear': message('extension-page', {}, answers<null>()),
};
