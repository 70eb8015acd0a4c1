// What a message is, for every feature: a row saying who may send it, the fields its request must have
// (checked before any handler runs) and what it answers with. Each feature keeps its own rows beside its
// handlers (lib/<feature>/messages.ts); lib/messaging/protocol.ts puts them in one table. Background only
// at runtime (zod): the pages import the types through lib/messaging/client.ts.
import * as z from 'zod/mini';
import type { Result } from './result';
import type { SenderKind } from './sender';

/**
 * `extension-page`: the popup and the options page. `content-script`: the on-page card, whose messages
 * are all about its own tab, which the background reads from the browser's `sender.tab`.
 */
export type MessageSender = 'extension-page' | 'content-script';

export type Fields = Record<string, z.ZodMiniType>;

export interface MessageDefinition<F extends Fields, Response> {
  from: MessageSender;
  fields: F;
  /** Type only: the data of an ok Result. */
  response: Response;
}

/** A table of message rows, by message type. */
export type MessageTable = Record<string, MessageDefinition<Fields, unknown>>;

/** The answer's type, carried by the row for the type checker; nothing at runtime. */
export const answers = <Response>() => undefined as Response;

export function message<F extends Fields, Response>(
  from: MessageSender,
  fields: F,
  response: Response,
): MessageDefinition<F, Response> {
  return { from, fields, response };
}

/** A tool's slug, as any message names one. */
export const slug = z.string().check(z.minLength(1), z.maxLength(200));
/** A page of a listing or a search. */
export const page = z.optional(z.number().check(z.int(), z.gte(1), z.lte(10_000)));

/** A row's fields as its checked request has them: a field whose schema allows undefined is optional. */
type Checked<F extends Fields> = {
  [K in keyof F as undefined extends z.output<F[K]> ? never : K]: z.output<F[K]>;
} & {
  [K in keyof F as undefined extends z.output<F[K]> ? K : never]?: z.output<F[K]>;
};
type Flat<T> = { [K in keyof T]: T[K] };

/** Every request of a table, checked: `{ type, ...fields }`. */
export type RequestsOf<M extends MessageTable> = {
  [T in keyof M & string]: Flat<{ type: T } & Checked<M[T]['fields']>>;
}[keyof M & string];

/** What each request of a table answers with, as the data of an ok Result. */
export type ResponsesOf<M extends MessageTable> = { [T in keyof M]: M[T]['response'] };

/** A handler for each message of a table. */
export type HandlersOf<M extends MessageTable> = {
  [T in keyof M & string]: (
    request: Extract<RequestsOf<M>, { type: T }>,
    sender: SenderKind,
  ) => Promise<Result<M[T]['response']>>;
};

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });

export const refused = (message: string): Result<never> => ({
  ok: false,
  error: { kind: 'validation', message },
});
