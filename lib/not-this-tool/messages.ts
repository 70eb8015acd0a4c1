// The options' list of "Not this tool", and its Undo. Stored on the device; nothing is sent. (The card's
// step is a card message, lib/card/messages.ts.)
import * as z from 'zod/mini';
import { answers, message, slug } from '../common/message';
import type { NotThisToolEntry } from './public';

export const NOT_THIS_TOOL_MESSAGES = {
  'not-this-tool/list': message('extension-page', {}, answers<NotThisToolEntry[]>()),
  'not-this-tool/remove': message(
    'extension-page',
    {
      slug,
      host: z.string().check(z.minLength(1), z.maxLength(300)),
      path: z.optional(z.string().check(z.maxLength(2_000))),
    },
    answers<NotThisToolEntry[]>(),
  ),
};
