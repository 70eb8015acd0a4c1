// The sending side of the protocol, for the popup, options page and card: no zod here (the background
// checks every request against lib/messaging/protocol.ts before anything acts on it).
import type { Result } from '../api/model';
import type { Request, RequestOf, RequestType, ResponseMap } from './protocol';
import { nativeRuntime } from './runtime';

export type * from './views';
export type { Request, RequestOf, RequestType, ResponseMap };

export type ResponseOf<T extends RequestType> = Result<ResponseMap[T]>;

/** Send a typed request to the background. Never throws: a dead channel is an `offline` error. */
export async function sendRequest<T extends RequestType>(request: RequestOf<T>): Promise<ResponseOf<T>> {
  try {
    const runtime = nativeRuntime();
    if (!runtime) throw new Error('no extension runtime');
    const response = (await runtime.sendMessage(request)) as ResponseOf<T> | undefined;
    if (response && typeof response === 'object' && 'ok' in response) return response;
    return { ok: false, error: { kind: 'bad-response', message: 'The extension gave no answer.' } };
  } catch {
    return { ok: false, error: { kind: 'offline', message: 'The extension background is not reachable.' } };
  }
}
