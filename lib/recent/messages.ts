// Recently viewed (storage.local): answered on the device, none of these makes a request.

import { answers, message } from '../common/message';
import { snapshotInput } from '../saved/snapshot';
import type { RecentTool } from './public';

export const RECENT_MESSAGES = {
  'recent/list': message('extension-page', {}, answers<RecentTool[]>()),
  // A detail was opened: remembered here, and a saved tool's row refreshed with what the detail showed.
  'recent/add': message('extension-page', { tool: snapshotInput }, answers<null>()),
  'recent/clear': message('extension-page', {}, answers<null>()),
};
