// The message protocol between the extension's pages, the on-page card and the background: every
// feature's rows (lib/<feature>/messages.ts) in one table, each with who may send it, the fields its
// request must have (checked before any handler runs) and what it answers with. Only the background
// imports this at runtime (zod stays out of the popup, options and card bundles); they import its types
// through lib/messaging/client.ts.
import * as z from 'zod/mini';
import { CARD_MESSAGES } from '../card/messages';
import type { RequestsOf, ResponsesOf } from '../common/message';
import { CONNECTION_MESSAGES } from '../connection/messages';
import { DIRECTORY_MESSAGES, SITE_MATCH_MESSAGES, SYNC_MESSAGES } from '../directory/messages';
import { FIND_MESSAGES } from '../find/messages';
import { FOLLOW_MESSAGES } from '../follow/messages';
import { HIDE_UNTIL_CHANGE_MESSAGES } from '../hide-until-change/messages';
import { NOT_THIS_TOOL_MESSAGES } from '../not-this-tool/messages';
import { RECENT_MESSAGES } from '../recent/messages';
import { REQUEST_LOG_MESSAGES } from '../request-log/messages';
import { SAVED_MESSAGES } from '../saved/messages';
import { SERP_MESSAGES } from '../serp/messages';

export type { MessageSender } from '../common/message';

export const MESSAGES = {
  ...CONNECTION_MESSAGES,
  ...DIRECTORY_MESSAGES,
  ...SITE_MATCH_MESSAGES,
  ...SYNC_MESSAGES,
  ...CARD_MESSAGES,
  ...SERP_MESSAGES,
  ...SAVED_MESSAGES,
  ...RECENT_MESSAGES,
  ...REQUEST_LOG_MESSAGES,
  ...NOT_THIS_TOOL_MESSAGES,
  ...HIDE_UNTIL_CHANGE_MESSAGES,
  ...FIND_MESSAGES,
  ...FOLLOW_MESSAGES,
};

type Messages = typeof MESSAGES;
export type RequestType = keyof Messages;
export type Request = RequestsOf<Messages>;
export type RequestOf<T extends RequestType> = Extract<Request, { type: T }>;
/** What each request answers with, as the data of an ok Result. */
export type ResponseMap = ResponsesOf<Messages>;

/**
 * Each type's request schema, made at its first request: making all of them at once was 120 of the 708
 * zod schemas a starting worker made before it could answer anything.
 */
const requestSchemas = new Map<string, z.ZodMiniType>();

function requestSchema(type: string): z.ZodMiniType | undefined {
  const made = requestSchemas.get(type);
  if (made || !Object.hasOwn(MESSAGES, type)) return made;
  const schema = z.object({ type: z.literal(type), ...MESSAGES[type as RequestType].fields });
  requestSchemas.set(type, schema);
  return schema;
}

/** The request, checked against its message's row; null for anything else. */
export function parseRequest(message: unknown): Request | null {
  const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : null;
  const schema = typeof type === 'string' ? requestSchema(type) : undefined;
  const parsed = schema?.safeParse(message);
  return parsed?.success ? (parsed.data as Request) : null;
}
