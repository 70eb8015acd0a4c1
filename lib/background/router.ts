// Validates every incoming message and routes it to its handler, enforcing who may ask what.
import type { Result } from '../api/model';
import type { SenderKind } from '../common/sender';
import {
  MESSAGES,
  parseRequest,
  type Request,
  type RequestType,
  type ResponseMap,
} from '../messaging/protocol';

export type Handlers = {
  [T in RequestType]: (
    request: Extract<Request, { type: T }>,
    sender: SenderKind,
  ) => Promise<Result<ResponseMap[T]>>;
};

function refuse(message: string): Result<never> {
  return { ok: false, error: { kind: 'validation', message } };
}

export interface RouterHooks {
  /** A valid request from an allowed sender, before its handler runs. */
  onAccepted?(type: RequestType): void;
}

export function createMessageRouter(handlers: Handlers, hooks: RouterHooks = {}) {
  return async function route(message: unknown, sender: SenderKind): Promise<Result<unknown>> {
    if (sender.kind === 'foreign') return refuse('Unknown sender.');
    const request = parseRequest(message);
    if (request === null) return refuse('Malformed request.');
    // A page's content script may only talk about its own tab; extension pages never send card messages.
    if (MESSAGES[request.type].from !== sender.kind) return refuse('Not allowed from this context.');
    hooks.onAccepted?.(request.type);
    const handler = handlers[request.type] as (
      request: Request,
      sender: SenderKind,
    ) => Promise<Result<unknown>>;
    try {
      return await handler(request, sender);
    } catch {
      // A bug must not leave the caller waiting, nor leak details.
      return {
        ok: false,
        error: { kind: 'bad-response', message: 'Something went wrong in Toolscout. Try again.' },
      };
    }
  };
}
