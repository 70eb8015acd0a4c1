// Follow a category or subcategory (storage.sync), and "What's new" since the person last looked: all
// from the device, no request.
import * as z from 'zod/mini';
import { answers, message } from '../common/message';
import { type Followed, type FollowOutcome, followedSchema } from './follow-store';
import type { WhatsNewView } from './whats-new';

export const FOLLOW_MESSAGES = {
  'follow/list': message('extension-page', {}, answers<Followed[]>()),
  'follow/set': message(
    'extension-page',
    { item: followedSchema, followed: z.boolean() },
    answers<FollowOutcome>(),
  ),
  'whats-new/get': message('extension-page', {}, answers<WhatsNewView>()),
  'whats-new/seen': message('extension-page', { at: z.number().check(z.gte(0)) }, answers<null>()),
  'whats-new/mark': message('extension-page', {}, answers<boolean>()),
  'whats-new/set-mark': message('extension-page', { enabled: z.boolean() }, answers<boolean>()),
};
