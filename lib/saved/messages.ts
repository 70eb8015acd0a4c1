// Saved tools (storage.sync): answered on the device, none of these makes a request.
import * as z from 'zod/mini';
import { answers, message } from '../common/message';
import {
  type ImportOutcome,
  MAX_IMPORT_CHARS,
  type SavedExportFile,
  type SavedList,
  type SaveOutcome,
} from './public';
import { snapshotInput } from './snapshot';

export const SAVED_MESSAGES = {
  'saved/list': message('extension-page', {}, answers<SavedList>()),
  'saved/set': message('extension-page', { tool: snapshotInput, saved: z.boolean() }, answers<SaveOutcome>()),
  'saved/export': message('extension-page', {}, answers<SavedExportFile>()),
  'saved/import': message(
    'extension-page',
    { text: z.string().check(z.maxLength(MAX_IMPORT_CHARS + 1)) },
    answers<ImportOutcome>(),
  ),
};
